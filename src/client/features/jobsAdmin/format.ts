/** A YYYY-MM-DD day as Vietnamese staff read it (20/11/2026). */
export function formatDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  if (!y || !m || !d) return day;
  return new Date(y, m - 1, d).toLocaleDateString('vi-VN');
}

/** An instant in Vietnam time, vi-VN. */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : d.toLocaleString('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh' });
}
