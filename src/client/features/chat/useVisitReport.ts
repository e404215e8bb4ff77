import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useReportChatVisitMutation } from './chatApi';

/** The same page is reported again at most this often (a re-render or a hash change is not a new page). */
const SAME_PAGE_EVERY_MS = 60_000;
/** The referrer goes with the first report of this page load only: later pages come from the site itself. */
let referrerSent = false;

/**
 * Tells the server which page the chat visitor is on, for staff's context: on every change of
 * path, from the first opening of the chat on (a visitor who never opened it is not followed).
 */
export function useVisitReport(guestId: string | null): void {
  const { pathname } = useLocation();
  const [report] = useReportChatVisitMutation();
  const last = useRef<{ path: string; at: number } | null>(null);
  useEffect(() => {
    if (!guestId) return;
    const now = Date.now();
    if (last.current?.path === pathname && now - last.current.at < SAME_PAGE_EVERY_MS) return;
    last.current = { path: pathname, at: now };
    // The title is set by the page after it renders: read it a moment later.
    const timer = setTimeout(() => {
      const referrer = referrerSent ? undefined : document.referrer || undefined;
      referrerSent = true;
      // A lost report only leaves staff's context a page behind: nothing to tell the visitor.
      report({ guestId, visit: { path: pathname, title: document.title || undefined, referrer } }).unwrap().catch(() => undefined);
    }, 500);
    return () => clearTimeout(timer);
  }, [guestId, pathname, report]);
}
