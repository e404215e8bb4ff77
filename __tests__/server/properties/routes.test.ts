import fc from 'fast-check';
import { buildTestApp, tokenMatrix, type TestApp } from '../../helpers/testApp';
import { anyText, bogusHeaders, contentType, encoding, injectOptions, rawBodyNoise, remoteAddress, type HostileRequest } from './arbitraries';
import { expectEnvelope, expectHealthy, expectNothingStored, snapshot } from './support';

let t: TestApp;
let tokens: Awaited<ReturnType<typeof tokenMatrix>>;
let writeRoutes: Array<{ method: string; path: string }>;

/**
 * The write routes anyone may call (their limits: docs/security.md, "Input limits"). Each has its own property file; this list is
 * checked against the app, so a new public write route cannot go unnoticed.
 */
const PUBLIC_WRITES = [
  'POST /api/auth/login',
  'POST /api/auth/refresh',
  'POST /api/auth/introspect',
  'POST /api/customer',
  'POST /api/news/subscribe',
  'POST /api/news/unsubscribe',
  'POST /api/jobs/{id}/applications',
  'PUT /api/chat/admin/guest/{guestId}/online/{flag}',
  // A chat visitor's contact, page reports and transcript: the guest id is the capability.
  'POST /api/chat/{guestId}/contact',
  'POST /api/chat/{guestId}/visit',
  'POST /api/chat/{guestId}/transcript',
  'POST /api/chat/{guestId}/attachments',
];

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await tokenMatrix(t.app);
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  writeRoutes = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops)
      .filter((m) => ['post', 'put', 'patch', 'delete'].includes(m))
      .map((m) => ({ method: m.toUpperCase(), path })),
  );
});
afterAll(() => t.close());

/** Percent-encodes any text for a URL; a lone surrogate becomes its (invalid) UTF-8-style bytes. */
const pct = (s: string) =>
  s
    .split(/(\p{Cs})/u)
    .map((p) => (/^\p{Cs}$/u.test(p) ? '%ED%A0%80' : encodeURIComponent(p)))
    .join('');

const pathParam = fc.oneof(
  fc.constantFrom('1', '2', '0', '-1', '99999999', '1e3', '1.5', 'abc', 'null', '%00', '%', '%E0%A4%A', '..', '%2e%2e%2f', `guest-${'a'.repeat(32)}`, 'true', 'false', 'high', 'x'.repeat(600)),
  anyText(40).map(pct),
);

const fill = (path: string, values: string[]) => {
  let i = 0;
  return path.replace(/\{[^}]+\}/g, () => values[i++ % values.length] ?? '1');
};

const query = fc.oneof(
  fc.constant(''),
  fc.constantFrom('?status=COMPLETED', '?status=<script>', '?email=a@b.vn', '?token=x', '?a[b][c]=1', '?__proto__[x]=1', '?%zz=%', '?status=NEW&status=DONE'),
  anyText(30).map((s) => `?q=${pct(s)}`),
);

