import { bearer, buildTestApp, tokenMatrix, type TestApp } from '../../helpers/testApp';
import { DEST } from '../../../src/shared/realtime';
import { vietnamDayStart } from '../../../src/server/chat/chatService';
import { STOMP_CHANNEL, type StompPublication } from '../../../src/server/chat/chatService';
import type { Conversation } from '../../../src/shared/types/chat';
import { gid } from '../../helpers/guestId';


let t: TestApp;
let tokens: Awaited<ReturnType<typeof tokenMatrix>>;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await tokenMatrix(t.app);
  // Two conversations: one with two guest messages, one answered by the admin.
  await t.app.chat.postMessage({ guestId: gid('a'), content: 'Câu hỏi 1', senderType: 'GUEST', adminId: null, tempId: 'x1' });
  await t.app.chat.postMessage({ guestId: gid('a'), content: 'Câu hỏi 2', senderType: 'GUEST', adminId: null, tempId: 'x2' });
  await t.app.chat.postMessage({ guestId: gid('b'), content: 'Xin chào', senderType: 'GUEST', adminId: null, tempId: null });
  await t.app.chat.postMessage({ guestId: gid('b'), content: 'Chào bạn', senderType: 'ADMIN', adminId: tokens.admin.id, tempId: null });
  // The role matrix changes this one.
  await t.app.chat.postMessage({ guestId: gid('d'), content: 'Cho tôi hỏi', senderType: 'GUEST', adminId: null, tempId: null });
});

afterAll(() => t.close());

const adminRoutes = (guestId: string, adminId: number) => [
  ['GET', '/api/chat/admin/conversations'],
  ['GET', `/api/chat/admin/stats/${adminId}`],
  ['PUT', `/api/chat/admin/conversations/${guestId}/read`],
  ['PUT', `/api/chat/admin/conversations/${guestId}/assign/${adminId}`],
  ['PUT', `/api/chat/admin/conversations/${guestId}/priority/high`],
] as const;

describe('admin chat routes: role matrix', () => {
  it.each(['none', 'userToken', 'adminToken', 'expiredToken', 'tamperedToken'] as const)('with %s', async (who) => {
    const expected = { none: 401, userToken: 403, adminToken: 200, expiredToken: 401, tamperedToken: 401 }[who];
    for (const [method, url] of adminRoutes(gid('d'), tokens.admin.id)) {
      const headers = who === 'none' ? {} : bearer(tokens[who]);
      const res = await t.app.inject({ method, url, headers });
      expect({ url, status: res.statusCode }).toEqual({ url, status: expected });
      expect(res.json().code).toBe(expected);
    }
  });
});

