import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { serverDataArrived } from './app/api';
import { makePersistor, makeStore } from './app/store';
import { hydrationStarted } from './components/useHydrated';
import { SSR_STATE_ID } from '../shared/constants';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const store = makeStore();
// A public page comes rendered by the server with the API answers it was rendered from.
const serverData = document.getElementById(SSR_STATE_ID)?.textContent;
if (serverData && container.firstElementChild) {
  store.dispatch(serverDataArrived(JSON.parse(serverData) as Record<string, unknown>));
  // Hydration must see the state the server rendered with, not redux-persist's restored guest.
  const serverState = store.getState();
  // The stored guest identity (only the chat needs it) is read in a task of its own, not inside
  // the start-up script's.
  setTimeout(() => makePersistor(store), 0);
  // As a transition, hydration yields to the browser every few milliseconds (Lighthouse's long tasks).
  hydrationStarted();
  startTransition(() => {
    hydrateRoot(container, <App store={store} serverState={serverState} />);
  });
} else {
  // Restores the visitor's chat identity from localStorage; nothing waits for it but the chat.
  makePersistor(store);
  const root = createRoot(container);
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding a phone's main thread for the whole page (Lighthouse's long tasks, bench part 4).
  startTransition(() => root.render(<App store={store} />));
}
