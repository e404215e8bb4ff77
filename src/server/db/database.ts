import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, SqliteDialect, type SqliteDatabase } from 'kysely';
import type { AuthTables } from './tables/auth';
import type { CustomerAdminTables } from './tables/customerAdmin';
import type { NewsJobsTables } from './tables/newsJobs';
import type { PublicSiteTables } from './tables/publicSite';
import type { ChatTables } from './tables/chat';
import type { ServicePagesTables } from './tables/servicePages';
import type { NewsMailTables } from './tables/newsMail';

/**
 * The whole schema as Kysely sees it: one interface per area in db/tables/, joined here.
 * (camelCase in TypeScript, snake_case in SQL through CamelCasePlugin; dates are ISO-8601 text.)
 */
export interface Database extends AuthTables, ChatTables, PublicSiteTables, NewsJobsTables, ServicePagesTables, CustomerAdminTables, NewsMailTables {}

export type Db = Kysely<Database>;

export interface OpenedDb {
  db: Db;
  sqlite: SQLite.Database;
}

/** Opens the SQLite file (creating its folder) with WAL, foreign keys and a busy timeout. */
export function openDatabase(file: string): OpenedDb {
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
  return { db, sqlite };
}

/** Prepared statements kept per SQL text (Kysely's driver would prepare every query anew). */
const STATEMENT_CACHE_SIZE = 500;

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
