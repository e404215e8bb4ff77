import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { API_MSG, MSG } from '../../src/shared/messages';
import { ADMIN_PASSWORD, JWT_SECRET, bearer, createStaff, tokenMatrix } from '../helpers/testApp';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase';

// A staff route and an admin route guarded exactly as every real route is.
let app: FastifyInstance;
let dataDir: string;
let database: TestDatabase;
let m: Awaited<ReturnType<typeof tokenMatrix>>;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ipsite-guards-'));
  database = await createTestDatabase();
  app = await buildApp({ ...loadConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD, JWT_SECRET, ...database.env }), staticDir: null }, { logger: false });
  app.get('/api/test/staff', { preHandler: app.requireStaff }, async (req) => ({ code: 200, message: 'ok', data: req.user }));
  app.get('/api/test/admin', { preHandler: app.requireAdmin }, async (req) => ({ code: 200, message: 'ok', data: req.user }));
  await app.ready();
  m = await tokenMatrix(app);
});
afterAll(async () => {
  await app.close();
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const call = (url: string, token?: string) => app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe.each([
  ['/api/test/staff', { none: 401, user: 200, admin: 200, expired: 401, tampered: 401 }],
  ['/api/test/admin', { none: 401, user: 403, admin: 200, expired: 401, tampered: 401 }],
  ['/api/auth/me', { none: 401, user: 200, admin: 200, expired: 401, tampered: 401 }],
])('guard matrix on %s', (url, expected) => {
  it('no token', async () => {
    const res = await call(url);
    expect(res.statusCode).toBe(expected.none);
    expect(res.json()).toMatchObject({ code: 401, message: API_MSG.unauthorized, data: null });
  });
  it('USER token', async () => {
    const res = await call(url, m.userToken);
    expect(res.statusCode).toBe(expected.user);
    if (expected.user === 403) expect(res.json()).toMatchObject({ code: 403, message: MSG.common.forbidden });
  });
  it('ADMIN token', async () => expect((await call(url, m.adminToken)).statusCode).toBe(expected.admin));
  it('expired token', async () => {
    const res = await call(url, m.expiredToken);
    expect(res.statusCode).toBe(expected.expired);
    expect(res.json().message).toBe(MSG.common.invalidToken);
  });
  it('tampered token', async () => expect((await call(url, m.tamperedToken)).statusCode).toBe(expected.tampered));
});

it('uses the account’s current role and state, not the token’s claim', async () => {
  await app.db.updateTable('users').set({ role: 'USER' }).where('id', '=', m.admin.id).execute();
  expect((await call('/api/test/admin', m.adminToken)).statusCode).toBe(403);
  await app.db.updateTable('users').set({ active: 'INACTIVE' }).where('id', '=', m.admin.id).execute();
  expect((await call('/api/test/staff', m.adminToken)).statusCode).toBe(401);
});

it('refuses a token signed with another secret and a non-Bearer scheme', async () => {
  const { createTokenService } = await import('../../src/server/lib/tokens');
  const foreign = createTokenService('another-secret-that-is-long-enough-xyz').signAccess({ id: m.admin.id, username: 'x', role: 'ADMIN' }, randomUUID());
  expect((await call('/api/test/staff', foreign)).statusCode).toBe(401);
  const res = await app.inject({ method: 'GET', url: '/api/test/staff', headers: { authorization: `Basic ${m.userToken}` } });
  expect(res.statusCode).toBe(401);
});

it('refuses well-signed tokens that we never issue: without an expiry, or whose subject is not a user id as we write it', async () => {
  const { createSigner } = await import('fast-jwt');
  // A fresh ADMIN: the test above demoted and deactivated the matrix's one.
  const admin = await createStaff(app, { role: 'ADMIN' });
  const claims = { sub: String(admin.id), sid: randomUUID(), username: admin.username, scope: 'ADMIN' };
  const forever = createSigner({ key: JWT_SECRET, algorithm: 'HS256' })(claims);
  expect((await call('/api/test/staff', forever)).statusCode).toBe(401);
  const signLater = createSigner({ key: JWT_SECRET, algorithm: 'HS256', expiresIn: 60_000 });
  for (const sub of [`${admin.id}.0`, `0${admin.id}`, `${admin.id}e0`]) {
    expect((await call('/api/test/admin', signLater({ ...claims, sub }))).statusCode).toBe(401);
  }
  // The same claims as we write them are accepted: the refusals above are about those details.
  expect((await call('/api/test/admin', signLater(claims))).statusCode).toBe(200);
});

// Without the SPA's wildcard route, the router itself refuses these paths: still the envelope.
it('answers router-level errors (overlong parameter, malformed URL) with the envelope', async () => {
  const long = await app.inject(`/api/services/${'x'.repeat(200)}`);
  expect(long.statusCode).toBe(414);
  expect(long.json()).toEqual({ code: 414, message: API_MSG.uriTooLong, data: null });
  const bad = await app.inject('/api/news/%E0%A4%A');
  expect(bad.statusCode).toBe(400);
  expect(bad.json()).toMatchObject({ code: 400, data: null });
});

