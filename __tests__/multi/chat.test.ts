import { randomBytes } from 'node:crypto';
import { DEST } from '../../src/shared/realtime';
import type { ChatMessage, ConversationEvent, UserStatusEvent } from '../../src/shared/types/chat';
import type { Transport } from '../server/chat/stompTestClient';
import { call, cluster, query, signIn, stompVia, type ClusterStomp } from './clusterClient';

const open: ClusterStomp[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.stop()));
});

const parse = <T>(m: { body: string }) => JSON.parse(m.body) as T;

describe.each<Transport>(['websocket', 'xhr-streaming'])('chat through the balancer (%s): a guest on A, staff on B', (transport) => {
  it('carries messages both ways, each stored once', async () => {
    const guestId = `guest-${randomBytes(16).toString('hex')}`;
    const token = await signIn(cluster.b.url);
    const [{ id: adminId }] = (await query<{ id: number }>(`select id::int from users where username = 'admin'`)) as [{ id: number }];

    const staff = await stompVia('b', transport, { Authorization: `Bearer ${token}` });
    open.push(staff);
    await staff.subscribe(DEST.adminConversations);
    await staff.subscribe(DEST.adminUserStatus);
    const guest = await stompVia('a', transport, { guestId });
    open.push(guest);
    await guest.subscribe(DEST.chat(guestId));

    // Online on A is online for staff on B.
    const online = parse<UserStatusEvent>(await staff.next(DEST.adminUserStatus, (m) => parse<UserStatusEvent>(m).guestId === guestId));
    expect(online).toMatchObject({ guestId, isOnline: true });

    guest.publish(DEST.sendMessage, { guestId, content: 'Tôi cần đăng ký nhãn hiệu', senderType: 'GUEST', tempId: 'g-1' });
    const echo = parse<ChatMessage>(await guest.next(DEST.chat(guestId)));
    expect(echo).toMatchObject({ guestId, senderType: 'GUEST', tempId: 'g-1', content: 'Tôi cần đăng ký nhãn hiệu' });
    const event = parse<ConversationEvent>(await staff.next(DEST.adminConversations, (m) => parse<ConversationEvent>(m).message?.guestId === guestId));
    expect(event.message).toEqual(echo);

    // The answer from B reaches the guest on A; a retried send (same tempId) is stored once.
    await staff.subscribe(DEST.chat(guestId));
    staff.publish(DEST.sendMessage, { guestId, content: 'Chào anh/chị, công ty xin hỗ trợ', senderType: 'ADMIN', adminId, tempId: 'a-1' });
    staff.publish(DEST.sendMessage, { guestId, content: 'Chào anh/chị, công ty xin hỗ trợ', senderType: 'ADMIN', adminId, tempId: 'a-1' });
    const reply = parse<ChatMessage>(await guest.next(DEST.chat(guestId), (m) => parse<ChatMessage>(m).senderType === 'ADMIN'));
    expect(reply).toMatchObject({ senderType: 'ADMIN', adminId, content: 'Chào anh/chị, công ty xin hỗ trợ', tempId: 'a-1' });

    // The history is the same through either instance.
    for (const base of [cluster.a.url, cluster.b.url]) {
      const history = await call<ChatMessage[]>(base, 'GET', `/api/chat/${guestId}`);
      expect(history.body.data.map((m) => [m.senderType, m.content])).toEqual([
        ['GUEST', 'Tôi cần đăng ký nhãn hiệu'],
        ['ADMIN', 'Chào anh/chị, công ty xin hỗ trợ'],
      ]);
    }

    // Leaving A is seen on B.
    await guest.stop();
    const offline = parse<UserStatusEvent>(await staff.next(DEST.adminUserStatus, (m) => parse<UserStatusEvent>(m).guestId === guestId && !parse<UserStatusEvent>(m).isOnline));
    expect(offline.lastSeen).toBeTruthy();
  });
});
