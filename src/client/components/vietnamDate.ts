import { VIETNAM_UTC_OFFSET_MS } from '../../shared/constants';

const two = (n: number) => String(n).padStart(2, '0');

/**
 * dd/mm/yyyy of an instant in Viet Nam, exactly as `toLocaleDateString('vi-VN', { day: '2-digit',
 * month: '2-digit', year: 'numeric', timeZone: 'Asia/Ho_Chi_Minh' })` writes it, without Intl:
 * the browser's first Intl formatter loads its locale data (~50 ms at 4× CPU), which the public
 * pages paid while hydrating a list of dates.
 */
export function formatVietnamDay(instant: Date): string {
  const d = new Date(instant.getTime() + VIETNAM_UTC_OFFSET_MS);
  return `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
}
