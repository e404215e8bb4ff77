import { createRoot } from 'react-dom/client';
import { App } from './App';
import { makeStore } from './app/store';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(<App store={makeStore()} />);
