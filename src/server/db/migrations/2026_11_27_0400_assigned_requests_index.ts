import { sql, type Kysely } from 'kysely';
import { thenId } from './dialectSchema';

// The "mine" filter asks for one assignee (`assignee_id = ?`), never for the unassigned, so its
// index holds assigned requests only: a consultation request arrives unassigned and, with the full
// index, paid one more B-tree insert on the site's hottest write for an entry no query reads. Both
// SQLite and PostgreSQL use a partial index `where assignee_id is not null` for `assignee_id = ?`.
const INDEX = 'customer_requests_assignee_created_idx';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex(INDEX).execute();
  await db.schema
    .createIndex(INDEX)
    .on('customer_requests')
    .columns(thenId(db, ['assignee_id', 'created_at']))
    .where(sql.ref('assignee_id'), 'is not', null)
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex(INDEX).execute();
  await db.schema.createIndex(INDEX).on('customer_requests').columns(thenId(db, ['assignee_id', 'created_at'])).execute();
}
