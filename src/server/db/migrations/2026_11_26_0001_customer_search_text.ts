import { sql, type Kysely } from 'kysely';
import { customerSearchText } from '../../lib/customerSearchText';
import { isPostgres } from './dialectSchema';
import { rewriteRequests } from './requestBatches';

// The staff search ignores case and Vietnamese diacritics on both databases: a folded copy of the
// searched columns (name, phone, e-mail, service), written with every request, searched with LIKE.
// PostgreSQL answers that LIKE '%…%' from a trigram index (pg_trgm, a trusted extension since 13);
// SQLite has no index for a substring and reads the column of the rows the other filters leave.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('customer_requests').addColumn('search_text', 'text', (c) => c.notNull().defaultTo('')).execute();

  // Existing requests, in id order, a batch at a time.
  await rewriteRequests(db, (r) => ({ search_text: customerSearchText(r) }));

  if (isPostgres(db)) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index customer_requests_search_idx on customer_requests using gin (search_text gin_trgm_ops)`.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) await sql`drop index if exists customer_requests_search_idx`.execute(db);
  await db.schema.alterTable('customer_requests').dropColumn('search_text').execute();
}
