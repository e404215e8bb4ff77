import { randomUUID } from 'node:crypto';
import { buildTestApp, tokenMatrix, type TestApp } from '../../helpers/testApp';
import { DEST } from '../../../src/shared/realtime';
import { CHAT_MSG } from '../../../src/shared/messages/chat';
import { API_MSG } from '../../../src/shared/messages';
import { SEND_LIMIT } from '../../../src/server/chat/chatStompSend';
import type { ChatMessage, ConversationEvent, UserStatusEvent } from '../../../src/shared/types/chat';
import { connectStomp, refusedConnect, type TestStomp, type Transport } from './stompTestClient';
import { gid } from '../../helpers/guestId';


let t: TestApp;
let base: string;
let tokens: Awaited<ReturnType<typeof tokenMatrix>>;
const open: TestStomp[] = [];

async function connect(headers: Record<string, string>, transport: Transport = 'websocket') {
  const s = await connectStomp(base, headers, transport);
  open.push(s);
  return s;
}

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address();
  base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  tokens = await tokenMatrix(t.app);
});

afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.stop()));
});

afterAll(async () => {
  await t.close();
});

/** Two guests per transport, one per test. */
const GUESTS: Record<Transport, [string, string]> = { websocket: ['a', 'c'], 'xhr-streaming': ['b', 'd'], 'xhr-polling': ['3', '4'] };

describe.each<Transport>(['websocket', 'xhr-streaming', 'xhr-polling'])('chat over SockJS (%s)', (transport) => {
  it('delivers a guest message to the guest and to admins, stored once and readable over REST', async () => {
    const guestId = gid(GUESTS[transport][0]);
    const admin = await connect({ Authorization: `Bearer ${tokens.adminToken}` }, transport);
    await admin.subscribe(DEST.adminConversations);
    await admin.subscribe(DEST.adminUserStatus);
    const guest = await connect({ guestId }, transport);
    await guest.subscribe(DEST.chat(guestId));
    await guest.subscribe(DEST.errors);
    const online = JSON.parse((await admin.next(DEST.adminUserStatus)).body) as UserStatusEvent;
    expect(online).toMatchObject({ guestId, isOnline: true });

    guest.publish(DEST.sendMessage, { guestId, content: '  Xin chào, tôi cần tư vấn nhãn hiệu  ', senderType: 'GUEST', tempId: 't-1' });
    const echo = JSON.parse((await guest.next(DEST.chat(guestId))).body) as ChatMessage;
    expect(echo).toMatchObject({ guestId, content: 'Xin chào, tôi cần tư vấn nhãn hiệu', senderType: 'GUEST', tempId: 't-1' });
    const event = JSON.parse((await admin.next(DEST.adminConversations)).body) as ConversationEvent;
    expect(event.message).toEqual(echo);
    expect(event.conversation).toMatchObject({ guestId, unreadCount: 1, isOnline: true, lastMessage: { content: echo.content } });

    // The admin answers on the guest's topic; a retried send (same tempId) is stored once.
    await admin.subscribe(DEST.chat(guestId));
    admin.publish(DEST.sendMessage, { guestId, content: 'Chào anh/chị', senderType: 'ADMIN', adminId: tokens.admin.id, tempId: 'a-1' });
    admin.publish(DEST.sendMessage, { guestId, content: 'Chào anh/chị', senderType: 'ADMIN', adminId: tokens.admin.id, tempId: 'a-1' });
    const reply = JSON.parse((await guest.next(DEST.chat(guestId))).body) as ChatMessage;
    const again = JSON.parse((await guest.next(DEST.chat(guestId))).body) as ChatMessage;
    expect(reply).toMatchObject({ senderType: 'ADMIN', adminId: tokens.admin.id, content: 'Chào anh/chị' });
    expect(again.id).toBe(reply.id);

    const res = await t.app.inject({ method: 'GET', url: `/api/chat/${guestId}` });
    expect(res.json().data.map((m: ChatMessage) => m.content)).toEqual(['Xin chào, tôi cần tư vấn nhãn hiệu', 'Chào anh/chị']);

    await guest.stop();
    const offline = JSON.parse((await admin.next(DEST.adminUserStatus)).body) as UserStatusEvent;
    expect(offline).toMatchObject({ guestId, isOnline: false });
    expect(offline.lastSeen).toBeTruthy();
  });

  it('sends empty and over-1000-character messages back on /topic/errors and stores nothing', async () => {
    const guestId = gid(GUESTS[transport][1]);
    const guest = await connect({ guestId }, transport);
    await guest.subscribe(DEST.errors);
    await guest.subscribe(DEST.chat(guestId));
    guest.publish(DEST.sendMessage, { guestId, content: '   ', senderType: 'GUEST' });
    expect((await guest.next(DEST.errors)).body).toBe(CHAT_MSG.empty);
    guest.publish(DEST.sendMessage, { guestId, content: 'x'.repeat(1001), senderType: 'GUEST' });
    expect((await guest.next(DEST.errors)).body).toBe(CHAT_MSG.tooLong);
    guest.publish(DEST.sendMessage, { guestId, content: 'x'.repeat(1000), senderType: 'GUEST' });
    expect(JSON.parse((await guest.next(DEST.chat(guestId))).body).content).toHaveLength(1000);
    const res = await t.app.inject({ method: 'GET', url: `/api/chat/${guestId}` });
    expect(res.json().data).toHaveLength(1);
  });
});

