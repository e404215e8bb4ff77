import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The tables public content is read from: a write to any of them makes every cached answer stale. */
export const CONTENT_TABLES = ['services', 'news', 'news_sections', 'service_pages', 'partners'] as const;

interface Entry {
  version: number;
  body: Buffer;
  etag: string | null;
}

export interface ResponseCacheOptions {
  /** The data's current version (db/tableVersions.ts): an answer built at another one is stale. */
  version: () => number;
  /** Send an ETag and answer a matching If-None-Match with 304 (public content). */
  etag: boolean;
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
        pending = build().then((payload) => {
          const body = Buffer.from(reply.serialize(payload) as string);
          const etag = this.options.etag ? `"${createHash('sha1').update(body).digest('base64url')}"` : null;
          const built: Entry = { version, body, etag };
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
    if (entry.etag) {
      reply.header('etag', entry.etag);
      if (matches(req.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    }
    return reply.type('application/json; charset=utf-8').send(entry.body);
  }
}

/** If-None-Match holds our ETag (alone, in a list, or weak: W/"…"). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header === etag || header === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}
