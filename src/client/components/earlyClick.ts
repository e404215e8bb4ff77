/**
 * Clicks made on a server-rendered page before its scripts hydrated it: public/boot.js remembers
 * the last one on a control marked `data-early-click="<name>"` as `<html data-early-click="<name>">`
 * (a phone visitor taps the menu button while the scripts still download or run); the component
 * acts on it once hydrated. From `markHydrated()` on, boot.js leaves clicks to React.
 */
const ROOT_ATTRIBUTE = 'data-early-click';

/** Whether the visitor clicked the control named `name` before hydration; the click is consumed. */
export function takeEarlyClick(name: string): boolean {
  const root = document.documentElement;
  if (root.getAttribute(ROOT_ATTRIBUTE) !== name) return false;
  root.removeAttribute(ROOT_ATTRIBUTE);
  return true;
}

/** The page is hydrated: React handles clicks from now on (HydrationDone). */
export function markHydrated(): void {
  document.documentElement.setAttribute('data-hydrated', '');
}
