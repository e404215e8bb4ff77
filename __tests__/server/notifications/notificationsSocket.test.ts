import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { API_MSG, MSG } from '../../../src/shared/messages';
import { NOTIFICATIONS_WS_PATH } from '../../../src/shared/types/notifications';
import { bearer, buildTestApp, createStaff, freshAddress, tokenMatrix, type TestApp } from '../../helpers/testApp';

let t: TestApp;
let m: Awaited<ReturnType<typeof tokenMatrix>>;
let base: string;
let serviceId: number;
const opened: WebSocket[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  m = await tokenMatrix(t.app);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  serviceId = (await t.app.inject({ method: 'GET', url: '/api/service/list' })).json().data[0].id;
});
afterEach(() => {
  for (const ws of opened.splice(0)) ws.terminate();
});
afterAll(() => t.close());

const url = (query: Record<string, string | number>) =>
  `${base}${NOTIFICATIONS_WS_PATH}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`;

/** Opens a socket and resolves once the server accepted it, with every message it receives. */
function connect(query: Record<string, string | number>): Promise<{ ws: WebSocket; messages: unknown[]; next: () => Promise<unknown> }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url(query));
    opened.push(ws);
    const messages: unknown[] = [];
    const waiting: ((m: unknown) => void)[] = [];
    ws.on('message', (data) => {
      const msg = JSON.parse(String(data));
      const w = waiting.shift();
      if (w) w(msg);
      else messages.push(msg);
    });
    const next = () => (messages.length ? Promise.resolve(messages.shift()) : new Promise<unknown>((r) => waiting.push(r)));
    ws.once('open', () => resolve({ ws, messages, next }));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`refused ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

/** The HTTP status and envelope with which an upgrade is refused. */
function refusal(query: Record<string, string | number>): Promise<{ status: number; body: { code: number; message: string } }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url(query));
    opened.push(ws);
    ws.once('open', () => reject(new Error('the server accepted the connection')));
    ws.once('unexpected-response', (_req, res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    ws.once('error', () => undefined);
  });
}

describe('/api/raw-ws/notifications', () => {
  it('delivers a new consultation request to two staff connections at once', async () => {
    const a = await connect({ userId: m.user.id, token: m.userToken });
    const b = await connect({ userId: m.admin.id, token: m.adminToken });
    await new Promise((r) => setTimeout(r, 20));
    expect(t.app.notificationsSocket!.size()).toBe(2);

    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer',
      payload: { name: 'Phạm Minh Đức', phone: '0987 654 321', email: 'duc@congty.vn', serviceId, description: 'Đăng ký nhãn hiệu' },
    });
    expect(res.statusCode).toBe(200);
    const stored = await t.app.db.selectFrom('notifications').selectAll().where('customerRequestId', '=', res.json().data.id).executeTakeFirstOrThrow();
    const expected = { id: stored.id, customerRequestId: res.json().data.id, customerServiceName: 'Phạm Minh Đức', serviceName: stored.serviceName, createdAt: stored.createdAt, read: false };
    expect(await a.next()).toEqual(expected);
    expect(await b.next()).toEqual(expected);
  });

  it('does not push a double submit twice', async () => {
    const a = await connect({ userId: m.user.id, token: m.userToken });
    const payload = { name: 'Hồ Thị Giang', phone: '0911 222 333', email: 'giang@congty.vn', serviceId };
    await t.app.inject({ method: 'POST', url: '/api/customer', payload });
    await t.app.inject({ method: 'POST', url: '/api/customer', payload });
    const first = (await a.next()) as { customerRequestId: number };
    expect(first).toMatchObject({ customerServiceName: 'Hồ Thị Giang' });
    expect(await a.next()).toEqual({ type: 'customerRequestChanged', customerRequestId: first.customerRequestId, change: 'created', byUserId: null });
    await new Promise((r) => setTimeout(r, 50));
    expect(a.messages).toEqual([]);
  });

  it('pushes each staff change of a request to every staff socket, without a bell item', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/customer',
      remoteAddress: freshAddress(),
      payload: { name: 'Trịnh Công Sơn', phone: '0912 000 111', email: 'son@congty.vn', serviceId },
    });
    const id = created.json().data.id as number;
    const watcher = await connect({ userId: m.admin.id, token: m.adminToken });
    // A USER account's socket hears them as an ADMIN's does, its own changes included.
    const colleague = await connect({ userId: m.user.id, token: m.userToken });
    const notificationsBefore = await t.app.db.selectFrom('notifications').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const change = (kind: string, byUserId: number) => ({ type: 'customerRequestChanged', customerRequestId: id, change: kind, byUserId });

    const status = await t.app.inject({ method: 'PUT', url: `/api/customer/status/${id}?status=PROCESSING`, headers: bearer(m.userToken) });
    expect(status.statusCode).toBe(200);
    expect(await watcher.next()).toEqual(change('status', m.user.id));
    const note = await t.app.inject({ method: 'POST', url: `/api/customer/note/${id}`, headers: bearer(m.userToken), payload: { body: 'Đã gọi điện, hẹn gặp thứ Hai' } });
    expect(note.statusCode).toBe(200);
    expect(await watcher.next()).toEqual(change('note', m.user.id));
    const assign = await t.app.inject({ method: 'PUT', url: `/api/customer/assignee/${id}`, headers: bearer(m.adminToken), payload: { assigneeId: m.user.id } });
    expect(assign.statusCode).toBe(200);
    expect(await watcher.next()).toEqual(change('assignee', m.admin.id));
    expect([await colleague.next(), await colleague.next(), await colleague.next()]).toEqual([change('status', m.user.id), change('note', m.user.id), change('assignee', m.admin.id)]);

    // Neither the customer's data nor a stored notification: the change is a hint to reload.
    const notificationsAfter = await t.app.db.selectFrom('notifications').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(notificationsAfter.n)).toBe(Number(notificationsBefore.n));
  });

  it('pushes nothing for a refused change', async () => {
    const watcher = await connect({ userId: m.user.id, token: m.userToken });
    const refused = [
      await t.app.inject({ method: 'PUT', url: '/api/customer/status/1?status=PROCESSING' }),
      await t.app.inject({ method: 'PUT', url: '/api/customer/status/1?status=PROCESSING', headers: bearer(m.expiredToken) }),
      await t.app.inject({ method: 'POST', url: '/api/customer/note/1', headers: bearer(m.tamperedToken), payload: { body: 'Ghi chú' } }),
      await t.app.inject({ method: 'PUT', url: '/api/customer/status/999999?status=PROCESSING', headers: bearer(m.adminToken) }),
      await t.app.inject({ method: 'POST', url: '/api/customer/note/1', headers: bearer(m.adminToken), payload: { body: '' } }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([401, 401, 401, 404, 400]);
    await new Promise((r) => setTimeout(r, 50));
    expect(watcher.messages).toEqual([]);
  });

  it.each([
    ['no token', () => ({ userId: m.user.id }), API_MSG.unauthorized],
    ['a tampered token', () => ({ userId: m.user.id, token: m.tamperedToken }), MSG.common.invalidToken],
    ['an expired token', () => ({ userId: m.admin.id, token: m.expiredToken }), MSG.common.invalidToken],
    ['a userId that is not the token\'s', () => ({ userId: m.admin.id, token: m.userToken }), MSG.common.invalidToken],
    ['no userId', () => ({ token: m.userToken }), MSG.common.invalidToken],
  ])('refuses %s with 401', async (_name, query, message) => {
    const { status, body } = await refusal(query());
    expect(status).toBe(401);
    expect(body).toEqual({ code: 401, message, data: null });
  });

  it('refuses a deactivated account even with a well-signed token', async () => {
    const off = await createStaff(t.app, { active: 'INACTIVE' });
    const token = t.app.tokens.signAccess({ id: off.id, username: off.username, role: 'USER' }, randomUUID());
    expect((await refusal({ userId: off.id, token })).status).toBe(401);
  });

  it('drops a peer that stops answering pings', async () => {
    const { attachNotificationsSocket } = await import('../../../src/server/realtime/notificationsSocket');
    const http = await import('node:http');
    const server = http.createServer();
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const sock = attachNotificationsSocket(server, { authenticateToken: async () => ({ user: { id: 1, username: 'a', role: 'USER' }, sessionId: randomUUID(), expiresAt: Date.now() + 600_000 }), heartbeatMs: 40 });
    const ws = new WebSocket(`ws://127.0.0.1:${(server.address() as AddressInfo).port}${NOTIFICATIONS_WS_PATH}?userId=1&token=x`, { autoPong: false });
    opened.push(ws);
    const closed = new Promise((r) => ws.once('close', r));
    await new Promise((r) => ws.once('open', r));
    try {
      await closed;
      // The server forgets the socket once its own side has closed too.
      while (sock.size() > 0) await new Promise((r) => setTimeout(r, 10));
      expect(sock.size()).toBe(0);
    } finally {
      await sock.close();
      await new Promise((r) => server.close(r));
    }
  });

  it('closes every staff socket when the app closes', async () => {
    const other = await buildTestApp();
    const staff = await tokenMatrix(other.app);
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (other.app.server.address() as AddressInfo).port;
    const ws = new WebSocket(`ws://127.0.0.1:${port}${NOTIFICATIONS_WS_PATH}?userId=${staff.user.id}&token=${staff.userToken}`);
    opened.push(ws);
    await new Promise((r) => ws.once('open', r));
    const code = new Promise((r) => ws.once('close', (c) => r(c)));
    await other.close();
    expect(await code).toBe(1001);
  });
});
