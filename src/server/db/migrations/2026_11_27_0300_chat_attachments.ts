import type { Kysely } from 'kysely';
import { generatedId, int64, sortedText } from './dialectSchema';

/**
 * Files sent in the chat (an image or a PDF): one row per message that carries one. The file itself
 * lives under UPLOADS_DIR/private/chat; the row says where, what it was called and what it is. Both
 * keys cascade, so the rows go with their message and conversation (the files are removed by
 * ChatAttachmentStore.deleteConversation, which reads their paths first).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('chat_attachments')
    .addColumn('id', int64(db), generatedId(db))
    .addColumn('guest_id', 'text', (c) => c.notNull().references('chat_conversations.guest_id').onDelete('cascade'))
    .addColumn('message_id', int64(db), (c) => c.notNull().unique().references('chat_messages.id').onDelete('cascade'))
    .addColumn('sender_type', 'text', (c) => c.notNull())
    .addColumn('stored_path', 'text', (c) => c.notNull())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', int64(db), (c) => c.notNull())
    .addColumn('created_at', sortedText(db), (c) => c.notNull())
    .execute();
  // The per-guest limits count a guest's recent files and bytes.
  await db.schema.createIndex('chat_attachments_guest_idx').on('chat_attachments').columns(['guest_id', 'created_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('chat_attachments').execute();
}
