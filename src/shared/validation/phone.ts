import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/** The country of a number typed without a calling code ("0912 345 678"): the firm's visitors are in Vietnam. */
export const DEFAULT_PHONE_COUNTRY: CountryCode = 'VN';

/**
 * A phone number as stored: E.164 ("+84912345678"), or null when it is not a valid number. Typed
 * the Vietnamese way ("0912345678", "912 345 678") it is a Vietnamese number, and a national trunk 0
 * kept after the calling code ("+84 0912 345 678", what the phone input gives when a visitor types
 * the 0 out of habit) is dropped.
 */
export function toE164(typed: string): string | null {
  // The schema's check and the server's store ask for the same text one after the other: parsed once.
  if (typed === lastTyped) return lastE164;
  lastTyped = typed;
  const mobile = VIETNAM_MOBILE.exec(typed.replaceAll(' ', ''));
  if (mobile) {
    lastE164 = `+84${mobile[1]}`;
  } else {
    const parsed = parsePhoneNumberFromString(typed, DEFAULT_PHONE_COUNTRY);
    lastE164 = parsed?.isValid() ? parsed.number : null;
  }
  return lastE164;
}

/**
 * What almost every visitor types: a Vietnamese mobile number (03x, 05x, 07x, 08x, 09x and eight
 * more digits) with the trunk 0 or +84, spaces allowed. Its E.164 form needs no parsing: the
 * parser's general path cost about a tenth of a consultation request's CPU. The answer is the
 * parser's own for every such text (a test compares them); anything else goes to the parser.
 */
const VIETNAM_MOBILE = /^(?:0|\+84)([35789]\d{8})$/;

let lastTyped: string | undefined;
let lastE164: string | null = null;

/** A Vietnamese number in E.164: its national form is the trunk 0 and the same digits. */
const VIETNAM_E164 = /^\+84(\d+)$/;

/** The form staff read and dial: national for Vietnam ("0912 345 678"), international otherwise ("+1 202 555 0143"). */
export function displayPhone(stored: string): string {
  const parsed = parsePhoneNumberFromString(stored, DEFAULT_PHONE_COUNTRY);
  if (!parsed) return stored;
  return parsed.country === DEFAULT_PHONE_COUNTRY ? parsed.formatNational() : parsed.formatInternational();
}

/**
 * The digits a staff search may hold for this number: the national form with its trunk 0 and the
 * E.164 digits ("0912345678 84912345678"), so that "0912 345", "+84 912…" and "912 345 678" all find
 * it once the query's separators are dropped too (phoneQueryDigits).
 */
export function phoneSearchDigits(stored: string): string {
  // Most requests (every one a visitor in Vietnam sends): no parsing on the way in.
  const vn = VIETNAM_E164.exec(stored);
  if (vn) return `0${vn[1]} 84${vn[1]}`;
  const parsed = parsePhoneNumberFromString(stored, DEFAULT_PHONE_COUNTRY);
  // A text that is no number (kept as typed by an earlier version) is searched as text.
  if (!parsed) return stored;
  return `${parsed.formatNational().replace(/\D/g, '')} ${parsed.number.replace(/\D/g, '')}`;
}

/** A search that is only a phone number in any of its written forms: digits and the separators people type. */
const PHONE_QUERY = /^\+?[\d\s().-]*\d[\d\s().-]*$/;

/** The digits of a query that looks like (part of) a phone number, else null (searched as text). */
export function phoneQueryDigits(q: string): string | null {
  return PHONE_QUERY.test(q.trim()) ? q.replace(/\D/g, '') : null;
}

/**
 * The form of the CSV export: dialled from Vietnam ("0912 345 678", "00 1 202 555 0143"). It starts
 * with a digit, so a spreadsheet shows it as plain text (no formula, no apostrophe), and the spaces
 * keep the leading zero from being read as a number. Unparsable text is returned unchanged (the CSV
 * still guards it against formulas).
 */
export function spreadsheetPhone(stored: string): string {
  const parsed = parsePhoneNumberFromString(stored, DEFAULT_PHONE_COUNTRY);
  return parsed ? parsed.format('IDD', { fromCountry: DEFAULT_PHONE_COUNTRY }) ?? stored : stored;
}
