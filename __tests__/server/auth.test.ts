import { ADMIN_PASSWORD, bearer, buildTestApp, createStaff, freshAddress, login, tokenMatrix, type TestApp } from '../helpers/testApp';
import { LOGIN_MSG } from '../../src/shared/messages';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ LOGIN_MAX_ATTEMPTS: '3' });
});
afterAll(() => t.close());

describe('POST /api/auth/login', () => {
  /** Signs in from `ip` (as the client's address, not the test's loopback); answers the status. */
  const loginFrom = async (ip: string, username: string, password: string) =>
    (await t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: ip, payload: { username, password } })).statusCode;

  it('signs the seeded admin in with a 15-minute JWT and a refresh token', async () => {
    const { res, body } = await login(t.app, 'admin', ADMIN_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(body.code).toBe(200);
    const claims = JSON.parse(Buffer.from(body.data!.token.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ username: 'admin', scope: 'ADMIN' });
    expect(typeof claims.sub).toBe('string');
    expect(claims.exp - claims.iat).toBe(15 * 60);
    expect(body.data!.refreshToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    // Only the hash of the refresh token is stored.
    const stored = await t.app.db.selectFrom('refreshTokens').select('tokenHash').execute();
    expect(stored.map((r) => r.tokenHash)).not.toContain(body.data!.refreshToken);
  });

  it('stores passwords as argon2id hashes', async () => {
    const row = await t.app.db.selectFrom('users').select('passwordHash').where('username', '=', 'admin').executeTakeFirstOrThrow();
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it.each([
    [{}, 'username', LOGIN_MSG.usernameRequired],
    [{ username: 'ab', password: 'secret12' }, 'username', LOGIN_MSG.usernameMin],
    [{ username: 'admin' }, 'password', LOGIN_MSG.passwordRequired],
    [{ username: 'admin', password: '12345' }, 'password', LOGIN_MSG.passwordMin],
    [{ username: 123, password: 'secret12' }, 'username', 'Giá trị không đúng kiểu dữ liệu'],
    [{ username: ['admin'], password: { a: 1 } }, 'username', 'Giá trị không đúng kiểu dữ liệu'],
  ])('refuses %j with 400 and the form’s message', async (payload, field, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, data: null, errors: { [field]: message } });
  });

  it('answers an unknown user and a wrong password alike, with 401', async () => {
    const a = await login(t.app, 'nobody_here', 'whatever1');
    const b = await login(t.app, 'admin', 'wrong-password');
    expect(a.res.statusCode).toBe(401);
    expect(b.res.statusCode).toBe(401);
    expect(a.body.message).toBe(LOGIN_MSG.wrongCredentials);
    expect(b.body.message).toBe(LOGIN_MSG.wrongCredentials);
  });

  it('refuses an INACTIVE account even with the right password', async () => {
    const staff = await createStaff(t.app, { active: 'INACTIVE' });
    const { res, body } = await login(t.app, staff.username, staff.password);
    expect(res.statusCode).toBe(401);
    expect(body.message).toBe(LOGIN_MSG.inactive);
    expect(body.data).toBeNull();
  });

  it('rate-limits failed attempts per IP and username with 429 and a Vietnamese message', async () => {
    const staff = await createStaff(t.app);
    for (let i = 0; i < 3; i++) expect((await login(t.app, staff.username, 'bad-password')).res.statusCode).toBe(401);
    const blocked = await login(t.app, staff.username, staff.password);
    expect(blocked.res.statusCode).toBe(429);
    expect(blocked.body.message).toMatch(/^Bạn đã đăng nhập sai quá nhiều lần\. Vui lòng thử lại sau \d+ giây\.$/);
    expect(Number(blocked.res.headers['retry-after'])).toBeGreaterThan(0);
    // Another username from the same IP is not blocked by this one's failures.
    const other = await createStaff(t.app);
    expect((await login(t.app, other.username, other.password)).res.statusCode).toBe(200);
  });

  it('lets no more wrong passwords through than the limit when they are sent all at once', async () => {
    const staff = await createStaff(t.app);
    const ip = freshAddress();
    const codes = await Promise.all(Array.from({ length: 10 }, () => loginFrom(ip, staff.username, 'bad-password')));
    expect(codes.filter((c) => c === 401)).toHaveLength(3);
    expect(codes.filter((c) => c === 429)).toHaveLength(7);
    expect(await loginFrom(ip, staff.username, staff.password)).toBe(429);
  });

  it('never counts a successful sign-in as a failure, however many come from one address', async () => {
    const staff = await createStaff(t.app);
    const ip = freshAddress();
    // 15 successes, three at a time (an attempt holds its places while its password is checked),
    // more than the address's allowance of failures (4 × 3).
    for (let round = 0; round < 5; round++) {
      const codes = await Promise.all(Array.from({ length: 3 }, () => loginFrom(ip, staff.username, staff.password)));
      expect(codes).toEqual([200, 200, 200]);
    }
    // The address still has its whole allowance: two wrong passwords, then the right one.
    expect([await loginFrom(ip, staff.username, 'bad-password'), await loginFrom(ip, staff.username, 'bad-password')]).toEqual([401, 401]);
    expect(await loginFrom(ip, staff.username, staff.password)).toBe(200);
  });
});

