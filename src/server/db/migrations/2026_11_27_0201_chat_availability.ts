import type { Kysely } from 'kysely';
import { DEFAULT_OPENING_HOURS } from '../../../shared/chatHours';
import { int64, sortedText } from './dialectSchema';

/**
 * The chat's opening hours (one row a weekday, 1 Monday … 7 Sunday, Vietnam time; a closed day has
 * no times) and the staff members who set themselves "away" in the console (a row while away, so
 * the switch survives a reload or a second tab).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('chat_opening_hours')
    .addColumn('day', 'integer', (c) => c.primaryKey())
    .addColumn('opens', 'text')
    .addColumn('closes', 'text')
    .addColumn('updated_by', int64(db), (c) => c.references('users.id').onDelete('set null'))
    .addColumn('updated_at', sortedText(db))
    .execute();
  await db.insertInto('chat_opening_hours').values(DEFAULT_OPENING_HOURS.map((d) => ({ day: d.day, opens: d.opens, closes: d.closes }))).execute();
  await db.schema
    .createTable('chat_staff_away')
    .addColumn('user_id', int64(db), (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('since', sortedText(db), (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('chat_staff_away').execute();
  await db.schema.dropTable('chat_opening_hours').execute();
}
