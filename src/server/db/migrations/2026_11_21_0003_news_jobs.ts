import { sql, type Kysely } from 'kysely';
import { generatedId, int64, sortedText, thenId } from './dialectSchema';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('news')
    .addColumn('id', int64(db), generatedId(db))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('subtitle', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('author', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', sortedText(db), (c) => c.notNull())
    .addColumn('updated_at', sortedText(db), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('news_created_at_idx').on('news').columns(thenId(db, ['created_at'])).execute();

  await db.schema
    .createTable('news_sections')
    .addColumn('id', int64(db), generatedId(db))
    .addColumn('news_id', int64(db), (c) => c.notNull().references('news.id').onDelete('cascade'))
    .addColumn('position', int64(db), (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('icon', 'text', (c) =>
      c.notNull().defaultTo('FILETEXT').check(sql`icon in ('BOOKOPEN', 'FILETEXT', 'SHIELD', 'GLOBE', 'AWARD', 'ALERTTRIANGLE')`),
    )
    .execute();
  await db.schema.createIndex('news_sections_news_idx').on('news_sections').columns(thenId(db, ['news_id', 'position'])).execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', int64(db), generatedId(db))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('company', 'text')
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('job_type', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('posted_date', sortedText(db), (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('requirements', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('benefits', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('OPEN').check(sql`status in ('OPEN', 'CLOSED')`))
    .addColumn('created_at', sortedText(db), (c) => c.notNull())
    .addColumn('updated_at', sortedText(db), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('jobs_status_posted_idx').on('jobs').columns(thenId(db, ['status', 'posted_date'])).execute();

  await db.schema
    .createTable('job_applications')
    .addColumn('id', int64(db), generatedId(db))
    // Applications outlive a deleted vacancy only as long as the firm keeps them: restrict, not cascade.
    .addColumn('job_id', int64(db), (c) => c.notNull().references('jobs.id').onDelete('restrict'))
    .addColumn('name', 'text')
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('cv_path', 'text', (c) => c.notNull())
    .addColumn('cv_original_name', 'text', (c) => c.notNull())
    .addColumn('cv_mime', 'text', (c) => c.notNull())
    .addColumn('cv_size', int64(db), (c) => c.notNull())
    .addColumn('created_at', sortedText(db), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('job_applications_job_idx').on('job_applications').columns(thenId(db, ['job_id', 'created_at'])).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_applications').execute();
  await db.schema.dropTable('jobs').execute();
  await db.schema.dropTable('news_sections').execute();
  await db.schema.dropTable('news').execute();
}
