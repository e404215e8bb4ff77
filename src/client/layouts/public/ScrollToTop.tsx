import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Every path change starts the new page at its top, scrolling smoothly (spec §2). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0, behavior: 'smooth' });
  }, [pathname]);
  return null;
}
