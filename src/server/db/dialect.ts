import { PostgresAdapter, sql, type Kysely } from 'kysely';

/** The two engines the server runs on: embedded SQLite (the default) or PostgreSQL (DATABASE_URL). */
export type DialectName = 'sqlite' | 'postgres';

/** Which engine a Kysely handle talks to: migrations and repositories branch on it where the SQL differs. */
// Any schema: migrations hold Kysely<any>, repositories Kysely<Database>.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function dialectOf(db: Kysely<any>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/**
 * What a PostgreSQL advisory lock protects: the first number of the two-key form, so our locks
 * never meet Kysely's migration lock (one bigint key) or another application's.
 */
export const LOCKS = {
  /** Seeding "only if empty" at start-up: two instances starting together seed once. */
  seed: 20_260_001,
  /** Staff-account changes: the last-ADMIN rule and the unique names are checked under it. */
  staffAccounts: 20_260_002,
  /** One consultation request's double-submit check and insert (keyed by the e-mail). */
  consultation: 20_260_003,
  /** One chat visitor's customer request: created once, whether by their contact or by staff (keyed by the guest id). */
  chatLead: 20_260_101,
  /** One chat visitor's file: its limits checked again and the file stored (keyed by the guest id). */
  chatFiles: 20_260_102,
} as const;

/**
 * Inside a transaction: waits until no other transaction holds the same lock (`lock`, `key`), and
 * keeps it until this one commits or rolls back. A check-then-write under it cannot interleave with
 * another instance's or connection's. PostgreSQL only: on SQLite every Kysely transaction already
 * holds the single connection, so nothing else runs meanwhile.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function lockInTransaction(trx: Kysely<any>, lock: number, key = ''): Promise<void> {
  if (dialectOf(trx) !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(${sql.lit(lock)}, hashtext(${key}))`.execute(trx);
}

/**
 * Whether a write failed on a unique index: SQLite's SQLITE_CONSTRAINT_UNIQUE ("UNIQUE constraint
 * failed: …") or PostgreSQL's 23505 ("duplicate key value violates unique constraint …"). The
 * error's text (its message names the index) is what callers read to tell which value was taken.
 */
export function uniqueViolation(err: unknown): string | null {
  if (typeof err !== 'object' || err === null) return null;
  const { code, message } = err as { code?: unknown; message?: unknown };
  const text = `${typeof code === 'string' ? code : ''} ${typeof message === 'string' ? message : ''}`;
  return /SQLITE_CONSTRAINT_UNIQUE|UNIQUE constraint|^23505 /.test(text) ? text : null;
}
