import { randomInt } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_MSG, MSG } from '../../../shared/messages';
import { CHAT_MSG } from '../../../shared/messages/chat';
import { HttpError } from '../../lib/httpError';
import { parseClientMessages } from './framing';
import type { SockJsSessions } from './sessions';
import type { Receiver, SockJsSession } from './session';

/** What sockjs-node sends with every answer a client must not cache. */
const NO_CACHE = 'no-store, no-cache, no-transform, must-revalidate, max-age=0';
/** 2 KiB of `h` then a newline before the first frame: some old browsers and proxies show nothing of a stream before that. */
const STREAMING_PRELUDE = `${'h'.repeat(2048)}\n`;
/** Server and session ids in the URL: what sockjs-client makes (3 digits, 8 letters), with room. */
const SEGMENT = /^[^/.]{1,64}$/;

type SessionParams = { server: string; session: string };

export interface XhrTransportsOptions {
  sessions: SockJsSessions;
  /** The largest xhr_send body (the largest message a client may send). */
  maxMessageBytes: number;
  /** An xhr-streaming response ends past this many bytes; the client opens the next one. */
  responseLimitBytes: number;
}

/**
 * The session path `<server>/<session>`. The server id is there for a load balancer: hashing on
 * it (or on the whole path) sends every request of one session to the same instance.
 */
function sessionKey(params: SessionParams): string {
  if (!SEGMENT.test(params.server) || !SEGMENT.test(params.session)) throw new HttpError(404, API_MSG.routeNotFound);
  return `${params.server}/${params.session}`;
}

/**
 * One response as a receiver: each frame is a line. A polling response ends after its first frame
 * (limit 1), a streaming one once it has carried `limit` bytes. `gone` is told when the response
 * ends, `aborted` when the client closed it first.
 */
function responseReceiver(res: ServerResponse, limit: number, gone: (receiver: Receiver, aborted: boolean) => void): Receiver {
  let written = 0;
  let ended = false;
  const receiver: Receiver = {
    sendFrame(frame) {
      if (ended) return;
      res.write(`${frame}\n`);
      written += frame.length + 1;
      if (written >= limit) receiver.end();
    },
    end() {
      if (ended) return;
      ended = true;
      res.end();
      gone(receiver, false);
    },
  };
  res.on('close', () => {
    if (ended) return;
    ended = true;
    gone(receiver, true);
  });
  return receiver;
}

/**
 * The HTTP side of SockJS: the greeting, /info, and the xhr transports (xhr-streaming,
 * xhr-polling and xhr_send). Plain Fastify routes, so every answer has the app's security headers
 * and any other path under the prefix (iframe*.html, htmlfile, jsonp, eventsource…) gets the API's
 * 404. No CORS headers: our clients are same-origin, and no other origin needs to read these.
 */
export async function xhrTransports(app: FastifyInstance, opts: XhrTransportsOptions): Promise<void> {
  const { sessions, maxMessageBytes, responseLimitBytes } = opts;
  const hide = { hide: true };

  // Bodies of any type are read as text, up to maxMessageBytes: Fastify refuses a larger
  // Content-Length with 413 before reading, and stops reading a chunked body at the limit.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: maxMessageBytes }, (_req, body, done) => done(null, body));
  // A refusal usually leaves the body unread: the connection closes after it, so none of the rest is read.
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (reply.statusCode >= 400) reply.header('connection', 'close');
    done(null, payload);
  });

  app.get('/', { schema: hide }, async (_req, reply) => reply.type('text/plain; charset=UTF-8').send('Welcome to SockJS!\n'));

  app.get('/info', { schema: hide }, async (_req, reply) =>
    reply
      .header('Cache-Control', NO_CACHE)
      .type('application/json; charset=UTF-8')
      .send(JSON.stringify({ websocket: true, origins: ['*:*'], cookie_needed: false, entropy: randomInt(2 ** 32 - 1) })),
  );

  /** Hands the response over to a session as its receiver (creating the session on its first request). */
  const receive = (req: FastifyRequest<{ Params: SessionParams }>, reply: FastifyReply, transport: 'xhr-streaming' | 'xhr-polling') => {
    const key = sessionKey(req.params);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, { 'Content-Type': 'application/javascript; charset=UTF-8', 'Cache-Control': NO_CACHE });
    const streaming = transport === 'xhr-streaming';
    if (streaming) res.write(STREAMING_PRELUDE);
    const session: SockJsSession = sessions.get(key) ?? sessions.create(key, transport);
    session.attach(responseReceiver(res, streaming ? responseLimitBytes : 1, (receiver, aborted) => session.detach(receiver, aborted)));
  };
  app.post<{ Params: SessionParams }>('/:server/:session/xhr_streaming', { schema: hide, bodyLimit: maxMessageBytes }, async (req, reply) => receive(req, reply, 'xhr-streaming'));
  app.post<{ Params: SessionParams }>('/:server/:session/xhr', { schema: hide, bodyLimit: maxMessageBytes }, async (req, reply) => receive(req, reply, 'xhr-polling'));

  const openSession = (params: SessionParams) => {
    const session = sessions.get(sessionKey(params));
    if (!session?.isOpen) throw new HttpError(404, CHAT_MSG.server.sessionNotFound);
    return session;
  };
  app.post<{ Params: SessionParams; Body: string }>(
    '/:server/:session/xhr_send',
    {
      schema: hide,
      bodyLimit: maxMessageBytes,
      // Before the body is read: nothing of it is read for a session that does not exist.
      onRequest: async (req) => void openSession(req.params),
    },
    async (req, reply) => {
      const messages = req.body ? parseClientMessages(req.body) : null;
      if (!messages) throw new HttpError(400, MSG.common.invalidInput);
      openSession(req.params).receive(messages);
      return reply.code(204).header('Content-Type', 'text/plain; charset=UTF-8').send();
    },
  );
}
