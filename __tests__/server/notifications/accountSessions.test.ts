import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { MSG } from '../../../src/shared/messages';
import { CHAT_MSG } from '../../../src/shared/messages/chat';
import { DEST } from '../../../src/shared/realtime';
import { NOTIFICATIONS_CLOSE, NOTIFICATIONS_WS_PATH } from '../../../src/shared/types/notifications';
import { createTokenService } from '../../../src/server/lib/tokens';
import { bearer, buildTestApp, createStaff, JWT_SECRET, tokenMatrix, type TestApp } from '../../helpers/testApp';
import { connectStomp, refusedConnect, type TestStomp } from '../chat/stompTestClient';

/**
 * An open realtime connection follows its account: the notifications socket and the staff STOMP
 * session close when the account is deactivated, demoted or gets a new password, and when the
 * access token they were opened with expires. Real sockets, real SQLite.
 */

interface Opened {
  ws: WebSocket;
  closed: Promise<{ code: number; reason: string }>;
  messages: unknown[];
}

const sockets: WebSocket[] = [];
const stomps: TestStomp[] = [];

afterEach(async () => {
  for (const ws of sockets.splice(0)) ws.terminate();
  await Promise.all(stomps.splice(0).map((s) => s.stop()));
});

function openNotifications(port: number, userId: number, token: string): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}${NOTIFICATIONS_WS_PATH}?userId=${userId}&token=${token}`);
    sockets.push(ws);
    const messages: unknown[] = [];
    ws.on('message', (data) => messages.push(JSON.parse(String(data))));
    const closed = new Promise<{ code: number; reason: string }>((r) => ws.once('close', (code, reason) => r({ code, reason: reason.toString() })));
    ws.once('open', () => resolve({ ws, closed, messages }));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`refused ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

/** The status of a refused notifications upgrade. */
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

/** The message of the ERROR frame that ended a session (once the server has closed it). */
async function endedWith(s: TestStomp): Promise<string | undefined> {
  await s.closed;
  return s.errors[0]?.headers.message;
}

/** A round trip through the session: the RECEIPT of a subscription proves it is still served. */
const stillServed = (s: TestStomp) => s.subscribe(DEST.errors);

