import type { Server as HttpServer } from 'node:http';
import sockjs, { type Connection } from 'sockjs';
import type { FastifyBaseLogger } from 'fastify';
import { CHAT_WS_PATH } from '../../shared/realtime';
import { claimUpgrades } from './upgrades';

export type SockJsConnection = Connection;

/** The URLs sockjs handles: exactly the test its listener makes (`path_regexp`, on the raw URL, query included). */
const SOCKJS_URL = new RegExp(`^${CHAT_WS_PATH}([/].+|[/]?)$`);

export function isSockJsUrl(url: string | undefined): boolean {
  return SOCKJS_URL.test(url ?? '');
}

/**
 * Mounts the SockJS endpoint on the Node http server behind Fastify. sockjs' installHandlers puts
 * its own 'request'/'upgrade' listeners in front of the existing ones (Fastify's router included)
 * and passes on only the requests outside the prefix, so Fastify never answers /api/ws/*. Call it
 * once every plugin has added its listeners (onReady), so nothing else sees these upgrades first.
 *
 * All SockJS transports stay enabled on the server (websocket, xhr-streaming, xhr-polling, …);
 * which ones a client uses is its own choice (ours: websocket, then xhr-streaming).
 *
 * Upgrades under the prefix are claimed (upgrades.ts), so they never get the unknown-path 404.
 */
export function mountSockJs(server: HttpServer, log: FastifyBaseLogger, onConnection: (conn: Connection) => void): sockjs.Server {
  const service = sockjs.createServer({
    prefix: CHAT_WS_PATH,
    // SockJS' own heart-beat keeps proxies from closing quiet xhr-streaming responses.
    heartbeat_delay: 25_000,
    disconnect_delay: 5_000,
    // Iframe-based transports are not offered (CSP forbids framing), so no sockjs_url is loaded.
    log: (severity: string, line: string) => {
      if (severity === 'error') log.error({ sockjs: line }, 'sockjs error');
      else log.debug({ sockjs: line }, 'sockjs');
    },
  });
  service.on('connection', (conn: Connection | null) => {
    // sockjs emits null for a connection that closed before it was ready.
    if (conn) onConnection(conn);
  });
  service.installHandlers(server);
  claimUpgrades(server, (req) => isSockJsUrl(req.url));
  return service;
}
