import type { Kysely } from 'kysely';
import { generatedId, int64, sortedText } from './dialectSchema';

/** Staff's canned replies for the chat console: a shortcut (typed after "/") and the text it inserts. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('chat_canned_replies')
    .addColumn('id', int64(db), generatedId(db))
    // Stored in lower case (the shared schema lowers it), so the unique index ignores case.
    .addColumn('shortcut', sortedText(db), (c) => c.notNull().unique())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('updated_by', int64(db), (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', sortedText(db), (c) => c.notNull())
    .addColumn('updated_at', sortedText(db), (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('chat_canned_replies').execute();
}
