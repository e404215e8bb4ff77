import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { API_MSG, MSG } from '../../shared/messages';
import { HttpError } from '../lib/httpError';
import type { Db } from '../db/database';
import { KIND_INFO, type SniffedKind } from '../lib/fileSniff';

/** Defaults for every multipart route; a route passes its own (smaller or larger) limits to readMultipart. */
export const DEFAULT_MULTIPART_LIMITS = {
  fileSize: 10 * 1024 * 1024,
  files: 1,
  fields: 10,
  fieldSize: 2 * 1024,
  parts: 12,
  headerPairs: 50,
} as const;

/** Room in a multipart body for boundaries and part headers, beyond the files' and fields' own bytes. */
const MULTIPART_HEADROOM_BYTES = 64 * 1024;

export interface MultipartLimits {
  fileSize: number;
  files?: number;
  fields?: number;
  fieldSize?: number;
}

export interface ReceivedFile {
  field: string;
  filename: string;
  buffer: Buffer;
}

export interface ReceivedMultipart {
  files: ReceivedFile[];
  fields: Record<string, string>;
}

/**
 * Reads a whole multipart body into memory under the route's limits (files are small: CVs and
 * chat files 10 MB, images 5 MB), so that every check can run before anything is written. A file over `fileSize`
 * becomes a 413 with `tooLargeMessage`; a body that is not multipart a 415.
 */
export async function readMultipart(req: FastifyRequest, limits: MultipartLimits, tooLargeMessage: string): Promise<ReceivedMultipart> {
  if (!req.isMultipart()) throw new HttpError(415, API_MSG.unsupportedMediaType);
  // A body that says it is larger than the limits allow (every file and field at its maximum,
  // plus room for the part headers) is refused before a byte of it is parsed; so is one that
  // does not say (chunked): a browser's form always does, and the bound below needs it.
  const all = { ...DEFAULT_MULTIPART_LIMITS, ...limits };
  const maxBody = all.files * all.fileSize + all.fields * all.fieldSize + MULTIPART_HEADROOM_BYTES;
  const declared = req.headers['content-length'];
  if (declared === undefined || !/^\d+$/.test(declared)) throw new HttpError(411, API_MSG.lengthRequired);
  if (Number(declared) > maxBody) throw new HttpError(413, tooLargeMessage);
  const out: ReceivedMultipart = { files: [], fields: {} };
  try {
    // busboy (3.2.2 to 3.2.6 at least) never finishes a body with a part it skips (a part header
    // with a bare line break or without Content-Disposition, a part over the parts or files limit)
    // once that part holds more than its stream's highWaterMark: the skipped part is never read
    // while it fills, its parser waits for a read that never comes, and the request hangs. With a
    // highWaterMark above the whole body no part stream ever fills. Memory is not the cost it
    // seems: every file is read whole into memory here anyway.
    for await (const part of req.parts({ limits: all, fileHwm: maxBody + 1 })) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        out.files.push({ field: part.fieldname, filename: part.filename, buffer });
      } else if (typeof part.value === 'string') {
        out.fields[part.fieldname] = part.value;
      }
    }
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, tooLargeMessage);
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw new HttpError(413, API_MSG.bodyTooLarge);
    if (code === 'FST_PROTO_VIOLATION' || code === 'FST_MP_PREMATURE_CLOSE') throw new HttpError(400, MSG.common.invalidInput);
    // busboy reports a malformed body (no boundary, truncated part) as a plain Error.
    if (err instanceof Error && !(err instanceof HttpError) && !code) throw new HttpError(400, MSG.common.invalidInput);
    throw err;
  }
  return out;
}

const NAME = /^[a-f0-9]{32}\.(pdf|docx?|jpg|png|gif|webp)$/;
const EXT_MIME = new Map(Object.values(KIND_INFO).map((k) => [k.ext.slice(1), k.mime]));

/** The folders of UPLOADS_DIR/private: job applicants' CVs, files sent in the chat. */
export type PrivateFolder = 'cv' | 'chat';

/**
 * Where uploads live: public files under UPLOADS_DIR/uploads, CVs under UPLOADS_DIR/private/cv,
 * chat files under UPLOADS_DIR/private/chat (UPLOADS_DIR defaults to DATA_DIR).
 */
