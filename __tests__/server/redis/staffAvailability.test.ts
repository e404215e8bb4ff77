import type { ChatAvailability } from '../../../src/shared/chatHours';
import { DEST } from '../../../src/shared/realtime';
import type { redisPresence } from '../../../src/server/realtime/presence';
import { bearer, buildTestApp, tokenMatrix } from '../../helpers/testApp';
import { gid } from '../../helpers/guestId';
import { listen, stompClients, twoInstances, type TwoInstances } from '../../helpers/twoInstances';
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
let two: TwoInstances;
let baseA: string;
let baseB: string;
let tokens: Awaited<ReturnType<typeof tokenMatrix>>;
const stomps = stompClients();

beforeAll(async () => {
  two = await twoInstances({}, { presenceHeartbeatMs: HEARTBEAT_MS });
  baseA = await listen(two.a);
  baseB = await listen(two.b);
  tokens = await tokenMatrix(two.a.app);
  await two.a.app.inject({ method: 'PUT', url: '/api/chat/admin/opening-hours', headers: bearer(tokens.adminToken), payload: { days: ALWAYS } });
});
afterAll(async () => {
  await two.close();
});

/** A visitor's next availability that matches (an earlier change may still be crossing Redis). */
async function until(guest: TestStomp, matches: (s: ChatAvailability) => boolean): Promise<ChatAvailability> {
  for (;;) {
    const state = JSON.parse((await guest.next(DEST.chatAvailability, WAIT_MS)).body) as ChatAvailability;
    if (matches(state)) return state;
  }
}
const availableOn = async (base: string) => {
  const t = base === baseA ? two.a : two.b;
  return ((await t.app.inject({ method: 'GET', url: '/api/chat/availability' })).json().data as ChatAvailability).available;
};

it('a console open on A makes chat available to a visitor on B, until it closes', async () => {
  const guest = await stomps.connect(baseB, { guestId: gid('d') });
  await guest.subscribe(DEST.chatAvailability);
  const staffConsole = await stomps.connect(baseA, { Authorization: `Bearer ${tokens.adminToken}` });
  await until(guest, (s) => s.available);
  expect(await availableOn(baseB)).toBe(true);
  await staffConsole.stop();
  await until(guest, (s) => !s.available);
  expect(await availableOn(baseB)).toBe(false);
});

it('the consoles of an instance that stops beating stop counting once it expires', async () => {
  const doomed = await buildTestApp({ REDIS_URL: two.a.config.redisUrl!, REDIS_PREFIX: two.prefix, DATA_DIR: two.a.dataDir }, { presenceHeartbeatMs: HEARTBEAT_MS });
  try {
    const baseC = await listen(doomed);
    const guest = await stomps.connect(baseB, { guestId: gid('e') });
    await guest.subscribe(DEST.chatAvailability);
    await stomps.connect(baseC, { Authorization: `Bearer ${tokens.adminToken}` });
    await until(guest, (s) => s.available);
    (doomed.app.chatAvailability.staff as ReturnType<typeof redisPresence>).stopHeartbeat();
    // Its connection stays open, as a hung process's would: only the missed heartbeats tell.
    await until(guest, (s) => !s.available);
    expect(await availableOn(baseB)).toBe(false);
  } finally {
    await doomed.close();
  }
});
