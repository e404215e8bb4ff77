import { VIETNAM_UTC_OFFSET_MS } from './constants';
import { CHAT_AVAILABILITY_MSG as M } from './messages/chatAvailability';

/**
 * The chat's opening hours: one entry a weekday, Monday (1) to Sunday (7), in Vietnam time
 * (UTC+7, no daylight saving). A closed day has no times; an open one is open from `opens`
 * (included) to `closes` (excluded), both "HH:MM" on that day (`closes` may be "24:00").
 */
export interface OpeningDay {
  day: number;
  opens: string | null;
  closes: string | null;
}

/** T2–T6 8:00–17:30, T7 8:00–12:00, Sunday closed: what a new database starts with. */
export const DEFAULT_OPENING_HOURS: OpeningDay[] = [1, 2, 3, 4, 5, 6, 7].map((day) =>
  day <= 5 ? { day, opens: '08:00', closes: '17:30' } : day === 6 ? { day, opens: '08:00', closes: '12:00' } : { day, opens: null, closes: null },
);

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A day may be open until midnight: "24:00" is a closing time (never an opening one). */
export const CLOSING_TIME_PATTERN = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** The Vietnam weekday (1 Monday … 7 Sunday) and minute of the day at `now`. */
export function vietnamClock(now: number): { day: number; minute: number } {
  const local = new Date(now + VIETNAM_UTC_OFFSET_MS);
  return { day: ((local.getUTCDay() + 6) % 7) + 1, minute: local.getUTCHours() * 60 + local.getUTCMinutes() };
}

/** Whether `now` (ms since the epoch) falls within the opening hours. */
export function withinOpeningHours(days: readonly OpeningDay[], now: number): boolean {
  const { day, minute } = vietnamClock(now);
  const today = days.find((d) => d.day === day);
  if (!today?.opens || !today.closes) return false;
  return minutesOf(today.opens) <= minute && minute < minutesOf(today.closes);
}

/** "8:00" rather than "08:00", as people write it. */
const shortTime = (hhmm: string) => hhmm.replace(/^0(\d)/, '$1');

/**
 * The hours in a line for people: consecutive days with the same hours grouped, closed days left
 * out ("T2–T6 8:00–17:30, T7 8:00–12:00").
 */
export function formatOpeningHours(days: readonly OpeningDay[]): string {
  const sorted = [...days].sort((a, b) => a.day - b.day);
  const groups: { from: number; to: number; hours: string }[] = [];
  for (const d of sorted) {
    if (!d.opens || !d.closes) continue;
    const hours = `${shortTime(d.opens)}–${shortTime(d.closes)}`;
    const last = groups[groups.length - 1];
    if (last && last.hours === hours && last.to === d.day - 1) last.to = d.day;
    else groups.push({ from: d.day, to: d.day, hours });
  }
  if (!groups.length) return M.alwaysClosed;
  const name = (day: number) => M.dayShort[day - 1];
  return groups.map((g) => `${g.from === g.to ? name(g.from) : `${name(g.from)}–${name(g.to)}`} ${g.hours}`).join(', ');
}

/** What the visitor's panel knows (GET /chat/availability, /topic/chat/availability). */
export interface ChatAvailability {
  /** Within opening hours and at least one staff member available. */
  available: boolean;
  withinHours: boolean;
  hours: OpeningDay[];
}

/** A staff member with the chat console open; `away` ones do not count as available. */
export interface StaffOnDuty {
  id: number;
  name: string;
  away: boolean;
}

/** What the console shows (GET /chat/admin/availability, /topic/admin/availability). */
export interface StaffAvailability extends ChatAvailability {
  staff: StaffOnDuty[];
}
