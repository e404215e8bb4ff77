import { Suspense, useState, type ReactNode } from 'react';
import { CacheProvider } from '@emotion/react';
import { Provider } from 'react-redux';
import { BrowserRouter, useLocation, useRoutes } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { PreloadRouteContext, RouteLoadBoundary, loadMatchesInTurn, preloadMatches, toBrowserRoutes } from './app/browserRoutes';
import { pageStyleCache } from './app/pageStyleCache';
import { routes } from './app/routes';
import type { AppStore, RootState } from './app/store';
import { theme } from './app/theme';
import { HydrationDone } from './components/useHydrated';

const browserRoutes = toBrowserRoutes(routes);
const preloadRoute = (pathname: string) => preloadMatches(browserRoutes, pathname);

/** Loads the code of the page at `pathname` before it is hydrated, a route at a time (app/browserRoutes.tsx). */
export function loadRouteCode(pathname: string): Promise<void> {
  return loadMatchesInTurn(browserRoutes, pathname);
}

function AppRoutes() {
  const location = useLocation();
  // Before rendering: the layout's and the page's code load side by side.
  preloadMatches(browserRoutes, location.pathname);
  return useRoutes(browserRoutes, location);
}

/** The route tree inside a router: the browser's (App) or the server's (ssr/renderPage.tsx). */
export function AppRouteTree() {
  return (
    <RouteLoadBoundary>
      <PreloadRouteContext value={preloadRoute}>
        <Suspense fallback={null}>
          <AppRoutes />
          {/* In the same boundary as the page: it hydrates with it, so its effect marks the end (a
              public page, hydrated after its frame, marks it with its own: HydratedAfterFrame). */}
          <HydrationDone />
        </Suspense>
      </PreloadRouteContext>
    </RouteLoadBoundary>
  );
}

/**
 * Store and theme. `serverState`: the state a server-rendered page was rendered with, which
 * hydration must see (the store may already have moved on).
 */
export function AppProviders({ store, serverState, children }: { store: AppStore; serverState?: RootState; children: ReactNode }) {
  return (
    <Provider store={store} serverState={serverState}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </Provider>
  );
}

/**
 * Providers: store, theme, router. Each layout mounts its own toast container.
 *
 * Nothing waits for redux-persist: the only persisted value is the visitor's chat identity, which
 * the chat panel restores when it first opens and waits for itself (features/chat/guestPersistence.ts,
 * `selectRehydrated`), so pages render on the first pass and never read localStorage to start.
 */
export function App({ store, serverState }: { store: AppStore; serverState?: RootState }) {
  // The server's render has its own cache in the same place (ssr/renderPage.tsx).
  const [styleCache] = useState(pageStyleCache);
  return (
    <CacheProvider value={styleCache}>
      <AppProviders store={store} serverState={serverState}>
        <BrowserRouter>
          <AppRouteTree />
        </BrowserRouter>
      </AppProviders>
    </CacheProvider>
  );
}