describe('presence', () => {
  const conversation = async (guestId: string) => (await t.app.chat.repo.findConversation(guestId))!;
  const putOnline = async (guestId: string, flag: boolean) => {
    const res = await fetch(`${base}/api/chat/admin/guest/${guestId}/online/${flag}`, { method: 'PUT' });
    return { status: res.status, data: ((await res.json()) as { data: unknown }).data };
  };

  it('the public PUT online/true cannot raise a guest with no live connection; its STOMP connection does', async () => {
    const guestId = gid('5');
    await t.app.chat.postMessage({ guestId, content: 'Xin chào', senderType: 'GUEST', adminId: null, tempId: null });
    const admin = await connect({ Authorization: `Bearer ${tokens.adminToken}` });
    await admin.subscribe(DEST.adminUserStatus);

    // Anyone may call it (no token): accepted, and nothing changes.
    expect(await putOnline(guestId, true)).toEqual({ status: 200, data: false });
    expect(await conversation(guestId)).toMatchObject({ isOnline: false });

    // The guest's own connection makes it online, and admins are told.
    const guest = await connect({ guestId });
    const online = JSON.parse((await admin.next(DEST.adminUserStatus)).body) as UserStatusEvent;
    expect(online).toMatchObject({ guestId, isOnline: true });
    expect(await conversation(guestId)).toMatchObject({ isOnline: true });
    // …and a stranger's online/false does not take it offline while it is connected.
    expect(await putOnline(guestId, false)).toEqual({ status: 200, data: true });
    expect(await conversation(guestId)).toMatchObject({ isOnline: true });

    await guest.stop();
    const offline = JSON.parse((await admin.next(DEST.adminUserStatus)).body) as UserStatusEvent;
    expect(offline).toMatchObject({ guestId, isOnline: false });
    // Only the connection's two changes were published: the PUTs published nothing.
    expect(admin.messages.get(DEST.adminUserStatus) ?? []).toEqual([]);
  });
});

