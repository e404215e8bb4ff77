import { sql, type Kysely } from 'kysely';
import { generatedId, int64, sortedText, thenId } from './dialectSchema';

// Services, consultation requests with their staff notifications (read per staff member) and
// newsletter subscribers. Kysely<any>: the schema as it was at this point.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('services')
    .addColumn('id', int64(db), generatedId(db))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('href', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull().check(sql`category in ('Dịch vụ sở hữu trí tuệ', 'Dịch vụ khác')`))
    .addColumn('sort_order', int64(db), (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', sortedText(db), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('services_category_idx').on('services').columns(thenId(db, ['category', 'sort_order'])).execute();

  await db.schema
    .createTable('customer_requests')
    .addColumn('id', int64(db), generatedId(db))
    // Sorted by in the staff list: byte order, as SQLite sorts.
    .addColumn('name', sortedText(db), (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('service_id', int64(db), (c) => c.references('services.id').onDelete('set null'))
    .addColumn('service_name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('status', 'text', (c) =>
      c.notNull().defaultTo('NEW').check(sql`status in ('NEW', 'RECEIVED', 'PROCESSING', 'COMPLETED', 'CANCELED')`),
    )
    .addColumn('created_at', sortedText(db), (c) => c.notNull())
    .addColumn('updated_at', sortedText(db), (c) => c.notNull())
    .addColumn('completed_at', sortedText(db))
    .addColumn('cancelled_at', sortedText(db))
    .execute();
  for (const column of ['created_at', 'status', 'service_id', 'email']) {
    await db.schema.createIndex(`customer_requests_${column}_idx`).on('customer_requests').columns(column === 'created_at' ? thenId(db, [column]) : [column]).execute();
  }

  await db.schema
    .createTable('notifications')
    .addColumn('id', int64(db), generatedId(db))
    .addColumn('customer_request_id', int64(db), (c) => c.notNull().references('customer_requests.id').onDelete('cascade'))
    .addColumn('customer_service_name', 'text', (c) => c.notNull())
    .addColumn('service_name', 'text', (c) => c.notNull())
    .addColumn('created_at', sortedText(db), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notifications_created_at_idx').on('notifications').columns(thenId(db, ['created_at'])).execute();
  await db.schema.createIndex('notifications_request_idx').on('notifications').column('customer_request_id').execute();

  await db.schema
    .createTable('notification_reads')
    .addColumn('notification_id', int64(db), (c) => c.notNull().references('notifications.id').onDelete('cascade'))
    .addColumn('user_id', int64(db), (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('read_at', sortedText(db), (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_reads_pk', ['notification_id', 'user_id'])
    .execute();
  await db.schema.createIndex('notification_reads_user_idx').on('notification_reads').column('user_id').execute();

  await db.schema
    .createTable('subscribers')
    .addColumn('id', int64(db), generatedId(db))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', sortedText(db), (c) => c.notNull())
    .addColumn('unsubscribed_at', sortedText(db))
    .addColumn('unsubscribe_token', 'text', (c) => c.notNull().unique())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('subscribers').execute();
  await db.schema.dropTable('notification_reads').execute();
  await db.schema.dropTable('notifications').execute();
  await db.schema.dropTable('customer_requests').execute();
  await db.schema.dropTable('services').execute();
}
