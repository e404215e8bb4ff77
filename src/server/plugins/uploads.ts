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

/** Where the public files are served, and how a pending mark names one (a private file's mark is its path under private/). */
const PUBLIC_URL_PREFIX = '/uploads/';

/** The pending marks a sweep reads: the private files', or the public images'. */
export type PendingScope = 'private' | 'public';

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

  /**
   * Saves a public file (a news image); returns its URL path (`/uploads/<random>.<ext>`). It is
   * pending, marked by that URL, until a news row names it (`keptPublic`): an image uploaded for an
   * article that was never saved is removed by the sweep (`removeAbandoned`).
   */
  async savePublic(buffer: Buffer, kind: SniffedKind): Promise<string> {
    const url = `${PUBLIC_URL_PREFIX}${UploadStore.randomName(kind)}`;
    await this.mark(url);
    try {
      await fs.promises.mkdir(this.publicDir, { recursive: true });
      await fs.promises.writeFile(this.publicPath(url)!, buffer, { flag: 'wx' });
    } catch (err) {
      await this.remove(url);
      throw err;
    }
    return url;
  }

  /**
   * A committed row names `url` (an article's image): it is no longer pending. Any other value (an
   * outside address, an image already kept) changes nothing.
   */
  async keptPublic(url: string): Promise<void> {
    if (url.startsWith(PUBLIC_URL_PREFIX)) await this.kept(url);
  }

  /** Listed before it is written: no moment when a file is on disk and nowhere listed. */
  private async mark(stored: string): Promise<void> {
    await this.db.insertInto('pendingFiles').values({ storedPath: stored, createdAt: new Date().toISOString() }).execute();
  }

  /** Absolute path of the public file a URL names, or null when it names none (not /uploads/<name>). */
  private publicPath(url: string): string | null {
    const name = url.slice(PUBLIC_URL_PREFIX.length);
    return url.startsWith(PUBLIC_URL_PREFIX) && NAME.test(name) ? path.join(this.publicDir, name) : null;
  }

  /**
   * Saves a private file in `folder` (cv, chat) under UPLOADS_DIR/private; returns its path relative
   * to the private folder. The file is pending until the row naming it is committed (`kept`): a
   * process stopped in between leaves a file nothing leads to, which `removeAbandoned` removes.
   * Routes store through `storePrivate`, which takes it off the list or removes it.
   */
  async savePrivate(folder: PrivateFolder, buffer: Buffer, kind: SniffedKind): Promise<string> {
    const rel = path.posix.join(folder, UploadStore.randomName(kind));
    await this.mark(rel);
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

  /** The row naming the file `stored` marks is committed: it is no longer pending. */
  private async kept(stored: string): Promise<void> {
    await this.db.deleteFrom('pendingFiles').where('storedPath', '=', stored).execute();
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
    await this.remove(rel);
  }

  /** Removes the file a pending mark names (a private path or a public URL), then the mark. */
  private async remove(stored: string): Promise<void> {
    const abs = stored.startsWith('/') ? this.publicPath(stored) : this.privatePath(stored);
    if (abs) await fs.promises.rm(abs, { force: true });
    await this.kept(stored);
  }

  /**
   * Removes the files of `scope` pending for longer than `minAgeMs` that no row names (`named(marks)`
   * answers which of them one does; those are only unmarked: their process stopped after the commit).
   * Only files this store listed are ever removed, so an instance given another database than the
   * one naming the files removes nothing of them. The age spares a row still being committed, by
   * this process or another instance. Answers how many files went.
   */
  async removeAbandoned(scope: PendingScope, named: (marks: string[]) => Promise<Set<string>>, minAgeMs: number, batch = 500, now = Date.now()): Promise<number> {
    const cutoff = new Date(now - minAgeMs).toISOString();
    let removed = 0;
    for (;;) {
      const rows = await this.db
        .selectFrom('pendingFiles')
        .select('storedPath')
        .where('createdAt', '<', cutoff)
        .where('storedPath', scope === 'public' ? 'like' : 'not like', `${PUBLIC_URL_PREFIX}%`)
        .orderBy('createdAt')
        .limit(batch)
        .execute();
      const marks = rows.map((r) => r.storedPath);
      const kept = marks.length ? await named(marks) : new Set<string>();
      for (const mark of marks) {
        if (kept.has(mark)) await this.kept(mark);
        else {
          await this.remove(mark);
          removed += 1;
        }
      }
      if (rows.length < batch) return removed;
    }
  }
}

/** How often, and from what age, pending files are removed (`UploadStore.removeAbandoned`). */
const SWEEP_EVERY_MS = 3600_000;
/** A private file's row is committed in the request that wrote it. */
const ABANDONED_AFTER_MS = 3600_000;
/**
 * A news image is uploaded when its article is saved, and named by the article's row in the next
 * request; a save the server refused (a field to correct) keeps the uploaded image in the dialog,
 * and the member of staff may send it again after lunch.
 */
const PUBLIC_ABANDONED_AFTER_MS = 24 * 3600_000;

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

    // Files whose row never came (a process stopped between writing one and committing its row, a
    // news image whose article was never saved): at start, in the background, and then hourly.
    // Every instance may run it: a removal is safe twice.
    const namedPrivate = async (rels: string[]) => {
      const [chat, cv] = await Promise.all([
        app.db.selectFrom('chatAttachments').select('storedPath as rel').where('storedPath', 'in', rels).execute(),
        app.db.selectFrom('jobApplications').select('cvPath as rel').where('cvPath', 'in', rels).execute(),
      ]);
      return new Set([...chat, ...cv].map((r) => r.rel));
    };
    const namedPublic = async (urls: string[]) => new Set((await app.db.selectFrom('news').select('image').where('image', 'in', urls).execute()).map((r) => r.image));
    let running: Promise<void> = Promise.resolve();
    const sweep = () => {
      running = Promise.all([store.removeAbandoned('private', namedPrivate, ABANDONED_AFTER_MS), store.removeAbandoned('public', namedPublic, PUBLIC_ABANDONED_AFTER_MS)])
        .then(([files, images]) => void (files + images > 0 && app.log.info({ files, images }, 'uploaded files nothing names removed')))
        .catch((err: unknown) => app.log.warn({ err }, 'sweeping pending uploaded files failed'));
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
