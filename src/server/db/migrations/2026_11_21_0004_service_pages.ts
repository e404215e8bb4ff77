import type { Kysely } from 'kysely';
import { generatedId, int64, sortedText } from './dialectSchema';

// Migrations take Kysely<any>: they describe the schema as it was then, not today's types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('service_pages')
    .addColumn('slug', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('meta_description', 'text', (c) => c.notNull())
    // The page's hero and sections as JSON, validated against the shared content model on write.
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('updated_at', sortedText(db), (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('partners')
    .addColumn('id', int64(db), generatedId(db))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('short_name', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('sort_order', int64(db), (c) => c.notNull().defaultTo(0))
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('partners').execute();
  await db.schema.dropTable('service_pages').execute();
}
