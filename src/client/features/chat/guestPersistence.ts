import { persistReducer, persistStore, type PersistConfig, type Persistor } from 'redux-persist';
import type { Reducer } from '@reduxjs/toolkit';
import { rootReducer, type AppStore, type RootState } from '../../app/store';
import { localStore } from '../../app/localStore';
import { guestSlice } from './guestSlice';

/**
 * Only the guest identity is persisted (localStorage, under "persist:ipsite"); session tokens stay in
 * sessionStorage. The format is the one the whole store was persisted in before the chat took this
 * over: the root state, `guest` whitelisted, `_persist` at the root (selectRehydrated reads it).
 */
export const GUEST_PERSIST_CONFIG: PersistConfig<RootState> = { key: 'ipsite', version: 1, storage: localStore, whitelist: [guestSlice.reducerPath] };

/** The root reducer with redux-persist around it (it only adds `_persist` to the state). */
export function persistedRootReducer(): Reducer<RootState> {
  return persistReducer<RootState>(GUEST_PERSIST_CONFIG, rootReducer) as unknown as Reducer<RootState>;
}

const started = new WeakMap<AppStore, Persistor>();

/**
 * Restores the visitor's chat identity from localStorage and keeps saving it: started by the chat
 * panel when it first opens (features/chat/ChatPanel.tsx), so that neither redux-persist's code nor
 * the storage read is part of a page's start-up. Once per store. Until the stored state has been
 * read, `selectRehydrated` is false and the chat creates no identity.
 */
export function persistGuest(store: AppStore): Persistor {
  let persistor = started.get(store);
  if (!persistor) {
    store.replaceReducer(persistedRootReducer() as unknown as typeof rootReducer);
    persistor = persistStore(store);
    started.set(store, persistor);
  }
  return persistor;
}
