import { ValidationError } from 'yup';
import type { OpeningDay } from '../../../shared/chatHours';
import { openingHoursSchema } from '../../../shared/validation/chatAvailability';

/** One weekday as the dialog edits it: a closed day keeps its times, so ticking it again restores them. */
export interface OpeningRow {
  day: number;
  open: boolean;
  opens: string;
  closes: string;
}

const FALLBACK = { opens: '08:00', closes: '17:30' };

export function toRows(days: readonly OpeningDay[]): OpeningRow[] {
  return [1, 2, 3, 4, 5, 6, 7].map((day) => {
    const d = days.find((x) => x.day === day);
    return d?.opens && d.closes ? { day, open: true, opens: d.opens, closes: d.closes } : { day, open: false, ...FALLBACK };
  });
}

/** What the server takes: a closed day without times. */
export function toDays(rows: readonly OpeningRow[]): OpeningDay[] {
  return rows.map((r) => (r.open ? { day: r.day, opens: r.opens.trim(), closes: r.closes.trim() } : { day: r.day, opens: null, closes: null }));
}

/**
 * The rows checked with the server's schema: the first problem of each day, by day (empty when
 * the hours can be saved), and a problem with the whole week under 0.
 */
export function rowErrors(rows: readonly OpeningRow[]): Record<number, string> {
  try {
    openingHoursSchema.validateSync({ days: toDays(rows) }, { abortEarly: false });
    return {};
  } catch (err) {
    if (!(err instanceof ValidationError)) throw err;
    const errors: Record<number, string> = {};
    for (const e of err.inner.length ? err.inner : [err]) {
      const m = /^days\[(\d+)\]/.exec(e.path ?? '');
      const key = m ? rows[Number(m[1])]!.day : 0;
      errors[key] ??= e.message;
    }
    return errors;
  }
}