describe('GET /chat/{guestId} (public)', () => {
  it('returns the last 100 messages oldest first', async () => {
    const guestId = gid('c');
    for (let i = 1; i <= 105; i++) await t.app.chat.postMessage({ guestId, content: `m${i}`, senderType: 'GUEST', adminId: null, tempId: null });
    const res = await t.app.inject({ method: 'GET', url: `/api/chat/${guestId}` });
    const data = res.json().data as Array<{ content: string }>;
    expect(data).toHaveLength(100);
    expect(data[0]!.content).toBe('m6');
    expect(data[99]!.content).toBe('m105');
  });

  it('answers an unknown guest with an empty list and a malformed id with 400', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/chat/${gid('f')}` })).json()).toMatchObject({ code: 200, data: [] });
    const bad = await t.app.inject({ method: 'GET', url: '/api/chat/guest-123' });
    expect(bad.statusCode).toBe(400);
  });
});

describe('conversations', () => {
  const list = async () => (await t.app.inject({ method: 'GET', url: '/api/chat/admin/conversations', headers: bearer(tokens.adminToken) })).json().data as Conversation[];

  it('lists conversations with last message and unread count (only guest messages count)', async () => {
    const all = await list();
    const a = all.find((c) => c.guestId === gid('a'))!;
    const b = all.find((c) => c.guestId === gid('b'))!;
    expect(a).toMatchObject({ unreadCount: 2, lastMessage: { content: 'Câu hỏi 2', senderType: 'GUEST' }, priority: 'normal', isOnline: false, assignedAdmin: null });
    expect(b).toMatchObject({ unreadCount: 1, lastMessage: { content: 'Chào bạn', senderType: 'ADMIN' } });
  });

  it('read resets unread, assign takes the conversation, priority changes it — and admins are told', async () => {
    const events: StompPublication[] = [];
    const off = t.app.pubsub.subscribe(STOMP_CHANNEL, (m) => events.push(m as StompPublication));
    const h = bearer(tokens.adminToken);
    const read = await t.app.inject({ method: 'PUT', url: `/api/chat/admin/conversations/${gid('a')}/read`, headers: h });
    expect(read.json().data).toMatchObject({ guestId: gid('a'), unreadCount: 0 });
    const assign = await t.app.inject({ method: 'PUT', url: `/api/chat/admin/conversations/${gid('a')}/assign/${tokens.admin.id}`, headers: h });
    expect(assign.json().data).toMatchObject({ assignedAdmin: tokens.admin.id, assignedAdminName: expect.any(String) });
    const prio = await t.app.inject({ method: 'PUT', url: `/api/chat/admin/conversations/${gid('a')}/priority/low`, headers: h });
    expect(prio.json().data).toMatchObject({ priority: 'low' });
    off();
    expect(events.map((e) => e.destination)).toEqual([DEST.adminConversations, DEST.adminConversations, DEST.adminConversations]);
  });

  it('refuses to assign to somebody else, an unknown priority, an unknown conversation', async () => {
    const h = bearer(tokens.adminToken);
    const other = await t.app.inject({ method: 'PUT', url: `/api/chat/admin/conversations/${gid('a')}/assign/${tokens.user.id}`, headers: h });
    expect(other.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: `/api/chat/admin/conversations/${gid('a')}/priority/urgent`, headers: h })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'PUT', url: `/api/chat/admin/conversations/${gid('e')}/read`, headers: h })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'PUT', url: `/api/chat/admin/conversations/bad/read`, headers: h })).statusCode).toBe(400);
  });

  it('stats count conversations, unread, assigned to that admin, online and today’s messages', async () => {
    // What a guest's live STOMP connection does (chatRealtime tests the connection itself).
    await t.app.chat.guestConnected(gid('b'));
    const res = await t.app.inject({ method: 'GET', url: `/api/chat/admin/stats/${tokens.admin.id}`, headers: bearer(tokens.adminToken) });
    await t.app.chat.guestDisconnected(gid('b'));
    expect(res.json().data).toEqual({ totalConversations: 4, unreadConversations: 2, assignedToAdmin: 2, onlineUsers: 1, todayMessages: 110 });
    expect((await t.app.inject({ method: 'GET', url: '/api/chat/admin/stats/abc', headers: bearer(tokens.adminToken) })).statusCode).toBe(400);
  });
});

describe('PUT /chat/admin/guest/{guestId}/online/{flag} (public)', () => {
  it('is accepted but changes nothing: a guest with no live connection stays offline, and nothing is published', async () => {
    const events: StompPublication[] = [];
    const off = t.app.pubsub.subscribe(STOMP_CHANNEL, (m) => events.push(m as StompPublication));
    for (const flag of ['true', 'false', 'true']) {
      const res = await t.app.inject({ method: 'PUT', url: `/api/chat/admin/guest/${gid('a')}/online/${flag}` });
      expect(res.json()).toEqual({ code: 200, message: expect.any(String), data: false });
    }
    off();
    expect(events).toEqual([]);
    expect(await t.app.chat.repo.findConversation(gid('a'))).toMatchObject({ isOnline: false });
  });

  it('answers true for a guest with a live connection, whatever the flag', async () => {
    await t.app.chat.guestConnected(gid('a'));
    try {
      const res = await t.app.inject({ method: 'PUT', url: `/api/chat/admin/guest/${gid('a')}/online/false` });
      expect(res.json().data).toBe(true);
      expect(await t.app.chat.repo.findConversation(gid('a'))).toMatchObject({ isOnline: true });
    } finally {
      await t.app.chat.guestDisconnected(gid('a'));
    }
  });

  it('refuses a flag other than true/false', async () => {
    expect((await t.app.inject({ method: 'PUT', url: `/api/chat/admin/guest/${gid('a')}/online/maybe` })).statusCode).toBe(400);
  });
});

describe('OpenAPI', () => {
  it('documents the chat routes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/chat/{guestId}', '/api/chat/admin/conversations', '/api/chat/admin/conversations/{guestId}/assign/{adminId}']));
  });
});

describe('vietnamDayStart', () => {
  it('is midnight in Vietnam (UTC+7)', () => {
    expect(vietnamDayStart(Date.parse('2026-11-21T16:59:00Z'))).toBe('2026-11-20T17:00:00.000Z');
    expect(vietnamDayStart(Date.parse('2026-11-21T17:00:00Z'))).toBe('2026-11-21T17:00:00.000Z');
  });
});
