import { formatVietnamDay } from '../../../src/client/components/vietnamDate';
import { formatJobDate } from '../../../src/client/features/jobs/jobFilters';
import { formatNewsDate } from '../../../src/client/features/news/formatNewsDate';
import { MSG_NEWS } from '../../../src/shared/messages/newsJobs';

/** The date texts of the public pages are written without Intl, and must read exactly as vi-VN's. */
const intlDay = (d: Date) => d.toLocaleDateString('vi-VN', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: 'Asia/Ho_Chi_Minh' });

describe('dates on the public pages', () => {
  it('formatVietnamDay matches Intl for instants all over the years, around Vietnamese midnight included', () => {
    const instants = [
      '1980-01-01T00:00:00Z',
      '1999-12-31T16:59:59.999Z', // 23:59:59 in Hà Nội
      '1999-12-31T17:00:00Z', // 00:00 the next day in Hà Nội
      '2024-02-28T17:00:00Z',
      '2024-02-29T16:59:59Z',
      '2026-11-21T20:30:00Z',
      '2099-06-15T08:00:00+07:00',
    ].map((s) => new Date(s));
    // and a day-by-day walk over four years at an hour that changes the day in Viet Nam
    for (let t = Date.UTC(2023, 0, 1, 17, 30); t < Date.UTC(2027, 0, 1); t += 86_400_000) instants.push(new Date(t));
    for (const d of instants) expect(formatVietnamDay(d)).toBe(intlDay(d));
  });

  it('news dates: the day in Viet Nam, or the fallback text for a missing or broken date', () => {
    expect(formatNewsDate('2026-11-21T18:00:00Z')).toBe('22/11/2026');
    expect(formatNewsDate(null)).toBe(MSG_NEWS.unknownDate);
    expect(formatNewsDate('ngày mai')).toBe(MSG_NEWS.unknownDate);
  });

  it('job dates: the calendar date as written, in vi-VN order', () => {
    expect(formatJobDate('2026-03-05')).toBe('05/03/2026');
    expect(formatJobDate('2026-03-05')).toBe(new Date(2026, 2, 5).toLocaleDateString('vi-VN', { day: '2-digit', month: '2-digit', year: 'numeric' }));
    expect(formatJobDate('05/03/2026')).toBe('');
    expect(formatJobDate(undefined)).toBe('');
  });
});
