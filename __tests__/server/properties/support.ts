import diagnostics from 'node:diagnostics_channel';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';

/**
 * Shared checks of the "bad input never breaks anything" properties: the answer is the
 * envelope, a refusal writes nothing, and the app still answers its health check.
 */

/** Letters only Vietnamese uses: every refusal message must be written in Vietnamese. */
export const VIETNAMESE = /[ăâđêôơưàáảãạằắẳẵặầấẩẫậèéẻẽẹềếểễệìíỉĩịòóỏõọồốổỗộờớởỡợùúủũụừứửữựỳýỷỹỵ]/i;

export interface Envelope {
  code: number;
  message: string;
  data: unknown;
  errors?: Record<string, string>;
}

/** The answer is `{code, message, data}` with code === status, never a 5xx; a refusal is Vietnamese with data null. */
export function expectEnvelope(res: LightMyRequestResponse): Envelope {
  const context = `${res.statusCode} ${res.body.slice(0, 300)}`;
  if (res.statusCode >= 500) throw new Error(`server error: ${context}`);
  expect(String(res.headers['content-type'])).toMatch(/^application\/json/);
  let body: Envelope;
  try {
    body = JSON.parse(res.body) as Envelope;
  } catch {
    throw new Error(`not JSON: ${context}`);
  }
  if (body.code !== res.statusCode) throw new Error(`envelope code differs from the status: ${context}`);
  expect(typeof body.message).toBe('string');
  if (res.statusCode !== 200) {
    if (!VIETNAMESE.test(body.message)) throw new Error(`refusal message is not Vietnamese: ${context}`);
    expect(body.data).toBeNull();
    for (const text of Object.values(body.errors ?? {})) expect(text).toMatch(VIETNAMESE);
  }
  return body;
}

/**
 * Rows written by the app since it opened the database: SQLite's total_changes() on the app's one
 * connection. Stricter than row counts: an UPDATE on a refusal shows up too. PostgreSQL has no
 * such counter per database, so the test database gets one: a row trigger on every table adds
 * each row inserted, updated or deleted to test_row_writes (counted from the first call on).
 */
export async function writes(app: FastifyInstance): Promise<number> {
  if (app.dialect === 'postgres') {
    if (!counted.has(app)) {
      await countRowWrites(app);
      counted.add(app);
    }
    const { rows } = await sql<{ n: number }>`select n from test_row_writes`.execute(app.db);
    return Number(rows[0]!.n);
  }
  const { rows } = await sql<{ n: number }>`select total_changes() as n`.execute(app.db);
  return Number(rows[0]!.n);
}

const counted = new WeakSet<FastifyInstance>();

async function countRowWrites(app: FastifyInstance): Promise<void> {
  await sql`create table test_row_writes (n bigint not null)`.execute(app.db);
  await sql`insert into test_row_writes values (0)`.execute(app.db);
  await sql`
    create function test_count_row_write() returns trigger language plpgsql as $$
    begin
      update test_row_writes set n = n + 1;
      return null;
    end
    $$`.execute(app.db);
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'test_row_writes'`.execute(app.db);
  for (const { name } of rows) {
    await sql`create trigger test_count_row_write after insert or update or delete on ${sql.table(name)} for each row execute function test_count_row_write()`.execute(app.db);
  }
}

/** Every file under the public uploads and the private CV folders, with its size. */
export function storedFiles(dataDir: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    if (!fs.existsSync(dir)) return;
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else out.push(`${path.relative(dataDir, p)}:${fs.statSync(p).size}`);
    }
  };
  walk(path.join(dataDir, 'uploads'));
  walk(path.join(dataDir, 'private'));
  return out.sort();
}

export interface Snapshot {
  writes: number;
  files: string[];
}

export async function snapshot(app: FastifyInstance, dataDir: string): Promise<Snapshot> {
  return { writes: await writes(app), files: storedFiles(dataDir) };
}

/** Nothing in the database or the upload folders changed since `before`. */
export async function expectNothingStored(app: FastifyInstance, dataDir: string, before: Snapshot, context = ''): Promise<void> {
  const after = await snapshot(app, dataDir);
  if (after.writes !== before.writes) throw new Error(`a refusal wrote ${after.writes - before.writes} row(s) ${context}`);
  expect(after.files).toEqual(before.files);
}

/**
 * Route handlers still running, in this process. A client that leaves after sending a complete
 * request (a half-close, a parse error on the bytes that follow) loses its answer, but the handler
 * goes on and stores the request: a snapshot taken meanwhile would count that write against the
 * next request. Fastify publishes each handler's start and end on this tracing channel (not the
 * end of a handler that hijacks its reply: none of the routes these tests call does).
 */
const running = new Set<object>();
const onSettled: (() => void)[] = [];
const settle = (store: object) => {
  running.delete(store);
  if (running.size === 0) for (const resolve of onSettled.splice(0)) resolve();
};
diagnostics.tracingChannel<object, { async?: boolean }>('fastify.request.handler').subscribe({
  start: (store) => void running.add(store),
  // A handler that returned a promise ends at asyncEnd; a synchronous one at end.
  end: (store) => void (!store.async && settle(store)),
  asyncStart: () => undefined,
  asyncEnd: (store) => settle(store),
  error: () => undefined,
});

/** Resolves once no route handler is running (at once when none is). */
export function handlersSettled(): Promise<void> {
  if (running.size === 0) return Promise.resolve();
  return new Promise((resolve) => onSettled.push(resolve));
}

export async function expectHealthy(app: FastifyInstance): Promise<void> {
  const res = await app.inject({ method: 'GET', url: '/api/health' });
  if (res.statusCode !== 200) throw new Error(`health check failed: ${res.statusCode} ${res.body}`);
}

/** The value the server stores for a text field: yup's text() trims with String.prototype.trim. */
export const stored = (s: string) => s.trim();

/** Lone UTF-16 surrogates cannot be stored as UTF-8: such text must be refused, never mangled. */
export const hasLoneSurrogate = (s: string) => /\p{Cs}/u.test(s);

/** Text refused on either database: a lone surrogate, or U+0000 (which PostgreSQL's text cannot hold). */
export const unstorable = (s: string) => hasLoneSurrogate(s) || s.includes('\u0000');

const strictUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * What a strict reader makes of the bytes sent: the JSON value when they are UTF-8 JSON, else
 * undefined. A server that accepted the body must have seen exactly this value.
 */
export function strictJson(bytes: Buffer | undefined): { value: unknown } | undefined {
  if (!bytes) return undefined;
  try {
    return { value: JSON.parse(strictUtf8.decode(bytes)) as unknown };
  } catch {
    return undefined;
  }
}
