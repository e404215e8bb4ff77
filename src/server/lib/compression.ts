import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A body kept with its compressed copies, made once and sent to every client that accepts one. */
export interface Compressed {
  body: Buffer;
  gzip: Buffer;
  br: Buffer;
}

export type ContentEncoding = 'br' | 'gzip';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/** Compresses once, off the main thread (zlib's pool): brotli 9 and gzip 9, each a few ms for ~100 KB. */
export async function compressOnce(body: Buffer): Promise<Compressed> {
  const [gz, br] = await Promise.all([
    gzip(body, { level: 9 }),
    brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  ]);
  return { body, gzip: gz, br };
}

/**
 * The encoding to answer with, from Accept-Encoding: brotli, else gzip, else none. A coding
 * with q=0 is refused ("gzip;q=0"), and `*` stands for the codings not named.
 */
export function chooseEncoding(acceptEncoding: string | string[] | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  const q = new Map<string, number>();
  for (const part of String(acceptEncoding).split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = qParam ? Number(qParam.slice(2)) : 1;
    q.set(name, Number.isFinite(value) ? value : 0);
  }
  const weight = (coding: string) => q.get(coding) ?? q.get('*') ?? 0;
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

/**
 * Sends a body kept compressed: brotli or gzip when the client accepts it, else as it is, with
 * `Vary: Accept-Encoding` for caches. The caller sets the status, type and caching.
 */
export function sendCompressed(req: FastifyRequest, reply: FastifyReply, kept: Compressed): FastifyReply {
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  reply.header('Vary', 'Accept-Encoding');
  if (encoding) reply.header('Content-Encoding', encoding);
  return reply.send(encoding ? kept[encoding] : kept.body);
}
