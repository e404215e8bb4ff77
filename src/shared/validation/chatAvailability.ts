import * as yup from 'yup';
import { CLOSING_TIME_PATTERN, TIME_PATTERN, type OpeningDay } from '../chatHours';
import { CHAT_AVAILABILITY_MSG as M } from '../messages/chatAvailability';

const time = (pattern: RegExp) =>
  yup
    .string()
    .nullable()
    .defined()
    .transform((_v: unknown, original: unknown) => (original === '' || original === undefined ? null : original))
    .matches(pattern, { message: M.errors.timeFormat, excludeEmptyString: true });

/** One weekday: closed (both times null) or open with both times, the end after the start. */
const daySchema = yup
  .object({
    day: yup.number().integer().min(1).max(7).required(M.errors.daysInvalid),
    opens: time(TIME_PATTERN),
    closes: time(CLOSING_TIME_PATTERN),
  })
  .test('both-or-none', (value, ctx) => {
    const name = M.dayLong[(value.day ?? 1) - 1] ?? '';
    if ((value.opens === null) !== (value.closes === null)) return ctx.createError({ message: M.errors.timeRequired(name) });
    if (value.opens && value.closes && value.opens >= value.closes) return ctx.createError({ message: M.errors.order(name) });
    return true;
  });

/**
 * PUT /chat/admin/opening-hours and the console's hours dialog: all seven days, Monday to Sunday,
 * each once (times "HH:MM", Vietnam time).
 */
export const openingHoursSchema = yup.object({
  days: yup
    .array(daySchema)
    .required(M.errors.daysInvalid)
    .length(7, M.errors.daysInvalid)
    .test('each-day-once', M.errors.daysInvalid, (days) => !days || [1, 2, 3, 4, 5, 6, 7].every((d) => days.filter((x) => x.day === d).length === 1)),
});

export type OpeningHoursInput = { days: OpeningDay[] };

/** PUT /chat/admin/availability/away: the console's "away" switch. */
export const awaySchema = yup.object({
  away: yup.boolean().strict().required(M.errors.awayInvalid).typeError(M.errors.awayInvalid),
});
