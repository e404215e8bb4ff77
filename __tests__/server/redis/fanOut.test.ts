import { randomUUID } from 'node:crypto';
import WebSocket from 'ws';
import { MSG } from '../../../src/shared/messages';
import { DEST } from '../../../src/shared/realtime';
import type { ChatMessage, ConversationEvent, UserStatusEvent } from '../../../src/shared/types/chat';
import { NOTIFICATIONS_CLOSE, NOTIFICATIONS_WS_PATH, type StaffNotification } from '../../../src/shared/types/notifications';
import { bearer, createStaff, freshAddress } from '../../helpers/testApp';
import { gid } from '../../helpers/guestId';
import { killSubscriber, listeningInstances, stompClients, type TwoInstances } from '../../helpers/twoInstances';

/**
 * Two instances on one database and one real Redis: what one instance publishes reaches the
 * sockets of the other (chat, notifications, ended sessions), and after the Redis connection is
 * lost and restored the subscriptions work again and the realtime clients are told to reconnect.
 */

const instances = listeningInstances();
let serviceId: number;
const stomps = stompClients();
const sockets: WebSocket[] = [];

beforeAll(async () => {
  serviceId = (await instances.two.a.app.inject({ method: 'GET', url: '/api/service/list' })).json().data[0].id;
});

afterEach(async () => {
  for (const ws of sockets.splice(0)) ws.terminate();
});


const stomp = (base: string, headers: Record<string, string>) => stomps.connect(base, headers);

interface Notifications {
  ws: WebSocket;
  next(): Promise<StaffNotification>;
  closed: Promise<{ code: number; reason: string }>;
}

