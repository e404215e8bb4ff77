import { ADMIN_PASSWORD, bearer, buildTestApp, login, tokenMatrix, type TestApp } from '../helpers/testApp';

/**
 * Answers that carry a token or staff data must not be kept by any cache (a shared proxy, the
 * browser's back/forward or disk cache): `Cache-Control: no-store` on every one of them, set once
 * by the guards and once for the sign-in routes, checked here over the whole route table.
 */

let t: TestApp;
let m: Awaited<ReturnType<typeof tokenMatrix>>;
let routes: Array<{ method: string; url: string }>;

beforeAll(async () => {
  t = await buildTestApp();
  m = await tokenMatrix(t.app);
  const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
  routes = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((method) => ({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, '1') })),
  );
});
afterAll(() => t.close());

const send = (r: { method: string; url: string }, token?: string) =>
  t.app.inject({
    method: r.method as 'GET',
    url: r.url,
    headers: token ? bearer(token) : {},
    payload: r.method === 'GET' || r.method === 'HEAD' || r.method === 'DELETE' ? undefined : {},
  });

const noStore = (res: { headers: Record<string, unknown> }) => /(^|,\s*)no-store(\s*,|$)/.test(String(res.headers['cache-control'] ?? ''));

describe('Cache-Control: no-store', () => {
  it('on every answer of every guarded route, refusals included, whoever asks', async () => {
    const guarded = [];
    for (const r of routes) {
      const anonymous = await send(r);
      if (anonymous.statusCode !== 401) continue;
      guarded.push(r);
      for (const [who, res] of [
        ['nobody', anonymous],
        ['USER', await send(r, m.userToken)],
        ['ADMIN', await send(r, m.adminToken)],
        ['expired', await send(r, m.expiredToken)],
      ] as const) {
        expect({ route: `${r.method} ${r.url}`, who, noStore: noStore(res) }).toEqual({ route: `${r.method} ${r.url}`, who, noStore: true });
      }
    }
    // The staff routes of the route table: customers, notifications, dashboard, users, news, jobs, chat, uploads…
    expect(guarded.length).toBeGreaterThan(30);
    for (const url of ['/api/customer', '/api/notifications', '/api/dashboard', '/api/auth/users', '/api/auth/me']) {
      expect(guarded.map((r) => r.url)).toContain(url);
    }
  });

  it('on the answers that carry tokens: sign-in, refresh, introspection', async () => {
    const signedIn = await login(t.app, 'admin', ADMIN_PASSWORD);
    expect(signedIn.res.statusCode).toBe(200);
    expect(noStore(signedIn.res)).toBe(true);
    const refreshed = await t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken: signedIn.body.data!.refreshToken } });
    expect(refreshed.statusCode).toBe(200);
    expect(noStore(refreshed)).toBe(true);
    const introspected = await t.app.inject({ method: 'POST', url: '/api/auth/introspect', payload: { token: signedIn.body.data!.token } });
    expect(noStore(introspected)).toBe(true);
    const failed = await login(t.app, 'admin', 'not-the-password');
    expect(failed.res.statusCode).toBe(401);
    expect(noStore(failed.res)).toBe(true);
  });

  it('not on public content, which caches keep', async () => {
    const home = await t.app.inject('/api/services/home');
    expect(home.statusCode).toBe(200);
    expect(noStore(home)).toBe(false);
  });
});
