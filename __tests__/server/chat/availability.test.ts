import { ChatAvailabilityService, staffPresenceId } from '../../../src/server/chat/chatAvailability';
import { inProcessPresence } from '../../../src/server/realtime/presence';
import type { ChatAvailability, OpeningDay, StaffAvailability } from '../../../src/shared/chatHours';
import { DEFAULT_OPENING_HOURS } from '../../../src/shared/chatHours';
import { CHAT_MSG } from '../../../src/shared/messages/chat';
import { CHAT_AVAILABILITY_MSG as M } from '../../../src/shared/messages/chatAvailability';
import { DEST } from '../../../src/shared/realtime';
import { gid } from '../../helpers/guestId';
import { bearer, buildTestApp, createStaff, tokenMatrix, type TestApp } from '../../helpers/testApp';
import { listen, stompClients } from '../../helpers/twoInstances';
import { refusedConnect, type TestStomp } from './stompTestClient';

let t: TestApp;
let base: string;
let tokens: Awaited<ReturnType<typeof tokenMatrix>>;
const stomps = stompClients();

const days = (opens: string | null, closes: string | null): OpeningDay[] => [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, opens, closes }));
/** Open around the clock / closed every day: the tests do not depend on the time they run at. */
const ALWAYS = days('00:00', '24:00');
const NEVER = days(null, null);

const connect = (headers: Record<string, string>) => stomps.connect(base, headers);
const waitError = async (s: TestStomp) => {
  await s.closed;
  return s.errors[0]?.headers.message;
};
const putHours = (body: unknown, token = tokens.adminToken) =>
  t.app.inject({ method: 'PUT', url: '/api/chat/admin/opening-hours', headers: bearer(token), payload: body as object });
const putAway = (away: unknown, token = tokens.adminToken) =>
  t.app.inject({ method: 'PUT', url: '/api/chat/admin/availability/away', headers: bearer(token), payload: { away } as object });
const publicState = async () => (await t.app.inject({ method: 'GET', url: '/api/chat/availability' })).json().data as ChatAvailability;
const adminState = async () => (await t.app.inject({ method: 'GET', url: '/api/chat/admin/availability', headers: bearer(tokens.adminToken) })).json().data as StaffAvailability;
const body = <T>(m: { body: string }) => JSON.parse(m.body) as T;
/**
 * The next state on a topic that matches: a change made by an earlier test (a console closing
 * after its test ended) may still be on its way, and is skipped.
 */
async function until<T>(s: TestStomp, destination: string, matches: (state: T) => boolean): Promise<T> {
  for (;;) {
    const state = body<T>(await s.next(destination));
    if (matches(state)) return state;
  }
}

beforeAll(async () => {
  t = await buildTestApp();
  base = await listen(t);
  tokens = await tokenMatrix(t.app);
});
afterEach(async () => {
  await stomps.stopAll();
  await putAway(false);
});
afterAll(() => t.close());

describe('chat availability routes: role matrix', () => {
  it.each(['none', 'userToken', 'adminToken', 'expiredToken', 'tamperedToken'] as const)('with %s', async (who) => {
    const expected = { none: 401, userToken: 403, adminToken: 200, expiredToken: 401, tamperedToken: 401 }[who];
    const headers = who === 'none' ? {} : bearer(tokens[who]);
    await putHours({ days: DEFAULT_OPENING_HOURS });
    const calls = [
      ['GET', '/api/chat/admin/availability', undefined],
      ['PUT', '/api/chat/admin/availability/away', { away: true }],
      ['PUT', '/api/chat/admin/opening-hours', { days: NEVER }],
    ] as const;
    for (const [method, url, payload] of calls) {
      const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      expect({ url, status: res.statusCode }).toEqual({ url, status: expected });
      expect(res.json().code).toBe(expected);
    }
    // The visitor's view is public: anyone may ask, with or without a token.
    expect((await t.app.inject({ method: 'GET', url: '/api/chat/availability', headers })).statusCode).toBe(200);
    if (expected !== 200) {
      // Nothing changed: the hours as they were, nobody away.
      expect((await publicState()).hours).toEqual(DEFAULT_OPENING_HOURS);
      expect(await t.app.db.selectFrom('chatStaffAway').selectAll().execute()).toEqual([]);
    } else {
      expect((await publicState()).hours).toEqual(NEVER);
    }
  });
});

