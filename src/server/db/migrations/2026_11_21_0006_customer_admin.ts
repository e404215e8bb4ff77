import type { Kysely } from 'kysely';
import { generatedId, int64, sortedText, thenId } from './dialectSchema';

// The staff list of customer requests: composite indexes so that every filter of GET /customer
// (status, service, date range) reads one index range already in "newest first" order, and a
// status-history table. The rowid (id) is the implicit last column of every SQLite index, so
// (status, created_at) also orders ties by id; the existing single-column created_at index is
// likewise (created_at, id) and serves the unfiltered list and the date range. PostgreSQL's
// indexes name id explicitly (thenId) to give the same order.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('customer_requests_status_created_idx').on('customer_requests').columns(thenId(db, ['status', 'created_at'])).execute();
  await db.schema.createIndex('customer_requests_service_created_idx').on('customer_requests').columns(thenId(db, ['service_id', 'created_at'])).execute();
  await db.schema.createIndex('customer_requests_name_idx').on('customer_requests').columns(thenId(db, ['name'])).execute();

  await db.schema
    .createTable('customer_status_history')
    .addColumn('id', int64(db), generatedId(db))
    .addColumn('customer_request_id', int64(db), (c) => c.notNull().references('customer_requests.id').onDelete('cascade'))
    .addColumn('user_id', int64(db), (c) => c.references('users.id').onDelete('set null'))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('changed_at', sortedText(db), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('customer_status_history_request_idx')
    .on('customer_status_history')
    .columns(thenId(db, ['customer_request_id', 'changed_at']))
    .execute();
  await db.schema.createIndex('customer_status_history_user_idx').on('customer_status_history').column('user_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('customer_status_history').execute();
  await db.schema.dropIndex('customer_requests_name_idx').execute();
  await db.schema.dropIndex('customer_requests_service_created_idx').execute();
  await db.schema.dropIndex('customer_requests_status_created_idx').execute();
}
