import { sql, type Kysely } from 'kysely';
import { isPostgres } from './dialectSchema';

/** The tables the in-memory caches follow at this point (db/tableVersions.ts, WATCHED_TABLES). */
const TABLES = ['services', 'news', 'news_sections', 'service_pages', 'partners', 'jobs', 'customer_requests', 'users'];

// PostgreSQL only: every statement that writes a table the caches follow sends the table's name on
// the channel ipsite_table_changed. PostgreSQL delivers it when the transaction commits (one per
// table and transaction) to every instance LISTENing, which then drops what it built from that table.
// SQLite has one server on the file, whose own connection counts the writes (temporary triggers).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`
    create function ipsite_table_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('ipsite_table_changed', tg_table_name);
      return null;
    end
    $$`.execute(db);
  for (const table of TABLES) {
    await sql`
      create trigger ${sql.id(`${table}_changed`)} after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function ipsite_table_changed()`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const table of TABLES) await sql`drop trigger if exists ${sql.id(`${table}_changed`)} on ${sql.table(table)}`.execute(db);
  await sql`drop function if exists ipsite_table_changed()`.execute(db);
}
