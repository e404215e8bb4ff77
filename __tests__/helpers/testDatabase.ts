import pg from 'pg';

/**
 * Which database the server tests run on: SQLite files (the default, `npm test`) or PostgreSQL
 * (`npm run test:pg`, TEST_DATABASE=postgres). On PostgreSQL every app a test builds gets a fresh
 * database copied from the run's migrated template (pgTestRun.ts), dropped when the app closes.
 */
export const onPostgres = process.env.TEST_DATABASE === 'postgres';

/** The server the PostgreSQL runs use: local, user postgres (trust). */
export const PG_ADMIN_URL = process.env.TEST_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** Pooled connections per test app: a few are enough, and the server is shared with other runs. */
export const PG_TEST_POOL_SIZE = '4';

/** The database URL on the same server as PG_ADMIN_URL. */
export function pgUrl(database: string): string {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs `work` with a connection to the server's `postgres` database (creating and dropping databases). */
export async function withPgAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL, application_name: 'ipsite-test-admin' });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

let sequence = 0;

export interface TestDatabase {
  /** What the app's configuration needs: DATABASE_URL and a small pool (empty on SQLite). */
  env: Record<string, string>;
  /** Drops the database (PostgreSQL); nothing on SQLite, whose file lives in the test's DATA_DIR. */
  drop(): Promise<void>;
}

/**
 * A fresh database for one app: on PostgreSQL a copy of the run's migrated template (named after
 * the run, this worker and a counter, so that parallel runs and workers never meet); on SQLite
 * nothing to do (the app creates its file in DATA_DIR).
 */
export async function createTestDatabase(opts: { template?: boolean } = {}): Promise<TestDatabase> {
  if (!onPostgres) return { env: {}, drop: async () => undefined };
  const run = process.env.IPSITE_PG_RUN;
  if (!run) throw new Error('TEST_DATABASE=postgres without IPSITE_PG_RUN: run the tests through jest (its global setup creates the template)');
  sequence += 1;
  const name = `${run}_${process.pid}_${sequence}`;
  await withPgAdmin((c) => c.query(`create database ${quote(name)}${opts.template === false ? '' : ` template ${quote(`${run}_tpl`)}`}`));
  return {
    env: { DATABASE_URL: pgUrl(name), DATABASE_POOL_SIZE: PG_TEST_POOL_SIZE },
    drop: () => dropPgDatabase(name),
  };
}

/** Drops a database even if connections are still open (WITH FORCE, PostgreSQL 13+). */
export async function dropPgDatabase(name: string): Promise<void> {
  await withPgAdmin((c) => c.query(`drop database if exists ${quote(name)} with (force)`));
}

/**
 * describe() for tests that are about SQLite itself (its file, WAL, group commit, query plans):
 * skipped on PostgreSQL, with the reason in the title that Jest lists as skipped.
 */
export function describeSqliteOnly(name: string, reason: string, fn: () => void): void {
  (onPostgres ? describe.skip : describe)(`${name} (SQLite only: ${reason})`, fn);
}

/** it() for one SQLite-only check in a file that otherwise runs on both. */
export function itSqliteOnly(name: string, reason: string, fn: () => Promise<void>): void {
  (onPostgres ? it.skip : it)(`${name} (SQLite only: ${reason})`, fn);
}

/** it() for one PostgreSQL-only check in a file that otherwise runs on both. */
export function itPostgresOnly(name: string, reason: string, fn: () => Promise<void>): void {
  (onPostgres ? it : it.skip)(`${name} (PostgreSQL only: ${reason})`, fn);
}

/** describe() for what exists only with PostgreSQL (several instances on one database). */
export function describePostgresOnly(name: string, reason: string, fn: () => void): void {
  (onPostgres ? describe : describe.skip)(`${name} (PostgreSQL only: ${reason})`, fn);
}
