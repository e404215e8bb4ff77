import { useCallback, useEffect, useState } from 'react';

const INTERACTIONS = ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Whether a section further down the page should load its code: once it comes within `ahead`
 * (a CSS length or % of the viewport height) of the bottom of the viewport, or as soon as the
 * visitor scrolls, touches, clicks or types anywhere. Code that only such sections need then stays
 * out of what the page downloads before it is interactive. Once true it stays true. Without
 * IntersectionObserver (old browsers, jsdom) it is true at once; on the server it is false, as it is
 * in a browser during hydration (the section's code comes after).
 */
export function useNearViewport<T extends Element>(ahead = '100%'): [(el: T | null) => void, boolean] {
  const [near, setNear] = useState(() => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined');
  const [el, setEl] = useState<T | null>(null);
  const ref = useCallback((node: T | null) => setEl(node), []);

  useEffect(() => {
    if (near) return;
    const now = () => setNear(true);
    for (const type of INTERACTIONS) window.addEventListener(type, now, { passive: true, once: true, capture: true });
    let io: IntersectionObserver | undefined;
    if (el) {
      io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && now(), { rootMargin: `0px 0px ${ahead} 0px` });
      io.observe(el);
    }
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, now, { capture: true });
      io?.disconnect();
    };
  }, [near, el, ahead]);

  return [ref, near];
}
