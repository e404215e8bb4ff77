import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import { hashPassword } from '../../src/server/lib/passwords';
import type { Role, ActiveState } from '../../src/shared/constants';
import { createTestDatabase, type TestDatabase } from './testDatabase';

export const ADMIN_PASSWORD = 'admin-secret-1';
export const JWT_SECRET = 'test-secret-that-is-long-enough-0123456789';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

/** The database of each DATA_DIR a test app was built on: an app given the DATA_DIR of another (a restart) gets its database too. */
const databases = new Map<string, TestDatabase>();

/**
 * A fresh app on a fresh database in a temporary DATA_DIR (one per test file): a SQLite file, or
 * with TEST_DATABASE=postgres a PostgreSQL database of its own (testDatabase.ts), dropped on close.
 * `env.DATA_DIR` of an earlier app's dataDir restarts on that app's data.
 */
export async function buildTestApp(env: Record<string, string> = {}, configOverrides: Partial<Config> = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ipsite-test-'));
  // A database the caller made (several instances on one PostgreSQL database) is the caller's to drop.
  const given = env.DATABASE_URL ? { env: {}, drop: async () => undefined } : undefined;
  const reused = given ?? (env.DATA_DIR ? databases.get(env.DATA_DIR) : undefined);
  const database = reused ?? (await createTestDatabase());
  if (!reused) databases.set(dataDir, database);
  const close = async (app?: FastifyInstance) => {
    await app?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (!reused) {
      databases.delete(dataDir);
      await database.drop();
    }
  };
  try {
    const config: Config = {
      ...loadConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD, JWT_SECRET, LOG_LEVEL: 'silent', ...database.env, ...env }),
      staticDir: null,
      ssrBundle: null,
      ...configOverrides,
    };
    const app = await buildApp(config, { logger: false });
    await app.ready();
    return { app, config, dataDir, close: () => close(app) };
  } catch (err) {
    await close();
    throw err;
  }
}

let userSeq = 0;

/** Inserts a staff account directly (the admin API is another issue's). */
export async function createStaff(
  app: FastifyInstance,
  { role = 'USER', active = 'ACTIVE', password = 'password-123' }: { role?: Role; active?: ActiveState; password?: string } = {},
) {
  userSeq += 1;
  const username = `staff_${role.toLowerCase()}_${userSeq}`;
  const now = new Date().toISOString();
  const row = await app.db
    .insertInto('users')
    .values({
      username,
      passwordHash: await hashPassword(password),
      email: `${username}@example.vn`,
      fullName: `Nhân viên ${userSeq}`,
      phoneNumber: '0901 234 567',
      position: 'Chuyên viên',
      role,
      active,
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, username, password, role };
}

export async function login(app: FastifyInstance, username: string, password: string) {
  const res = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } });
  return { res, body: res.json() as { code: number; message: string; data: { token: string; refreshToken: string } | null } };
}

/**
 * Access tokens for the role matrix: none, USER, ADMIN, expired and tampered. Every staff/admin
 * route test runs through all five.
 */
export async function tokenMatrix(app: FastifyInstance) {
  const user = await createStaff(app, { role: 'USER' });
  const admin = await createStaff(app, { role: 'ADMIN' });
  const userToken = app.tokens.signAccess({ id: user.id, username: user.username, role: 'USER' }, randomUUID());
  const adminToken = app.tokens.signAccess({ id: admin.id, username: admin.username, role: 'ADMIN' }, randomUUID());
  const { createTokenService } = await import('../../src/server/lib/tokens');
  const expiredToken = createTokenService(JWT_SECRET, 900, Date.now() - 3600_000).signAccess({ id: admin.id, username: admin.username, role: 'ADMIN' }, randomUUID());
  // Same header and signature, payload edited to claim ADMIN for the USER account.
  const [h, , s] = userToken.split('.');
  const claims = JSON.parse(Buffer.from(userToken.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
  const forged = Buffer.from(JSON.stringify({ ...claims, scope: 'ADMIN', exp: 9999999999 })).toString('base64url');
  const tamperedToken = `${h}.${forged}.${s}`;
  return { user, admin, userToken, adminToken, expiredToken, tamperedToken };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

let addressSeq = 0;
/**
 * A client address no other request of the run used (198.18.0.0/15, set aside for tests): the
 * public writes are limited per address, and a test about something else sends each request
 * from its own, as many visitors would.
 */
export function freshAddress(): string {
  addressSeq += 1;
  return `198.${18 + (addressSeq >> 16)}.${(addressSeq >> 8) & 255}.${addressSeq & 255}`;
}
