import { Suspense, useMemo } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter, useLocation, useRoutes } from 'react-router-dom';
import { PersistGate } from 'redux-persist/integration/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { RouteLoadBoundary, preloadMatches, toBrowserRoutes } from './app/browserRoutes';
import { routes } from './app/routes';
import { makePersistor, type AppStore } from './app/store';
import { theme } from './app/theme';

const browserRoutes = toBrowserRoutes(routes);

function AppRoutes() {
  const location = useLocation();
  // Before rendering: the layout's and the page's code load side by side.
  preloadMatches(browserRoutes, location.pathname);
  return useRoutes(browserRoutes, location);
}

/** Providers: store, persist gate, theme, router. Each layout mounts its own toast container. */
export function App({ store }: { store: AppStore }) {
  const persistor = useMemo(() => makePersistor(store), [store]);
  return (
    <Provider store={store}>
      <PersistGate persistor={persistor} loading={null}>
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
      </PersistGate>
    </Provider>
  );
}
