import { MSG_NEWS } from '../../../shared/messages/newsJobs';
import { formatVietnamDay } from '../../components/vietnamDate';

/** dd/mm/yyyy in vi-VN (the day in Viet Nam), or "Unknown date" when the value is missing or not a date. */
export function formatNewsDate(value: string | null | undefined): string {
  if (!value) return MSG_NEWS.unknownDate;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return MSG_NEWS.unknownDate;
  return formatVietnamDay(d);
}