describe('POST /api/auth/refresh', () => {
  it('rotates the refresh token on every use', async () => {
    const first = (await login(t.app, 'admin', ADMIN_PASSWORD)).body.data!;
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: first.refreshToken } });
    expect(res.statusCode).toBe(200);
    const second = res.json().data;
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.token).not.toBe(first.token);
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: second.refreshToken } });
    expect(again.statusCode).toBe(200);
  });

  it('revokes the whole family when a used token is presented again', async () => {
    const first = (await login(t.app, 'admin', ADMIN_PASSWORD)).body.data!;
    const rotated = (await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: first.refreshToken } })).json().data;
    const replay = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: first.refreshToken } });
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe(LOGIN_MSG.refreshInvalid);
    // The legitimate descendant is dead too.
    const descendant = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: rotated.refreshToken } });
    expect(descendant.statusCode).toBe(401);
  });

  it('never rotates one refresh token twice: of two parallel uses one loses, and the sign-in ends', async () => {
    const first = (await login(t.app, 'admin', ADMIN_PASSWORD)).body.data!;
    const results = await Promise.all(
      [0, 1].map(() => t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: first.refreshToken } })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes).toContain(401);
    expect(codes.filter((c) => c === 200).length).toBeLessThanOrEqual(1);
    // The loser is a reuse of the token: the whole sign-in ends, a pair the winner got included. Whether
    // the winner's answer was 200 or 401 depends on which of the two finished first (on PostgreSQL they
    // run side by side); what holds either way is that nothing issued from that token still works.
    for (const won of results.filter((r) => r.statusCode === 200)) {
      const again = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: won.json().data.refreshToken } });
      expect(again.statusCode).toBe(401);
    }
  });

  it('refuses unknown, missing and malformed refresh tokens', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: 'nope' } })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: {} })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: 42 } })).statusCode).toBe(400);
  });

  it('refuses to refresh for an account deactivated since sign-in', async () => {
    const staff = await createStaff(t.app);
    const pair = (await login(t.app, staff.username, staff.password)).body.data!;
    await t.app.db.updateTable('users').set({ active: 'INACTIVE' }).where('id', '=', staff.id).execute();
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: pair.refreshToken } });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(LOGIN_MSG.inactive);
  });
});

describe('POST /api/auth/introspect', () => {
  it('says valid for a good token and not valid for expired, tampered or garbage ones', async () => {
    const m = await tokenMatrix(t.app);
    const valid = async (token: string) =>
      (await t.app.inject({ method: 'POST', url: '/api/auth/introspect', payload: { token } })).json().data.valid;
    expect(await valid(m.adminToken)).toBe(true);
    expect(await valid(m.userToken)).toBe(true);
    expect(await valid(m.expiredToken)).toBe(false);
    expect(await valid(m.tamperedToken)).toBe(false);
    expect(await valid('not.a.jwt')).toBe(false);
  });
});

describe('GET /api/auth/me and POST /api/auth/logout', () => {
  it('returns the signed-in user without the password hash', async () => {
    const { token } = (await login(t.app, 'admin', ADMIN_PASSWORD)).body.data!;
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ username: 'admin', role: 'ADMIN', fullName: 'Quản trị viên' });
    expect(JSON.stringify(res.json())).not.toMatch(/passwordHash|argon2/);
  });

  it('revokes the refresh token on logout', async () => {
    const pair = (await login(t.app, 'admin', ADMIN_PASSWORD)).body.data!;
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(pair.token), payload: { token: pair.token, refreshToken: pair.refreshToken } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ code: 200, data: true });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: pair.refreshToken } });
    expect(res.statusCode).toBe(401);
  });

  it('cannot revoke somebody else’s refresh token', async () => {
    const victim = await createStaff(t.app);
    const victimPair = (await login(t.app, victim.username, victim.password)).body.data!;
    const attacker = (await login(t.app, 'admin', ADMIN_PASSWORD)).body.data!;
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(attacker.token), payload: { refreshToken: victimPair.refreshToken } });
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: victimPair.refreshToken } });
    expect(res.statusCode).toBe(200);
  });
});
