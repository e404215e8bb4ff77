import { buildTestApp, tokenMatrix, type TestApp } from '../../helpers/testApp';
import { gid } from '../../helpers/guestId';

// Storing a message runs hand-prepared statements (the chat's hottest path); everything else reads
// through Kysely. What the store gives back must be what a read of the same rows gives.
let t: TestApp;
let tokens: Awaited<ReturnType<typeof tokenMatrix>>;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await tokenMatrix(t.app);
});
afterAll(() => t.close());

const repo = () => t.app.chat.repo;

describe('ChatRepository.addMessage', () => {
  it('creates the conversation with the first guest message, as a read of it shows', async () => {
    const { message, duplicate, conversation } = await repo().addMessage({ guestId: gid('a'), content: 'Xin chào', senderType: 'GUEST', adminId: null, clientId: 'c-1' }, true);
    expect(duplicate).toBe(false);
    expect(message).toMatchObject({ id: expect.any(Number), guestId: gid('a'), content: 'Xin chào', senderType: 'GUEST', adminId: null, tempId: 'c-1' });
    expect(conversation).toMatchObject({ guestId: gid('a'), isOnline: true, unreadCount: 1, priority: 'normal', assignedAdmin: null, assignedAdminName: null });
    expect(conversation?.lastMessage).toEqual({ content: 'Xin chào', createdAt: message.createdAt, senderType: 'GUEST' });
    expect(conversation).toEqual(await repo().findConversation(gid('a')));
    expect(await repo().lastMessages(gid('a'), 10)).toEqual([message]);
  });

  it('counts only the guest’s messages as unread; an admin’s answer moves the last message, keeps the online flag', async () => {
    await repo().addMessage({ guestId: gid('a'), content: 'Câu hỏi thêm', senderType: 'GUEST', adminId: null, clientId: null }, false);
    const answer = await repo().addMessage({ guestId: gid('a'), content: 'Chào anh/chị', senderType: 'ADMIN', adminId: tokens.admin.id, clientId: 'a-1' }, false);
    expect(answer.message).toMatchObject({ senderType: 'ADMIN', adminId: tokens.admin.id });
    // The flag is set when the conversation is created; presence changes it later (setOnline).
    expect(answer.conversation).toMatchObject({ unreadCount: 2, isOnline: true, lastMessage: { content: 'Chào anh/chị', senderType: 'ADMIN' } });
    expect(answer.conversation).toEqual(await repo().findConversation(gid('a')));
  });

  it('gives back the first copy of a message sent again with the same client id, and stores it once', async () => {
    const first = await repo().addMessage({ guestId: gid('b'), content: 'Một lần', senderType: 'GUEST', adminId: null, clientId: 'same' }, true);
    const again = await repo().addMessage({ guestId: gid('b'), content: 'Một lần', senderType: 'GUEST', adminId: null, clientId: 'same' }, true);
    expect(again).toEqual({ message: first.message, duplicate: true, conversation: null });
    // Another guest may use the same client id.
    const other = await repo().addMessage({ guestId: gid('c'), content: 'Một lần', senderType: 'GUEST', adminId: null, clientId: 'same' }, true);
    expect(other.duplicate).toBe(false);
    expect(await repo().lastMessages(gid('b'), 10)).toHaveLength(1);
    expect((await repo().findConversation(gid('b')))?.unreadCount).toBe(1);
  });

  it('names the assigned admin in the conversation it gives back', async () => {
    await repo().update(gid('b'), { assignedAdminId: tokens.admin.id });
    const { conversation } = await repo().addMessage({ guestId: gid('b'), content: 'Còn ai không?', senderType: 'GUEST', adminId: null, clientId: null }, true);
    expect(conversation).toMatchObject({ assignedAdmin: tokens.admin.id, assignedAdminName: expect.any(String) });
    expect(conversation?.assignedAdminName?.length).toBeGreaterThan(0);
    expect(conversation).toEqual(await repo().findConversation(gid('b')));
  });

  it('stores messages sent together (one shared commit) each once, in order', async () => {
    const sent = await Promise.all(
      Array.from({ length: 30 }, (_, i) => repo().addMessage({ guestId: gid('d'), content: `Tin ${i}`, senderType: 'GUEST', adminId: null, clientId: `m-${i}` }, true)),
    );
    const stored = await repo().lastMessages(gid('d'), 100);
    expect(stored.map((m) => m.content)).toEqual(sent.map((s) => s.message.content));
    expect((await repo().findConversation(gid('d')))?.unreadCount).toBe(30);
  });
});
