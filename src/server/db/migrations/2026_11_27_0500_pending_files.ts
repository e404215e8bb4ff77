import type { Kysely } from 'kysely';
import { sortedText } from './dialectSchema';

/**
 * Private files written and not yet named by a committed row (a chat file, a CV): the row is
 * committed after the file is on disk, so a process stopped in between would leave the file behind,
 * unreachable. A file is listed here before it is written and leaves the list once its row is
 * committed (or it is removed); what stays listed for long is removed by a sweep
 * (`UploadStore.removeAbandoned`). Only files listed here are ever swept.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('pending_files')
    .addColumn('stored_path', 'text', (c) => c.primaryKey())
    .addColumn('created_at', sortedText(db), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('pending_files_created_idx').on('pending_files').column('created_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pending_files').execute();
}
