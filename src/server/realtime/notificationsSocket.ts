import type { IncomingMessage, Server as HttpServer } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer } from 'ws';
import { MSG } from '../../shared/messages';
import type { StaffNotification } from '../../shared/types/notifications';
import { NOTIFICATIONS_WS_PATH } from '../../shared/types/notifications';
import type { AuthUser } from '../plugins/auth';

/** A dead peer (no pong to the previous ping) is dropped at the next beat. */
export const HEARTBEAT_MS = 30_000;
/** How long a close handshake may take at shutdown before the socket is dropped. */
const CLOSE_GRACE_MS = 1000;
/** Staff never need to send anything; a larger frame is abuse. */
const MAX_PAYLOAD_BYTES = 1024;

export interface NotificationsSocketOptions {
  authenticateToken: (token: string | null) => Promise<AuthUser | null>;
  onError?: (err: unknown) => void;
  heartbeatMs?: number;
}

export interface NotificationsSocket {
  /** Sends one notification to every open staff socket of this instance. */
  broadcast(notification: StaffNotification): number;
  /** How many staff sockets are open (health and tests). */
  size(): number;
  /** Says goodbye (1001) to every socket, waits briefly for the handshakes, then drops the rest. */
  close(): Promise<void>;
}

type Tracked = WebSocket & { alive?: boolean; user?: AuthUser };

/** Answers a refused upgrade with a real HTTP response (the envelope) before dropping the socket. */
function refuse(socket: Duplex, status: 401 | 400, message: string): void {
  const body = JSON.stringify({ code: status, message, data: null });
  const reason = status === 401 ? 'Unauthorized' : 'Bad Request';
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n${status === 401 ? 'WWW-Authenticate: Bearer\r\n' : ''}\r\n${body}`,
    );
  }
  socket.destroy();
}

/**
 * The plain WebSocket at /api/raw-ws/notifications?userId={id}&token={access token} (DESIGN §4).
 * Only upgrades of that exact path are handled; others are left to their own listeners (SockJS).
 * The token must be valid for an ACTIVE account and belong to `userId`, else the upgrade gets 401.
 */
export function attachNotificationsSocket(server: HttpServer, opts: NotificationsSocketOptions): NotificationsSocket {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_PAYLOAD_BYTES, clientTracking: true });
  const onError = opts.onError ?? (() => undefined);

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      return;
    }
    if (url.pathname !== NOTIFICATIONS_WS_PATH) return;
    // A client that vanishes while the token is being checked must not crash the process.
    socket.on('error', () => socket.destroy());
    const token = url.searchParams.get('token');
    const userId = url.searchParams.get('userId');
    opts
      .authenticateToken(token)
      .then((user) => {
        if (!token) return refuse(socket, 401, MSG.common.unauthorized);
        if (!user || userId === null || userId !== String(user.id)) return refuse(socket, 401, MSG.common.invalidToken);
        if (socket.destroyed) return;
        wss.handleUpgrade(req, socket, head, (ws: Tracked) => {
          ws.alive = true;
          ws.user = user;
          ws.on('pong', () => (ws.alive = true));
          // Nothing is expected from staff; a message is ignored, an oversized one closes (maxPayload).
          ws.on('error', () => ws.terminate());
          wss.emit('connection', ws, req);
        });
      })
      .catch((err) => {
        onError(err);
        refuse(socket, 401, MSG.common.invalidToken);
      });
  };
  server.on('upgrade', onUpgrade);

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
    broadcast(notification) {
      const data = JSON.stringify(notification);
      let sent = 0;
      for (const ws of wss.clients) {
        if (ws.readyState !== WebSocket.OPEN) continue;
        ws.send(data, (err) => err && onError(err));
        sent += 1;
      }
      return sent;
    },
    size: () => wss.clients.size,
    async close() {
      clearInterval(beat);
      server.off('upgrade', onUpgrade);
      const open = [...wss.clients];
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
