import { CHAT_MSG } from '../../../src/shared/messages/chat';
import { DEST } from '../../../src/shared/realtime';
import type { Conversation, ConversationEvent } from '../../../src/shared/types/chat';
import { gid } from '../../helpers/guestId';
import { publishedDuring } from './publishedDuring';
import { bearer, buildTestApp, tokenMatrix, type TestApp } from '../../helpers/testApp';

let t: TestApp;
let tokens: Awaited<ReturnType<typeof tokenMatrix>>;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await tokenMatrix(t.app);
  await t.app.chat.postMessage({ guestId: gid('7'), content: 'Cho tôi hỏi', senderType: 'GUEST', adminId: null, tempId: null });
});
afterAll(() => t.close());

const setStatus = (guestId: string, status: string, token = tokens.adminToken) =>
  t.app.inject({ method: 'PUT', url: `/api/chat/admin/conversations/${guestId}/status/${status}`, headers: bearer(token) });

/** The console events published while `work` ran. */
const consoleEvents = (work: () => Promise<unknown>) => publishedDuring<ConversationEvent>(t.app, DEST.adminConversations, work);

describe('PUT /chat/admin/conversations/{guestId}/status/{status}: role matrix', () => {
  it.each(['none', 'userToken', 'adminToken', 'expiredToken', 'tamperedToken'] as const)('with %s', async (who) => {
    const expected = { none: 401, userToken: 403, adminToken: 200, expiredToken: 401, tamperedToken: 401 }[who];
    const headers = who === 'none' ? {} : bearer(tokens[who]);
    const res = await t.app.inject({ method: 'PUT', url: `/api/chat/admin/conversations/${gid('7')}/status/resolved`, headers });
    expect(res.statusCode).toBe(expected);
    expect(res.json().code).toBe(expected);
    const stored = await t.app.chat.repo.findConversation(gid('7'));
    expect(stored!.status).toBe(expected === 200 ? 'resolved' : 'open');
    // Back to the start for the next caller.
    await t.app.chat.setStatus(gid('7'), 'open');
  });
});

describe('open and resolved conversations', () => {
  it('resolving clears the unread count, leaves the unread figure, and reaches the other consoles', async () => {
    const guestId = gid('8');
    await t.app.chat.postMessage({ guestId, content: 'Tôi cần đăng ký nhãn hiệu', senderType: 'GUEST', adminId: null, tempId: null });
    await t.app.chat.postMessage({ guestId, content: 'Gấp ạ', senderType: 'GUEST', adminId: null, tempId: null });
    const stats = async () => (await t.app.inject({ method: 'GET', url: `/api/chat/admin/stats/${tokens.admin.id}`, headers: bearer(tokens.adminToken) })).json().data.unreadConversations as number;
    const unreadBefore = await stats();

    let res!: Awaited<ReturnType<typeof setStatus>>;
    const events = await consoleEvents(async () => {
      res = await setStatus(guestId, 'resolved');
    });
    expect(res.json().data).toMatchObject({ guestId, status: 'resolved', unreadCount: 0 });
    expect(events).toEqual([{ message: null, conversation: expect.objectContaining({ guestId, status: 'resolved', unreadCount: 0 }) }]);
    expect(await stats()).toBe(unreadBefore - 1);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/chat/admin/conversations', headers: bearer(tokens.adminToken) })).json().data as Conversation[];
    expect(listed.find((c) => c.guestId === guestId)).toMatchObject({ status: 'resolved' });
  });

  it('a staff message keeps it resolved; the visitor’s next message opens it again, with the change published', async () => {
    const guestId = gid('9');
    await t.app.chat.postMessage({ guestId, content: 'Cảm ơn', senderType: 'GUEST', adminId: null, tempId: null });
    await setStatus(guestId, 'resolved');
    await t.app.chat.postMessage({ guestId, content: 'Dạ không có gì ạ', senderType: 'ADMIN', adminId: tokens.admin.id, tempId: null });
    expect(await t.app.chat.repo.findConversation(guestId)).toMatchObject({ status: 'resolved', unreadCount: 0 });

    const events = await consoleEvents(() => t.app.chat.postMessage({ guestId, content: 'Cho tôi hỏi thêm', senderType: 'GUEST', adminId: null, tempId: null }));
    expect(events).toHaveLength(1);
    expect(events[0]!.conversation).toMatchObject({ guestId, status: 'open', unreadCount: 1 });
    expect(await t.app.chat.repo.findConversation(guestId)).toMatchObject({ status: 'open', unreadCount: 1 });
  });

  it('staff can open a resolved conversation again', async () => {
    const guestId = gid('7');
    await setStatus(guestId, 'resolved');
    expect((await setStatus(guestId, 'open')).json().data).toMatchObject({ status: 'open' });
  });

  it('refuses an unknown status (400, in Vietnamese, nothing changed) and answers an unknown conversation with 404', async () => {
    const res = await setStatus(gid('7'), 'closed');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: CHAT_MSG.server.invalidStatus, errors: { status: CHAT_MSG.server.invalidStatus } });
    expect(await t.app.chat.repo.findConversation(gid('7'))).toMatchObject({ status: 'open' });
    expect((await setStatus(gid('6'), 'resolved')).json()).toMatchObject({ code: 404, message: CHAT_MSG.server.conversationNotFound });
    expect((await setStatus('guest-nothex', 'resolved')).statusCode).toBe(400);
  });
});
