import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import type { FastifyInstance } from 'fastify';
import { MSG, LOGIN_MSG } from '../../../src/shared/messages';
import { CHAT_MSG } from '../../../src/shared/messages/chat';
import { DEST } from '../../../src/shared/realtime';
import { NOTIFICATIONS_CLOSE, NOTIFICATIONS_WS_PATH } from '../../../src/shared/types/notifications';
import { publishSessionsEnded } from '../../../src/server/realtime/sessionEvents';
import { buildApp } from '../../../src/server/app';
import { ADMIN_PASSWORD, bearer, buildTestApp, createStaff, login, type TestApp } from '../../helpers/testApp';
import { connectStomp, refusedConnect, type TestStomp } from '../chat/stompTestClient';

/**
 * A sign-in (one refresh-token family) ends with a sign-out, a new password or a deactivation: from
 * then on its refresh token, its access token (every guarded route: 401) and the realtime
 * connections opened with it are refused, on every instance. Real sockets, real SQLite.
 */

const sockets: WebSocket[] = [];
const stomps: TestStomp[] = [];
afterEach(async () => {
  for (const ws of sockets.splice(0)) ws.terminate();
  await Promise.all(stomps.splice(0).map((s) => s.stop()));
});

interface Opened {
  ws: WebSocket;
  closed: Promise<{ code: number; reason: string }>;
}

function openNotifications(port: number, userId: number, token: string): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}${NOTIFICATIONS_WS_PATH}?userId=${userId}&token=${token}`);
    sockets.push(ws);
    const closed = new Promise<{ code: number; reason: string }>((r) => ws.once('close', (code, reason) => r({ code, reason: reason.toString() })));
    ws.once('open', () => resolve({ ws, closed }));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`refused ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

