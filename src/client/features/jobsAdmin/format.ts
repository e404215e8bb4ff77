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

/** File sizes with a Vietnamese decimal comma (245,8 KB). */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let v = bytes / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i += 1;
  }
  return `${v.toLocaleString('vi-VN', { maximumFractionDigits: 1 })} ${units[i]}`;
}
