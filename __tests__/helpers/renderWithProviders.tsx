import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { RouterProvider, createMemoryRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import createCache, { type StylisPlugin } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { REHYDRATE } from 'redux-persist';
import { makeStore, type AppStore, type RootState } from '../../src/client/app/store';
import { GUEST_PERSIST_CONFIG, persistedRootReducer } from '../../src/client/features/chat/guestPersistence';
import { routes as appRoutes } from '../../src/client/app/routes';
import { PreloadRouteContext } from '../../src/client/app/browserRoutes';
import { theme } from '../../src/client/app/theme';

/**
 * The styles' cache of every test render, without the rules whose selector uses :has() (MUI's
 * native select pads itself with them). jsdom has no layout, so no test can see what they do, but
 * it evaluates them, re-parsing the selector, on every element each time a style is computed
 * (every role query, click and multiline field render): they were half of that time.
 */
const dropHasRules: StylisPlugin = (element) => {
  if (element.type === 'rule' && Array.isArray(element.props) && element.props.some((selector) => selector.includes(':has('))) element.children = [];
};
export const testStyleCache = createCache({ key: 'css', stylisPlugins: [dropHasRules] });

interface Options {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
}

/**
 * A fresh store as the browser has it once the chat has restored the guest identity (the chat waits
 * for that; tests start from the restored state, or from `preloadedState`'s): redux-persist around
 * the root reducer and `_persist.rehydrated`, so the chat panel's own start (persistGuest) does not
 * read localStorage, where an earlier test of the file may have left an identity.
 */
export function makeRehydratedStore(preloadedState?: Partial<RootState>): AppStore {
  const store = makeStore(preloadedState);
  store.replaceReducer(persistedRootReducer() as unknown as Parameters<AppStore['replaceReducer']>[0]);
  store.dispatch({ type: REHYDRATE, key: GUEST_PERSIST_CONFIG.key, payload: undefined });
  return store;
}

/** Renders a component with a fresh store and theme (and a memory router around it). */
export function renderWithProviders(ui: ReactElement, { preloadedState, store = makeRehydratedStore(preloadedState) }: Options = {}) {
  const router = createMemoryRouter([{ path: '*', element: ui }]);
  return { store, router, ...render(<Providers store={store}><RouterProvider router={router} /></Providers>) };
}

/**
 * Loads the modules of the lazy routes matching each path, for a `beforeAll`: the first render of a
 * route in a test file otherwise spends its findBy time compiling the layout and page modules
 * (seconds on a busy CI machine, where a home page test once found nothing within 5 s).
 */
export async function preloadRoutes(...paths: string[]): Promise<void> {
  for (const path of paths) {
    for (const m of matchRoutes(appRoutes, path) ?? []) {
      const load = m.route.lazy;
      if (typeof load === 'function') await (load as () => Promise<unknown>)();
    }
  }
}

/**
 * Renders the real route table at a path, as the browser would. `preloadRoute`: what the pages'
 * usePreloadRoute calls (the browser's tree loads the matching routes' code).
 */
export function renderRoute(
  path: string,
  { preloadedState, store = makeRehydratedStore(preloadedState), routes = appRoutes, preloadRoute }: Options & { routes?: RouteObject[]; preloadRoute?: (pathname: string) => void } = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const tree = <RouterProvider router={router} />;
  return {
    store,
    router,
    ...render(<Providers store={store}>{preloadRoute ? <PreloadRouteContext value={preloadRoute}>{tree}</PreloadRouteContext> : tree}</Providers>),
  };
}

function Providers({ store, children }: { store: AppStore; children: ReactElement }) {
  return (
    <CacheProvider value={testStyleCache}>
      <Provider store={store}>
        <ThemeProvider theme={theme}>{children}</ThemeProvider>
      </Provider>
    </CacheProvider>
  );
}
