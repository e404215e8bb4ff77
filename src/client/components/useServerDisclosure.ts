import { useLayoutEffect, useRef } from 'react';
import { useHydrated } from './useHydrated';
import { AWAITING_SCRIPT, NOT_HYDRATED } from './useServerForm';

/**
 * A button that shows and hides the element `id` (a menu, a sub-list), sent by the server. It works
 * from the moment it is on screen: until the page's script has run, public/boot.js toggles the
 * element's `hidden` and the button's aria-expanded when it is pressed (a phone may still be
 * running the scripts). Once hydrated the component holds the state, starting from what the
 * visitor left: React keeps the element as the visitor left it while hydrating, and an element
 * shown then is taken as open.
 *
 * Until it is hydrated, taps on it are kept from React (NOT_HYDRATED): boot.js's toggle is the
 * reaction, and React hydrates the page at its own pace rather than inside the tap.
 *
 * The element must be rendered whether open or not, with `disclosedProps(id, open)`. Spread the
 * returned props on the button.
 *
 * React is told (suppressHydrationWarning) that the button's aria-expanded and the element's
 * `hidden` may differ from the server's when it hydrates them: what boot.js did on a press.
 */
export function useServerDisclosure(id: string, open: boolean, onOpen: () => void) {
  const hydrated = useHydrated();
  const ref = useRef<HTMLButtonElement | null>(null);
  useLayoutEffect(() => {
    ref.current?.removeAttribute(NOT_HYDRATED);
    if (!open && document.getElementById(id)?.hidden === false) onOpen();
    // Once, on mount: what was left before hydration; from then on the state is the component's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { ref, 'aria-controls': id, 'aria-expanded': open, [AWAITING_SCRIPT]: hydrated ? undefined : '', [NOT_HYDRATED]: '', suppressHydrationWarning: true };
}

/** The props of the element a useServerDisclosure button shows and hides. */
export function disclosedProps(id: string, open: boolean) {
  return { id, hidden: !open, suppressHydrationWarning: true };
}
