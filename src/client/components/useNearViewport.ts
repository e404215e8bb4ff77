import { useCallback, useState } from 'react';

/**
 * Whether a section further down the page should load its code: once it comes within `ahead`
 * (a CSS length or % of the viewport height) of the viewport, below or above it (a visitor who
 * jumped past it, to the footer say, is a screen away from it). Code that only such
 * sections need then stays out of what the page downloads before it is interactive. Not at the
 * visitor's first touch or key anywhere: that made the first tap on a phone wait for the code of
 * every such section (their download, evaluation and hydration came with it). Once true it stays
 * true. Without IntersectionObserver (old browsers, jsdom) it is true at once; on the server it is
 * false, as it is in a browser during hydration (the section's code comes after).
 */
export function useNearViewport<T extends Element>(ahead = '100%'): [(el: T | null) => (() => void) | undefined, boolean] {
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  // The observer is set up by the ref itself (React calls the returned cleanup when the element goes
  // or the ref changes), not by a state holding the element: a state set from a ref is a synchronous
  // render spawned inside the commit, which made each hydration's commit a longer task on a phone
  // (docs/performance.md, "Pages").
  const ref = useCallback(
    (el: T | null) => {
      if (near || !el) return undefined;
      const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: `${ahead} 0px ${ahead} 0px` });
      io.observe(el);
      return () => io.disconnect();
    },
    [near, ahead],
  );
  return [ref, near];
}