function notificationsRefusal(port: number, userId: number, token: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}${NOTIFICATIONS_WS_PATH}?userId=${userId}&token=${token}`);
    sockets.push(ws);
    ws.once('open', () => reject(new Error('the server accepted the connection')));
    ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
    ws.once('error', () => undefined);
  });
}

async function stomp(base: string, token: string): Promise<TestStomp> {
  const s = await connectStomp(base, { Authorization: `Bearer ${token}` }, 'websocket');
  stomps.push(s);
  return s;
}

async function endedWith(s: TestStomp): Promise<string | undefined> {
  await s.closed;
  return s.errors[0]?.headers.message;
}

/** Every guarded route of the API (the OpenAPI document marks them), with a path parameter filled in. */
function guardedRoutes(app: FastifyInstance): Array<{ method: string; url: string }> {
  const doc = app.swagger() as { paths: Record<string, Record<string, { security?: unknown[] }>> };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([, op]) => Array.isArray(op.security) && op.security.length > 0)
      .map(([method]) => ({ method: method.toUpperCase(), url: path.replace(/\{[^}]+\}/g, '1') })),
  );
}

const refresh = (app: FastifyInstance, refreshToken: string) => app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });
const me = (app: FastifyInstance, token: string) => app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });

describe('a sign-in that ends', () => {
  let t: TestApp;
  let port: number;
  let base: string;

  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
  });
  afterAll(() => t.close());

  async function signIn(user: { username: string; password: string }) {
    const { res, body } = await login(t.app, user.username, user.password);
    expect(res.statusCode).toBe(200);
    return body.data!;
  }

  it('sign-out as the client sends it ({token}) refuses the access token on every guarded route and the refresh token', async () => {
    const pair = await signIn({ username: 'admin', password: ADMIN_PASSWORD });
    expect((await me(t.app, pair.token)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(pair.token), payload: { token: pair.token } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toMatchObject({ code: 200, message: LOGIN_MSG.loggedOut, data: true });

    const routes = guardedRoutes(t.app);
    expect(routes.length).toBeGreaterThan(30);
    for (const r of routes) {
      const res = await t.app.inject({ method: r.method as 'GET', url: r.url, headers: bearer(pair.token), payload: r.method === 'GET' || r.method === 'DELETE' ? undefined : {} });
      expect({ route: `${r.method} ${r.url}`, status: res.statusCode }).toEqual({ route: `${r.method} ${r.url}`, status: 401 });
      expect(res.json()).toMatchObject({ code: 401, message: MSG.common.invalidToken });
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/introspect', payload: { token: pair.token } })).json().data.valid).toBe(false);
    expect((await refresh(t.app, pair.refreshToken)).statusCode).toBe(401);
  });

  it("sign-out names its sign-in by the refresh token too; the account's other sign-ins go on", async () => {
    const staff = await createStaff(t.app, { role: 'ADMIN' });
    const first = await signIn(staff);
    const second = await signIn(staff);
    const third = await signIn(staff);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(first.token), payload: { refreshToken: second.refreshToken } });
    expect(out.statusCode).toBe(200);
    for (const ended of [first, second]) {
      expect((await me(t.app, ended.token)).statusCode).toBe(401);
      expect((await refresh(t.app, ended.refreshToken)).statusCode).toBe(401);
    }
    expect((await me(t.app, third.token)).statusCode).toBe(200);
    expect((await refresh(t.app, third.refreshToken)).statusCode).toBe(200);
  });

  it("another user's tokens named in a sign-out are left alone", async () => {
    const victim = await createStaff(t.app);
    const theirs = await signIn(victim);
    const caller = await signIn({ username: 'admin', password: ADMIN_PASSWORD });
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(caller.token), payload: { token: theirs.token, refreshToken: theirs.refreshToken } });
    expect((await me(t.app, theirs.token)).statusCode).toBe(200);
    expect((await refresh(t.app, theirs.refreshToken)).statusCode).toBe(200);
  });

  it('sign-out closes the realtime connections of that sign-in, refuses new ones, and leaves the other sign-in connected', async () => {
    const staff = await createStaff(t.app, { role: 'ADMIN' });
    const ending = await signIn(staff);
    const staying = await signIn(staff);
    const notes = await openNotifications(port, staff.id, ending.token);
    const chat = await stomp(base, ending.token);
    await chat.subscribe(DEST.adminConversations);
    const otherNotes = await openNotifications(port, staff.id, staying.token);
    const otherChat = await stomp(base, staying.token);

    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(ending.token), payload: { token: ending.token } });
    expect(out.statusCode).toBe(200);

    expect(await notes.closed).toEqual({ code: NOTIFICATIONS_CLOSE.sessionEnded, reason: MSG.common.sessionEnded });
    expect(await endedWith(chat)).toBe(MSG.common.sessionEnded);
    expect(await notificationsRefusal(port, staff.id, ending.token)).toBe(401);
    expect(await refusedConnect(base, { Authorization: `Bearer ${ending.token}` })).toContain(CHAT_MSG.server.badToken);

    await otherChat.subscribe(DEST.adminConversations);
    expect(otherChat.errors).toEqual([]);
    expect(otherNotes.ws.readyState).toBe(WebSocket.OPEN);
  });

  it("an admin's new password for a colleague refuses every sign-in of the colleague at once, connections included", async () => {
    const staff = await createStaff(t.app);
    const a = await signIn(staff);
    const b = await signIn(staff);
    const notes = await openNotifications(port, staff.id, a.token);
    const admin = await signIn({ username: 'admin', password: ADMIN_PASSWORD });
    const res = await t.app.inject({ method: 'PUT', url: `/api/auth/users/${staff.id}/password?newPassword=mat-khau-moi-123`, headers: bearer(admin.token) });
    expect(res.statusCode).toBe(200);
    for (const pair of [a, b]) {
      expect((await me(t.app, pair.token)).statusCode).toBe(401);
      expect((await refresh(t.app, pair.refreshToken)).statusCode).toBe(401);
    }
    expect(await notes.closed).toEqual({ code: NOTIFICATIONS_CLOSE.sessionEnded, reason: MSG.common.sessionEnded });
    expect(await notificationsRefusal(port, staff.id, a.token)).toBe(401);
    // The admin's own sign-in is untouched, and the colleague signs in with the new password.
    expect((await me(t.app, admin.token)).statusCode).toBe(200);
    expect((await login(t.app, staff.username, 'mat-khau-moi-123')).res.statusCode).toBe(200);
  });

  it('an admin who sets their own password keeps the sign-in they did it from; their other sign-ins end', async () => {
    const self = await createStaff(t.app, { role: 'ADMIN' });
    const here = await signIn(self);
    const elsewhere = await signIn(self);
    const res = await t.app.inject({ method: 'PUT', url: `/api/auth/users/${self.id}/password?newPassword=mat-khau-moi-456`, headers: bearer(here.token) });
    expect(res.statusCode).toBe(200);
    expect((await me(t.app, here.token)).statusCode).toBe(200);
    expect((await refresh(t.app, here.refreshToken)).statusCode).toBe(200);
    expect((await me(t.app, elsewhere.token)).statusCode).toBe(401);
    expect((await refresh(t.app, elsewhere.refreshToken)).statusCode).toBe(401);
  });

  it('deactivation ends every sign-in for good: reactivating the account does not bring the old tokens back', async () => {
    const staff = await createStaff(t.app);
    const pair = await signIn(staff);
    const admin = await signIn({ username: 'admin', password: ADMIN_PASSWORD });
    const set = (active: string) => t.app.inject({ method: 'PUT', url: `/api/auth/users/${staff.id}/active?active=${active}`, headers: bearer(admin.token) });
    expect((await set('INACTIVE')).statusCode).toBe(200);
    expect((await me(t.app, pair.token)).statusCode).toBe(401);
    expect((await set('ACTIVE')).statusCode).toBe(200);
    expect((await me(t.app, pair.token)).statusCode).toBe(401);
    expect((await refresh(t.app, pair.refreshToken)).statusCode).toBe(401);
    expect((await login(t.app, staff.username, staff.password)).res.statusCode).toBe(200);
  });

  it('a replayed refresh token ends the sign-in: the access token issued with the stolen one is refused too', async () => {
    const staff = await createStaff(t.app);
    const first = await signIn(staff);
    const rotated = (await refresh(t.app, first.refreshToken)).json().data as { token: string; refreshToken: string };
    expect((await me(t.app, rotated.token)).statusCode).toBe(200);
    expect((await refresh(t.app, first.refreshToken)).statusCode).toBe(401);
    expect((await me(t.app, rotated.token)).statusCode).toBe(401);
  });

  it('a sign-in ended on another instance is refused here once its event arrives through pubsub', async () => {
    const staff = await createStaff(t.app);
    const pair = await signIn(staff);
    const notes = await openNotifications(port, staff.id, pair.token);
    const sid = JSON.parse(Buffer.from(pair.token.split('.')[1]!, 'base64url').toString()).sid as string;
    // What another process does after revoking the family in the shared database: only the event reaches this one.
    await publishSessionsEnded(t.app.pubsub, { userId: staff.id, sessionIds: [sid], allSessions: false });
    expect((await me(t.app, pair.token)).statusCode).toBe(401);
    expect(await notes.closed).toEqual({ code: NOTIFICATIONS_CLOSE.sessionEnded, reason: MSG.common.sessionEnded });
  });

  it('checking a token costs no query once the account is known, however many requests follow', async () => {
    const pair = await signIn({ username: 'admin', password: ADMIN_PASSWORD });
    // The staff list's pages are cached, so a request that reaches the handler runs no query either.
    const list = () => t.app.inject({ method: 'GET', url: '/api/customer?page=0&size=10', headers: bearer(pair.token) });
    expect((await list()).statusCode).toBe(200);
    // Every Kysely query goes through the one executor (statements are prepared once, so prepare() would not count them).
    const queries = jest.spyOn(t.app.db.getExecutor(), 'executeQuery');
    try {
      for (let i = 0; i < 20; i++) expect((await list()).statusCode).toBe(200);
      expect(queries).not.toHaveBeenCalled();
      // The count sees queries: /auth/me reads the account in its handler.
      expect((await me(t.app, pair.token)).statusCode).toBe(200);
      expect(queries).toHaveBeenCalled();
    } finally {
      queries.mockRestore();
    }
  });
});

describe('ended sign-ins survive a restart', () => {
  it('a process started after the sign-out refuses the signed-out access token (it reads the revocations at start)', async () => {
    const t = await buildTestApp();
    let second: FastifyInstance | null = null;
    try {
      const pair = (await login(t.app, 'admin', ADMIN_PASSWORD)).body.data!;
      expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(pair.token), payload: { token: pair.token } })).statusCode).toBe(200);
      // A second process on the same database and secret, as after a restart or behind a load balancer.
      second = await buildApp(t.config, { logger: false });
      await second.ready();
      expect((await me(second, pair.token)).statusCode).toBe(401);
      // A sign-in that did not end is accepted there.
      const other = (await login(second, 'admin', ADMIN_PASSWORD)).body.data!;
      expect((await me(second, other.token)).statusCode).toBe(200);
    } finally {
      await second?.close();
      await t.close();
    }
  });
});
