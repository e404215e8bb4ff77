import { useEffect, useLayoutEffect, useRef, type FormEvent } from 'react';
import { useHydrated } from './useHydrated';

/** On a server-sent form until it is hydrated: public/boot.js holds back a submission made meanwhile. */
export const AWAITING_SCRIPT = 'data-awaiting-script';
/** Set by public/boot.js on such a form when it held back a submission: the form sends it once hydrated. */
export const HELD_SUBMIT = 'data-held-submit';
/** Set by public/boot.js on such a button (useServerButton) when it was pressed: the press is acted on once hydrated. */
export const HELD_PRESS = 'data-held-press';
/**
 * On a server-sent form or disclosure button (useServerDisclosure) until React has hydrated it:
 * taken off in the hydration's own commit, so, unlike AWAITING_SCRIPT, never on one whose handlers
 * are live. public/boot.js keeps taps and keys in it from React (docs/performance.md, "Nothing on
 * screen is inert").
 */
export const NOT_HYDRATED = 'data-not-hydrated';

/**
 * A form the server sends works as HTML from the moment it is on screen, before its script has run
 * (a phone may still be running the page's scripts, or the part may be hydrated later): its fields
 * take typing and choices at once. What the visitor typed meanwhile is taken into the component's
 * state when the form is hydrated (`adopt`, given the form element; React keeps the typed text in
 * the field while hydrating but its state is the server's). A submission made before that would be
 * sent by the browser itself (a page load with the fields in the address): public/boot.js holds it
 * back, and it is made again here once the form's own handler is there.
 *
 * Without the script at all (JavaScript turned off; the page says it needs it) the browser sends
 * the form itself: it posts, so that what was typed (a password, a phone number) never goes into
 * the address, the history or a log, and the server sends the visitor back to the page.
 *
 * Spread the returned props on the <form>. React is told (suppressHydrationWarning) that the form
 * may carry boot.js's HELD_SUBMIT when it hydrates it.
 */
export function useServerForm<T extends HTMLFormElement>(adopt: (form: T) => void) {
  const ref = useRef<T | null>(null);
  const hydrated = useHydrated();
  const adoptLatest = useRef(adopt);
  useLayoutEffect(() => {
    adoptLatest.current = adopt;
  });
  // Once, when the form is first in the page: for a hydrated form, what was typed before. The mark
  // is rendered every time but React sets an unchanged attribute only when it creates the element.
  useLayoutEffect(() => {
    if (!ref.current) return;
    ref.current.removeAttribute(NOT_HYDRATED);
    adoptLatest.current(ref.current);
  }, []);
  useEffect(() => {
    const form = ref.current;
    if (!hydrated || !form?.hasAttribute(HELD_SUBMIT)) return;
    form.removeAttribute(HELD_SUBMIT);
    // In a task of its own, as the visitor's submission was: not inside the render that hydrated it.
    const timer = setTimeout(() => form.requestSubmit(), 0);
    return () => clearTimeout(timer);
  }, [hydrated]);
  // The form's own handler is there from the moment it is hydrated, but the mark goes only with
  // the switch above, a transition that may come a few hundred milliseconds later on a phone. A
  // submission in between is held by boot.js and handled by the form at once: it must not be made
  // a second time when the switch comes.
  const onSubmitCapture = (e: FormEvent<T>) => e.currentTarget.removeAttribute(HELD_SUBMIT);
  return { ref, method: 'post', onSubmitCapture, [AWAITING_SCRIPT]: hydrated ? undefined : '', [NOT_HYDRATED]: '', suppressHydrationWarning: true };
}

/** The current value of the form's field `name` (text field or select), if it has one. */
export function fieldValue(form: HTMLFormElement, name: string): string | undefined {
  const field = form.elements.namedItem(name);
  return field instanceof HTMLInputElement || field instanceof HTMLSelectElement || field instanceof HTMLTextAreaElement ? field.value : undefined;
}

/**
 * A button the server sends whose action needs the script (it opens something only the script
 * renders, such as the phone field's country list): pressed before the part is hydrated,
 * public/boot.js marks it, and the press is acted on once it is, instead of being lost.
 *
 * Spread the returned props on the button (its `ref` included). React is told
 * (suppressHydrationWarning) that the button may carry boot.js's HELD_PRESS when it hydrates it.
 */
export function useServerButton<T extends HTMLElement>(onPress: (button: T) => void) {
  const ref = useRef<T | null>(null);
  const hydrated = useHydrated();
  const onPressLatest = useRef(onPress);
  useLayoutEffect(() => {
    onPressLatest.current = onPress;
  });
  useEffect(() => {
    const button = ref.current;
    if (!hydrated || !button?.hasAttribute(HELD_PRESS)) return;
    button.removeAttribute(HELD_PRESS);
    onPressLatest.current(button);
  }, [hydrated]);
  // Pressed once hydrated but before the mark goes (see useServerForm): the component's own handler
  // acts on it, so the mark boot.js has just set must not make it act a second time.
  const onClickCapture = (e: { currentTarget: T }) => e.currentTarget.removeAttribute(HELD_PRESS);
  return { ref, onClickCapture, [AWAITING_SCRIPT]: hydrated ? undefined : '', suppressHydrationWarning: true };
}

/**
 * A link the server sends to a part of this page (#contact-form). Until React has hydrated it, a tap
 * on it is kept from React (NOT_HYDRATED) and public/boot.js jumps to the part: React hydrating the
 * page inside the tap held a budget phone for 0.4–0.6 s, and the browser's own jump would change the
 * address, which makes React render the page again in place of the server's (HydrationDone).
 *
 * Spread the returned props on the link (its `ref` included).
 */
export function useServerAnchor<T extends HTMLElement>() {
  const ref = useRef<T | null>(null);
  // In the hydration's own commit: from then on the link's handler takes the tap.
  useLayoutEffect(() => {
    ref.current?.removeAttribute(NOT_HYDRATED);
  }, []);
  return { ref, [NOT_HYDRATED]: '' };
}
