import { randomBytes } from 'node:crypto';
import { DEST } from '../../src/shared/realtime';
import type { ChatMessage, ConversationEvent, UserStatusEvent } from '../../src/shared/types/chat';
import { within } from '../helpers/within';
import { cluster, eventually, query, signIn, stompVia, type ClusterStomp } from './clusterClient';

// Runs last (__tests__/multi/sequencer.cjs): instance A does not come back.

/** Presence heartbeats every 5 s; an instance's entries expire after 3 missed beats. */
const PRESENCE_BEAT_MS = 5000;
const PRESENCE_EXPIRY_MS = 3 * PRESENCE_BEAT_MS;
/** From the kill: the expiry, one beat for the survivor to notice, one beat of margin for a loaded machine. */
const OFFLINE_DEADLINE_MS = PRESENCE_EXPIRY_MS + 2 * PRESENCE_BEAT_MS;

const open: ClusterStomp[] = [];
afterAll(async () => {
  await Promise.all(open.splice(0).map((s) => s.stop()));
});

const parse = <T>(m: { body: string }) => JSON.parse(m.body) as T;
const newGuest = () => `guest-${randomBytes(16).toString('hex')}`;

const statusOf = (guestId: string, isOnline: boolean) => (m: { body: string }) => {
  const e = parse<UserStatusEvent>(m);
  return e.guestId === guestId && e.isOnline === isOnline;
};

describe('kill -9 of instance A', () => {
  // Shared by the two tests, in order: the second waits for what the first's kill set off.
  let staff: ClusterStomp | undefined;
  let killedAt = 0;
  // Two guests on A: one carries on after the kill, the other leaves with A.
  const [carrierId, leaverId] = [newGuest(), newGuest()];

  it('the guest carries on through B: nothing acknowledged is lost or doubled', async () => {
    staff = await stompVia('b', 'websocket', { Authorization: `Bearer ${await signIn(cluster.b.url)}` });
    open.push(staff);
    await staff.subscribe(DEST.adminConversations);
    await staff.subscribe(DEST.adminUserStatus);
    const leaver = await stompVia('a', 'websocket', { guestId: leaverId });
    open.push(leaver);
    await staff.next(DEST.adminUserStatus, statusOf(leaverId, true));
    let carrier = await stompVia('a', 'websocket', { guestId: carrierId });
    open.push(carrier);
    await carrier.subscribe(DEST.chat(carrierId));

    const send = (tempId: string) => carrier.publish(DEST.sendMessage, { guestId: carrierId, content: `Tin nhắn ${tempId}`, senderType: 'GUEST', tempId });
    const echoOf = (tempId: string) => (m: { body: string }) => parse<ChatMessage>(m).tempId === tempId;
    // Acknowledged: the guest saw its echo.
    for (const tempId of ['t-1', 't-2', 't-3']) {
      send(tempId);
      await carrier.next(DEST.chat(carrierId), echoOf(tempId));
    }
    // Sent without waiting: in flight when A dies (stored or not, never twice).
    const unconfirmed = ['t-4', 't-5'];
    unconfirmed.forEach(send);
    process.kill(cluster.a.pid, 'SIGKILL');
    killedAt = Date.now();
    await within(Promise.all([carrier.closed, leaver.closed]), 10_000, 'the guests\' sockets on A to close');

    // The guest reconnects through the balancer (which now reaches B only) and sends again what
    // it saw no echo for, under the same client ids, then a new message.
    // Until the balancer's checks have taken A out, a new session may still be sent there and refused:
    // the guest tries again, as the site's client does after a lost connection.
    carrier = await eventually(() => stompVia('any', 'websocket', { guestId: carrierId }).catch(() => undefined), 10_000, 'the guest\'s reconnection through the balancer');
    open.push(carrier);
    await carrier.subscribe(DEST.chat(carrierId));
    for (const tempId of [...unconfirmed, 't-6']) {
      send(tempId);
      await carrier.next(DEST.chat(carrierId), echoOf(tempId));
    }
    const event = parse<ConversationEvent>(await staff.next(DEST.adminConversations, (m) => parse<ConversationEvent>(m).message?.tempId === 't-6'));
    expect(event.message).toMatchObject({ guestId: carrierId, content: 'Tin nhắn t-6' });

    const stored = await query<{ clientId: string; n: number }>('select client_id as "clientId", count(*)::int as n from chat_messages where guest_id = $1 group by client_id order by client_id', [carrierId]);
    expect(stored).toEqual(['t-1', 't-2', 't-3', 't-4', 't-5', 't-6'].map((clientId) => ({ clientId, n: 1 })));
    expect((await fetch(`${cluster.lb}/api/health`)).status).toBe(200);
  });

  it('A\'s guest that did not come back goes offline for staff on B once A\'s presence expires', async () => {
    expect(killedAt).toBeGreaterThan(0);
    await staff!.next(DEST.adminUserStatus, statusOf(leaverId, false), Math.max(0, killedAt + OFFLINE_DEADLINE_MS - Date.now()));
  });
});
