import { bearer, buildTestApp, tokenMatrix, type TestApp } from '../../helpers/testApp';
import type { DashboardData } from '../../../src/shared/types/dashboard';
import { isoWeekOf, vnMonday } from '../../../src/server/routes/dashboard/dashboardRepository';

let t: TestApp;
let tk: Awaited<ReturnType<typeof tokenMatrix>>;
beforeAll(async () => {
  t = await buildTestApp();
  tk = await tokenMatrix(t.app);
});
afterAll(() => t.close());

const MIN = 60_000;
const DAY = 86_400_000;
const get = async (token = tk.userToken) => (await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: bearer(token) })).json().data as DashboardData;

/** The UTC instant at which the current Vietnamese week began (Monday 00:00 in UTC+7). */
const weekStart = () => Date.parse(`${vnMonday(new Date())}T00:00:00Z`) - 7 * 3600_000;

async function request(at: number, serviceName: string, status: 'NEW' | 'PROCESSING' | 'COMPLETED' = 'NEW') {
  const iso = new Date(at).toISOString();
  await t.app.db
    .insertInto('customerRequests')
    .values({ name: 'Khách', phone: '0901234567', email: 'khach@example.vn', serviceId: null, serviceName, description: null, status, createdAt: iso, updatedAt: iso, completedAt: null, cancelledAt: null, searchText: '' })
    .execute();
}

describe('GET /api/dashboard', () => {
  it('has the role matrix: none 401, USER 200, ADMIN 200, expired 401, tampered 401', async () => {
    const statuses = [];
    for (const token of [undefined, tk.userToken, tk.adminToken, tk.expiredToken, tk.tamperedToken]) {
      statuses.push((await t.app.inject({ method: 'GET', url: '/api/dashboard', headers: token ? bearer(token) : {} })).statusCode);
    }
    expect(statuses).toEqual([401, 200, 200, 401, 401]);
  });

  it('counts NEW requests, active subscribers and open chats', async () => {
    const before = await get();
    const now = Date.now();
    await request(now - 5 * MIN, 'Đăng ký nhãn hiệu');
    await request(now - 4 * MIN, 'Đăng ký nhãn hiệu');
    await request(now - 3 * MIN, 'Đăng ký nhãn hiệu', 'PROCESSING');
    await request(now - 40 * DAY, 'Bản quyền tác giả'); // old but still NEW: counted
    const iso = (ms: number) => new Date(ms).toISOString();
    await t.app.db
      .insertInto('subscribers')
      .values([
        { email: 'a@example.vn', createdAt: iso(now), unsubscribedAt: null, unsubscribeToken: 't-a' },
        { email: 'b@example.vn', createdAt: iso(now), unsubscribedAt: null, unsubscribeToken: 't-b' },
        { email: 'c@example.vn', createdAt: iso(now), unsubscribedAt: iso(now), unsubscribeToken: 't-c' },
      ])
      .execute();
    const chat = (guestId: string, unreadCount: number, lastMessageAt: string | null) => ({ guestId, unreadCount, lastMessageAt, createdAt: iso(now - 3 * DAY), updatedAt: iso(now) });
    await t.app.db
      .insertInto('chatConversations')
      .values([
        chat('g-unread-old', 2, iso(now - 3 * DAY)), // unread: open
        chat('g-recent', 0, iso(now - 2 * 3600_000)), // answered 2 h ago: open
        chat('g-closed', 0, iso(now - 2 * DAY)), // read, quiet for 2 days: not open
        chat('g-silent', 0, null), // opened the widget, never wrote: not open
      ])
      .execute();

    const after = await get(tk.adminToken);
    expect(after.newRequests - before.newRequests).toBe(3);
    expect(after.activeSubscribers - before.activeSubscribers).toBe(2);
    expect(after.openChats - before.openChats).toBe(2);
  });

  it('buckets requests per Vietnamese week and service over the last 8 weeks', async () => {
    const start = weekStart();
    const A = 'Kiểm thử dịch vụ A';
    const B = 'Kiểm thử dịch vụ B';
    await request(start + 30 * MIN, A); // Monday 00:30 in Hà Nội = Sunday 17:30 UTC: this week
    await request(start + 2 * DAY, A, 'COMPLETED'); // every status counts in the chart
    await request(start - 1 * MIN, A); // Sunday 23:59 in Hà Nội: last week
    await request(start - 7 * 7 * DAY + MIN, B); // first minute of the oldest week shown
    await request(start - 7 * 7 * DAY - MIN, B); // just before: outside the chart
    await request(start - 3 * 7 * DAY + 3 * DAY, B);

    const data = await get();
    expect(data.weeks).toHaveLength(8);
    expect(data.weeks[7]!.start).toBe(vnMonday(new Date()));
    expect(data.weeks[0]!.start).toBe(new Date(Date.parse(`${data.weeks[7]!.start}T00:00:00Z`) - 49 * DAY).toISOString().slice(0, 10));
    for (const w of data.weeks) expect(new Date(`${w.start}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(data.series.find((s) => s.service === A)!.counts).toEqual([0, 0, 0, 0, 0, 0, 1, 2]);
    expect(data.series.find((s) => s.service === B)!.counts).toEqual([1, 0, 0, 0, 1, 0, 0, 0]);
  });
});

describe('week helpers', () => {
  it('use Monday-based weeks in UTC+7 and ISO week numbers', () => {
    // Sunday 2026-11-22 17:30 UTC is Monday 2026-11-23 00:30 in Hà Nội.
    expect(vnMonday(new Date('2026-11-22T17:30:00Z'))).toBe('2026-11-23');
    expect(vnMonday(new Date('2026-11-22T16:59:00Z'))).toBe('2026-11-16');
    expect(isoWeekOf('2026-11-16')).toEqual({ isoYear: 2026, isoWeek: 47 });
    // 2026-12-28 is in ISO week 53 of 2026; 2027-01-04 starts week 1 of 2027.
    expect(isoWeekOf('2026-12-28')).toEqual({ isoYear: 2026, isoWeek: 53 });
    expect(isoWeekOf('2027-01-04')).toEqual({ isoYear: 2027, isoWeek: 1 });
    expect(isoWeekOf('2024-12-30')).toEqual({ isoYear: 2025, isoWeek: 1 });
  });
});
