import fc from 'fast-check';
import { buildTestApp, freshAddress, type TestApp } from '../../helpers/testApp';
import {
  bogusHeaders,
  contentType,
  encoding,
  hostileEmail,
  hostileText,
  injectOptions,
  rawBodyNoise,
  remoteAddress,
  type HostileRequest,
} from './arbitraries';
import { expectEnvelope, expectHealthy, expectNothingStored, snapshot, stored } from './support';

let t: TestApp;
let seq = 0;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const subscriber = (email: string) => t.app.db.selectFrom('subscribers').selectAll().where('email', '=', email).executeTakeFirst();

/** The text of an HTML page as a reader sees it (the entities our pages use). */
const unescapeHtml = (html: string) =>
  html.replace(/&(lt|gt|quot|#39|#x27|amp);/g, (_m, e: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", '#x27': "'", amp: '&' })[e]!);

/** Query strings that no form would send: broken escapes, repeated and bracketed keys, an encoded surrogate. */
const junkQuery = fc.constantFrom(
  '',
  'email',
  'email=',
  'email=%',
  'email=%zz@x.vn',
  'email=a%ED%A0%80@b.vn',
  'email=%FF%FE@b.vn',
  'email=a%00@b.vn',
  'email=a%0d%0aBcc:%20x@y.vn',
  'email=a@b.vn&email=c@d.vn',
  'email[]=a@b.vn',
  'email[a]=1',
  '__proto__[email]=a@b.vn',
  'constructor=a@b.vn',
  'toString=1&email=a@b.vn',
  `email=${'a'.repeat(5000)}@b.vn`,
  'email=a@b.vn;DROP TABLE subscribers',
  '?email=a@b.vn',
  '&&&&email==a@b.vn',
);

describe('POST /api/news/subscribe?email= under hostile input', () => {
  it('never fails, a refusal stores nothing, and an accepted address is stored trimmed and lower-cased, exactly', async () => {
    const request = fc.record({
      query: fc.oneof(
        { weight: 3, arbitrary: hostileEmail.map((email) => ({ email })) },
        { weight: 2, arbitrary: hostileText(80).map((email) => ({ email })) },
        { weight: 2, arbitrary: junkQuery.map((raw) => ({ raw })) },
      ),
      req: fc.record<HostileRequest>({
        body: fc.oneof({ weight: 3, arbitrary: fc.constant({ kind: 'none' as const }) }, { weight: 1, arbitrary: rawBodyNoise }),
        encoding,
        contentType: fc.oneof(fc.constant(undefined), contentType),
        headers: bogusHeaders,
        remoteAddress,
      }),
    });
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(request, async ({ query, req }) => {
        // A unique prefix keeps every accepted address new, so each acceptance must write.
        const email = 'email' in query ? `${++seq}${query.email}` : undefined;
        const qs = email !== undefined ? `email=${encodeURIComponent(email)}` : (query as { raw: string }).raw;
        const before = await snapshot(t.app, t.dataDir);
        const res = await t.app.inject({ method: 'POST', url: `/api/news/subscribe?${qs}`, ...injectOptions(req) });
        const body = expectEnvelope(res);
        if (res.statusCode !== 200) {
          await expectNothingStored(t.app, t.dataDir, before, qs.slice(0, 80));
        } else if (email !== undefined) {
          accepted += 1;
          expect(body.data).toBe(true);
          const row = await subscriber(stored(email).toLowerCase());
          expect(row).toMatchObject({ unsubscribedAt: null });
          expect(row!.unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{32}$/);
        } else {
          expect(typeof body.data).toBe('boolean');
        }
        await expectHealthy(t.app);
      }),
      { numRuns: 150 },
    );
    expect(accepted).toBeGreaterThan(0);
  });
});

describe('POST /api/news/unsubscribe?token= under hostile input', () => {
  it('never fails; only a real token unsubscribes; its HTML page shows the address as text', async () => {
    // Subscribers whose addresses are markup, so the confirmation pages have something to escape.
    const emails = ['<script>window.__xss=1</script>@x.vn', '"><svg/onload=alert(1)>@x.vn', `it's&amp;"me"@x.vn`, 'nguyen.van.a@congty.vn'];
    for (const email of emails) expect((await t.app.inject({ method: 'POST', url: `/api/news/subscribe?email=${encodeURIComponent(email)}`, remoteAddress: freshAddress() })).statusCode).toBe(200);
    const subs = await t.app.db.selectFrom('subscribers').select(['email', 'unsubscribeToken']).where('email', 'in', emails).execute();
    expect(subs).toHaveLength(emails.length);

    const request = fc.record({
      token: fc.oneof(
        { weight: 3, arbitrary: fc.constantFrom(...subs.map((s) => ({ real: s.email, value: s.unsubscribeToken }))) },
        { weight: 2, arbitrary: fc.stringMatching(/^[A-Za-z0-9_-]{16,128}$/).map((value) => ({ real: null, value })) },
        { weight: 2, arbitrary: hostileText(200).map((value) => ({ real: null, value })) },
        { weight: 1, arbitrary: fc.constantFrom('token', 'token[]=a', 'token=%', 'token=%ED%A0%80', `token=${subs[0]!.unsubscribeToken}&token=x`, '').map((raw) => ({ real: null, raw })) },
      ),
      method: fc.constantFrom('POST', 'GET'),
      accept: fc.constantFrom(undefined, 'text/html', 'text/html,application/xhtml+xml', 'application/json', '*/*', 'text/html;q=0'),
      body: fc.oneof(
        fc.constant<{ payload?: string; type?: string }>({}),
        fc.constant({ payload: 'List-Unsubscribe=One-Click', type: 'application/x-www-form-urlencoded' }),
        fc.constant({ payload: `confirm=1&${'x'.repeat(2000)}`, type: 'application/x-www-form-urlencoded' }),
        fc.tuple(hostileText(100), contentType).map(([payload, type]) => ({ payload, type })),
      ),
      headers: bogusHeaders,
      resubscribe: fc.boolean(),
    });

    await fc.assert(
      fc.asyncProperty(request, async ({ token, method, accept, body, headers, resubscribe }) => {
        const qs = 'raw' in token ? token.raw! : `token=${encodeURIComponent(token.value!)}`;
        const h: Record<string, string> = { ...headers };
        if (accept !== undefined) h.accept = accept;
        if (body.type !== undefined) h['content-type'] = body.type;
        const realBefore = token.real ? await subscriber(token.real) : undefined;
        const before = await snapshot(t.app, t.dataDir);
        const res = await t.app.inject({ method, url: `/api/news/unsubscribe?${qs}`, headers: h, ...(method === 'POST' && body.payload !== undefined ? { payload: body.payload } : {}) });
        expect(res.statusCode).toBeLessThan(500);

        if (String(res.headers['content-type']).startsWith('text/html')) {
          // The confirmation page: shown for real tokens, a 404 page otherwise; markup in the address stays text.
          expect([200, 404]).toContain(res.statusCode);
          expect(res.body).not.toMatch(/<(script|svg|img|iframe)/i);
          if (token.real && res.statusCode === 200) {
            if (/[<>"&]/.test(token.real)) expect(res.body).not.toContain(token.real);
            expect(unescapeHtml(res.body)).toContain(token.real);
          }
        } else {
          expectEnvelope(res);
        }
        const unsubscribed = token.real !== null && method === 'POST' && res.statusCode === 200;
        if (!unsubscribed) {
          // A GET (mail scanners open links), an unknown token or any refusal changes nothing.
          await expectNothingStored(t.app, t.dataDir, before, qs.slice(0, 60));
        } else {
          const after = await subscriber(token.real!);
          expect(after!.unsubscribedAt).not.toBeNull();
          // Unsubscribing twice is harmless: the first time stays the one recorded.
          if (realBefore?.unsubscribedAt) expect(after!.unsubscribedAt).toBe(realBefore.unsubscribedAt);
        }
        // Subscribe again now and then, so that later runs have something to unsubscribe.
        if (token.real && resubscribe) await t.app.inject({ method: 'POST', url: `/api/news/subscribe?email=${encodeURIComponent(token.real)}`, remoteAddress: freshAddress() });
        await expectHealthy(t.app);
      }),
      { numRuns: 120 },
    );
  });
});
