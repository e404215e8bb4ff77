import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { CamelCasePlugin, Kysely, SqliteDialect, type Generated } from 'kysely';
import type { ActiveState, Role } from '../../shared/constants';

/** Table types (camelCase here, snake_case in SQL through CamelCasePlugin). Dates are ISO-8601 text. */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  passwordHash: string;
  email: string;
  fullName: string;
  phoneNumber: string | null;
  position: string | null;
  role: Role;
  active: ActiveState;
  createdAt: string;
  updatedAt: string;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  userId: number;
  familyId: string;
  tokenHash: string;
  expiresAt: string;
  usedAt: string | null;
  revokedAt: string | null;
  createdAt: string;
}

export interface Database {
  users: UsersTable;
  refreshTokens: RefreshTokensTable;
}

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
