import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { ADMIN_PASSWORD, JWT_SECRET, bearer, createStaff, login } from '../../helpers/testApp';
import { createTestDatabase, type TestDatabase } from '../../helpers/testDatabase';

/**
 * The password-reset route takes the new password in the query string. The app's own logger (not a test logger)
 * must write the request line with that parameter masked. Pino writes to process.stdout itself
 * when stdout.write has been replaced, so the spy below sees exactly what production would print.
 */
let app: FastifyInstance;
let dataDir: string;
let database: TestDatabase;
const lines: string[] = [];
let spy: jest.SpyInstance;

beforeAll(async () => {
  spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ipsite-log-'));
  database = await createTestDatabase();
  const config = { ...loadConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD, JWT_SECRET, LOG_LEVEL: 'info', ...database.env }), staticDir: null };
  app = await buildApp(config);
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.drop();
  spy.mockRestore();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('logs the password-change request with newPassword masked', async () => {
  const secret = 'Secret-Pass-98765';
  const token = (await login(app, 'admin', ADMIN_PASSWORD)).body.data!.token;
  const target = await createStaff(app);
  lines.length = 0;
  const res = await app.inject({ method: 'PUT', url: `/api/auth/users/${target.id}/password?newPassword=${secret}`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  // A refused attempt (too short) is logged too, and masked as well.
  await app.inject({ method: 'PUT', url: `/api/auth/users/${target.id}/password?newPassword=Sh0rt`, headers: bearer(token) });

  const log = lines.join('');
  // The request was logged at all (otherwise the check below would prove nothing)…
  expect(log).toContain(`/api/auth/users/${target.id}/password?newPassword=[redacted]`);
  // …and neither password appears anywhere in it.
  expect(log).not.toContain(secret);
  expect(log).not.toContain('Sh0rt');
});
