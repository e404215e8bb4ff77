import { useSyncExternalStore } from 'react';
import { PARTNER_CAROUSEL } from '../../../shared/types/servicePage';

/** Logos per slide for a window width (under 480 → 2, under 768 → 3, under 1024 → 4, else 6). */
export function itemsPerSlide(width: number): number {
  return PARTNER_CAROUSEL.breakpoints.find((b) => width < b.below)?.items ?? PARTNER_CAROUSEL.wide;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

const current = () => itemsPerSlide(window.innerWidth);
// A server-rendered page is laid out for a phone (most visitors); hydration then adopts the window's.
const onServer = () => PARTNER_CAROUSEL.breakpoints[0]!.items;

/** itemsPerSlide for the current window, following resizes. */
export function useItemsPerSlide(): number {
  return useSyncExternalStore(subscribe, current, onServer);
}
