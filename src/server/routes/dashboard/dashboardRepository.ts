import { sql } from 'kysely';
import { DASHBOARD_WEEKS, type DashboardData, type DashboardSeries, type DashboardWeek } from '../../../shared/types/dashboard';
import { VIETNAM_UTC_OFFSET_MS } from '../../../shared/constants';
import type { Db } from '../../db/database';
import { dialectOf } from '../../db/dialect';

/**
 * Weeks are Vietnamese weeks: Monday 00:00 to Sunday 24:00 in Asia/Ho_Chi_Minh, which is UTC+7
 * all year (no daylight saving since 1975), so a fixed offset is exact. Staff think in local
 * weeks; a request sent on Monday 06:00 in Hà Nội (Sunday 23:00 UTC) belongs to the new week.
 */
const DAY_MS = 86_400_000;

/** The Monday (YYYY-MM-DD, Vietnam time) of the week that contains `at`. */
export function vnMonday(at: Date): string {
  const local = new Date(at.getTime() + VIETNAM_UTC_OFFSET_MS);
  const sinceMonday = (local.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - sinceMonday)).toISOString().slice(0, 10);
}

/** ISO-8601 week number and year of a Monday. */
export function isoWeekOf(monday: string): { isoYear: number; isoWeek: number } {
  const d = new Date(`${monday}T00:00:00Z`);
  const thursday = new Date(d.getTime() + 3 * DAY_MS);
  const isoYear = thursday.getUTCFullYear();
  const jan1 = Date.UTC(isoYear, 0, 1);
  return { isoYear, isoWeek: Math.floor((thursday.getTime() - jan1) / (7 * DAY_MS)) + 1 };
}

/** The UTC instant at which a Vietnamese day (YYYY-MM-DD) starts, as stored ISO text. */
const vnDayStartIso = (day: string, plusDays = 0) => new Date(Date.parse(`${day}T00:00:00Z`) + plusDays * DAY_MS - VIETNAM_UTC_OFFSET_MS).toISOString();

/** Only reads: counts for the dashboard. */
export class DashboardRepository {
  constructor(private readonly db: Db) {}

  async summary(now = new Date()): Promise<DashboardData> {
    const n = sql<number>`count(*)`.as('n');
    const [requests, chats, subscribers, chart] = await Promise.all([
      this.db.selectFrom('customerRequests').select(n).where('status', '=', 'NEW').executeTakeFirst(),
      this.openChats(now),
      this.db.selectFrom('subscribers').select(n).where('unsubscribedAt', 'is', null).executeTakeFirst(),
      this.weekly(now),
    ]);
    return { newRequests: Number(requests?.n ?? 0), openChats: chats, activeSubscribers: Number(subscribers?.n ?? 0), ...chart };
  }

  /**
   * An open chat is a conversation that still needs or recently had staff attention: guest
   * messages no staff member has read (unread_count > 0), or any message in the last 24 hours.
   * A guest who only opened the widget without writing is not a conversation yet.
   */
  private async openChats(now: Date): Promise<number> {
    const since = new Date(now.getTime() - DAY_MS).toISOString();
    const row = await this.db
      .selectFrom('chatConversations')
      .select(sql<number>`count(*)`.as('n'))
      .where((eb) => eb.or([eb('unreadCount', '>', 0), eb('lastMessageAt', '>=', since)]))
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /**
   * Requests per Vietnamese week and service over the last DASHBOARD_WEEKS weeks (the current one
   * included). The range on created_at uses its index; the database buckets each row by the Monday
   * of its local week (YYYY-MM-DD). SQLite: shift to UTC+7, move to the coming Sunday ('weekday 0'),
   * back 6 days. PostgreSQL: the UTC time shifted to UTC+7, truncated to its ISO week (Monday).
   */
  private async weekly(now: Date): Promise<{ weeks: DashboardWeek[]; series: DashboardSeries[] }> {
    const current = vnMonday(now);
    const first = new Date(Date.parse(`${current}T00:00:00Z`) - (DASHBOARD_WEEKS - 1) * 7 * DAY_MS).toISOString().slice(0, 10);
    const weeks: DashboardWeek[] = Array.from({ length: DASHBOARD_WEEKS }, (_, i) => {
      const start = new Date(Date.parse(`${first}T00:00:00Z`) + i * 7 * DAY_MS).toISOString().slice(0, 10);
      return { start, ...isoWeekOf(start) };
    });
    const week =
      dialectOf(this.db) === 'postgres'
        ? sql<string>`to_char(date_trunc('week', (created_at::timestamptz at time zone 'UTC') + interval '7 hours'), 'YYYY-MM-DD')`
        : sql<string>`strftime('%Y-%m-%d', created_at, '+7 hours', 'weekday 0', '-6 days')`;
    const rows = await this.db
      .selectFrom('customerRequests')
      .select([week.as('week'), 'serviceName', sql<number>`count(*)`.as('n')])
      .where('createdAt', '>=', vnDayStartIso(first))
      .where('createdAt', '<', vnDayStartIso(current, 7))
      .groupBy([week, 'serviceName'])
      .execute();

    const index = new Map(weeks.map((w, i) => [w.start, i]));
    const byService = new Map<string, number[]>();
    for (const r of rows) {
      const i = index.get(r.week);
      if (i === undefined) continue;
      const counts = byService.get(r.serviceName) ?? Array<number>(DASHBOARD_WEEKS).fill(0);
      counts[i] = (counts[i] ?? 0) + Number(r.n);
      byService.set(r.serviceName, counts);
    }
    const total = (c: number[]) => c.reduce((a, b) => a + b, 0);
    const series = [...byService].map(([service, counts]) => ({ service, counts })).sort((a, b) => total(b.counts) - total(a.counts) || a.service.localeCompare(b.service, 'vi'));
    return { weeks, series };
  }
}
