import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the server's HTML and while the browser hydrates it, true from then on (and at once
 * when the browser renders alone). A form sent by the server is disabled until then: before its
 * script runs, a click would submit it the browser's way (a page load with the address in the URL)
 * and typed text could be lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
