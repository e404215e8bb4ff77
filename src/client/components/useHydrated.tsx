import { createContext, startTransition, Suspense, useContext, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';

// False from index.tsx's hydrateRoot until the hydrated tree's first effects (HydrationDone).
let hydrating = false;
// Set by a HydratedAfterFrame still to be hydrated: the frame's HydrationDone leaves the end to its own.
let endLeftToPage = false;

/** index.tsx, before hydrating a server-rendered page. */
export function hydrationStarted(): void {
  hydrating = true;
}

/**
 * True inside a deferred part whose server HTML is hydrated after the page (deferUntilNear): there,
 * as during the page's own hydration, useHydrated starts false so the first render matches the HTML.
 */
export const LateHydration = createContext(false);

/**
 * Whether a part mounted now has server HTML that is hydrated after the page's (deferUntilNear,
 * HydratedInTurn): it is mounted while the page hydrates, or inside such a part. Fixed at mount;
 * the part provides it to its children as LateHydration.
 */
export function useLateHydration(): boolean {
  const outer = useContext(LateHydration);
  const [late] = useState(() => outer || hydrating);
  return late;
}

/** Whether the page's server HTML is being hydrated now (from hydrationStarted to HydrationDone). */
export function isHydrating(): boolean {
  return hydrating;
}

/** The element the address's #fragment names, if any. */
function fragmentTarget(): HTMLElement | null {
  try {
    const id = decodeURIComponent(window.location.hash.slice(1));
    return id ? document.getElementById(id) : null;
  } catch {
    return null; // a malformed %-escape names nothing
  }
}

/**
 * Rendered last inside the app: its effect runs once the whole hydrated (or first rendered) tree
 * has committed. The page is then shown at the part the address names (#contact-form): the
 * browser's own jump finds nothing in a page the browser renders, and in a server-rendered page a
 * link to it followed before hydration ended changes the address, which makes React render the
 * page again in place of the server's and loses the jump.
 */
export function HydrationDone(): null {
  useEffect(() => {
    // The first of the two in a page hydrated after its frame (HydratedAfterFrame), whichever runs first.
    if (endLeftToPage) {
      endLeftToPage = false;
      return;
    }
    hydrating = false;
    // A sign for the browser tests and the bench that the page's own script now runs it.
    document.documentElement.setAttribute('data-hydrated', '');
    fragmentTarget()?.scrollIntoView({ block: 'start' });
  }, []);
  return null;
}

/**
 * False in the server's HTML and while the browser hydrates it, true from then on (and at once
 * when the browser renders alone, or for a component mounted later; false again while a deferred
 * part of the page is hydrated late, see deferUntilNear). A form sent by the server is
 * disabled until then: before its script runs, a click would submit it the browser's way (a page
 * load with the address in the URL) and typed text could be lost.
 *
 * The switch after hydration is a transition: the few components that use this re-render in
 * interruptible slices, not in one task right after the hydration (a long task on a phone).
 */
export function useHydrated(): boolean {
  // Inside a part whose server HTML is hydrated after the page (deferUntilNear) as well.
  const late = useContext(LateHydration);
  const [hydrated, setHydrated] = useState(() => typeof window !== 'undefined' && !hydrating && !late);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}

/**
 * The page inside its frame (header, footer, floating buttons), hydrated after the frame: React
 * commits the frame first, so its controls (the phone menu, the header's links) answer while the
 * page is still being hydrated, and the two commits are each about half the one they were (the
 * longest task at start-up; docs/performance.md). Its HydrationDone marks the end of the page's
 * hydration: the frame's own is skipped when it runs first.
 */
export function HydratedAfterFrame({ children }: { children: ReactNode }) {
  // In the frame's commit, before any passive effect of it: the frame's HydrationDone sees it.
  useLayoutEffect(() => {
    if (hydrating) endLeftToPage = true;
  }, []);
  return (
    <Suspense fallback={null}>
      {children}
      <HydrationDone />
    </Suspense>
  );
}
