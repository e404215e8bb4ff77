import { useEffect, useState } from 'react';

/**
 * Whether the window is scrolled more than `threshold` px (the header's stronger backdrop: 10 px).
 *
 * Reading `scrollY` while the page is still being built forces the browser to lay it out at once, in
 * the middle of React's commit (the bench's trace showed it as the longest piece of a 190 ms task on a
 * throttled phone). So nothing is read during render or mount: the first reading waits until the next
 * frame has been laid out anyway (a restored scroll position is caught then, or by its scroll event),
 * and later readings come from scroll events, when the layout is already up to date.
 */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const onScroll = () => setPast(window.scrollY > threshold);
    window.addEventListener('scroll', onScroll, { passive: true });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(onScroll, 0);
    });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [threshold]);
  return past;
}