describe('realtime authorisation', () => {
  const waitError = async (s: TestStomp) => {
    await s.closed;
    return s.errors[0]?.headers.message;
  };

  it('refuses a connection with no identity, a malformed guest id, a tampered or an expired token', async () => {
    expect(await refusedConnect(base, {})).toContain(CHAT_MSG.server.authRequired);
    expect(await refusedConnect(base, { guestId: 'guest-1' })).toContain(CHAT_MSG.server.invalidGuestId);
    expect(await refusedConnect(base, { Authorization: `Bearer ${tokens.tamperedToken}` })).toContain(CHAT_MSG.server.badToken);
    expect(await refusedConnect(base, { Authorization: `Bearer ${tokens.expiredToken}` })).toContain(CHAT_MSG.server.badToken);
  });

  it('a guest cannot subscribe to another guest or to the admin topics', async () => {
    for (const destination of [DEST.chat(gid('f')), DEST.adminConversations, DEST.adminUserStatus, '/topic/other']) {
      const guest = await connect({ guestId: gid('e') });
      void guest.subscribe(destination);
      expect(await waitError(guest)).toBe(destination === '/topic/other' ? CHAT_MSG.server.unknownDestination : CHAT_MSG.server.forbiddenDestination);
    }
  });

  it('a guest cannot send as another guest or as ADMIN, and nothing is stored', async () => {
    const claims = [
      { guestId: gid('f'), content: 'giả mạo', senderType: 'GUEST' },
      { guestId: gid('e'), content: 'giả mạo', senderType: 'ADMIN' },
      { guestId: gid('e'), content: 'giả mạo', senderType: 'GUEST', adminId: tokens.admin.id },
    ];
    for (const claim of claims) {
      const guest = await connect({ guestId: gid('e') });
      guest.publish(DEST.sendMessage, claim);
      expect(await waitError(guest)).toBe(CHAT_MSG.server.forbiddenSender);
    }
    for (const g of [gid('e'), gid('f')]) expect((await t.app.inject({ method: 'GET', url: `/api/chat/${g}` })).json().data).toEqual([]);
  });

  it('a USER token can neither subscribe to admin topics or guest threads nor send', async () => {
    for (const destination of [DEST.adminConversations, DEST.adminUserStatus, DEST.chat(gid('e'))]) {
      const staff = await connect({ Authorization: `Bearer ${tokens.userToken}` });
      void staff.subscribe(destination);
      expect(await waitError(staff)).toBe(CHAT_MSG.server.forbiddenDestination);
    }
    const staff = await connect({ Authorization: `Bearer ${tokens.userToken}` });
    staff.publish(DEST.sendMessage, { guestId: gid('e'), content: 'x', senderType: 'ADMIN' });
    expect(await waitError(staff)).toBe(CHAT_MSG.server.forbiddenSender);
  });

  it('an admin cannot send in the name of another admin', async () => {
    const admin = await connect({ Authorization: `Bearer ${tokens.adminToken}` });
    admin.publish(DEST.sendMessage, { guestId: gid('e'), content: 'x', senderType: 'ADMIN', adminId: tokens.admin.id + 1000 });
    expect(await waitError(admin)).toBe(CHAT_MSG.server.forbiddenSender);
  });

  it('asks a connection that floods to slow down, without storing the excess', async () => {
    const guestId = gid('8');
    const guest = await connect({ guestId });
    await guest.subscribe(DEST.errors);
    await guest.subscribe(DEST.chat(guestId));
    for (let i = 0; i < SEND_LIMIT.count + 1; i++) guest.publish(DEST.sendMessage, { guestId, content: `tin ${i}`, senderType: 'GUEST' });
    expect((await guest.next(DEST.errors)).body).toBe(API_MSG.tooManyRequests);
    const stored = (await t.app.inject({ method: 'GET', url: `/api/chat/${guestId}` })).json().data as ChatMessage[];
    expect(stored).toHaveLength(SEND_LIMIT.count);
  });

  it('an admin deactivated after connecting can no longer send', async () => {
    const { createStaff } = await import('../../helpers/testApp');
    const other = await createStaff(t.app, { role: 'ADMIN' });
    const token = t.app.tokens.signAccess({ id: other.id, username: other.username, role: 'ADMIN' }, randomUUID());
    const admin = await connect({ Authorization: `Bearer ${token}` });
    await t.app.db.updateTable('users').set({ active: 'INACTIVE' }).where('id', '=', other.id).execute();
    admin.publish(DEST.sendMessage, { guestId: gid('e'), content: 'x', senderType: 'ADMIN', adminId: other.id });
    expect(await waitError(admin)).toBe(CHAT_MSG.server.forbiddenSender);
  });

  it('cleans up subscriptions when a client goes away', async () => {
    const before = t.app.stompBroker.subscriptionCount();
    const guest = await connect({ guestId: gid('9') });
    await guest.subscribe(DEST.chat(gid('9')));
    await guest.subscribe(DEST.errors);
    expect(t.app.stompBroker.subscriptionCount()).toBe(before + 2);
    await guest.stop();
    for (let i = 0; i < 50 && t.app.stompBroker.subscriptionCount() !== before; i++) await new Promise((r) => setTimeout(r, 20));
    expect(t.app.stompBroker.subscriptionCount()).toBe(before);
  });
});
