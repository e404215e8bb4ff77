import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import { API_MSG } from '../../shared/messages';
import { rawAnswer } from '../lib/clientError';

/** Every body gets this long after its headers, whatever its size. */
export const BODY_TIMEOUT_MS = 10_000;
/**
 * …and one second more per this many bytes received: a body must keep coming at this average rate
 * (64 kbit/s, a slow phone on EDGE) once the first 10 s are spent. A 10 MB CV sent at that rate
 * has 10 s + ~21 min; a consultation request (~0.5 KB) has 10 s; a body trickled a byte at a time
 * is cut off after 10 s.
 */
export const BODY_MIN_BYTES_PER_SECOND = 8 * 1024;
/** A body cut off for being too slow: how long the client has to read the 408 before the connection goes. */
const CUT_OFF_GRACE_MS = 1_000;
/** An answer sent before its body was read: how long the rest of the body is read and dropped at most… */
const LINGER_MAX_MS = 30_000;
/** …and how long the client may stay silent meanwhile. */
const LINGER_IDLE_MS = 5_000;

/** Whether a request has a body to read: a declared length above 0, or a chunked one. */
function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}

const lingering = new WeakSet<Socket>();

/**
 * Ends a request whose body came too slowly: nothing more of it reaches a parser or a handler (the
 * request is never handled), the client gets the 408 envelope unless an answer is already under
 * way, and the connection closes once the client has had a moment to read it.
 */
function cutOff(req: IncomingMessage, socket: Socket, answered: boolean): void {
  req.unpipe();
  req.pause();
  if (answered || !socket.writable) {
    socket.destroy();
    return;
  }
  socket.end(rawAnswer(408, API_MSG.requestTimeout));
  setTimeout(() => socket.destroy(), CUT_OFF_GRACE_MS).unref();
}

/**
 * Closes a connection whose answer went out before its request's body was read (a 413 from the
 * declared size, a 401 on an upload, a refused or cut-off body) without losing that answer.
 *
 * Node ends a `Connection: close` connection with `destroySoon()` once the answer is written:
 * closing a socket with unread bytes makes the kernel answer with a reset, and a client that
 * writes its whole body before reading (most do) gets EPIPE or ECONNRESET instead of our answer,
 * which the reset discards. Instead, our side is ended (the client sees the answer, then the end)
 * and the rest of the body is read and dropped until the client closes, stays silent
 * LINGER_IDLE_MS, or LINGER_MAX_MS have passed ("lingering close", as nginx and Apache do).
 */
function closeAfterAnswer(req: IncomingMessage): void {
  const socket = req.socket;
  if (lingering.has(socket)) return;
  lingering.add(socket);
  socket.destroySoon = function lingeringClose(this: Socket) {
    if (this.destroyed) return;
    // The body has no reader any more (a parser that gave up may still hold it): drop it as it comes.
    req.unpipe();
    req.resume();
    this.end();
    const done = () => this.destroy();
    const cap = setTimeout(done, LINGER_MAX_MS);
    cap.unref();
    this.setTimeout(LINGER_IDLE_MS, done);
    this.once('close', () => clearTimeout(cap));
  };
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The timer that cuts off a body arriving too slowly (requests with a body only). */
    bodyTimer: NodeJS.Timeout | null;
  }
}

/**
 * Limits on request bodies beyond their size (Fastify's `bodyLimit`, the upload routes' own):
 *
 * - Time: a body must arrive within `bodyTimeoutMs` of its headers plus one second per
 *   `bodyMinBytesPerSecond` bytes received (see above). Fastify sets no time limit of its own, so a
 *   client trickling a byte every few seconds held its connection (and a parser's buffers) for
 *   ever. Past the limit the client gets the 408 envelope and the connection closes.
 * - Answers before the body: see closeAfterAnswer.
 */
export default fp(
  async (app) => {
    const baseMs = app.config.bodyTimeoutMs ?? BODY_TIMEOUT_MS;
    const bytesPerSecond = app.config.bodyMinBytesPerSecond ?? BODY_MIN_BYTES_PER_SECOND;
    app.decorateRequest('bodyTimer', null);

    // Callback hooks, not async ones: they run on every request.
    app.addHook('onRequest', (req, reply, done) => {
      const raw = req.raw;
      if (!hasBody(raw)) return done();
      const socket = raw.socket;
      const start = Date.now();
      // Bytes read from the socket since the headers (a keep-alive socket counts every request's;
      // an injected request's stand-in socket counts none).
      const before = socket.bytesRead ?? 0;
      const received = () => (socket.bytesRead ?? 0) - before;
      const check = () => {
        req.bodyTimer = null;
        // Received whole (parsed or not): what follows is the handler's time, not the body's.
        if (raw.complete || raw.readableEnded || socket.destroyed) return;
        const allowedMs = baseMs + (received() * 1000) / bytesPerSecond;
        const left = start + allowedMs - Date.now();
        if (left > 0) {
          req.bodyTimer = setTimeout(check, left);
          req.bodyTimer.unref();
          return;
        }
        req.log.info({ receivedBytes: received() }, 'request body too slow: cut off');
        cutOff(raw, socket, reply.raw.headersSent);
      };
      req.bodyTimer = setTimeout(check, baseMs);
      req.bodyTimer.unref();
      done();
    });

    app.addHook('onSend', (req, reply, payload, done) => {
      // An answer before the body was all received: say the connection closes, and close it gracefully.
      if (!req.raw.complete && hasBody(req.raw)) {
        reply.header('connection', 'close');
        closeAfterAnswer(req.raw);
      }
      done(null, payload);
    });

    app.addHook('onResponse', (req, _reply, done) => {
      if (req.bodyTimer) {
        clearTimeout(req.bodyTimer);
        req.bodyTimer = null;
      }
      done();
    });
  },
  { name: 'requestBodies' },
);
