import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, SqliteDialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import type { AuthTables } from './tables/auth';
import type { CustomerAdminTables } from './tables/customerAdmin';
import type { NewsJobsTables } from './tables/newsJobs';
import type { PublicSiteTables } from './tables/publicSite';
import type { ChatTables } from './tables/chat';
import type { ServicePagesTables } from './tables/servicePages';
import type { NewsMailTables } from './tables/newsMail';
import type { SharedStateTables } from './tables/sharedState';
import { WriteReportingPostgresDialect, type CommittedWrites } from './postgresWrites';

/**
 * The whole schema as Kysely sees it: one interface per area in db/tables/, joined here.
 * (camelCase in TypeScript, snake_case in SQL through CamelCasePlugin; dates are ISO-8601 text.)
 */
export interface Database extends AuthTables, ChatTables, PublicSiteTables, NewsJobsTables, ServicePagesTables, CustomerAdminTables, NewsMailTables, SharedStateTables {}

export type Db = Kysely<Database>;

export interface OpenedSqlite {
  dialect: 'sqlite';
  db: Db;
  sqlite: SQLite.Database;
}

export interface OpenedPostgres {
  dialect: 'postgres';
  db: Db;
  sqlite: null;
  pool: pg.Pool;
}

export type OpenedDb = OpenedSqlite | OpenedPostgres;

/** Where the database is: DATABASE_URL (PostgreSQL) when set, else the SQLite file in DATA_DIR. */
export interface DatabaseSettings {
  sqliteFile: string;
  databaseUrl: string | null;
  databasePoolSize?: number;
}

export interface OpenOptions {
  /** PostgreSQL: told the tables of every write this process commits (db/tableVersions.ts). */
  onCommittedWrites?: CommittedWrites;
  /** PostgreSQL: an idle pooled connection failed (the pool replaces it). */
  onPoolError?: (err: Error) => void;
}

/** The database factory: PostgreSQL when DATABASE_URL is set, else the embedded SQLite file. */
export function openDatabase(settings: DatabaseSettings, options: OpenOptions = {}): OpenedDb {
  if (settings.databaseUrl) return openPostgresDatabase(settings.databaseUrl, settings.databasePoolSize ?? DEFAULT_POOL_SIZE, options);
  return openSqliteDatabase(settings.sqliteFile);
}

/** Opens the SQLite file (creating its folder) with WAL, foreign keys and a busy timeout. */
export function openSqliteDatabase(file: string): OpenedSqlite {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  // WAL + NORMAL is durable against process crashes (kill -9); only an OS crash may lose the last commits.
  sqlite.pragma('synchronous = NORMAL');
  // Temporary files in memory. Each job of a group commit (db/groupCommit.ts) runs in a savepoint,
  // whose sub-journal keeps the original of every page the job changes (~15 pages for a
  // consultation request); once a batch's sub-journal passed 64 KB SQLite moved it to a temporary
  // file: 62 KB written in 30 calls per request, against 8 KB in 4 with it in memory (7.8k -> 10.5k
  // requests a second). Nothing durable lives there: WAL and database file are as before.
  sqlite.pragma('temp_store = MEMORY');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), plugins: [new CamelCasePlugin()] });
  return { dialect: 'sqlite', db, sqlite };
}

/** Pooled connections per instance when DATABASE_POOL_SIZE is not set. */
export const DEFAULT_POOL_SIZE = 10;

/** PostgreSQL type ids whose text pg would hand over as strings. */
const INT8_OID = 20;

/**
 * A pool of `poolSize` connections to PostgreSQL through Kysely's PostgresDialect. Counts
 * (count(*), sum() of integers) are bigint in PostgreSQL, which pg returns as text: here they
 * come back as numbers, as SQLite gives them (every count of this site is far below 2^53).
 */
export function openPostgresDatabase(url: string, poolSize: number, options: OpenOptions = {}): OpenedPostgres {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    application_name: 'ipsite',
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === INT8_OID && format !== 'binary' ? (value: string) => Number(value) : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle connection that the server closed (restart, idle timeout) must not crash the process:
  // the pool drops it and opens another on the next query.
  pool.on('error', (err) => options.onPoolError?.(err));
  const dialect = new WriteReportingPostgresDialect({ pool }, options.onCommittedWrites ?? (() => undefined));
  const db = new Kysely<Database>({ dialect, plugins: [new CamelCasePlugin()] });
  return { dialect: 'postgres', db, sqlite: null, pool };
}

/** Prepared statements kept per SQL text (Kysely's driver would prepare every query anew). */
export const STATEMENT_CACHE_SIZE = 500;

/**
 * The database as Kysely's SQLite driver sees it, with prepare() remembering the statements of the
 * last STATEMENT_CACHE_SIZE distinct SQL texts. Reusing a statement is safe here: the driver runs
 * one query at a time on its single connection, and a statement is finished (all/run, or a stream
 * drained) before the next query starts. Preparing was a tenth of a cached read's cost.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  const prepare = (source: string): SQLite.Statement => {
    let stmt = statements.get(source);
    if (stmt) {
      // Most recently used last, so that the first key is the one to drop.
      statements.delete(source);
    } else {
      stmt = sqlite.prepare(source);
      if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
    }
    statements.set(source, stmt);
    return stmt;
  };
  return { prepare, close: () => sqlite.close() };
}
