import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { dialectOf } from '../dialect';

// The few places where the schema is written differently for SQLite and PostgreSQL. On SQLite every
// helper returns exactly what the migrations said before PostgreSQL was supported, so a file
// created by an earlier version and a new one have the same schema.

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export const isPostgres = (db: AnyDb) => dialectOf(db) === 'postgres';

/**
 * A whole number as SQLite stores it: 64 bits. PostgreSQL's `integer` has 32, so a 10-digit id
 * in a URL would be an overflow error there instead of "not found"; `bigint` holds what SQLite does
 * (and comes back as a number, database.ts).
 */
export const int64 = (db: AnyDb) => (isPostgres(db) ? ('bigint' as const) : ('integer' as const));

/** An integer key the database numbers: AUTOINCREMENT on SQLite, an identity column on PostgreSQL. */
export const generatedId = (db: AnyDb) => (c: ColumnDefinitionBuilder) =>
  isPostgres(db) ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();

/**
 * Text compared and sorted byte by byte: SQLite's only way, and PostgreSQL's with the "C"
 * collation, whatever the database's default locale. Dates are ISO-8601 text in UTC, so this
 * order is time order on both, and range conditions on them use their indexes.
 */
export const sortedText = (db: AnyDb) => (isPostgres(db) ? sql`text collate "C"` : ('text' as const));

/**
 * Index columns with `id` named last on PostgreSQL. A SQLite index ends with the rowid (our `id`)
 * implicitly, so an index on (created_at) also orders ties by id; a PostgreSQL one does not.
 */
export const thenId = (db: AnyDb, columns: string[]): string[] => (isPostgres(db) ? [...columns, 'id'] : columns);
