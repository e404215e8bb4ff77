import { api } from '../app/api';

/**
 * At most one reload of the customer tags per window: the first change after a quiet window
 * reloads at once, the ones arriving within it are gathered and reloaded together when it ends.
 * A burst of any size thus costs at most two reloads of each open table or detail.
 */
export const REQUEST_CHANGES_WINDOW_MS = 1000;
/** Beyond this many distinct requests in one window every customer query reloads (one tag instead of hundreds). */
const MAX_IDS_PER_RELOAD = 50;

type Dispatch = (action: unknown) => unknown;

export interface RequestChangeCoalescer {
  /** Another staff member (or a visitor) changed this request. */
  changed(customerRequestId: number): void;
  /** Forgets what is pending (the socket stopped: the next start reloads anyway). */
  reset(): void;
}

/**
 * Gathers request changes into throttled RTK Query invalidations: the changed requests' own tags
 * (their detail with its history and notes, and the list rows that show them) and the list's,
 * since a change may move a request in or out of a filtered page. Only queries that are mounted
 * fetch again; a detail dialog keeps its data (and a note being typed) while it reloads.
 */
export function requestChangeCoalescer(dispatch: Dispatch, windowMs = REQUEST_CHANGES_WINDOW_MS): RequestChangeCoalescer {
  const pending = new Set<number>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = () => {
    if (pending.size === 0) return;
    const tags = pending.size > MAX_IDS_PER_RELOAD ? ['Customer' as const] : [{ type: 'Customer' as const, id: 'LIST' }, ...[...pending].map((id) => ({ type: 'Customer' as const, id }))];
    pending.clear();
    dispatch(api.util.invalidateTags(tags));
  };

  /** Closes the window: what gathered meanwhile reloads, and that reload opens the next window. */
  const windowEnded = () => {
    timer = null;
    if (pending.size === 0) return;
    flush();
    timer = setTimeout(windowEnded, windowMs);
  };

  return {
    changed(customerRequestId) {
      pending.add(customerRequestId);
      if (timer) return;
      flush();
      timer = setTimeout(windowEnded, windowMs);
    },
    reset() {
      if (timer) clearTimeout(timer);
      timer = null;
      pending.clear();
    },
  };
}
