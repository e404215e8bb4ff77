import { useMemo } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { PersistGate } from 'redux-persist/integration/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { routes } from './app/routes';
import { makePersistor, type AppStore } from './app/store';
import { theme } from './app/theme';

/** Providers: store, persist gate, theme, router. Each layout mounts its own toast container. */
export function App({ store }: { store: AppStore }) {
  const persistor = useMemo(() => makePersistor(store), [store]);
  const router = useMemo(() => createBrowserRouter(routes), []);
  return (
    <Provider store={store}>
      <PersistGate persistor={persistor} loading={null}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <RouterProvider router={router} />
        </ThemeProvider>
      </PersistGate>
    </Provider>
  );
}