describe('an open connection follows its account', () => {
  let t: TestApp;
  let port: number;
  let base: string;
  let m: Awaited<ReturnType<typeof tokenMatrix>>;
  let serviceId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    m = await tokenMatrix(t.app);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    base = `http://127.0.0.1:${port}`;
    serviceId = (await t.app.inject({ method: 'GET', url: '/api/service/list' })).json().data[0].id;
  });
  afterAll(() => t.close());

  const signed = (u: { id: number; username: string; role: 'USER' | 'ADMIN' }) => t.app.tokens.signAccess(u, randomUUID());
  const asAdmin = (method: 'PUT', url: string, payload?: object) => t.app.inject({ method, url, headers: bearer(m.adminToken), payload });

  it("deactivating a member of staff closes that user's notifications socket and STOMP session, not another user's", async () => {
    const target = await createStaff(t.app, { role: 'ADMIN' });
    const token = signed(target);
    const other = await createStaff(t.app, { role: 'ADMIN' });
    const otherToken = signed(other);

    const mine = await openNotifications(port, target.id, token);
    const myChat = await stomp(base, token);
    await myChat.subscribe(DEST.adminConversations);
    const theirs = await openNotifications(port, other.id, otherToken);
    const theirChat = await stomp(base, otherToken);
    await theirChat.subscribe(DEST.adminConversations);

    const res = await asAdmin('PUT', `/api/auth/users/${target.id}/active?active=INACTIVE`);
    expect(res.statusCode).toBe(200);

    expect(await mine.closed).toEqual({ code: NOTIFICATIONS_CLOSE.sessionEnded, reason: MSG.common.sessionEnded });
    expect(await endedWith(myChat)).toBe(MSG.common.sessionEnded);

    // The other member of staff is still connected and still served on both.
    expect(theirs.ws.readyState).toBe(WebSocket.OPEN);
    await stillServed(theirChat);
    expect(theirChat.errors).toEqual([]);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/customer',
      payload: { name: 'Lý Thị Mai', phone: '0912 345 678', email: 'mai@congty.vn', serviceId, description: 'Bản quyền tác giả' },
    });
    expect(created.statusCode).toBe(200);
    while (theirs.messages.length === 0) await new Promise((r) => setTimeout(r, 10));
    expect(theirs.messages[0]).toMatchObject({ customerServiceName: 'Lý Thị Mai' });

    // Coming back with the same, unexpired token is refused: the account is read afresh, not from a stale cache.
    expect(await notificationsRefusal(port, target.id, token)).toBe(401);
    expect(await refusedConnect(base, { Authorization: `Bearer ${token}` })).toContain(CHAT_MSG.server.badToken);
  });

  it('demoting an ADMIN ends their admin chat subscriptions, and a USER cannot take them again', async () => {
    const target = await createStaff(t.app, { role: 'ADMIN' });
    const token = signed(target);
    const notes = await openNotifications(port, target.id, token);
    const chat = await stomp(base, token);
    const before = t.app.stompBroker.subscriptionCount(DEST.adminConversations);
    await chat.subscribe(DEST.adminConversations);
    await chat.subscribe(DEST.adminUserStatus);
    expect(t.app.stompBroker.subscriptionCount(DEST.adminConversations)).toBe(before + 1);

    const res = await asAdmin('PUT', `/api/auth/users/${target.id}/role?role=USER`);
    expect(res.statusCode).toBe(200);

    expect(await endedWith(chat)).toBe(MSG.common.sessionEnded);
    expect(await notes.closed).toEqual({ code: NOTIFICATIONS_CLOSE.sessionEnded, reason: MSG.common.sessionEnded });
    expect(t.app.stompBroker.subscriptionCount(DEST.adminConversations)).toBe(before);

    // The token is still valid (the account is active) but the role is read from the account.
    const again = await stomp(base, token);
    void again.subscribe(DEST.adminConversations);
    expect(await endedWith(again)).toBe(CHAT_MSG.server.forbiddenDestination);
    // The notifications socket is for every member of staff: a USER may reconnect.
    const back = await openNotifications(port, target.id, token);
    expect(back.ws.readyState).toBe(WebSocket.OPEN);
  });

  it.each([
    ['a new password', (id: number) => asAdmin('PUT', `/api/auth/users/${id}/password?newPassword=mat-khau-moi-123`)],
    [
      'an edit that changes the role',
      (id: number, username: string) =>
        asAdmin('PUT', `/api/auth/users/${id}`, { username, email: `${username}@example.vn`, fullName: 'Nhân viên đổi quyền', role: 'ADMIN' }),
    ],
  ])('%s ends the realtime connections too', async (_name, change) => {
    const target = await createStaff(t.app, { role: 'USER' });
    const token = signed(target);
    const notes = await openNotifications(port, target.id, token);
    const chat = await stomp(base, token);
    expect((await change(target.id, target.username)).statusCode).toBe(200);
    expect(await notes.closed).toEqual({ code: NOTIFICATIONS_CLOSE.sessionEnded, reason: MSG.common.sessionEnded });
    expect(await endedWith(chat)).toBe(MSG.common.sessionEnded);
  });

  it('an edit that keeps the role keeps the connections', async () => {
    const target = await createStaff(t.app, { role: 'USER' });
    const token = signed(target);
    const notes = await openNotifications(port, target.id, token);
    const chat = await stomp(base, token);
    const res = await asAdmin('PUT', `/api/auth/users/${target.id}`, {
      username: target.username,
      email: `${target.username}@example.vn`,
      fullName: 'Nhân viên đổi tên',
      role: 'USER',
    });
    expect(res.statusCode).toBe(200);
    await stillServed(chat);
    expect(chat.errors).toEqual([]);
    expect(notes.ws.readyState).toBe(WebSocket.OPEN);
  });

  it('an account whose sessions end while its token is being checked does not stay connected', async () => {
    const target = await createStaff(t.app, { role: 'ADMIN' });
    const token = signed(target);
    // The event arrives between the start of the check and the connection's registration.
    const { publishSessionsEnded } = await import('../../../src/server/realtime/sessionEvents');
    const original = t.app.authenticateSession;
    const spy = jest.spyOn(t.app, 'authenticateSession').mockImplementation(async (tok) => {
      const result = await original(tok);
      await publishSessionsEnded(t.app.pubsub, { userId: target.id, sessionIds: [], allSessions: true });
      return result;
    });
    try {
      const notes = await openNotifications(port, target.id, token);
      expect(await notes.closed).toEqual({ code: NOTIFICATIONS_CLOSE.sessionEnded, reason: MSG.common.sessionEnded });
      expect(await refusedConnect(base, { Authorization: `Bearer ${token}` })).toContain(MSG.common.sessionEnded);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('an access token that expires', () => {
  let t: TestApp;
  let port: number;

  beforeAll(async () => {
    // Access tokens live 2 s in this app.
    t = await buildTestApp({}, { accessTokenTtlSeconds: 2 });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('closes the notifications socket and the STOMP session it opened, and a fresh token connects again', async () => {
    const staff = await createStaff(t.app, { role: 'ADMIN' });
    // `exp` counts whole seconds: signed just after a second begins, the token lives almost the full 2 s.
    while (Date.now() % 1000 > 50) await new Promise((r) => setTimeout(r, 5));
    const token = t.app.tokens.signAccess(staff, randomUUID());
    const [notes, chat] = await Promise.all([openNotifications(port, staff.id, token), stomp(`http://127.0.0.1:${port}`, token)]);
    await chat.subscribe(DEST.adminConversations);

    expect(await notes.closed).toEqual({ code: NOTIFICATIONS_CLOSE.tokenExpired, reason: MSG.common.sessionExpired });
    expect(await endedWith(chat)).toBe(MSG.common.sessionExpired);

    // The client's reconnect path: a renewed token is accepted at once.
    const fresh = createTokenService(JWT_SECRET).signAccess(staff, randomUUID());
    const back = await openNotifications(port, staff.id, fresh);
    expect(back.ws.readyState).toBe(WebSocket.OPEN);
    const chatBack = await stomp(`http://127.0.0.1:${port}`, fresh);
    await stillServed(chatBack);
  });
});
