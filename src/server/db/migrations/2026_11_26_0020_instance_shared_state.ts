import type { Kysely } from 'kysely';
import { sortedText } from './dialectSchema';

// State that several instances must agree on and that lives in the database they share:
// `leases` (one holder at a time for a named job, expiring if the holder dies: lib/leases.ts) and
// `app_secrets` (the generated JWT secret when JWT_SECRET is unset: lib/secrets.ts).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_at', sortedText(db), (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('created_at', sortedText(db), (c) => c.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('app_secrets').execute();
  await db.schema.dropTable('leases').execute();
}
