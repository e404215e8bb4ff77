import { DEST } from '../../../src/shared/realtime';
import type { UserStatusEvent } from '../../../src/shared/types/chat';
import type { redisPresence } from '../../../src/server/realtime/presence';
import { buildTestApp, type TestApp } from '../../helpers/testApp';
import { gid } from '../../helpers/guestId';
import { listen, listeningInstances, stompClients } from '../../helpers/twoInstances';
import type { TestStomp } from '../chat/stompTestClient';

/**
 * Presence across instances (real Redis, real sockets): a guest online on any instance is online
 * everywhere, and the guests of an instance whose heartbeat stops (as when it is killed) go
 * offline once the heartbeat expires. A short heartbeat keeps the expiry within the test.
 */

const HEARTBEAT_MS = 400;
const instances = listeningInstances({}, { presenceHeartbeatMs: HEARTBEAT_MS });
const stomps = stompClients();



const stomp = (base: string, headers: Record<string, string>) => stomps.connect(base, headers);

/** Long enough for an expiry (three heartbeats) on a loaded machine; a message normally comes at once. */
const WAIT_MS = 10_000;

/**
 * Staff watching presence on `base`. `next(guestId)` is that guest's next change: a change of an
 * earlier test's guest (its clients stop after that test, and the news crosses Redis a moment
 * later) may still arrive and is passed over.
 */
async function statusWatcher(base: string): Promise<{ next(guestId: string): Promise<UserStatusEvent>; admin: TestStomp }> {
  const admin = await stomp(base, { Authorization: `Bearer ${instances.tokens.adminToken}` });
  await admin.subscribe(DEST.adminUserStatus);
  const next = async (guestId: string): Promise<UserStatusEvent> => {
    for (;;) {
      const event = JSON.parse((await admin.next(DEST.adminUserStatus, WAIT_MS)).body) as UserStatusEvent;
      if (event.guestId === guestId) return event;
    }
  };
  return { admin, next };
}

const onlineOver = async (t: TestApp, guestId: string) =>
  (await t.app.inject({ method: 'PUT', url: `/api/chat/admin/guest/${guestId}/online/true` })).json().data as boolean;

it('a guest connected to A is online on B; with sessions on both it stays online until the last one ends', async () => {
  const guestId = gid('5');
  const status = await statusWatcher(instances.baseB);
  const onA = await stomp(instances.baseA, { guestId });
  expect(await status.next(guestId)).toMatchObject({ guestId, isOnline: true });
  expect(await instances.two.b.app.chat.isOnline(guestId)).toBe(true);
  expect(await onlineOver(instances.two.b, guestId)).toBe(true);

  const onB = await stomp(instances.baseB, { guestId });
  // CONNECTED does not wait for the presence write: wait until B counts the guest in Redis.
  const onBKey = `${instances.two.prefix}presence:guests:${instances.two.b.app.instanceId}`;
  for (let i = 0; i < 200 && !(await instances.two.redis.hexists(onBKey, guestId)); i++) await new Promise((r) => setTimeout(r, 10));
  await onA.stop();
  // Still connected through B: nothing says offline; the next event is B's session ending.
  expect(await instances.two.a.app.chat.isOnline(guestId)).toBe(true);
  await onB.stop();
  const offline = await status.next(guestId);
  expect(offline).toMatchObject({ guestId, isOnline: false });
  expect(status.admin.messages.get(DEST.adminUserStatus) ?? []).toHaveLength(0);
  expect(await onlineOver(instances.two.a, guestId)).toBe(false);
  expect(await instances.two.b.app.chat.isOnline(guestId)).toBe(false);
});

it("an instance whose heartbeat stops (killed) has its guests go offline everywhere once it expires; the others' stay", async () => {
  const doomed = await buildTestApp({ REDIS_URL: instances.two.a.config.redisUrl!, REDIS_PREFIX: instances.two.prefix, DATA_DIR: instances.two.a.dataDir }, { presenceHeartbeatMs: HEARTBEAT_MS });
  try {
    const baseC = await listen(doomed);
    const status = await statusWatcher(instances.baseB);
    const lost = gid('6');
    const kept = gid('7');
    // Conversations of theirs exist: the figures count them online, then not.
    for (const guestId of [lost, kept]) await doomed.app.chat.repo.addMessage({ guestId, content: 'Chào', senderType: 'GUEST', adminId: null, clientId: 'k-1' }, false);
    await stomp(baseC, { guestId: lost });
    expect(await status.next(lost)).toMatchObject({ guestId: lost, isOnline: true });
    await stomp(instances.baseA, { guestId: kept });
    expect(await status.next(kept)).toMatchObject({ guestId: kept, isOnline: true });
    expect(await instances.two.b.app.chat.isOnline(lost)).toBe(true);

    (doomed.app.presence as ReturnType<typeof redisPresence>).stopHeartbeat();
    // Its connections stay open, as a hung process's would: only the missed heartbeats tell.
    expect(await status.next(lost)).toMatchObject({ guestId: lost, isOnline: false });
    expect(await instances.two.b.app.chat.isOnline(lost)).toBe(false);
    expect(await instances.two.b.app.chat.isOnline(kept)).toBe(true);
    const conversations = await instances.two.b.app.inject({ method: 'GET', url: '/api/chat/admin/conversations', headers: { authorization: `Bearer ${instances.tokens.adminToken}` } });
    expect(conversations.statusCode).toBe(200);
    const stats = await instances.two.b.app.inject({ method: 'GET', url: `/api/chat/admin/stats/${instances.tokens.admin.id}`, headers: { authorization: `Bearer ${instances.tokens.adminToken}` } });
    expect(stats.json().data.onlineUsers).toBe(1);
    expect(status.admin.messages.get(DEST.adminUserStatus) ?? []).toHaveLength(0);
  } finally {
      await doomed.close();
  }
});

it('an instance that starts sets offline the guests no live instance has, and only those', async () => {
  const stale = gid('8');
  const live = gid('9');
  const status = await statusWatcher(instances.baseB);
  await instances.two.a.app.chat.repo.addMessage({ guestId: live, content: 'Chào', senderType: 'GUEST', adminId: null, clientId: 'x-2' }, false);
  await stomp(instances.baseA, { guestId: live });
  expect(await status.next(live)).toMatchObject({ guestId: live, isOnline: true });
  // A guest the database says is online, left by an instance that is gone.
  await instances.two.a.app.chat.repo.addMessage({ guestId: stale, content: 'Xin chào', senderType: 'GUEST', adminId: null, clientId: 'x-1' }, true);
  const starting = await buildTestApp({ REDIS_URL: instances.two.a.config.redisUrl!, REDIS_PREFIX: instances.two.prefix, DATA_DIR: instances.two.a.dataDir }, { presenceHeartbeatMs: HEARTBEAT_MS });
  try {
    expect(await status.next(stale)).toMatchObject({ guestId: stale, isOnline: false });
    expect(await instances.two.b.app.chat.repo.onlineGuests()).toEqual([live]);
  } finally {
    await starting.close();
  }
});
