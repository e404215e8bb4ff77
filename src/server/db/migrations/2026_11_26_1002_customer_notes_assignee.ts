import type { Kysely } from 'kysely';
import { generatedId, int64, sortedText, thenId } from './dialectSchema';

// Requests staff work on together: an assignee (a staff account; null when nobody has it, or once
// that account is deleted), internal notes with their author and time, and a record of every change
// of assignee. The "mine" filter reads (assignee_id, created_at) in "newest first" order, like the
// other filters of migration 0006; notes and assignment changes are read per request in time order.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('customer_requests')
    .addColumn('assignee_id', int64(db), (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('customer_requests_assignee_created_idx').on('customer_requests').columns(thenId(db, ['assignee_id', 'created_at'])).execute();

  await db.schema
    .createTable('customer_request_notes')
    .addColumn('id', int64(db), generatedId(db))
    .addColumn('customer_request_id', int64(db), (c) => c.notNull().references('customer_requests.id').onDelete('cascade'))
    .addColumn('user_id', int64(db), (c) => c.references('users.id').onDelete('set null'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', sortedText(db), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('customer_request_notes_request_idx').on('customer_request_notes').columns(thenId(db, ['customer_request_id', 'created_at'])).execute();
  await db.schema.createIndex('customer_request_notes_user_idx').on('customer_request_notes').column('user_id').execute();

  await db.schema
    .createTable('customer_assignment_history')
    .addColumn('id', int64(db), generatedId(db))
    .addColumn('customer_request_id', int64(db), (c) => c.notNull().references('customer_requests.id').onDelete('cascade'))
    .addColumn('user_id', int64(db), (c) => c.references('users.id').onDelete('set null'))
    .addColumn('from_assignee_id', int64(db), (c) => c.references('users.id').onDelete('set null'))
    .addColumn('to_assignee_id', int64(db), (c) => c.references('users.id').onDelete('set null'))
    .addColumn('changed_at', sortedText(db), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('customer_assignment_history_request_idx')
    .on('customer_assignment_history')
    .columns(thenId(db, ['customer_request_id', 'changed_at']))
    .execute();
  // Deleting a staff account sets these to null: indexed so that it does not read the whole table.
  for (const column of ['user_id', 'from_assignee_id', 'to_assignee_id']) {
    await db.schema.createIndex(`customer_assignment_history_${column}_idx`).on('customer_assignment_history').column(column).execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('customer_assignment_history').execute();
  await db.schema.dropTable('customer_request_notes').execute();
  await db.schema.dropIndex('customer_requests_assignee_created_idx').execute();
  await db.schema.alterTable('customer_requests').dropColumn('assignee_id').execute();
}