describe('every write route under hostile input', () => {
  it('the routes anyone may write to are exactly the known public ones', async () => {
    const open: string[] = [];
    for (const r of writeRoutes) {
      const res = await t.app.inject({ method: r.method, url: fill(r.path, ['1']), payload: {} });
      expectEnvelope(res);
      if (res.statusCode !== 401) open.push(`${r.method} ${r.path}`);
    }
    expect(open.sort()).toEqual([...PUBLIC_WRITES].sort());
    expect(writeRoutes.length).toBeGreaterThan(PUBLIC_WRITES.length);
  });

  it('never fails; without a valid staff token a staff route answers 401 and writes nothing', async () => {
    const request = fc.record({
      route: fc.integer({ min: 0, max: 10_000 }),
      params: fc.array(pathParam, { minLength: 3, maxLength: 3 }),
      query,
      auth: fc.constantFrom('none', 'expired', 'tampered', 'garbage', 'user', 'admin'),
      req: fc.record<HostileRequest>({
        body: rawBodyNoise,
        encoding,
        contentType: fc.oneof(fc.constant('application/json'), contentType),
        headers: bogusHeaders,
        remoteAddress,
      }),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ route, params, query: q, auth, req }) => {
        const r = writeRoutes[route % writeRoutes.length]!;
        const opts = injectOptions(req);
        const bearer = { expired: tokens.expiredToken, tampered: tokens.tamperedToken, garbage: 'x.y.z', user: tokens.userToken, admin: tokens.adminToken, none: '' }[auth];
        if (bearer) opts.headers.authorization = `Bearer ${bearer}`;
        else delete opts.headers.authorization;
        const isPublic = PUBLIC_WRITES.includes(`${r.method} ${r.path}`);
        const before = await snapshot(t.app, t.dataDir);
        const res = await t.app.inject({ method: r.method, url: fill(r.path, params) + q, ...opts });
        expectEnvelope(res);
        if (!isPublic && (auth === 'none' || auth === 'expired' || auth === 'tampered' || auth === 'garbage')) {
          // Bodies are parsed before the guard runs: a body Fastify cannot read may be refused first;
          // a '..' parameter may also turn the path into one no route has (404).
          expect([400, 401, 404, 413, 414, 415]).toContain(res.statusCode);
        }
        // Admin-only routes refuse a USER token.
        if (auth === 'user' && /^\/api\/(chat\/admin\/conversations|auth\/users)/.test(r.path)) expect(res.statusCode).not.toBe(200);
        if (res.statusCode !== 200) await expectNothingStored(t.app, t.dataDir, before, `${r.method} ${r.path} ${res.statusCode}`);
        await expectHealthy(t.app);
      }),
      { numRuns: 250 },
    );
  });
});

describe('PUT /api/chat/admin/guest/{guestId}/online/{flag} (public presence)', () => {
  it('never fails; only a well-formed guest id and flag are accepted; nothing is ever written', async () => {
    // Three guests with a conversation (presence is recorded on it) and any other well-formed id.
    const known = ['1', '2', '3'].map((c) => `guest-${c.repeat(32)}`);
    for (const guestId of known) await t.app.chat.postMessage({ guestId, content: 'Xin chào', senderType: 'GUEST', adminId: null, tempId: null });
    const validGuest = fc.oneof(fc.constantFrom(...known), fc.stringMatching(/^[0-9a-f]{32}$/).map((h) => `guest-${h}`));
    const request = fc.record({
      guestId: fc.oneof({ weight: 2, arbitrary: validGuest.map((g) => ({ raw: g, valid: true })) }, pathParam.map((raw) => ({ raw, valid: false }))),
      flag: fc.oneof({ weight: 2, arbitrary: fc.constantFrom('true', 'false').map((raw) => ({ raw, valid: true })) }, pathParam.map((raw) => ({ raw, valid: ['true', 'false'].includes(raw) }))),
      req: fc.record<HostileRequest>({ body: rawBodyNoise, encoding, contentType, headers: bogusHeaders, remoteAddress }),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ guestId, flag, req }) => {
        const before = await snapshot(t.app, t.dataDir);
        const res = await t.app.inject({ method: 'PUT', url: `/api/chat/admin/guest/${guestId.raw}/online/${flag.raw}`, ...injectOptions(req) });
        const body = expectEnvelope(res);
        if (!guestId.valid && !/^guest-[0-9a-f]{32}$/.test(guestId.raw)) expect(res.statusCode).not.toBe(200);
        if (!flag.valid) expect(res.statusCode).not.toBe(200);
        // Presence follows live chat connections only, and none is open here: every guest is offline.
        if (res.statusCode === 200) expect(body.data).toBe(false);
        // Accepted or refused, the call writes nothing (a stranger cannot raise a guest).
        await expectNothingStored(t.app, t.dataDir, before);
        await expectHealthy(t.app);
      }),
      { numRuns: 100 },
    );
  });
});
