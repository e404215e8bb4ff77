import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import { generatePassword, hashPassword } from '../../lib/passwords';
import type { Db } from '../database';

/** The first ADMIN's sign-in when its password was generated: shown once by the process that listens. */
export interface GeneratedAdmin {
  username: string;
  password: string;
}

/**
 * Creates the first ADMIN when there is no staff account at all. A generated password is handed
 * back rather than printed here, among the start-up's log lines: server.ts shows it after the
 * server listens, the last thing a first start prints, and never through the logger (which may ship
 * to log storage).
 */
export async function seedFirstAdmin(db: Db, config: Config, log: FastifyBaseLogger): Promise<{ generatedAdmin?: GeneratedAdmin }> {
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return {};
  const password = config.adminPassword ?? generatePassword();
  const now = new Date().toISOString();
  await db
    .insertInto('users')
    .values({
      username: config.adminUsername,
      passwordHash: await hashPassword(password),
      // A dotted domain: the staff form's e-mail rule must accept the seeded account when edited.
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
    return {};
  }
  log.info({ username: config.adminUsername }, 'created the first ADMIN account with a generated password (shown once the server listens)');
  return { generatedAdmin: { username: config.adminUsername, password } };
}

/** The box a first start ends with. */
export function generatedAdminNotice({ username, password }: GeneratedAdmin, loginUrl: string): string {
  const lines = [
    'First ADMIN account created. Write the password down: it is not shown again',
    '(set ADMIN_PASSWORD before the first start to choose it).',
    '',
    `  sign in at: ${loginUrl}`,
    `  username:   ${username}`,
    `  password:   ${password}`,
  ];
  const width = Math.max(...lines.map((l) => l.length));
  const rule = `+${'-'.repeat(width + 2)}+`;
  return `\n${rule}\n${lines.map((l) => `| ${l.padEnd(width)} |`).join('\n')}\n${rule}\n\n`;
}
