import crypto from 'node:crypto';
import fc from 'fast-check';
import { buildTestApp, createStaff, tokenMatrix, type TestApp } from '../../helpers/testApp';
import { newRefreshToken } from '../../../src/server/lib/tokens';
import { LOGIN_MSG } from '../../../src/shared/messages';
import {
  bogusHeaders,
  contentType,
  encoding,
  field,
  fieldValue,
  hostileObject,
  hostileText,
  injectOptions,
  rawBodyNoise,
  remoteAddress,
  type HostileRequest,
} from './arbitraries';
import { expectEnvelope, expectHealthy, expectNothingStored, snapshot, writes } from './support';

let t: TestApp;
let staff: Awaited<ReturnType<typeof createStaff>>;
let tokens: Awaited<ReturnType<typeof tokenMatrix>>;
let seq = 0;

beforeAll(async () => {
  t = await buildTestApp();
  // A password full of what breaks naive code; it is never trimmed.
  staff = await createStaff(t.app, { role: 'ADMIN', password: ` <script>'; DROP TABLE users; --\u0000 ` });
  tokens = await tokenMatrix(t.app);
});
afterAll(() => t.close());

/** A JSON body most of the time (valid content type and encoding), else noise. */
function request(body: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<HostileRequest> {
  return fc.record({
    body: fc.oneof({ weight: 4, arbitrary: body.map((value) => ({ kind: 'json' as const, value })) }, { weight: 1, arbitrary: rawBodyNoise }),
    encoding,
    contentType: fc.oneof({ weight: 4, arbitrary: fc.constant('application/json') }, { weight: 1, arbitrary: contentType }),
    headers: bogusHeaders,
    remoteAddress,
  });
}

/** A new refresh token of the staff account, minted directly (no argon2). */
async function mintRefresh(userId = staff.id): Promise<string> {
  const { token, hash } = newRefreshToken();
  await t.app.authRepo.insertRefreshToken(userId, crypto.randomUUID(), hash, new Date(Date.now() + 3600_000));
  return token;
}

/** A JWT-looking string: three base64url parts, maybe with a claim a forger would want. */
const fakeJwt = fc
  .tuple(fc.jsonValue({ maxDepth: 2 }), fc.constantFrom({ alg: 'none' }, { alg: 'HS256', typ: 'JWT' }, { alg: 'RS256' }), fc.string({ maxLength: 40 }))
  .map(([claims, header, sig]) => [header, claims].map((p) => Buffer.from(JSON.stringify(p) ?? '').toString('base64url')).join('.') + `.${Buffer.from(sig).toString('base64url')}`);

describe('POST /api/auth/login under hostile input', () => {
  it('never fails; signs in only with the exact password; a refusal stores nothing', async () => {
    const login = hostileObject({
      username: field(fc.oneof({ weight: 3, arbitrary: fc.constantFrom(staff.username, ` ${staff.username}\t`) }, fc.constantFrom(staff.username.toUpperCase(), 'admin')), fieldValue(60)),
      password: field(fc.oneof({ weight: 3, arbitrary: fc.constant(staff.password) }, fc.constantFrom(staff.password.trim(), 'password-123', `${staff.password} `)), fieldValue(250)),
    });
    let signedIn = 0;
    await fc.assert(
      fc.asyncProperty(request(login), async (req) => {
        // A fresh address per run: the sign-in throttle is tested elsewhere.
        const opts = injectOptions({ ...req, remoteAddress: `198.51.${(++seq >> 8) & 255}.${seq & 255}` });
        const before = await snapshot(t.app, t.dataDir);
        const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', ...opts });
        const body = expectEnvelope(res);
        const sent = req.body.kind === 'json' ? (req.body.value as Record<string, unknown>) : undefined;
        if (res.statusCode === 200) {
          signedIn += 1;
          expect(sent?.password).toBe(staff.password);
          expect(typeof sent?.username === 'string' && sent.username.trim()).toBe(staff.username);
          expect(body.data).toMatchObject({ token: expect.any(String), refreshToken: expect.any(String) });
          // One refresh token stored, nothing else.
          expect((await writes(t.app)) - before.writes).toBe(1);
        } else {
          await expectNothingStored(t.app, t.dataDir, before);
          if (res.statusCode === 401) expect([LOGIN_MSG.wrongCredentials, LOGIN_MSG.inactive]).toContain(body.message);
        }
        await expectHealthy(t.app);
      }),
      { numRuns: 50 },
    );
    expect(signedIn).toBeGreaterThan(0);
  });
});

describe('POST /api/auth/refresh under hostile input', () => {
  it('never fails; only a live refresh token rotates; an unknown one stores nothing', async () => {
    const refresh = hostileObject({
      refreshToken: field(fc.constant('LIVE'), fc.oneof(fieldValue(250), fc.stringMatching(/^[A-Za-z0-9_-]{43}$/))),
    });
    let rotated = 0;
    await fc.assert(
      fc.asyncProperty(request(refresh), async (req) => {
        // 'LIVE' stands for a token minted just now (before the snapshot).
        const live = await mintRefresh();
        const value = req.body.kind === 'json' ? (req.body.value as Record<string, unknown>) : undefined;
        const body = value && value.refreshToken === 'LIVE' ? { ...req.body, value: { ...value, refreshToken: live } } : req.body;
        const before = await snapshot(t.app, t.dataDir);
        const res = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', ...injectOptions({ ...req, body }) });
        const env = expectEnvelope(res);
        if (res.statusCode === 200) {
          rotated += 1;
          expect(value?.refreshToken).toBe('LIVE');
          expect(env.data).toMatchObject({ token: expect.any(String), refreshToken: expect.any(String) });
          // The old token is spent: presenting it again is refused.
          const again = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: live } });
          expect(again.statusCode).toBe(401);
        } else {
          await expectNothingStored(t.app, t.dataDir, before);
        }
        await expectHealthy(t.app);
      }),
      { numRuns: 80 },
    );
    expect(rotated).toBeGreaterThan(0);
  });
});