function openNotifications(base: string, userId: number, token: string): Promise<Notifications> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace('http', 'ws')}${NOTIFICATIONS_WS_PATH}?userId=${userId}&token=${token}`);
    sockets.push(ws);
    const queued: StaffNotification[] = [];
    const waiting: Array<(n: StaffNotification) => void> = [];
    ws.on('message', (data) => {
      const n = JSON.parse(String(data)) as StaffNotification;
      const w = waiting.shift();
      if (w) w(n);
      else queued.push(n);
    });
    const closed = new Promise<{ code: number; reason: string }>((r) => ws.once('close', (code, reason) => r({ code, reason: reason.toString() })));
    const next = () => (queued.length ? Promise.resolve(queued.shift()!) : new Promise<StaffNotification>((r) => waiting.push(r)));
    ws.once('open', () => resolve({ ws, next, closed }));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`refused ${res.statusCode}`)));
    ws.once('error', reject);
  });
}

it('each instance subscribes once to every channel it delivers from', async () => {
  const channels = ['stomp', 'notifications', 'user-sessions-ended'].map((c) => `${instances.two.prefix}ch:${c}`);
  const counts = (await instances.two.redis.pubsub('NUMSUB', ...channels)) as Array<string | number>;
  expect(counts).toEqual(channels.flatMap((c) => [c, 2]));
});

const body = <T>(m: { body: string }) => JSON.parse(m.body) as T;

/** A consultation request from a visitor of its own (the per-address limit is not what is tested). */
let consultations = 0;
const consultation = (t: TwoInstances['a'], name: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/customer',
    remoteAddress: freshAddress(),
    payload: { name, phone: '0912 345 678', email: `khach${++consultations}@congty.vn`, serviceId, description: 'Đăng ký nhãn hiệu' },
  });

it('a guest on A and an admin on B chat both ways; presence and conversations reach B', async () => {
  const guestId = gid('e');
  const admin = await stomp(instances.baseB, { Authorization: `Bearer ${instances.tokens.adminToken}` });
  await admin.subscribe(DEST.adminConversations);
  await admin.subscribe(DEST.adminUserStatus);
  const guest = await stomp(instances.baseA, { guestId });
  await guest.subscribe(DEST.chat(guestId));
  expect(body<UserStatusEvent>(await admin.next(DEST.adminUserStatus))).toMatchObject({ guestId, isOnline: true });

  guest.publish(DEST.sendMessage, { guestId, content: 'Xin chào từ máy A', senderType: 'GUEST', tempId: 'g-1' });
  const echo = body<ChatMessage>(await guest.next(DEST.chat(guestId)).catch((e) => { console.log('GERR', guest.errors.map((f) => f.headers.message)); throw e; }));
  const event = body<ConversationEvent>(await admin.next(DEST.adminConversations));
  expect(event.message).toEqual(echo);
  expect(event.conversation).toMatchObject({ guestId, isOnline: true, unreadCount: 1 });

  await admin.subscribe(DEST.chat(guestId));
  await admin.subscribe(DEST.errors);
  admin.publish(DEST.sendMessage, { guestId, content: 'Chào anh/chị, máy B trả lời', senderType: 'ADMIN', adminId: instances.tokens.admin.id, tempId: 'a-1' });
  const reply = body<ChatMessage>(await guest.next(DEST.chat(guestId)).catch((e) => { console.log('ERR', admin.messages.get(DEST.errors)?.map((m) => m.body), admin.errors.map((f) => f.headers.message)); throw e; }));
  expect(reply).toMatchObject({ senderType: 'ADMIN', content: 'Chào anh/chị, máy B trả lời' });
  // Delivered once on each instance: B's own subscriber got exactly one copy too.
  expect(body<ChatMessage>(await admin.next(DEST.chat(guestId))).id).toBe(reply.id);
  expect(admin.messages.get(DEST.chat(guestId)) ?? []).toHaveLength(0);

  await guest.stop();
  expect(body<UserStatusEvent>(await admin.next(DEST.adminUserStatus))).toMatchObject({ guestId, isOnline: false });
});

it('a consultation sent through A rings the bell of staff connected to B', async () => {
  const staff = await createStaff(instances.two.a.app, { role: 'USER' });
  const token = instances.two.a.app.tokens.signAccess({ id: staff.id, username: staff.username, role: 'USER' }, randomUUID());
  const bell = await openNotifications(instances.baseB, staff.id, token);
  expect((await consultation(instances.two.a, 'Nguyễn Văn An')).statusCode).toBe(200);
  expect(await bell.next()).toMatchObject({ customerServiceName: 'Nguyễn Văn An', read: false });
});

it('a status change and a note made through A reach the staff socket open on B as request changes', async () => {
  const watcher = await openNotifications(instances.baseB, instances.tokens.admin.id, instances.tokens.adminToken);
  const created = await consultation(instances.two.a, 'Đỗ Quang Vinh');
  const id = created.json().data.id as number;
  expect(await watcher.next()).toMatchObject({ customerRequestId: id, customerServiceName: 'Đỗ Quang Vinh' });
  expect(await watcher.next()).toEqual({ type: 'customerRequestChanged', customerRequestId: id, change: 'created', byUserId: null });

  expect((await instances.two.a.app.inject({ method: 'PUT', url: `/api/customer/status/${id}?status=RECEIVED`, headers: bearer(instances.tokens.userToken) })).statusCode).toBe(200);
  expect(await watcher.next()).toEqual({ type: 'customerRequestChanged', customerRequestId: id, change: 'status', byUserId: instances.tokens.user.id });
  const note = await instances.two.a.app.inject({ method: 'POST', url: `/api/customer/note/${id}`, headers: bearer(instances.tokens.userToken), payload: { body: 'Khách hẹn gọi lại chiều nay' } });
  expect(note.statusCode).toBe(200);
  expect(await watcher.next()).toEqual({ type: 'customerRequestChanged', customerRequestId: id, change: 'note', byUserId: instances.tokens.user.id });
});

it('deactivating a member of staff on A closes their notifications socket and STOMP session on B', async () => {
  const target = await createStaff(instances.two.a.app, { role: 'ADMIN' });
  const token = instances.two.a.app.tokens.signAccess({ id: target.id, username: target.username, role: 'ADMIN' }, randomUUID());
  const bell = await openNotifications(instances.baseB, target.id, token);
  const chat = await stomp(instances.baseB, { Authorization: `Bearer ${token}` });
  await chat.subscribe(DEST.adminConversations);

  const res = await instances.two.a.app.inject({ method: 'PUT', url: `/api/auth/users/${target.id}/active?active=INACTIVE`, headers: bearer(instances.tokens.adminToken) });
  expect(res.statusCode).toBe(200);
  expect(await bell.closed).toEqual({ code: NOTIFICATIONS_CLOSE.sessionEnded, reason: MSG.common.sessionEnded });
  await chat.closed;
  expect(chat.errors[0]?.headers.message).toBe(MSG.common.sessionEnded);
  // B refuses the token from now on, although B never saw the account change.
  const guarded = await instances.two.b.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(token) });
  expect(guarded.statusCode).toBe(401);
});

it('signing out on A ends that sign-in on B', async () => {
  const staff = await createStaff(instances.two.a.app, { role: 'USER' });
  const signIn = await instances.two.a.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: staff.username, password: staff.password } });
  const { token, refreshToken } = signIn.json().data as { token: string; refreshToken: string };
  expect((await instances.two.b.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(token) })).statusCode).toBe(200);
  const bell = await openNotifications(instances.baseB, staff.id, token);
  const out = await instances.two.a.app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token), payload: { refreshToken } });
  expect(out.statusCode).toBe(200);
  expect((await bell.closed).code).toBe(NOTIFICATIONS_CLOSE.sessionEnded);
  expect((await instances.two.b.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(token) })).statusCode).toBe(401);
});

it('after its Redis subscriber connection is killed, an instance resubscribes and tells its realtime clients to reconnect', async () => {
  const guestId = gid('f');
  const staff = await createStaff(instances.two.a.app, { role: 'USER' });
  const token = instances.two.a.app.tokens.signAccess({ id: staff.id, username: staff.username, role: 'USER' }, randomUUID());
  const guest = await stomp(instances.baseA, { guestId });
  await guest.subscribe(DEST.chat(guestId));
  const bell = await openNotifications(instances.baseA, staff.id, token);
  // B's clients are not affected: only A lost its connection.
  const bellOnB = await openNotifications(instances.baseB, staff.id, token);

  await killSubscriber(instances.two.redis, instances.two.a.app.instanceId);
  await guest.closed;
  expect(guest.errors).toEqual([]);
  expect((await bell.closed).code).toBe(1012);
  expect(bellOnB.ws.readyState).toBe(WebSocket.OPEN);

  // Reconnected, the guest on A hears the admin on B again, and staff on A hear the bell rung through B.
  const again = await stomp(instances.baseA, { guestId });
  await again.subscribe(DEST.chat(guestId));
  const admin = await stomp(instances.baseB, { Authorization: `Bearer ${instances.tokens.adminToken}` });
  await admin.subscribe(DEST.adminConversations);
  again.publish(DEST.sendMessage, { guestId, content: 'Còn ai ở đó không?', senderType: 'GUEST', tempId: 'g-2' });
  expect(body<ConversationEvent>(await admin.next(DEST.adminConversations)).message).toMatchObject({ content: 'Còn ai ở đó không?' });
  admin.publish(DEST.sendMessage, { guestId, content: 'Vẫn nghe rõ', senderType: 'ADMIN', adminId: instances.tokens.admin.id, tempId: 'a-2' });
  expect(body<ChatMessage>(await again.next(DEST.chat(guestId)))).toMatchObject({ content: 'Còn ai ở đó không?' });
  expect(body<ChatMessage>(await again.next(DEST.chat(guestId)))).toMatchObject({ content: 'Vẫn nghe rõ' });

  const bellAgain = await openNotifications(instances.baseA, staff.id, token);
  expect((await consultation(instances.two.b, 'Phạm Thu Hà')).statusCode).toBe(200);
  expect(await bellAgain.next()).toMatchObject({ customerServiceName: 'Phạm Thu Hà' });
  expect(await bellOnB.next()).toMatchObject({ customerServiceName: 'Phạm Thu Hà' });
});
