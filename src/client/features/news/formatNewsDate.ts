import { MSG_NEWS } from '../../../shared/messages/newsJobs';

/** dd/mm/yyyy in vi-VN, or the spec's "Unknown date" when the value is missing or not a date. */
export function formatNewsDate(value: string | null | undefined): string {
  if (!value) return MSG_NEWS.unknownDate;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return MSG_NEWS.unknownDate;
  return d.toLocaleDateString('vi-VN', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Asia/Ho_Chi_Minh' });
}