describe('POST /api/auth/introspect under hostile input', () => {
  it('never fails, never writes, and calls only a genuine live token valid', async () => {
    const introspect = hostileObject({
      token: field(fc.constantFrom('ADMIN', 'USER', 'EXPIRED', 'TAMPERED'), fc.oneof(fieldValue(5000), fakeJwt)),
    });
    await fc.assert(
      fc.asyncProperty(request(introspect), async (req) => {
        const named: Record<string, string> = { ADMIN: tokens.adminToken, USER: tokens.userToken, EXPIRED: tokens.expiredToken, TAMPERED: tokens.tamperedToken };
        const value = req.body.kind === 'json' ? (req.body.value as Record<string, unknown>) : undefined;
        const name = typeof value?.token === 'string' && value.token in named ? value.token : undefined;
        const body = name ? { ...req.body, value: { ...value, token: named[name] } } : req.body;
        const before = await snapshot(t.app, t.dataDir);
        const res = await t.app.inject({ method: 'POST', url: '/api/auth/introspect', ...injectOptions({ ...req, body }) });
        const env = expectEnvelope(res);
        await expectNothingStored(t.app, t.dataDir, before);
        if (res.statusCode === 200) expect(env.data).toEqual({ valid: name === 'ADMIN' || name === 'USER' });
        await expectHealthy(t.app);
      }),
      { numRuns: 100 },
    );
  });
});

describe('POST /api/auth/logout under hostile input', () => {
  it('never fails; without a valid token it is 401 and writes nothing; it revokes only the caller’s own refresh token', async () => {
    const logout = hostileObject({
      token: field(hostileText(40), fieldValue(5000)),
      refreshToken: field(fc.constantFrom('OWN', 'OTHER'), fieldValue(250)),
    });
    const authorization = fc.oneof(
      fc.constantFrom('VALID', 'EXPIRED', 'TAMPERED', undefined),
      fakeJwt.map((j) => `Bearer ${j}`),
      hostileText(60).map((s) => s.replace(/[^\x20-\x7e]/g, '')),
    );
    await fc.assert(
      fc.asyncProperty(request(logout), authorization, async (req, auth) => {
        const own = await mintRefresh(tokens.admin.id);
        const other = await mintRefresh(staff.id);
        const value = req.body.kind === 'json' ? (req.body.value as Record<string, unknown>) : undefined;
        const swap = value && (value.refreshToken === 'OWN' || value.refreshToken === 'OTHER');
        const body = swap ? { ...req.body, value: { ...value, refreshToken: value.refreshToken === 'OWN' ? own : other } } : req.body;
        const opts = injectOptions({ ...req, body });
        const named: Record<string, string> = { VALID: tokens.adminToken, EXPIRED: tokens.expiredToken, TAMPERED: tokens.tamperedToken };
        if (auth !== undefined) opts.headers.authorization = auth in named ? `Bearer ${named[auth]}` : auth;
        else delete opts.headers.authorization;
        const before = await snapshot(t.app, t.dataDir);
        const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout', ...opts });
        expectEnvelope(res);
        const revoked = async (tok: string) =>
          (await t.app.db.selectFrom('refreshTokens').select('revokedAt').where('tokenHash', '=', crypto.createHash('sha256').update(tok).digest('hex')).executeTakeFirst())?.revokedAt;
        if (auth !== 'VALID') expect([400, 401, 413, 415]).toContain(res.statusCode);
        // Someone else's refresh token is never revoked by this caller.
        expect(await revoked(other)).toBeNull();
        if (res.statusCode !== 200) await expectNothingStored(t.app, t.dataDir, before);
        await expectHealthy(t.app);
      }),
      { numRuns: 80 },
    );
  });
});
