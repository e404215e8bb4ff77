import { lazy, memo, Suspense, use, useEffect, useMemo, useRef, useState, type ComponentType, type CSSProperties, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PartLoadBoundary } from './LoadBoundary';
import { partLoading } from './partsLoading';
import { LateHydration, useLateHydration } from './useHydrated';
import { useNearViewport } from './useNearViewport';

interface Gate {
  /** Fulfilled once the gate opens, and then marked so (`status`), as React's `use` reads it. */
  promise: Promise<void>;
  open: () => void;
  isOpen: () => boolean;
  /** Set when a render has waited for the gate: every later render of the part waits too (Gated). */
  waited: boolean;
  /** Counts the opened part as loading (partsLoading.ts), from an effect: a render may be discarded. */
  count: () => void;
  /** The part is on screen with its code, has failed to load, or has gone; it no longer counts. */
  settle: () => void;
}

function makeGate(): Gate {
  let resolve!: () => void;
  let opened = false;
  let settled = false;
  let uncount: (() => void) | undefined;
  const promise: Promise<void> & { status?: 'fulfilled'; value?: void } = new Promise<void>((r) => (resolve = r));
  const open = () => {
    opened = true;
    // `use` of a promise marked fulfilled returns at once; of one merely resolved, it suspends a
    // render first (React learns of the resolution through `then`).
    promise.status = 'fulfilled';
    resolve();
  };
  // On the server nothing waits: the part is rendered into the page's HTML.
  if (typeof window === 'undefined') open();
  return {
    promise,
    open,
    isOpen: () => opened,
    waited: false,
    // A part whose code was in already settles (its effect runs first) before the gate's opener's
    // effect counts it: it is then not counted at all.
    count: () => {
      if (opened && !settled && !uncount) uncount = partLoading();
    },
    settle: () => {
      settled = true;
      uncount?.();
    },
  };
}

/** Renders nothing; tells the gate its part has come to the screen (its effect runs once the part's boundary has committed). */
function Settled({ gate }: { gate: Gate }) {
  useEffect(() => gate.settle(), [gate]);
  return null;
}

/** Suspends until the gate opens, then renders the part (whose own code may suspend in turn). */
function Gated({ gate, Part }: { gate: Gate; Part: ComponentType }) {
  // A gate open from the first render is not waited for: React's test renderer (act) counts every
  // `use` of a promise, settled or not, as a suspension and holds back the part's retry once its
  // code is in. One that was closed is waited for in every later render too: React replays a
  // render that suspended here once the promise settles, and the replay must make the same call.
  if (!gate.isOpen() || gate.waited) {
    gate.waited = true;
    use(gate.promise);
  }
  return (
    <>
      <Part />
      <Settled gate={gate} />
    </>
  );
}

/**
 * A part of the page further down (the footer) whose code is neither downloaded nor run before the
 * page is interactive: it loads when it comes within a screen of the viewport (useNearViewport;
 * not at the visitor's first touch or key elsewhere), or at the first navigation.
 *
 * In a server-rendered page its HTML is there from the start, and React keeps it as sent, without
 * hydrating it, until the code has loaded (a Suspense boundary whose child suspends during
 * hydration stays dehydrated); its links work as plain links meanwhile. Rendered by the browser
 * alone, `fallback` holds its place until then.
 *
 * The boundary must not be updated while dehydrated: React would then either drop the server's
 * HTML for the fallback or, in a transition, hold the update until the part can hydrate. So the
 * boundary is one element made once (later renders of this wrapper reuse it and React skips it),
 * the part takes no props, and a navigation (React Router's transitions reach every link inside
 * through the location context) opens the gate before React gets to the boundary.
 *
 * From the gate's opening until the part is on screen (or has failed), it counts as a part loading
 * (partsLoading.ts): the floating buttons wait for it before they appear.
 *
 * `minHeight` is the place held while the code loads; `failed`, what takes the part's place when
 * its code cannot be downloaded (by default nothing).
 */
export function deferUntilNear(load: () => Promise<{ default: ComponentType }>, { minHeight, failed }: { minHeight: CSSProperties['minHeight']; failed?: ReactNode }): ComponentType {
  const fallback = { minHeight };
  const Part = lazy(load);
  function Deferred() {
    const [ref, near] = useNearViewport<HTMLDivElement>();
    const [gate] = useState(makeGate);
    // The part's HTML came from the server and is hydrated late.
    const late = useLateHydration();
    const { key } = useLocation();
    const firstKey = useRef(key);
    // Opened during render, not in an effect: a navigation's render reaches the boundary before any
    // effect of it could run (see above). Opening is idempotent.
    if (near || key !== firstKey.current) gate.open();
    useEffect(() => gate.count());
    // A part that goes before it has come (a navigation) is no longer loading.
    useEffect(() => () => gate.settle(), [gate]);
    const boundary = useMemo(
      () => (
        <LateHydration.Provider value={late}>
          <PartLoadBoundary
            fallback={
              <>
                {failed}
                <Settled gate={gate} />
              </>
            }
          >
            <Suspense fallback={<div style={fallback} />}>
              <Gated gate={gate} Part={Part} />
            </Suspense>
          </PartLoadBoundary>
        </LateHydration.Provider>
      ),
      [gate, late],
    );
    return <div ref={ref}>{boundary}</div>;
  }
  return memo(Deferred);
}
