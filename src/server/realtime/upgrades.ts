import { STATUS_CODES, type IncomingMessage, type Server as HttpServer } from 'node:http';
import type { Duplex } from 'node:stream';
import { API_MSG } from '../../shared/messages';

/**
 * Answers a WebSocket upgrade with a real HTTP response carrying the envelope, then drops the
 * socket. What the client still sends is read and discarded, so closing does not reset the
 * connection before the answer arrives.
 */
export function refuseUpgrade(socket: Duplex, status: number, message: string, headers: Record<string, string> = {}): void {
  socket.on('error', () => socket.destroy());
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({ code: status, message, data: null });
  const extra = Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');
  socket.resume();
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\n${extra}\r\n${body}`,
    () => socket.destroy(),
  );
}

/** Tells whether an endpoint answers this upgrade request (decided from the request alone, synchronously). */
export type UpgradeClaim = (req: IncomingMessage) => boolean;

const claimsByServer = new WeakMap<HttpServer, Set<UpgradeClaim>>();

/**
 * Registers the upgrades an endpoint answers. The first registration on a server adds one more
 * 'upgrade' listener that answers every upgrade no endpoint claims with the 404 envelope, so a
 * WebSocket to an unknown path is refused at once instead of hanging until the client gives up.
 *
 * Node calls every 'upgrade' listener for every upgrade, so the fallback does not rely on their
 * order or on what the other listeners did: it answers only when no claim matches, and each
 * endpoint claims exactly the requests its own listener handles. Exactly one answer is written
 * either way.
 */
export function claimUpgrades(server: HttpServer, claim: UpgradeClaim): () => void {
  let claims = claimsByServer.get(server);
  if (!claims) {
    const registered = new Set<UpgradeClaim>();
    claims = registered;
    claimsByServer.set(server, registered);
    server.on('upgrade', (req: IncomingMessage, socket: Duplex) => {
      for (const c of registered) if (c(req)) return;
      const path = (req.url ?? '/').split('?')[0]!;
      refuseUpgrade(socket, 404, path.startsWith('/api') ? API_MSG.routeNotFound : API_MSG.notFound);
    });
  }
  claims.add(claim);
  const owned = claims;
  return () => void owned.delete(claim);
}
