import { sql, type Kysely } from 'kysely';
import { generatedId, int64, sortedText } from './dialectSchema';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('chat_conversations')
    .addColumn('guest_id', 'text', (c) => c.primaryKey())
    .addColumn('guest_name', 'text')
    .addColumn('is_online', int64(db), (c) => c.notNull().defaultTo(0))
    .addColumn('last_seen', sortedText(db))
    .addColumn('last_message_content', 'text')
    .addColumn('last_message_at', sortedText(db))
    .addColumn('last_message_sender', 'text')
    .addColumn('unread_count', int64(db), (c) => c.notNull().defaultTo(0))
    .addColumn('assigned_admin_id', int64(db), (c) => c.references('users.id').onDelete('set null'))
    .addColumn('priority', 'text', (c) => c.notNull().defaultTo('normal').check(sql`priority in ('low', 'normal', 'high')`))
    .addColumn('created_at', sortedText(db), (c) => c.notNull())
    .addColumn('updated_at', sortedText(db), (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('chat_messages')
    .addColumn('id', int64(db), generatedId(db))
    .addColumn('guest_id', 'text', (c) => c.notNull().references('chat_conversations.guest_id').onDelete('cascade'))
    .addColumn('client_id', 'text')
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('sender_type', 'text', (c) => c.notNull().check(sql`sender_type in ('GUEST', 'ADMIN')`))
    .addColumn('admin_id', int64(db), (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', sortedText(db), (c) => c.notNull())
    .execute();
  // A retried send carries the same client id: the unique index stores it once.
  await db.schema.createIndex('chat_messages_client_idx').on('chat_messages').columns(['guest_id', 'client_id']).unique().execute();
  await db.schema.createIndex('chat_messages_guest_idx').on('chat_messages').columns(['guest_id', 'id']).execute();
  await db.schema.createIndex('chat_messages_created_idx').on('chat_messages').column('created_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('chat_messages').execute();
  await db.schema.dropTable('chat_conversations').execute();
}
