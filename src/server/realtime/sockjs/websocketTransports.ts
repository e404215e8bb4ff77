import { EventEmitter } from 'node:events';
import type { IncomingMessage, Server as HttpServer } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocket, WebSocketServer, type RawData } from 'ws';
import { API_MSG } from '../../../shared/messages';
import { claimUpgrades, refuseUpgrade } from '../upgrades';
import { GOING_AWAY, NORMAL_CLOSURE, parseClientMessages } from './framing';
import { SockJsSession, type SessionTimings, type SockJsConnection } from './session';

/** How long a close handshake may take (at shutdown, after an oversized message) before the socket is dropped. */
const CLOSE_GRACE_MS = 1000;

export interface WebSocketTransportsOptions {
  /** The SockJS prefix, e.g. /api/ws. */
  prefix: string;
  /** A larger WebSocket message closes the connection (1009) before it is buffered whole. */
  maxMessageBytes: number;
  timings: SessionTimings;
  /** Headers added to the handshake answer (the same as on every HTTP answer). */
  securityHeaders: ReadonlyArray<readonly [string, string]>;
  onConnection: (conn: SockJsConnection) => void;
}

export interface WebSocketTransports {
  /** Open sockets (tests and health). */
  size(): number;
  close(): Promise<void>;
}

const text = (data: RawData): string => (Buffer.isBuffer(data) ? data : Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data)).toString('utf8');

/**
 * The raw WebSocket endpoint (`<prefix>/websocket`): messages are the bytes of STOMP as they are,
 * with no SockJS framing.
 */
class RawWebSocketConnection extends EventEmitter implements SockJsConnection {
  readonly transport = 'websocket-raw';

  constructor(private readonly ws: WebSocket) {
    super();
    ws.on('message', (data) => this.emit('data', text(data)));
    ws.once('close', () => this.emit('close'));
  }

  write(message: string): void {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(message);
  }

  close(code: number = NORMAL_CLOSURE.code, reason: string = NORMAL_CLOSURE.reason): void {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.close(code, reason);
  }
}

/** SockJS' websocket transport: a session whose one receiver is the socket. */
function sessionOverWebSocket(ws: WebSocket, timings: SessionTimings, onConnection: (conn: SockJsConnection) => void): void {
  const session = new SockJsSession('websocket', timings, onConnection);
  session.attach({
    sendFrame: (frame) => ws.readyState === WebSocket.OPEN && ws.send(frame),
    end: () => ws.readyState === WebSocket.OPEN && ws.close(NORMAL_CLOSURE.code, NORMAL_CLOSURE.reason),
  });
  ws.on('message', (data) => {
    const messages = parseClientMessages(text(data));
    if (messages) return session.receive(messages);
    // As sockjs-node: a message that is not SockJS framing ends the session.
    ws.close(3000, 'Broken framing.');
    session.end();
  });
  ws.once('close', () => session.end());
}

/**
 * The WebSocket transports of SockJS on the http server: `<prefix>/<server>/<session>/websocket`
 * (what sockjs-client opens) and the raw `<prefix>/websocket`. These upgrades are claimed
 * (upgrades.ts); any other upgrade under the prefix gets the 404.
 */
export function attachWebSocketTransports(server: HttpServer, opts: WebSocketTransportsOptions): WebSocketTransports {
  const escaped = opts.prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const url = new RegExp(`^${escaped}/(?:([^/.?]{1,64})/([^/.?]{1,64})/)?websocket(?:\\?.*)?$`);
  const wss = new WebSocketServer({ noServer: true, maxPayload: opts.maxMessageBytes, perMessageDeflate: false, clientTracking: true });
  wss.on('headers', (headers) => {
    for (const [name, value] of opts.securityHeaders) headers.push(`${name}: ${value}`);
  });
  let closing = false;

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const match = url.exec(req.url ?? '');
    if (!match) return;
    socket.on('error', () => socket.destroy());
    if (closing) return refuseUpgrade(socket, 503, API_MSG.serviceUnavailable);
    wss.handleUpgrade(req, socket, head, (ws) => {
      // An oversized message (maxPayload) or a broken WebSocket frame: ws has sent its close code
      // (1009, 1002…) and reads no more; a client that does not answer the close is dropped.
      ws.on('error', () => setTimeout(() => ws.terminate(), CLOSE_GRACE_MS).unref());
      if (match[1] === undefined) opts.onConnection(new RawWebSocketConnection(ws));
      else sessionOverWebSocket(ws, opts.timings, opts.onConnection);
    });
  };
  server.on('upgrade', onUpgrade);
  claimUpgrades(server, (req) => url.test(req.url ?? ''));

  return {
    size: () => wss.clients.size,
    async close() {
      closing = true;
      const open = [...wss.clients];
      const closed = open.map((ws) => new Promise<void>((resolve) => {
        ws.once('close', () => resolve());
        ws.close(GOING_AWAY.code, GOING_AWAY.reason);
      }));
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([Promise.all(closed), new Promise<void>((resolve) => (timer = setTimeout(resolve, CLOSE_GRACE_MS)))]);
      clearTimeout(timer);
      // An upgraded socket would keep the http server from closing.
      for (const ws of wss.clients) ws.terminate();
      wss.close();
      // The listener stays (and answers 503) until the http server is gone: it still claims the path.
    },
  };
}