export class UploadStore {
  readonly publicDir: string;
  readonly privateDir: string;

  /** `db` lists the private files not yet named by a committed row (`pendingFiles`). */
  constructor(
    uploadsDir: string,
    private readonly db: Db,
  ) {
    this.publicDir = path.join(uploadsDir, 'uploads');
    this.privateDir = path.join(uploadsDir, 'private');
  }

  private static randomName(kind: SniffedKind): string {
    return `${randomBytes(16).toString('hex')}${KIND_INFO[kind].ext}`;
  }

  /** Saves a public file; returns its URL path (`/uploads/<random>.<ext>`). */
  async savePublic(buffer: Buffer, kind: SniffedKind): Promise<string> {
    const name = UploadStore.randomName(kind);
    await fs.promises.mkdir(this.publicDir, { recursive: true });
    await fs.promises.writeFile(path.join(this.publicDir, name), buffer, { flag: 'wx' });
    return `/uploads/${name}`;
  }

  /**
   * Saves a private file in `folder` (cv, chat) under UPLOADS_DIR/private; returns its path relative
   * to the private folder. The file is pending until the row naming it is committed (`kept`): a
   * process stopped in between leaves a file nothing leads to, which `removeAbandoned` removes.
   * Routes store through `storePrivate`, which takes it off the list or removes it.
   */
  async savePrivate(folder: PrivateFolder, buffer: Buffer, kind: SniffedKind): Promise<string> {
    const rel = path.posix.join(folder, UploadStore.randomName(kind));
    // Listed before it is written: no moment when the file is on disk and nowhere listed.
    await this.db.insertInto('pendingFiles').values({ storedPath: rel, createdAt: new Date().toISOString() }).execute();
    try {
      await fs.promises.mkdir(path.join(this.privateDir, folder), { recursive: true, mode: 0o700 });
      await fs.promises.writeFile(path.join(this.privateDir, rel), buffer, { flag: 'wx', mode: 0o600 });
    } catch (err) {
      await this.removePrivate(rel);
      throw err;
    }
    return rel;
  }

  /**
   * The way a private file is kept: saves it, then stores the row naming it (`store(rel)`). The file
   * is removed if `store` throws or `keep(result)` says it is not wanted (a retried upload's second
   * copy); otherwise it is no longer pending.
   */
  async storePrivate<T>(folder: PrivateFolder, buffer: Buffer, kind: SniffedKind, store: (rel: string) => Promise<T>, keep: (result: T) => boolean = () => true): Promise<T> {
    const rel = await this.savePrivate(folder, buffer, kind);
    let result: T;
    try {
      result = await store(rel);
    } catch (err) {
      await this.removePrivate(rel);
      throw err;
    }
    if (keep(result)) await this.kept(rel);
    else await this.removePrivate(rel);
    return result;
  }

  /** The row naming the private file `rel` is committed: it is no longer pending. */
  private async kept(rel: string): Promise<void> {
    await this.db.deleteFrom('pendingFiles').where('storedPath', '=', rel).execute();
  }

  /**
   * The absolute path and size of a stored private file of `folder`, or null when it is missing or
   * the stored relative path would leave that folder (a ../ or an absolute path in the database, or
   * a symlink pointing out).
   */
  async locatePrivate(folder: PrivateFolder, rel: string): Promise<{ abs: string; size: number } | null> {
    const dir = path.resolve(this.privateDir, folder);
    const abs = path.resolve(this.privateDir, rel);
    if (!abs.startsWith(dir + path.sep)) return null;
    const [realDir, realFile] = await Promise.all([fs.promises.realpath(dir).catch(() => null), fs.promises.realpath(abs).catch(() => null)]);
    if (!realDir || !realFile || !realFile.startsWith(realDir + path.sep)) return null;
    const stat = await fs.promises.stat(realFile).catch(() => null);
    return stat?.isFile() ? { abs: realFile, size: stat.size } : null;
  }

  /** Absolute path of a stored private file (for the staff download), refusing anything outside the folder. */
  privatePath(rel: string): string | null {
    const abs = path.resolve(this.privateDir, rel);
    return abs.startsWith(this.privateDir + path.sep) ? abs : null;
  }

