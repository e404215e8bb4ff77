import { Children, Suspense, type ReactNode } from 'react';
import { LateHydration, useLateHydration } from './useHydrated';

/**
 * A page's parts, hydrated one after the other: the first with what surrounds it, each of the
 * others in a render and a commit of its own, in order, right after the one before.
 *
 * React leaves a Suspense boundary it meets while hydrating as the server sent it and hydrates it
 * in a later pass, so each part sits inside the boundary of the part before it: n parts give n
 * commits, each a part's size, where they were one commit of the whole page (the longest task
 * after the first paint on a phone; docs/performance.md). No element is added (a boundary is two
 * HTML comments), nothing waits for a signal: a part not yet hydrated that is tapped, or that gets
 * new props, is hydrated at once by React.
 *
 * The parts below the first of them are hydrated after the page's own end of hydration
 * (HydrationDone), so they are told they are hydrated late (LateHydration), as a deferred part is:
 * their first render then matches the server's HTML.
 */
export function HydratedInTurn({ children }: { children: ReactNode }) {
  const late = useLateHydration();
  const parts = Children.toArray(children);
  return (
    <LateHydration.Provider value={late}>
      <InTurn parts={parts} />
    </LateHydration.Provider>
  );
}

function InTurn({ parts }: { parts: ReactNode[] }) {
  const [first, ...rest] = parts;
  return (
    <>
      {first}
      {rest.length > 0 && (
        <Suspense fallback={null}>
          <InTurn parts={rest} />
        </Suspense>
      )}
    </>
  );
}
