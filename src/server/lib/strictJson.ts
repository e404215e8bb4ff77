import type { FastifyInstance } from 'fastify';
import { API_MSG } from '../../shared/messages';
import { HttpError } from './httpError';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * JSON bodies must be UTF-8 (RFC 8259 §8.1). Fastify's own parser decodes any bytes as UTF-8,
 * ignoring a declared charset and replacing bad bytes with U+FFFD, so a Latin-1 or broken body
 * was stored with other letters than the ones sent. Such bodies are refused instead: another
 * declared charset with 415, bytes that are not UTF-8 with 400. Parsing itself stays Fastify's.
 */
export function useStrictJsonParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
    const charset = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(req.headers['content-type'] ?? '')?.[1];
    if (charset !== undefined && !/^utf-?8$/i.test(charset)) {
      done(new HttpError(415, API_MSG.unsupportedMediaType), undefined);
      return;
    }
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(new HttpError(400, API_MSG.invalidJson), undefined);
      return;
    }
    parse(req, text, done);
  });
}
