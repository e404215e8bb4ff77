import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Every path change starts the new page at its top, scrolling smoothly. Not the first
 * render: the browser has placed that page already (at its top, at the #anchor of a link, or where
 * a reload left it), and a server-rendered page may have been scrolled or jumped to its form
 * before hydration ends.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'smooth' });
  }, [pathname]);
  return null;
}
