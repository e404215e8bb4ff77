import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding, compressOnce, type Compressed } from './compression';

/** The tables public content is read from: a write to any of them makes every cached answer stale. */
export const CONTENT_TABLES = ['services', 'news', 'news_sections', 'service_pages', 'partners'] as const;

interface Entry {
  version: number;
  body: Buffer;
  /** Brotli and gzip copies (`compress` and a body worth it), made with the entry. */
  compressed: Compressed | null;
  etag: string | null;
}

/** Bodies below this are sent as they are: a compressed copy would save less than a TCP packet. */
const MIN_COMPRESS_BYTES = 1024;
/** Each representation has its own strong ETag (RFC 9110 §8.8.3): the tag's quoted value gets this suffix. */
const ETAG_SUFFIX = { br: '-br', gzip: '-gz' } as const;

export interface ResponseCacheOptions {
  /** The data's current version (db/tableVersions.ts): an answer built at another one is stale. */
  version: () => number;
  /** Send an ETag and answer a matching If-None-Match with 304 (public content). */
  etag: boolean;
  /**
   * Keep brotli and gzip copies and send the one the client accepts (public content: built once
   * per change, read by every visitor). Not for answers rebuilt after most writes (staff pages).
   */
  compress?: boolean;
  /** Bytes of answers kept at most (then everything is dropped and the cache fills again). */
  maxBytes?: number;
}

/**
 * Answers serialised once and kept as bytes until the data they were built from changes: public
 * content (news, home, service pages …) with an ETag, and the staff's customer pages, which every
 * signed-in staff member re-reads when a new request arrives.
 *
 * What "changes" means is decided by the database itself (db/tableVersions.ts): every insert,
 * update or delete in the watched tables moves the version, whatever code made it (a route, the
 * seed, a test). An answer that was being built while a write happened is served but not kept.
 */
export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  private readonly building = new Map<string, Promise<Entry>>();
  private seenVersion = -1;
  private bytes = 0;

  constructor(private readonly options: ResponseCacheOptions) {}

  /**
   * Answers from the cache, or builds the payload (the whole envelope), serialises it with the
   * route's own response schema, and keeps it. `build` may throw (404 …): nothing is kept then.
   * `cacheControl` goes on the answers (200 and 304), not on an error.
   */
  async send(req: FastifyRequest, reply: FastifyReply, key: string, build: () => Promise<unknown>, cacheControl?: string): Promise<FastifyReply> {
    const version = this.options.version();
    if (version !== this.seenVersion) {
      // Everything kept is stale: free it at once rather than entry by entry.
      this.entries.clear();
      this.building.clear();
      this.bytes = 0;
      this.seenVersion = version;
    }
    let entry = this.entries.get(key);
    if (!entry) {
      let pending = this.building.get(key);
      if (!pending) {
        pending = build().then(async (payload) => {
          const body = Buffer.from(reply.serialize(payload) as string);
          const etag = this.options.etag ? createHash('sha1').update(body).digest('base64url') : null;
          const compressed = this.options.compress && body.length >= MIN_COMPRESS_BYTES ? await compressOnce(body) : null;
          const built: Entry = { version, body, compressed, etag };
          if (this.options.version() === version && this.seenVersion === version) {
            if (this.bytes + body.length > (this.options.maxBytes ?? 16 * 2 ** 20)) {
              this.entries.clear();
              this.bytes = 0;
            }
            this.entries.set(key, built);
            this.bytes += body.length;
          }
          return built;
        });
        const started = pending;
        this.building.set(key, started);
        const done = () => {
          if (this.building.get(key) === started) this.building.delete(key);
        };
        started.then(done, done);
      }
      entry = await pending;
    }
    if (cacheControl) reply.header('cache-control', cacheControl);
    const encoding = entry.compressed ? chooseEncoding(req.headers['accept-encoding']) : null;
    // Caches must keep the encodings apart: every answer of a compressed entry says so, identity too.
    if (entry.compressed) reply.header('vary', 'Accept-Encoding');
    if (entry.etag) {
      reply.header('etag', `"${entry.etag}${encoding ? ETAG_SUFFIX[encoding] : ''}"`);
      if (matches(req.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    }
    reply.type('application/json; charset=utf-8');
    if (encoding) return reply.header('content-encoding', encoding).send(entry.compressed![encoding]);
    return reply.send(entry.body);
  }
}

/**
 * If-None-Match holds a tag of this version (alone, in a list, weak: W/"…", or `*`): any of its
 * encodings, since the client's copy, whichever it is, is still this content.
 */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const ours = new Set([`"${etag}"`, ...Object.values(ETAG_SUFFIX).map((s) => `"${etag}${s}"`)]);
  return header.split(',').some((tag) => ours.has(tag.trim().replace(/^W\//, '')));
}
