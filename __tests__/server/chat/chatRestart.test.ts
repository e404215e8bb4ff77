import type { AddressInfo } from 'node:net';
import { buildTestApp, type TestApp } from '../../helpers/testApp';
import { DEST } from '../../../src/shared/realtime';
import type { ChatMessage } from '../../../src/shared/types/chat';
import { connectStomp } from './stompTestClient';

const guestId = `guest-${'7'.repeat(32)}`;

/**
 * A restart with a visitor connected: closing the server ends the STOMP sessions (it does not hang
 * on open sockets), the client reconnects to the new process on its own, and nothing is stored twice.
 */
test('the server closes promptly with live clients, and clients carry on after a restart', async () => {
  const first = await buildTestApp();
  await first.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = first.app.server.address() as AddressInfo;
  const base = `http://127.0.0.1:${port}`;
  const guest = await connectStomp(base, { guestId }, 'websocket', 200);
  let connects = 0;
  const onConnect = guest.client.onConnect;
  guest.client.onConnect = (f) => {
    connects += 1;
    onConnect(f);
  };
  await guest.subscribe(DEST.chat(guestId));
  guest.publish(DEST.sendMessage, { guestId, content: 'trước khi khởi động lại', senderType: 'GUEST', tempId: 'r-1' });
  await guest.next(DEST.chat(guestId));

  // No wall-clock assertion (a busy machine would make it flaky): a close that hung on open sockets
  // would time the test out.
  await first.app.close();
  const second: TestApp = await buildTestApp({ DATA_DIR: first.dataDir });
  try {
    await second.app.listen({ port, host: '127.0.0.1' });
    for (let i = 0; i < 100 && connects === 0; i++) await new Promise((r) => setTimeout(r, 50));
    expect(connects).toBe(1);
    expect(await second.app.chat.isOnline(guestId)).toBe(true);
    // stompjs does not keep subscriptions across reconnections: subscribe again, as our middlewares do in onConnect.
    await guest.subscribe(DEST.chat(guestId));
    // A retried send of the first message and a new one: the first is not stored again.
    guest.publish(DEST.sendMessage, { guestId, content: 'trước khi khởi động lại', senderType: 'GUEST', tempId: 'r-1' });
    guest.publish(DEST.sendMessage, { guestId, content: 'sau khi khởi động lại', senderType: 'GUEST', tempId: 'r-2' });
    await guest.next(DEST.chat(guestId));
    await guest.next(DEST.chat(guestId));
    const res = await second.app.inject({ method: 'GET', url: `/api/chat/${guestId}` });
    expect((res.json().data as ChatMessage[]).map((m) => m.content)).toEqual(['trước khi khởi động lại', 'sau khi khởi động lại']);
  } finally {
    await guest.stop();
    await second.close();
    await first.close().catch(() => undefined);
  }
});
