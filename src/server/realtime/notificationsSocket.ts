import type { IncomingMessage, Server as HttpServer } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import { API_MSG, MSG } from '../../shared/messages';
import type { NotificationsSocketMessage } from '../../shared/types/notifications';
import { NOTIFICATIONS_CLOSE, NOTIFICATIONS_WS_PATH } from '../../shared/types/notifications';
import type { AuthSession, AuthUser } from '../plugins/auth';
import { endsSession, SessionEndLog, type SessionsEndedEvent } from './sessionEvents';
import { claimUpgrades, refuseUpgrade } from './upgrades';

/** A dead peer (no pong to the previous ping) is dropped at the next beat. */
export const HEARTBEAT_MS = 30_000;
/** How long a close handshake may take at shutdown before the socket is dropped. */
const CLOSE_GRACE_MS = 1000;
/** Staff never need to send anything; a larger frame is abuse. */
const MAX_PAYLOAD_BYTES = 1024;
/** WebSocket close code 1012 "service restart": the client reconnects as after any drop (and reloads). */
const SERVICE_RESTART = 1012;
/** setTimeout's ceiling (about 24.8 days); a longer delay would fire at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

export interface NotificationsSocketOptions {
  /** The staff member behind a token and when the token expires; null refuses the upgrade. */
  authenticateToken: (token: string | null) => Promise<AuthSession | null>;
  onError?: (err: unknown) => void;
  heartbeatMs?: number;
}

export interface NotificationsSocket {
  /** Sends one notification or request change to every open staff socket of this instance. */
  broadcast(message: NotificationsSocketMessage): number;
  /** How many staff sockets are open (health and tests). */
  size(): number;
  /**
   * Sessions ended (an account deactivated, its role or password changed, a sign-in ended): closes
   * each socket the event names with 4403, and one still being authenticated will not open.
   * Returns how many closed.
   */
  endSessions(event: SessionsEndedEvent): number;
  /**
   * Closes every socket with 1012 ("service restart"): the fan-out between instances was
   * interrupted, so the clients reconnect and reload what they may have missed. Returns how many.
   */
  reconnectAll(): number;
  /** Says goodbye (1001) to every socket, waits briefly for the handshakes, then drops the rest. */
  close(): Promise<void>;
}

type Tracked = WebSocket & { alive?: boolean; user?: AuthUser; sessionId?: string; expiry?: NodeJS.Timeout };

/** A refused upgrade gets a real HTTP response (the envelope) before the socket is dropped. */
function refuse(socket: Duplex, status: 401 | 503, message: string): void {
  refuseUpgrade(socket, status, message, status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {});
}

/** The query of an upgrade to this endpoint, or null for any other upgrade (left to its own listener). */
function notificationsQuery(req: IncomingMessage): URLSearchParams | null {
  let url: URL;
  try {
    url = new URL(req.url ?? '/', 'http://localhost');
  } catch {
    return null;
  }
  return url.pathname === NOTIFICATIONS_WS_PATH ? url.searchParams : null;
}

/**
 * The plain WebSocket at /api/raw-ws/notifications?userId={id}&token={access token}.
 * Only upgrades of that exact path are handled (and claimed, see upgrades.ts); others are left to
 * their own listeners (SockJS). The token must be valid for an ACTIVE account and belong to
 * `userId`, else the upgrade gets 401. A socket follows its account afterwards: it is closed with
 * 4401 when the token it was opened with expires and with 4403 when the user's sessions end; the
 * client then renews its token and reconnects.
 */
