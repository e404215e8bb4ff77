import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('news')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('subtitle', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('author', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('image', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('news_created_at_idx').on('news').column('created_at').execute();

  await db.schema
    .createTable('news_sections')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('news_id', 'integer', (c) => c.notNull().references('news.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('icon', 'text', (c) =>
      c.notNull().defaultTo('FILETEXT').check(sql`icon in ('BOOKOPEN', 'FILETEXT', 'SHIELD', 'GLOBE', 'AWARD', 'ALERTTRIANGLE')`),
    )
    .execute();
  await db.schema.createIndex('news_sections_news_idx').on('news_sections').columns(['news_id', 'position']).execute();

  await db.schema
    .createTable('jobs')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('company', 'text')
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('job_type', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('posted_date', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('requirements', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('benefits', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('OPEN').check(sql`status in ('OPEN', 'CLOSED')`))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('jobs_status_posted_idx').on('jobs').columns(['status', 'posted_date']).execute();

  await db.schema
    .createTable('job_applications')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    // Applications outlive a deleted vacancy only as long as the firm keeps them: restrict, not cascade.
    .addColumn('job_id', 'integer', (c) => c.notNull().references('jobs.id').onDelete('restrict'))
    .addColumn('name', 'text')
    .addColumn('email', 'text')
    .addColumn('phone', 'text')
    .addColumn('cv_path', 'text', (c) => c.notNull())
    .addColumn('cv_original_name', 'text', (c) => c.notNull())
    .addColumn('cv_mime', 'text', (c) => c.notNull())
    .addColumn('cv_size', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('job_applications_job_idx').on('job_applications').columns(['job_id', 'created_at']).execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_applications').execute();
  await db.schema.dropTable('jobs').execute();
  await db.schema.dropTable('news_sections').execute();
  await db.schema.dropTable('news').execute();
}
