import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { generatePassword, hashPassword } from '../../lib/passwords';
import type { Db } from '../database';

/** Creates the first ADMIN when there is no staff account at all. */
export async function seedFirstAdmin(db: Db, config: Config, log: FastifyBaseLogger): Promise<void> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return;
  const password = config.adminPassword ?? generatePassword();
  const now = new Date().toISOString();
  await db
    .insertInto('users')
    .values({
      username: config.adminUsername,
      passwordHash: await hashPassword(password),
      // A dotted domain: the staff form's e-mail rule (spec §5) must accept the seeded account when edited.
      email: `${config.adminUsername}@shtt.local`,
      fullName: 'Quản trị viên',
      phoneNumber: null,
      position: 'Quản trị hệ thống',
      role: 'ADMIN',
      active: 'ACTIVE',
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  if (config.adminPassword) {
    log.info({ username: config.adminUsername }, 'created the first ADMIN account from ADMIN_USERNAME/ADMIN_PASSWORD');
  } else {
    // Printed once, on the console rather than through the logger, so it is not shipped to log storage.
    process.stdout.write(
      `\nFirst ADMIN account created.\n  username: ${config.adminUsername}\n  password: ${password}\n` +
        `Write it down: it is not shown again (set ADMIN_PASSWORD to choose one).\n\n`,
    );
  }
}
