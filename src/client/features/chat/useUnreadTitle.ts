import { useEffect } from 'react';

/** "(2) Title" while there are unseen replies, the page's own title otherwise. */
export function titleWithCount(base: string, unread: number): string {
  return unread > 0 ? `(${unread}) ${base}` : base;
}

/**
 * Puts the count of unseen staff replies in front of the tab's title. A page sets its own title when
 * the visitor navigates (components/usePageMeta.ts): the observer puts the count back in front of
 * it. The title this hook wrote is remembered, so a page title that happens to start with "(n) "
 * is never cut.
 */
export function useUnreadTitle(unread: number): void {
  useEffect(() => {
    let written: string | null = null;
    let base = document.title;
    const apply = () => {
      if (document.title !== written) base = document.title;
      const title = titleWithCount(base, unread);
      written = title;
      if (document.title !== title) document.title = title;
    };
    if (unread === 0) return undefined;
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      if (document.title === written) document.title = base;
    };
  }, [unread]);
}
