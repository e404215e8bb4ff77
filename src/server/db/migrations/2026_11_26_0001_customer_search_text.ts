import { sql, type Kysely } from 'kysely';
import { customerSearchText } from '../../lib/customerSearchText';
import { isPostgres } from './dialectSchema';

/** Rows read and rewritten per step while filling the column. */
const BATCH = 1000;

// The staff search ignores case and Vietnamese diacritics on both databases: a folded copy of the
// searched columns (name, phone, e-mail, service), written with every request, searched with LIKE.
// PostgreSQL answers that LIKE '%…%' from a trigram index (pg_trgm, a trusted extension since 13);
// SQLite has no index for a substring and reads the column of the rows the other filters leave.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('customer_requests').addColumn('search_text', 'text', (c) => c.notNull().defaultTo('')).execute();

  // Existing requests, in id order, a batch at a time (one transaction per batch on SQLite, where the
  // migrator does not open one; PostgreSQL runs the whole migration in its transaction).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const fill = async (trx: Kysely<any>, after: number): Promise<number | null> => {
    const rows = await trx
      .selectFrom('customer_requests')
      .select(['id', 'name', 'phone', 'email', 'service_name'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute();
    for (const r of rows) {
      // The app's handle renames result columns to camelCase (CamelCasePlugin); a bare Kysely would not.
      const columns = r as Record<string, unknown>;
      const serviceName = (columns.service_name ?? columns.serviceName) as string;
      const searchText = customerSearchText({ name: r.name, phone: r.phone, email: r.email, serviceName });
      await trx.updateTable('customer_requests').set({ search_text: searchText }).where('id', '=', r.id).execute();
    }
    return rows.length === BATCH ? (rows[rows.length - 1]!.id as number) : null;
  };
  let after: number | null = 0;
  while (after !== null) {
    const from: number = after;
    after = db.isTransaction ? await fill(db, from) : await db.transaction().execute((trx) => fill(trx, from));
  }

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