describe('opening hours', () => {
  it('start as T2–T6 8:00–17:30, T7 8:00–12:00, Sunday closed', async () => {
    await putHours({ days: DEFAULT_OPENING_HOURS });
    const { hours } = await publicState();
    expect(hours).toEqual(DEFAULT_OPENING_HOURS);
  });

  it.each([
    ['six days', { days: ALWAYS.slice(0, 6) }, M.errors.daysInvalid],
    ['a day twice', { days: [...ALWAYS.slice(0, 6), { day: 1, opens: '08:00', closes: '17:00' }] }, M.errors.daysInvalid],
    ['an opening time without a closing one', { days: [{ day: 1, opens: '08:00', closes: null }, ...ALWAYS.slice(1)] }, M.errors.timeRequired('Thứ Hai')],
    ['a closing time before the opening one', { days: [...ALWAYS.slice(0, 2), { day: 3, opens: '17:00', closes: '08:00' }, ...ALWAYS.slice(3)] }, M.errors.order('Thứ Tư')],
    ['25:00', { days: [{ day: 1, opens: '08:00', closes: '25:00' }, ...ALWAYS.slice(1)] }, M.errors.timeFormat],
    ['opening at 24:00', { days: [{ day: 1, opens: '24:00', closes: '24:00' }, ...ALWAYS.slice(1)] }, M.errors.timeFormat],
    ['no days', {}, M.errors.daysInvalid],
  ])('refuse %s with 400, a Vietnamese message and no change', async (_name, payload, message) => {
    await putHours({ days: DEFAULT_OPENING_HOURS });
    const res = await putHours(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect((await publicState()).hours).toEqual(DEFAULT_OPENING_HOURS);
  });

  it('an away flag that is not a boolean is refused', async () => {
    const res = await putAway('yes');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.errors.awayInvalid);
  });
});

describe('who is available', () => {
  it('nobody with the console open: not available, even within hours', async () => {
    await putHours({ days: ALWAYS });
    expect(await publicState()).toMatchObject({ available: false, withinHours: true });
  });

  it('an ADMIN opening the console makes chat available to visitors, live; away and closing take it back', async () => {
    await putHours({ days: ALWAYS });
    const guest = await connect({ guestId: gid('a') });
    await guest.subscribe(DEST.chatAvailability);
    const watcher = await connect({ Authorization: `Bearer ${tokens.adminToken}` });
    await watcher.subscribe(DEST.adminAvailability);
    // The watcher is the ADMIN of the token: its own console made it available.
    await until<ChatAvailability>(guest, DEST.chatAvailability, (s) => s.available);
    const name = (await t.app.authRepo.findUserById(tokens.admin.id))!.fullName;
    expect((await adminState()).staff).toEqual([{ id: tokens.admin.id, name, away: false }]);
    // The visitor's view names nobody.
    expect(Object.keys(await publicState()).sort()).toEqual(['available', 'hours', 'withinHours']);

    expect((await putAway(true)).json().data).toMatchObject({ available: false, staff: [{ id: tokens.admin.id, away: true }] });
    await until<ChatAvailability>(guest, DEST.chatAvailability, (st) => !st.available);
    expect((await until<StaffAvailability>(watcher, DEST.adminAvailability, (st) => st.staff[0]?.away === true)).staff).toEqual([{ id: tokens.admin.id, name, away: true }]);

    await putAway(false);
    await until<ChatAvailability>(guest, DEST.chatAvailability, (st) => st.available);
    await watcher.stop();
    await until<ChatAvailability>(guest, DEST.chatAvailability, (st) => !st.available);
    expect(await adminState()).toMatchObject({ available: false, staff: [] });
  });

  it('visitors asking at once share one look; a change made on this instance shows at once', async () => {
    await putHours({ days: ALWAYS });
    const looks = jest.spyOn(t.app.chatAvailability, 'state');
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => publicState()));
      expect(answers.every((a) => a.withinHours && !a.available)).toBe(true);
      // One look, or none: the new hours' publication, seen on the topic, may already be that look.
      expect(looks.mock.calls.length).toBeLessThanOrEqual(1);
      await putHours({ days: NEVER });
      expect(await publicState()).toMatchObject({ withinHours: false });
    } finally {
      looks.mockRestore();
    }
  });

  it('outside opening hours staff on duty do not make chat available', async () => {
    await putHours({ days: NEVER });
    const guest = await connect({ guestId: gid('b') });
    await guest.subscribe(DEST.chatAvailability);
    const other = await createStaff(t.app, { role: 'ADMIN' });
    await t.app.chatAvailability.staffConnected(other.id);
    expect(await adminState()).toMatchObject({ available: false, withinHours: false, staff: [{ id: other.id, away: false }] });
    expect(await until<ChatAvailability>(guest, DEST.chatAvailability, (st) => st.hours[0]!.opens === null)).toMatchObject({ available: false, withinHours: false });
    // Opening the hours now is heard at once.
    await putHours({ days: ALWAYS });
    expect(await until<ChatAvailability>(guest, DEST.chatAvailability, (st) => st.withinHours)).toMatchObject({ available: true, hours: ALWAYS });
    await t.app.chatAvailability.staffDisconnected(other.id);
  });

  it('a USER account connected, or an ADMIN deactivated since, is not on duty', async () => {
    await putHours({ days: ALWAYS });
    await connect({ Authorization: `Bearer ${tokens.userToken}` });
    const other = await createStaff(t.app, { role: 'ADMIN' });
    await t.app.chatAvailability.staffConnected(other.id);
    expect((await adminState()).staff.map((s) => s.id)).toEqual([other.id]);
    await t.app.db.updateTable('users').set({ active: 'INACTIVE' }).where('id', '=', other.id).execute();
    expect(await adminState()).toMatchObject({ available: false, staff: [] });
    await t.app.chatAvailability.staffDisconnected(other.id);
  });
});

