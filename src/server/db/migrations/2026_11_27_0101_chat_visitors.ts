import { sql, type Kysely } from 'kysely';
import { int64, sortedText } from './dialectSchema';

/**
 * What staff know of a chat visitor, one row per guest id: the contact they gave (name, phone,
 * e-mail), the customer request their conversation led to, and their context (current page,
 * first referrer, first and last visit, visits, device). A row can exist before the visitor's first
 * message (pages are reported from the first view), so it does not reference the conversation;
 * rows of visitors who never wrote are removed after a while (chatLeadsRepository.purgeIdle).
 * Customer requests say where they came from: the consultation form or the chat.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('chat_visitors')
    .addColumn('guest_id', 'text', (c) => c.primaryKey())
    .addColumn('contact_name', 'text')
    .addColumn('contact_phone', 'text')
    .addColumn('contact_email', 'text')
    .addColumn('contact_at', sortedText(db))
    .addColumn('customer_request_id', int64(db), (c) => c.references('customer_requests.id').onDelete('set null'))
    .addColumn('current_path', 'text')
    .addColumn('current_title', 'text')
    .addColumn('referrer', 'text')
    .addColumn('device', 'text')
    .addColumn('visits', int64(db), (c) => c.notNull().defaultTo(0))
    .addColumn('first_visit_at', sortedText(db))
    .addColumn('last_visit_at', sortedText(db))
    .addColumn('transcript_sent_at', sortedText(db))
    .execute();
  await db.schema.createIndex('chat_visitors_last_visit_idx').on('chat_visitors').column('last_visit_at').execute();

  await db.schema
    .alterTable('customer_requests')
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('form').check(sql`source in ('form', 'chat')`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('customer_requests').dropColumn('source').execute();
  await db.schema.dropTable('chat_visitors').execute();
}
