import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { API_MSG, MSG } from '../../../src/shared/messages';
import { bearer, buildTestApp, createStaff, tokenMatrix, type TestApp } from '../../helpers/testApp';

let t: TestApp;
let m: Awaited<ReturnType<typeof tokenMatrix>>;
beforeAll(async () => {
  t = await buildTestApp();
  m = await tokenMatrix(t.app);
});
afterAll(() => t.close());

let seq = 0;
/** Each route with a request that an ADMIN may make (a fresh target account where it writes). */
const routes: Array<[string, () => Promise<InjectOptions>]> = [
  ['GET /auth/users', async () => ({ method: 'GET', url: '/api/auth/users' })],
  [
    'POST /auth/users',
    async () => {
      seq += 1;
      return {
        method: 'POST',
        url: '/api/auth/users',
        payload: { username: `matrix_${seq}`, password: 'secret-1', email: `matrix${seq}@example.vn`, fullName: 'Người thử', phoneNumber: '', position: '', role: 'USER' },
      };
    },
  ],
  [
    'PUT /auth/users/{id}',
    async () => {
      const u = await createStaff(t.app);
      return { method: 'PUT', url: `/api/auth/users/${u.id}`, payload: { username: u.username, email: `${u.username}@example.vn`, fullName: 'Tên mới', role: 'USER' } };
    },
  ],
  ['PUT /auth/users/{id}/role', async () => ({ method: 'PUT', url: `/api/auth/users/${(await createStaff(t.app)).id}/role?role=ADMIN` })],
  ['PUT /auth/users/{id}/active', async () => ({ method: 'PUT', url: `/api/auth/users/${(await createStaff(t.app)).id}/active?active=INACTIVE` })],
  ['PUT /auth/users/{id}/password', async () => ({ method: 'PUT', url: `/api/auth/users/${(await createStaff(t.app)).id}/password?newPassword=brand-new-1` })],
];

describe.each(routes)('%s (ADMIN only)', (_name, request) => {
  const send = async (headers: Record<string, string>) => t.app.inject({ ...(await request()), headers });

  it('answers 401 without a token', async () => {
    const res = await send({});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 401, message: API_MSG.unauthorized, data: null });
  });

  it('answers 403 to a USER', async () => {
    const res = await send(bearer(m.userToken));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 403, message: MSG.common.forbidden, data: null });
  });

  it('answers 200 to an ADMIN', async () => {
    const res = await send(bearer(m.adminToken));
    expect(res.statusCode).toBe(200);
    expect(res.json().code).toBe(200);
    expect(res.body).not.toMatch(/passwordHash|\$argon2/);
  });

  it('answers 401 to an expired token', async () => {
    const res = await send(bearer(m.expiredToken));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MSG.common.invalidToken);
  });

  it('answers 401 to a tampered token', async () => {
    const res = await send(bearer(m.tamperedToken));
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(MSG.common.invalidToken);
  });
});

it('refuses at once an ADMIN demoted since the token was issued (role read from the account)', async () => {
  const a = await createStaff(t.app, { role: 'ADMIN' });
  const token = t.app.tokens.signAccess({ id: a.id, username: a.username, role: 'ADMIN' }, randomUUID());
  await t.app.db.updateTable('users').set({ role: 'USER' }).where('id', '=', a.id).execute();
  const res = await t.app.inject({ method: 'GET', url: '/api/auth/users', headers: bearer(token) });
  expect(res.statusCode).toBe(403);
});

it('writes nothing when a USER tries to create an account', async () => {
  const before = await t.app.db.selectFrom('users').select('id').execute();
  await t.app.inject({
    method: 'POST',
    url: '/api/auth/users',
    headers: bearer(m.userToken),
    payload: { username: 'sneaky', password: 'secret-1', email: 'sneaky@example.vn', fullName: 'Kẻ lạ', role: 'ADMIN' },
  });
  expect(await t.app.db.selectFrom('users').select('id').execute()).toHaveLength(before.length);
});

it('describes every users route in the OpenAPI document', async () => {
  const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
  expect(res.statusCode).toBe(200);
  const paths = Object.keys(res.json().paths);
  for (const p of ['/api/auth/users', '/api/auth/users/{id}', '/api/auth/users/{id}/role', '/api/auth/users/{id}/active', '/api/auth/users/{id}/password']) {
    expect(paths).toContain(p);
  }
});
