import { buildTestApp, tokenMatrix, type TestApp } from '../../helpers/testApp';
import { CHAT_MSG } from '../../../src/shared/messages/chat';
import { DEST } from '../../../src/shared/realtime';
import type { TypingEvent } from '../../../src/shared/types/chat';
import { connectStomp, refusedConnect, type TestStomp } from './stompTestClient';
import { gid } from '../../helpers/guestId';

let t: TestApp;
let base: string;
let tokens: Awaited<ReturnType<typeof tokenMatrix>>;
const open: TestStomp[] = [];

async function connect(headers: Record<string, string>) {
  const s = await connectStomp(base, headers, 'websocket');
  open.push(s);
  return s;
}
const waitError = async (s: TestStomp) => {
  await s.closed;
  return s.errors[0]?.headers.message;
};

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
afterAll(() => t.close());

describe('typing signals', () => {
  it('a visitor typing reaches admins once per interval, and is stored nowhere', async () => {
    const guestId = gid('1');
    const admin = await connect({ Authorization: `Bearer ${tokens.adminToken}` });
    await admin.subscribe(DEST.adminTyping);
    await admin.subscribe(DEST.adminConversations);
    const guest = await connect({ guestId });
    for (let i = 0; i < 3; i++) guest.publish(DEST.sendTyping, { guestId });
    const event = JSON.parse((await admin.next(DEST.adminTyping)).body) as TypingEvent;
    expect(event).toEqual({ guestId, senderType: 'GUEST', staffName: null });
    expect(await t.app.chat.repo.findConversation(guestId)).toBeNull();

    // A message sent after them arrives after them: by then the two extra signals were dropped
    // (none is waiting besides the one taken above).
    guest.publish(DEST.sendMessage, { guestId, content: 'Xin chào', senderType: 'GUEST' });
    await admin.next(DEST.adminConversations);
    expect(admin.messages.get(DEST.adminTyping) ?? []).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: `/api/chat/${guestId}` })).json().data).toHaveLength(1);
  });

  it('staff typing reaches that visitor with the staff member’s name', async () => {
    const guestId = gid('2');
    const guest = await connect({ guestId });
    await guest.subscribe(DEST.typing(guestId));
    const admin = await connect({ Authorization: `Bearer ${tokens.adminToken}` });
    admin.publish(DEST.sendTyping, { guestId });
    const event = JSON.parse((await guest.next(DEST.typing(guestId))).body) as TypingEvent;
    const account = await t.app.authRepo.findUserById(tokens.admin.id);
    expect(event).toEqual({ guestId, senderType: 'ADMIN', staffName: account!.fullName });
  });
});

describe('typing signals: who may subscribe and send', () => {
  it('refuses a connection with no identity, an expired or a tampered token', async () => {
    expect(await refusedConnect(base, {})).toContain(CHAT_MSG.server.authRequired);
    expect(await refusedConnect(base, { Authorization: `Bearer ${tokens.expiredToken}` })).toContain(CHAT_MSG.server.badToken);
    expect(await refusedConnect(base, { Authorization: `Bearer ${tokens.tamperedToken}` })).toContain(CHAT_MSG.server.badToken);
  });

  it.each([
    ['a guest', () => ({ guestId: gid('3') }), [DEST.adminTyping, DEST.typing(gid('4'))]],
    ['a USER token', () => ({ Authorization: `Bearer ${tokens.userToken}` }), [DEST.adminTyping, DEST.typing(gid('3'))]],
  ] as const)('%s cannot subscribe to the admins’ or another visitor’s typing', async (_who, headers, destinations) => {
    for (const destination of destinations) {
      const s = await connect(headers());
      void s.subscribe(destination);
      expect(await waitError(s)).toBe(CHAT_MSG.server.forbiddenDestination);
    }
  });

  it('an ADMIN token may subscribe to both; a guest to its own', async () => {
    const admin = await connect({ Authorization: `Bearer ${tokens.adminToken}` });
    await admin.subscribe(DEST.adminTyping);
    await admin.subscribe(DEST.typing(gid('3')));
    const guest = await connect({ guestId: gid('3') });
    await guest.subscribe(DEST.typing(gid('3')));
    expect([...admin.errors, ...guest.errors]).toEqual([]);
  });

  it('a guest cannot signal for another guest, nor a USER token at all', async () => {
    const guest = await connect({ guestId: gid('3') });
    guest.publish(DEST.sendTyping, { guestId: gid('4') });
    expect(await waitError(guest)).toBe(CHAT_MSG.server.forbiddenSender);
    const user = await connect({ Authorization: `Bearer ${tokens.userToken}` });
    user.publish(DEST.sendTyping, { guestId: gid('3') });
    expect(await waitError(user)).toBe(CHAT_MSG.server.forbiddenSender);
  });
});