describe('availability topics: who may subscribe', () => {
  it('a guest, a USER and an ADMIN may follow the visitors’ topic; only an ADMIN the console’s', async () => {
    for (const headers of [{ guestId: gid('c') }, { Authorization: `Bearer ${tokens.userToken}` }, { Authorization: `Bearer ${tokens.adminToken}` }] as Record<string, string>[]) {
      const s = await connect(headers);
      await s.subscribe(DEST.chatAvailability);
      expect(s.errors).toEqual([]);
    }
    const admin = await connect({ Authorization: `Bearer ${tokens.adminToken}` });
    await admin.subscribe(DEST.adminAvailability);
    expect(admin.errors).toEqual([]);
    for (const headers of [{ guestId: gid('c') }, { Authorization: `Bearer ${tokens.userToken}` }] as Record<string, string>[]) {
      const s = await connect(headers);
      void s.subscribe(DEST.adminAvailability);
      expect(await waitError(s)).toBe(CHAT_MSG.server.forbiddenDestination);
    }
  });

  it('no identity, an expired or a tampered token cannot connect to follow either', async () => {
    expect(await refusedConnect(base, {})).toContain(CHAT_MSG.server.authRequired);
    expect(await refusedConnect(base, { Authorization: `Bearer ${tokens.expiredToken}` })).toContain(CHAT_MSG.server.badToken);
    expect(await refusedConnect(base, { Authorization: `Bearer ${tokens.tamperedToken}` })).toContain(CHAT_MSG.server.badToken);
  });
});

describe('the hours’ edges', () => {
  it('each instance tells its own subscribers once when the clock crosses an opening or closing time', async () => {
    await putHours({ days: days('08:00', '17:30') });
    const staff = inProcessPresence();
    await staff.connected(staffPresenceId(tokens.admin.id));
    // 2026-11-23 is a Monday; 00:59 UTC is 07:59 in Vietnam.
    let now = Date.parse('2026-11-23T00:59:30Z');
    const service = new ChatAvailabilityService(t.app.db, staff, t.app.pubsub, () => now);
    const delivered: Array<[string, ChatAvailability]> = [];
    const deliver = (destination: string, b: string) => delivered.push([destination, JSON.parse(b) as ChatAvailability]);
    expect(await service.tick(deliver)).toBe(false);
    now += 60_000; // 08:00:30
    expect(await service.tick(deliver)).toBe(true);
    expect(delivered.map(([d, s]) => [d, s.available])).toEqual([
      [DEST.chatAvailability, true],
      [DEST.adminAvailability, true],
    ]);
    now += 60_000;
    expect(await service.tick(deliver)).toBe(false);
    now = Date.parse('2026-11-23T10:30:00Z'); // 17:30, closed
    expect(await service.tick(deliver)).toBe(true);
    expect(delivered.at(-1)![1]).toMatchObject({ available: false, withinHours: false });
    expect(delivered).toHaveLength(4);
  });
});
