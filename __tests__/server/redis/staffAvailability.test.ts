import type { ChatAvailability } from '../../../src/shared/chatHours';
import { DEST } from '../../../src/shared/realtime';
import type { redisPresence } from '../../../src/server/realtime/presence';
import { bearer, buildTestApp } from '../../helpers/testApp';
import { gid } from '../../helpers/guestId';
import { listen, listeningInstances, stompClients } from '../../helpers/twoInstances';
import type { TestStomp } from '../chat/stompTestClient';

/**
 * Staff on duty across instances (real Redis, real sockets): a console open on one instance makes
 * chat available for visitors of another, and the consoles of an instance whose heartbeat stops
 * (as when it is killed) stop counting once it expires.
 */

const HEARTBEAT_MS = 400;
/** Long enough for an expiry (three heartbeats) on a loaded machine; a message normally comes at once. */
const WAIT_MS = 10_000;
const ALWAYS = [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, opens: '00:00', closes: '24:00' }));
const instances = listeningInstances({}, { presenceHeartbeatMs: HEARTBEAT_MS });
const stomps = stompClients();

beforeAll(async () => {
  await instances.two.a.app.inject({ method: 'PUT', url: '/api/chat/admin/opening-hours', headers: bearer(instances.tokens.adminToken), payload: { days: ALWAYS } });
});

/** A visitor's next availability that matches (an earlier change may still be crossing Redis). */
async function until(guest: TestStomp, matches: (s: ChatAvailability) => boolean): Promise<ChatAvailability> {
  for (;;) {
    const state = JSON.parse((await guest.next(DEST.chatAvailability, WAIT_MS)).body) as ChatAvailability;
    if (matches(state)) return state;
  }
}
const availableOn = async (base: string) => {
  const t = base === instances.baseA ? instances.two.a : instances.two.b;
  return ((await t.app.inject({ method: 'GET', url: '/api/chat/availability' })).json().data as ChatAvailability).available;
};

it('a console open on A makes chat available to a visitor on B, until it closes', async () => {
  const guest = await stomps.connect(instances.baseB, { guestId: gid('d') });
  await guest.subscribe(DEST.chatAvailability);
  const staffConsole = await stomps.connect(instances.baseA, { Authorization: `Bearer ${instances.tokens.adminToken}` });
  await until(guest, (s) => s.available);
  expect(await availableOn(instances.baseB)).toBe(true);
  await staffConsole.stop();
  await until(guest, (s) => !s.available);
  expect(await availableOn(instances.baseB)).toBe(false);
});

it('the consoles of an instance that stops beating stop counting once it expires', async () => {
  const doomed = await buildTestApp({ REDIS_URL: instances.two.a.config.redisUrl!, REDIS_PREFIX: instances.two.prefix, DATA_DIR: instances.two.a.dataDir }, { presenceHeartbeatMs: HEARTBEAT_MS });
  try {
    const baseC = await listen(doomed);
    const guest = await stomps.connect(instances.baseB, { guestId: gid('e') });
    await guest.subscribe(DEST.chatAvailability);
    await stomps.connect(baseC, { Authorization: `Bearer ${instances.tokens.adminToken}` });
    await until(guest, (s) => s.available);
    (doomed.app.chatAvailability.staff as ReturnType<typeof redisPresence>).stopHeartbeat();
    // Its connection stays open, as a hung process's would: only the missed heartbeats tell.
    await until(guest, (s) => !s.available);
    expect(await availableOn(instances.baseB)).toBe(false);
  } finally {
    await doomed.close();
  }
});
