/** One week of the dashboard chart: Monday (Asia/Ho_Chi_Minh) and its ISO week number. */
export interface DashboardWeek {
  /** YYYY-MM-DD, the Monday that starts the week in Vietnam time. */
  start: string;
  isoYear: number;
  isoWeek: number;
}

/** Requests of one service, one count per week (same order as `weeks`). */
export interface DashboardSeries {
  service: string;
  counts: number[];
}

/** GET /dashboard */
export interface DashboardData {
  /** Customer requests still in status NEW. */
  newRequests: number;
  /** Chats with unread guest messages or a message in the last 24 hours. */
  openChats: number;
  /** Newsletter subscribers who have not unsubscribed. */
  activeSubscribers: number;
  /** The last 8 weeks, oldest first, the current week last. */
  weeks: DashboardWeek[];
  /** One series per service that had requests in those weeks, most requested first. */
  series: DashboardSeries[];
}

export const DASHBOARD_WEEKS = 8;
