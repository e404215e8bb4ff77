import { sql, type Kysely } from 'kysely';
import { generatedId, int64, sortedText } from './dialectSchema';

// The outbox: every e-mail the site sends, one row per recipient, with its delivery state.
// Kysely<any>: the schema as it was at this point.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('outbox')
    .addColumn('id', int64(db), generatedId(db))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('NEWSLETTER')`))
    // Rows outlive a deleted article or subscriber: they are the record of what was sent.
    .addColumn('news_id', int64(db), (c) => c.references('news.id').onDelete('set null'))
    .addColumn('subscriber_id', int64(db), (c) => c.references('subscribers.id').onDelete('set null'))
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('PENDING').check(sql`status in ('PENDING', 'SENT', 'FAILED')`))
    .addColumn('attempts', int64(db), (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', sortedText(db), (c) => c.notNull())
    .addColumn('sent_at', sortedText(db))
    .execute();
  // One newsletter row per article and subscriber: a re-send retries that row instead of mailing twice.
  await db.schema.createIndex('outbox_news_subscriber_uq').on('outbox').columns(['kind', 'news_id', 'subscriber_id']).unique().execute();
  await db.schema.createIndex('outbox_news_status_idx').on('outbox').columns(['news_id', 'status']).execute();
  await db.schema.createIndex('outbox_status_created_idx').on('outbox').columns(['status', 'created_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('outbox').execute();
}
