import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, SqliteDialect } from 'kysely';
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
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }), plugins: [new CamelCasePlugin()] });
  return { db, sqlite };
}