  /** Removes a private file, then its pending mark (if the process stops in between, the mark is swept again). */
  async removePrivate(rel: string): Promise<void> {
    const abs = this.privatePath(rel);
    if (abs) await fs.promises.rm(abs, { force: true });
    await this.kept(rel);
  }

  /**
   * Removes the private files pending for longer than `minAgeMs` that no row names (`named(rels)`
   * answers which of them one does; those are only unmarked: their process stopped after the commit).
   * Only files this store listed are ever removed, so an instance given another database than the
   * one naming the files removes nothing of them. The age spares a row still being committed, by
   * this process or another instance. Answers how many files went.
   */
  async removeAbandoned(named: (rels: string[]) => Promise<Set<string>>, minAgeMs: number, batch = 500, now = Date.now()): Promise<number> {
    const cutoff = new Date(now - minAgeMs).toISOString();
    let removed = 0;
    for (;;) {
      const rows = await this.db.selectFrom('pendingFiles').select('storedPath').where('createdAt', '<', cutoff).orderBy('createdAt').limit(batch).execute();
      const rels = rows.map((r) => r.storedPath);
      const kept = rels.length ? await named(rels) : new Set<string>();
      for (const rel of rels) {
        if (kept.has(rel)) await this.kept(rel);
        else {
          await this.removePrivate(rel);
          removed += 1;
        }
      }
      if (rows.length < batch) return removed;
    }
  }
}

/** How often, and from what age, pending private files are removed (`UploadStore.removeAbandoned`). */
const SWEEP_EVERY_MS = 3600_000;
const ABANDONED_AFTER_MS = 3600_000;

declare module 'fastify' {
  interface FastifyInstance {
    uploads: UploadStore;
  }
}

/**
 * Multipart parsing for the whole app (limits per route through readMultipart) and the public
 * `/uploads/<random name>` files, served with the type their content was checked to be.
 * Private files (CVs, chat files) have no public route at all.
 */
export default fp(
  async (app) => {
    await app.register(multipart, { limits: DEFAULT_MULTIPART_LIMITS, throwFileSizeLimit: true });
    const store = new UploadStore(app.config.uploadsDir, app.db);
    app.decorate('uploads', store);

    // Files whose row never came (a process stopped between writing one and committing its row):
    // at start, in the background, and then hourly. Every instance may run it: a removal is safe twice.
    const named = async (rels: string[]) => {
      const [chat, cv] = await Promise.all([
        app.db.selectFrom('chatAttachments').select('storedPath as rel').where('storedPath', 'in', rels).execute(),
        app.db.selectFrom('jobApplications').select('cvPath as rel').where('cvPath', 'in', rels).execute(),
      ]);
      return new Set([...chat, ...cv].map((r) => r.rel));
    };
    let running: Promise<void> = Promise.resolve();
    const sweep = () => {
      running = store
        .removeAbandoned(named, ABANDONED_AFTER_MS)
        .then((removed) => void (removed > 0 && app.log.info({ removed }, 'private files whose row never came removed')))
        .catch((err: unknown) => app.log.warn({ err }, 'sweeping pending private files failed'));
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      sweep();
      timer = setInterval(sweep, SWEEP_EVERY_MS);
      timer.unref();
    });
    // Before the database closes: a sweep under way finishes first.
    app.addHook('preClose', async () => {
      clearInterval(timer);
      await running;
    });

    app.get<{ Params: { name: string } }>('/uploads/:name', { schema: { hide: true } }, async (req, reply) => {
      const { name } = req.params;
      if (!NAME.test(name)) throw new HttpError(404, API_MSG.notFound);
      const file = path.join(store.publicDir, name);
      const stat = await fs.promises.stat(file).catch(() => null);
      if (!stat?.isFile()) throw new HttpError(404, API_MSG.notFound);
      return reply
        .type(EXT_MIME.get(name.split('.').pop()!) ?? 'application/octet-stream')
        // Names are random and never reused: the file at a URL never changes.
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('Content-Length', stat.size)
        .send(fs.createReadStream(file));
    });
  },
  { name: 'uploads', dependencies: ['errors', 'db'] },
);
