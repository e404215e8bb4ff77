import { Suspense } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, useLocation, useRoutes } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { RouteLoadBoundary, preloadMatches, toBrowserRoutes } from './app/browserRoutes';
import { routes } from './app/routes';
import type { AppStore } from './app/store';
import { theme } from './app/theme';

const browserRoutes = toBrowserRoutes(routes);

function AppRoutes() {
  const location = useLocation();
  // Before rendering: the layout's and the page's code load side by side.
  preloadMatches(browserRoutes, location.pathname);
  return useRoutes(browserRoutes, location);
}

/**
 * Providers: store, theme, router. Each layout mounts its own toast container.
 *
 * Nothing waits for redux-persist (index.tsx starts it): the only persisted value is the visitor's
 * chat identity, and the chat waits for it itself (`selectRehydrated`), so pages render on the first
 * pass instead of after localStorage has been read.
 */
export function App({ store }: { store: AppStore }) {
  return (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <BrowserRouter>
          <RouteLoadBoundary>
            <Suspense fallback={null}>
              <AppRoutes />
            </Suspense>
          </RouteLoadBoundary>
        </BrowserRouter>
      </ThemeProvider>
    </Provider>
  );
}
