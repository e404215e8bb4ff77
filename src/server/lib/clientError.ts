import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { API_MSG, MSG } from '../../shared/messages';

/**
 * Requests Node's HTTP parser rejects before Fastify sees them (a control character in a header,
 * a bad Content-Length, headers over the size limit, garbage instead of HTTP) still get the
 * envelope with a Vietnamese message; Fastify's default answers in English with another shape.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const message = status === 431 ? API_MSG.bodyTooLarge : status === 408 ? API_MSG.requestTimeout : MSG.common.invalidInput;
  if (socket.writable) socket.write(rawAnswer(status, message));
  socket.destroy(err);
}

/** The envelope as a whole HTTP/1.1 answer, for a socket no response object writes to. */
export function rawAnswer(status: number, message: string): string {
  const body = JSON.stringify({ code: status, message, data: null });
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;
}
