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

/** What happened to a customer request: created by a visitor, or a staff member's status change, note or assignment. */
export const CUSTOMER_REQUEST_CHANGES = ['created', 'status', 'note', 'assignee'] as const;
export type CustomerRequestChangeKind = (typeof CUSTOMER_REQUEST_CHANGES)[number];

/**
 * The second message kind of the notifications socket, beside the notification itself: a request
 * changed, so the staff tables and details that show it are stale. Only ids (the request, the
 * staff account that made the change, null for a visitor), never the customer's data: each client
 * reads that again through the API, with its own token. Never stored, never a bell item.
 */
export interface CustomerRequestChanged {
  type: 'customerRequestChanged';
  customerRequestId: number;
  change: CustomerRequestChangeKind;
  byUserId: number | null;
}

/** Everything the notifications socket sends: a notification (unchanged shape) or a request change. */
export type NotificationsSocketMessage = StaffNotification | CustomerRequestChanged;

/** Whether a value received over the socket is a request change. */
export function isCustomerRequestChanged(value: unknown): value is CustomerRequestChanged {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return (
    v.type === 'customerRequestChanged' &&
    Number.isSafeInteger(v.customerRequestId) &&
    (CUSTOMER_REQUEST_CHANGES as readonly unknown[]).includes(v.change) &&
    (v.byUserId === null || Number.isSafeInteger(v.byUserId))
  );
}

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
