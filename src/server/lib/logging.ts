import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Config } from '../config';
import { redactUrl } from './redact';

/** Marks the requests the server-side renderer makes to the API through `app.inject`. */
export const RENDER_REQUEST_HEADER = 'x-ipsite-render';

/**
 * One line per request, written when the answer is sent: method, path (secret query parameters
 * masked), status and time. Fastify's own two lines per request (incoming, completed) doubled the
 * log without saying more. Requests the server makes to itself (`app.inject`: the server-side
 * renderer asking the API for a page's data) are not logged: they are part of the page's request.
 */
export class RequestLineLogController extends LogController {
  override isLogDisabled(req: FastifyRequest): boolean {
    return isRenderRequest(req);
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(req)) return;
    // At the usual production level (warn) a served request writes nothing: build no line for it.
    const log = reply.log as FastifyReply['log'] & { isLevelEnabled?: (level: string) => boolean };
    if (log.isLevelEnabled && !log.isLevelEnabled(error ? 'error' : 'info')) return;
    const url = redactUrl(req.url);
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    const line = `${req.method} ${url} ${reply.statusCode} ${ms} ms`;
    const fields = { req: { method: req.method, url, ip: req.ip }, status: reply.statusCode, ms };
    if (error) reply.log.error({ ...fields, err: error }, line);
    else reply.log.info(fields, line);
  }
}

/**
 * The header alone could be sent by anyone to keep their requests out of the log; only a request
 * made in-process (light-my-request marks those with `_lightMyRequest`) is believed.
 */
function isRenderRequest(req: FastifyRequest): boolean {
  return req.headers[RENDER_REQUEST_HEADER] !== undefined && '_lightMyRequest' in req.raw;
}

/**
 * The logger: JSON lines for log storage, or readable lines on a terminal (`LOG_FORMAT=pretty`, the
 * default when standard output is a terminal). Authorization headers and cookies never reach either.
 */
export function loggerOptions(config: Pick<Config, 'logLevel' | 'logFormat'>): NonNullable<FastifyServerOptions['logger']> {
  const base = {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie'],
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url), ip: req.ip }),
    },
  };
  if (config.logFormat !== 'pretty') return base;
  // Loaded only for a terminal. Written through process.stdout, which is synchronous for a terminal.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const pretty = require('pino-pretty') as typeof import('pino-pretty');
  return { ...base, stream: pretty({ destination: process.stdout, translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId,req,status,ms,migrations', singleLine: true }) };
}
