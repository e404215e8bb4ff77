import type { Middleware } from '@reduxjs/toolkit';
import { toast } from 'react-toastify';
import { NOTIFICATIONS_MSG as M } from '../../shared/messages/notifications';
import { NOTIFICATIONS_CLOSE, NOTIFICATIONS_UI, NOTIFICATIONS_WS_PATH, isCustomerRequestChanged, isStaffNotification } from '../../shared/types/notifications';
import { api, refreshSession } from '../app/api';
import { expiresSoon, session } from '../app/session';
import { sessionExpired, signedOut, signOutFailed, signOutStarted } from '../app/authSlice';
import { notificationReceived, notificationsSocketStartRequested, notificationsSocketStopRequested } from '../features/notifications/notificationsActions';
import { prependNotification } from '../features/notifications/notificationsApi';
import { requestChangeCoalescer } from './requestChanges';
import type { ThunkDispatcher } from './stompClient';

/** The part of the browser's WebSocket the middleware uses (tests inject a fake). */
export interface SocketLike {
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  close(code?: number, reason?: string): void;
}

const defaultFactory = (url: string): SocketLike => new WebSocket(url) as unknown as SocketLike;
let factory: (url: string) => SocketLike = defaultFactory;

export const notificationsSocketFactory = {
  create: (url: string): SocketLike => factory(url),
  /** Tests only: replace the transport with a fake (null restores the browser's WebSocket). */
  set(f: ((url: string) => SocketLike) | null): void {
    factory = f ?? defaultFactory;
  },
};

/** Back-off after a failure: 2 s, 4 s, 8 s … capped at 30 s. */
export function notificationsReconnectDelay(attempt: number): number {
  return Math.min(NOTIFICATIONS_UI.reconnectBaseMs * 2 ** attempt, NOTIFICATIONS_UI.reconnectCapMs);
}

function socketUrl(userId: number, token: string): string {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  const query = new URLSearchParams({ userId: String(userId), token });
  return `${scheme}://${window.location.host}${NOTIFICATIONS_WS_PATH}?${query}`;
}

type State = { auth: { userId: number | null } };

/** Two server-side session closes this close together mean something is wrong: back off instead. */
const RENEW_AGAIN_AFTER_MS = 10_000;

/**
 * The one owner of the notifications socket. Starts on
 * `notifications/socketStartRequested`, stops on a stop request, sign-out or session expiry. Each
 * notification becomes `notifications/received`, which prepends it to the cached list. Each
 * request change made by someone else reloads that request's detail and the customer list,
 * throttled (requestChanges.ts); the staff member's own changes were already reloaded by the
 * mutation that made them. An error toasts once per outage; reconnection backs off. When the server
 * closes the socket because its token expired (4401) or the account changed (4403), the session is
 * renewed and the socket reopened at once, without a toast; a refused refresh ends the session.
 */
export const notificationsSocketMiddleware: Middleware<object, State, ThunkDispatcher> = (store) => {
  let running = false;
  let socket: SocketLike | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let attempt = 0;
  let outageToasted = false;
  let everConnected = false;
  let lastRenewal = -Infinity;
  const changes = requestChangeCoalescer(store.dispatch);

  const schedule = () => {
    if (!running || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, notificationsReconnectDelay(attempt));
    attempt += 1;
  };

  /** The token the socket used is spent: refresh unless that happened meanwhile, then reconnect. */
  const renew = async (tokenUsed: string) => {
    lastRenewal = Date.now();
    if (session.accessToken() === tokenUsed && !(await refreshSession(store.dispatch))) return;
    void connect();
  };

  const connect = async () => {
    if (!running || socket) return;
    if (expiresSoon(session.accessToken())) await refreshSession(store.dispatch);
    const token = session.accessToken();
    const userId = store.getState().auth.userId;
    if (!running || socket) return;
    if (!token || !userId) return stop();
    let s: SocketLike;
    try {
      s = notificationsSocketFactory.create(socketUrl(userId, token));
    } catch {
      return schedule();
    }
    socket = s;
    s.onopen = () => {
      attempt = 0;
      outageToasted = false;
      // After an outage, whatever arrived or changed meanwhile is loaded again (open details too).
      if (everConnected) store.dispatch(api.util.invalidateTags([{ type: 'Notification', id: 'LIST' }, 'Customer']));
      everConnected = true;
    };
    s.onmessage = (ev) => {
      let msg: unknown;
      try {
        msg = JSON.parse(String(ev.data));
      } catch {
        return;
      }
      if (isStaffNotification(msg)) store.dispatch(notificationReceived(msg));
      else if (isCustomerRequestChanged(msg) && msg.byUserId !== store.getState().auth.userId) changes.changed(msg.customerRequestId);
    };
    s.onerror = () => {
      if (outageToasted || !running) return;
      outageToasted = true;
      toast.error(M.socketError, { toastId: 'notifications-socket' });
    };
    s.onclose = (ev) => {
      if (socket !== s) return;
      socket = null;
      const code = (ev as { code?: unknown } | null)?.code;
      const sessionClose = code === NOTIFICATIONS_CLOSE.tokenExpired || code === NOTIFICATIONS_CLOSE.sessionEnded;
      if (sessionClose && Date.now() - lastRenewal >= RENEW_AGAIN_AFTER_MS) return void renew(token);
      schedule();
    };
  };

  /** Closes the socket quietly; `running` says whether it is still wanted. */
  function close() {
    if (timer) clearTimeout(timer);
    timer = null;
    const s = socket;
    socket = null;
    if (s) {
      s.onclose = s.onerror = s.onmessage = s.onopen = null;
      s.close(1000);
    }
  }

  function stop() {
    running = false;
    changes.reset();
    close();
  }

  return (next) => (action) => {
    const result = next(action);
    if (notificationsSocketStartRequested.match(action)) {
      if (running) return result;
      running = true;
      attempt = 0;
      outageToasted = false;
      everConnected = false;
      void connect();
    } else if (notificationsSocketStopRequested.match(action) || signedOut.match(action) || sessionExpired.match(action)) {
      stop();
    } else if (signOutStarted.match(action)) {
      // Closed before the logout request leaves: the server's ending of this session must not be renewed.
      close();
    } else if (signOutFailed.match(action)) {
      void connect();
    } else if (notificationReceived.match(action)) {
      // The list reloads on the request change ("created") that follows the notification.
      store.dispatch(prependNotification(action.payload));
    }
    return result;
  };
};
