import type { FastifyInstance } from 'fastify';
import { SockJsSessions } from './sockjs/sessions';
import type { SockJsConnection } from './sockjs/session';
import { attachWebSocketTransports } from './sockjs/websocketTransports';
import { xhrTransports } from './sockjs/xhrTransports';

export type { SockJsConnection } from './sockjs/session';

export interface SockJsServerOptions {
  /** The largest message a client may send: an xhr_send body, a WebSocket message. */
  maxMessageBytes: number;
  /** Headers every answer carries (the app's security headers), added to WebSocket handshakes too. */
  securityHeaders: ReadonlyArray<readonly [string, string]>;
  onConnection: (conn: SockJsConnection) => void;
  /** sockjs-node's defaults: a heart-beat every 25 s, 5 s for the next poll, 128 KiB per stream. */
  heartbeatMs?: number;
  disconnectDelayMs?: number;
  responseLimitBytes?: number;
}

/**
 * SockJS (protocol 0.3, as sockjs-client 1.x speaks it) with only the transports our clients use:
 * websocket, xhr-streaming and xhr-polling, plus the raw websocket. The legacy transports
 * (iframe pages, htmlfile, jsonp, eventsource) are not served: they wrote client-chosen text into
 * HTML or JavaScript on our origin, and our clients never use them.
 *
 * Register with the SockJS prefix (`app.register(sockJsServer, { prefix, … })`): the xhr side is
 * Fastify routes (security headers, 404s, body limits like any API answer), the WebSocket side is
 * `ws` on the http server's upgrades.
 */
export async function sockJsServer(app: FastifyInstance, opts: SockJsServerOptions): Promise<void> {
  const timings = { heartbeatMs: opts.heartbeatMs ?? 25_000, disconnectDelayMs: opts.disconnectDelayMs ?? 5_000 };
  const sessions = new SockJsSessions(timings, opts.onConnection);
  await app.register(xhrTransports, { sessions, maxMessageBytes: opts.maxMessageBytes, responseLimitBytes: opts.responseLimitBytes ?? 128 * 1024 });
  const websockets = attachWebSocketTransports(app.server, {
    prefix: app.prefix,
    maxMessageBytes: opts.maxMessageBytes,
    timings,
    securityHeaders: opts.securityHeaders,
    onConnection: opts.onConnection,
  });
  // Before the http server closes: an open socket or a streaming response would hold it.
  app.addHook('preClose', async () => {
    sessions.endAll();
    await websockets.close();
  });
}
