import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { makePersistor, makeStore } from './app/store';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const store = makeStore();
// Restores the visitor's chat identity from localStorage; nothing waits for it but the chat.
makePersistor(store);
const root = createRoot(container);
// As a transition the first render yields to the browser every few milliseconds instead of
// holding a phone's main thread for the whole page (Lighthouse's long tasks, bench part 4).
startTransition(() => root.render(<App store={store} />));
