import { combineSlices, configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
// The action types only: redux-persist itself comes with the chat (features/chat/guestPersistence.ts).
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist/lib/constants';
import { authSlice } from './authSlice';
import { guestSlice } from '../features/chat/guestSlice';
import { chatPanelSlice } from '../features/chat/chatPanelSlice';
import { api } from './api';

/**
 * Slices that join the store when their code loads (the back-office's, see app/backOffice.ts, and
 * the visitor's chat, see features/chat/chatStore.ts), so that the public site's first download
 * does not carry them. Each one adds itself here with
 * `declare module` and `slice.injectInto(rootReducer)`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface LazyLoadedSlices {}

export const rootReducer = combineSlices(api, authSlice, guestSlice, chatPanelSlice).withLazyLoadedSlices<LazyLoadedSlices>();

/**
 * Middleware added when its code loads: the staff chat and notification sockets with the back-office,
 * the visitor's chat client with the chat panel.
 */
export const lazyMiddleware = createDynamicMiddleware();

export type RootState = ReturnType<typeof rootReducer>;

const SECRET_KEYS = new Set(['token', 'refreshToken', 'accessToken', 'password', 'newPassword']);

/** Redux DevTools must never show a token: they are replaced wherever they occur. */
export function redactSecrets<T>(value: T, depth = 0): T {
  if (depth > 12 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => redactSecrets(v, depth + 1)) as T;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    out[k] = SECRET_KEYS.has(k) && typeof v === 'string' ? '<redacted>' : redactSecrets(v, depth + 1);
  }
  return out as T;
}

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    // The chat panel puts redux-persist around it when it first opens (guestPersistence.ts).
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } }).concat(api.middleware, lazyMiddleware.middleware),
    // RTK Query's low-priority updates are batched to the next microtask rather than the next animation
    // frame (the default), so an answer reaches the screen up to a frame sooner (admin filters, bench).
    enhancers: (getDefault) => getDefault({ autoBatch: { type: 'tick' } }),
    devTools:
      process.env.NODE_ENV !== 'production'
        ? { actionSanitizer: (action) => redactSecrets(action), stateSanitizer: (state) => redactSecrets(state) }
        : false,
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
