import { sql, type Kysely } from 'kysely';

/**
 * A conversation is open or resolved: staff resolve it when it is done, and the visitor's next
 * message opens it again (chatRepository.addMessage).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('chat_conversations')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open').check(sql`status in ('open', 'resolved')`))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('chat_conversations').dropColumn('status').execute();
}
