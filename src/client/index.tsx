import { startTransition } from 'react';
import { SSR_STATE_ID } from '../shared/constants';
import { nextTask } from './components/nextTask';

/*
 * Start-up in steps, each its own task. Evaluating the whole app's modules, building the store and
 * starting React in one go was one task of 130–200 ms on a phone (4× CPU), most of the public
 * pages' Total Blocking Time; the browser can paint and answer input between these. The imports are
 * "eager": their modules stay in this file's chunks (no extra request), only their evaluation waits.
 */
async function start(container: HTMLElement): Promise<void> {
  // Redux Toolkit, RTK Query and the API's endpoints.
  const { makeStore } = await import(/* webpackMode: "eager" */ './app/store');
  const { serverDataArrived } = await import(/* webpackMode: "eager" */ './app/api');
  await nextTask();
  const store = makeStore();
  // A public page comes rendered by the server with the API answers it was rendered from.
  const serverData = container.firstElementChild ? document.getElementById(SSR_STATE_ID)?.textContent : undefined;
  const hydrate = Boolean(serverData);
  if (serverData) store.dispatch(serverDataArrived(JSON.parse(serverData) as Record<string, unknown>));
  await nextTask();
  // MUI, Emotion, the router, the route table and the theme.
  const { App } = await import(/* webpackMode: "eager" */ './App');
  const { hydrationStarted } = await import(/* webpackMode: "eager" */ './components/useHydrated');
  await nextTask();
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');
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
