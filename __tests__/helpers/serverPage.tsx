import fs from 'node:fs';
import path from 'node:path';
import { act } from '@testing-library/react';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../../src/client/app/theme';
import { HydrationDone, hydrationStarted } from '../../src/client/components/useHydrated';
import { makeRehydratedStore } from './renderWithProviders';

/**
 * A page as the server sends it and the browser then runs it: `ui` rendered to HTML (as on the
 * server: before hydration), public/boot.js running on it, and `hydrate()` to hydrate it with the
 * same tree. Call `cleanup()` after each test.
 */
let root: Root | undefined;
const bootListeners: Array<[string, EventListenerOrEventListenerObject, boolean | AddEventListenerOptions | undefined]> = [];

function runBootJs() {
  const source = fs.readFileSync(path.join(__dirname, '..', '..', 'public', 'boot.js'), 'utf8');
  const spy = jest.spyOn(document, 'addEventListener');
  // Its start (after DOMContentLoaded, long past here) has no scripts to start in these tests.
  new Function('document', source)(document);
  for (const [type, fn, options] of spy.mock.calls) bootListeners.push([type, fn, options]);
  spy.mockRestore();
}

export function serverPage(ui: () => ReactNode) {
  const store = makeRehydratedStore();
  const app = () => (
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          {ui()}
          <HydrationDone />
        </MemoryRouter>
      </ThemeProvider>
    </Provider>
  );
  const container = document.createElement('div');
  // As on the server: rendered before the browser hydrates (useHydrated is false there).
  hydrationStarted();
  container.innerHTML = renderToString(app());
  document.body.appendChild(container);
  runBootJs();
  const recoverable = jest.fn();
  return {
    container,
    store,
    recoverable,
    hydrate: () =>
      act(async () => {
        root = hydrateRoot(container, app(), { onRecoverableError: recoverable });
      }),
  };
}

export function cleanupServerPage(): void {
  act(() => root?.unmount());
  root = undefined;
  for (const [type, fn, options] of bootListeners.splice(0)) document.removeEventListener(type, fn, options);
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-hydrated');
}
