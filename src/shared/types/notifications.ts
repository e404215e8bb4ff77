import type { StaffNotification } from './customer';

/**
 * The notifications contract (how one travels: docs/architecture.md, "A consultation request and
 * its notification"). A notification is the `StaffNotification` the customer request creates;
 * `read` is always the caller's own state.
 */
export type { StaffNotification } from './customer';

/** The plain WebSocket that pushes new notifications to every signed-in staff member. */
export const NOTIFICATIONS_WS_PATH = '/api/raw-ws/notifications';

/**
 * Application close codes of the notifications socket (4000–4999). Both mean: renew the session
 * (refresh the access token; a refused refresh ends it) and reconnect at once, without an error.
 */
export const NOTIFICATIONS_CLOSE = {
  /** The access token the socket was opened with has expired. */
  tokenExpired: 4401,
  /** The account was deactivated, or its role or password changed. */
  sessionEnded: 4403,
} as const;

/** GET /notifications answers at most this many, newest first (older ones stay in the database). */
export const NOTIFICATIONS_LIST_LIMIT = 200;

export const NOTIFICATIONS_UI = {
  /** The dropdown shows 5 items first and 5 more per "show more". */
  initialItems: 5,
  moreStep: 5,
  /** The badge shows "99+" above this. */
  badgeMax: 99,
  /** Reconnection back-off of the socket: 2 s doubling up to 30 s. */
  reconnectBaseMs: 2000,
  reconnectCapMs: 30_000,
} as const;

/** Whether a value received over the socket is a notification (anything else is ignored). */
export function isStaffNotification(value: unknown): value is StaffNotification {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(v.id) &&
    Number.isSafeInteger(v.customerRequestId) &&
    typeof v.customerServiceName === 'string' &&
    typeof v.serviceName === 'string' &&
    typeof v.createdAt === 'string' &&
    typeof v.read === 'boolean'
  );
}
