import { useEffect, useState } from 'react';
import { PARTNER_CAROUSEL } from '../../../shared/types/servicePage';

/** Logos per slide for a window width (spec §9: under 480 → 2, under 768 → 3, under 1024 → 4, else 6). */
export function itemsPerSlide(width: number): number {
  return PARTNER_CAROUSEL.breakpoints.find((b) => width < b.below)?.items ?? PARTNER_CAROUSEL.wide;
}

/** itemsPerSlide for the current window, following resizes. */
export function useItemsPerSlide(): number {
  const [count, setCount] = useState(() => itemsPerSlide(window.innerWidth));
  useEffect(() => {
    const update = () => setCount(itemsPerSlide(window.innerWidth));
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, []);
  return count;
}