export function attachNotificationsSocket(server: HttpServer, opts: NotificationsSocketOptions): NotificationsSocket {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD_BYTES, clientTracking: true });
  const onError = opts.onError ?? (() => undefined);
  const ended = new SessionEndLog();
  let closing = false;

  const closeWith = (ws: Tracked, code: number, reason: string) => {
    clearTimeout(ws.expiry);
    if (ws.readyState === WebSocket.OPEN) ws.close(code, reason);
  };

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const query = notificationsQuery(req);
    if (!query) return;
    // A client that vanishes while the token is being checked must not crash the process.
    socket.on('error', () => socket.destroy());
    // While shutting down, an answer rather than a socket that would hold the server open.
    if (closing) return refuse(socket, 503, API_MSG.serviceUnavailable);
    const token = query.get('token');
    const userId = query.get('userId');
    const mark = ended.mark();
    opts
      .authenticateToken(token)
      .then((auth) => {
        if (!token) return refuse(socket, 401, API_MSG.unauthorized);
        if (!auth || userId === null || userId !== String(auth.user.id)) return refuse(socket, 401, MSG.common.invalidToken);
        if (socket.destroyed) return;
        if (closing) return refuse(socket, 503, API_MSG.serviceUnavailable);
        wss.handleUpgrade(req, socket, head, (ws: Tracked) => {
          ws.alive = true;
          ws.user = auth.user;
          ws.sessionId = auth.sessionId;
          ws.on('pong', () => (ws.alive = true));
          // Nothing is expected from staff; a message is ignored, an oversized one closes (maxPayload).
          ws.on('error', () => ws.terminate());
          ws.on('close', () => clearTimeout(ws.expiry));
          wss.emit('connection', ws, req);
          // The account changed or the sign-in ended while its token was being checked: the client
          // renews and comes back (a sign-in that ended stays refused).
          if (ended.endedSince(auth.user.id, auth.sessionId, mark)) return closeWith(ws, NOTIFICATIONS_CLOSE.sessionEnded, MSG.common.sessionEnded);
          const delay = Math.min(Math.max(0, auth.expiresAt - Date.now()), MAX_TIMER_MS);
          ws.expiry = setTimeout(() => closeWith(ws, NOTIFICATIONS_CLOSE.tokenExpired, MSG.common.sessionExpired), delay);
          ws.expiry.unref();
        });
      })
      .catch((err) => {
        onError(err);
        refuse(socket, 401, MSG.common.invalidToken);
      });
  };
  server.on('upgrade', onUpgrade);
  claimUpgrades(server, (req) => notificationsQuery(req) !== null);

  const beat = setInterval(() => {
    for (const ws of wss.clients as Set<Tracked>) {
      if (ws.alive === false) {
        ws.terminate();
        continue;
      }
      ws.alive = false;
      ws.ping();
    }
  }, opts.heartbeatMs ?? HEARTBEAT_MS);
  beat.unref();

  return {
    broadcast(message) {
      const data = JSON.stringify(message);
      let sent = 0;
      for (const ws of wss.clients) {
        if (ws.readyState !== WebSocket.OPEN) continue;
        ws.send(data, (err) => err && onError(err));
        sent += 1;
      }
      return sent;
    },
    size: () => wss.clients.size,
    endSessions(event) {
      ended.record(event);
      let closed = 0;
      for (const ws of wss.clients as Set<Tracked>) {
        if (!ws.user || !endsSession(event, ws.user.id, ws.sessionId ?? '') || ws.readyState !== WebSocket.OPEN) continue;
        closeWith(ws, NOTIFICATIONS_CLOSE.sessionEnded, MSG.common.sessionEnded);
        closed += 1;
      }
      return closed;
    },
    reconnectAll() {
      let closed = 0;
      for (const ws of wss.clients as Set<Tracked>) {
        if (ws.readyState !== WebSocket.OPEN) continue;
        closeWith(ws, SERVICE_RESTART, 'reconnect');
        closed += 1;
      }
      return closed;
    },
    async close() {
      clearInterval(beat);
      // The listener stays (and answers 503) until the http server is gone: it still claims the path.
      closing = true;
      const open = [...wss.clients] as Tracked[];
      for (const ws of open) clearTimeout(ws.expiry);
      // 1001 "going away": the client reconnects to whichever instance comes back.
      const closed = open.map((ws) => new Promise<void>((resolve) => {
        ws.once('close', () => resolve());
        ws.close(1001, 'server shutting down');
      }));
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([Promise.all(closed), new Promise<void>((resolve) => (timer = setTimeout(resolve, CLOSE_GRACE_MS)))]);
      clearTimeout(timer);
      // An upgraded socket would keep the http server from closing.
      for (const ws of wss.clients) ws.terminate();
      wss.close();
    },
  };
}
