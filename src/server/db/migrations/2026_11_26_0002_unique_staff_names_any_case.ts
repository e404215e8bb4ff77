import { sql, type Kysely } from 'kysely';

// "An" and "an" are one staff member, as are two spellings of one e-mail address: the service
// checks before it writes, and these indexes make the check hold when two writes race (two
// instances, or two connections of one): the second insert fails, and is answered 409.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('users_username_lower_uq').on('users').expression(sql`lower(username)`).unique().execute();
  await db.schema.createIndex('users_email_lower_uq').on('users').expression(sql`lower(email)`).unique().execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('users_email_lower_uq').execute();
  await db.schema.dropIndex('users_username_lower_uq').execute();
}
