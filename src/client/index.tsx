import { startTransition } from 'react';
import { SSR_STATE_ID } from '../shared/constants';
import { nextTask } from './components/nextTask';

/*
 * Start-up in steps, each its own task. Evaluating the whole app's modules, building the store and
 * starting React in one go was one task of 130–200 ms on a phone (4× CPU), most of the public
 * pages' Total Blocking Time; the browser can paint and answer input between these. The imports are
 * "eager": their modules stay in this file's chunks (no extra request), only their evaluation waits.
 * Each step is a few milliseconds of a laptop's CPU (docs/performance.md, "What limits the misses").
 */
async function start(container: HTMLElement): Promise<void> {
  // The entry script's own task ends here: an eager import resolves in the task that awaits it, so
  // the first step would otherwise run inside the script's evaluation.
  await nextTask();
  // Redux Toolkit, RTK Query and its React hooks. (webpackExports: a namespace import would keep
  // every export of the library in the bundle, used or not.)
  await import(/* webpackMode: "eager", webpackExports: ["buildCreateApi"] */ '@reduxjs/toolkit/query/react');
  await nextTask();
  // The API.
  const { serverDataArrived } = await import(/* webpackMode: "eager" */ './app/api');
  await nextTask();
  // The slices and the root reducer.
  const { makeStore } = await import(/* webpackMode: "eager" */ './app/store');
  await nextTask();
  const store = makeStore();
  await nextTask();
  // A public page comes rendered by the server with the API answers it was rendered from.
  const serverData = container.firstElementChild ? document.getElementById(SSR_STATE_ID)?.textContent : undefined;
  const hydrate = Boolean(serverData);
  if (serverData) store.dispatch(serverDataArrived(JSON.parse(serverData) as Record<string, unknown>));
  await nextTask();
  // MUI's styling, then the theme made with it.
  await import(/* webpackMode: "eager", webpackExports: ["createTheme"] */ '@mui/material/styles');
  await nextTask();
  await import(/* webpackMode: "eager" */ './app/theme');
  await nextTask();
  // The router, then Emotion's cache, the route table and the providers.
  await import(/* webpackMode: "eager", webpackExports: ["matchRoutes"] */ 'react-router-dom');
  await nextTask();
  const { App, loadRouteCode } = await import(/* webpackMode: "eager" */ './App');
  const { hydrationStarted } = await import(/* webpackMode: "eager" */ './components/useHydrated');
  await nextTask();
  // The page's own code, which a server-rendered page is already downloading: a route at a time.
  if (hydrate) await loadRouteCode(window.location.pathname);
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
  // React DOM's evaluation, then the root's start (its listeners, the first slice of the render).
  await nextTask();
  if (hydrate) {
    // Hydration must see the state the server rendered with, whatever the store does meanwhile.
    const serverState = store.getState();
    // As a transition, hydration yields to the browser every few milliseconds (Lighthouse's long tasks).
    hydrationStarted();
    startTransition(() => {
      hydrateRoot(container, <App store={store} serverState={serverState} />);
    });
  } else {
    const root = createRoot(container);
    // As a transition the first render yields to the browser every few milliseconds instead of
    // holding a phone's main thread for the whole page (Lighthouse's long tasks, bench part 4).
    startTransition(() => root.render(<App store={store} />));
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
void start(container);
