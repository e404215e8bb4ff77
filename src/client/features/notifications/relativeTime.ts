import { NOTIFICATIONS_MSG as M } from '../../../shared/messages/notifications';

const dateTime = new Intl.DateTimeFormat('vi-VN', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** Full date and time in Vietnamese (the tooltip and the fallback). */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : dateTime.format(d);
}

/** 'Vừa xong' under a minute, 'n phút trước' under an hour, 'n giờ trước' under a day, else the date. */
export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return iso;
  const minutes = Math.floor((now - t) / 60_000);
  if (minutes < 1) return M.justNow;
  if (minutes < 60) return M.minutesAgo(minutes);
  if (minutes < 1440) return M.hoursAgo(Math.floor(minutes / 60));
  return formatDateTime(iso);
}
