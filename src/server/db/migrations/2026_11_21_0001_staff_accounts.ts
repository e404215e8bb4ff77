import { sql, type Kysely } from 'kysely';
import { generatedId, int64, sortedText } from './dialectSchema';

// Migrations take Kysely<any>: they describe the schema as it was then, not today's types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', int64(db), generatedId(db))
    .addColumn('username', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text')
    .addColumn('position', 'text')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('USER').check(sql`role in ('USER', 'ADMIN')`))
    .addColumn('active', 'text', (c) => c.notNull().defaultTo('ACTIVE').check(sql`active in ('ACTIVE', 'INACTIVE')`))
    .addColumn('created_at', sortedText(db), (c) => c.notNull())
    .addColumn('updated_at', sortedText(db), (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('id', int64(db), generatedId(db))
    .addColumn('user_id', int64(db), (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('family_id', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', sortedText(db), (c) => c.notNull())
    .addColumn('used_at', sortedText(db))
    .addColumn('revoked_at', sortedText(db))
    .addColumn('created_at', sortedText(db), (c) => c.notNull())
    .execute();
  await db.schema.createIndex('refresh_tokens_family_idx').on('refresh_tokens').column('family_id').execute();
  await db.schema.createIndex('refresh_tokens_user_idx').on('refresh_tokens').column('user_id').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('refresh_tokens').execute();
  await db.schema.dropTable('users').execute();
}
