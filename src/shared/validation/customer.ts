import * as yup from 'yup';
import { CONSULTATION_FORM_MSG } from '../messages/publicForms';
import { SIMPLE_EMAIL, text } from './common';
import { toE164 } from './phone';

const M = CONSULTATION_FORM_MSG;

export const PHONE_MIN = 10;
export const PHONE_MAX = 20;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;
export const DESCRIPTION_MAX = 2000;

/** The one e-mail pattern of every form (no spaces, control or invisible characters): in common.ts. */
export { SIMPLE_EMAIL };
/** Digits with the separators a phone input shows (+84 901 234 567). */
const PHONE_CHARS = /^\+?[\d\s().-]+$/;

/**
 * The consultation form. The form and POST /customer validate with this one
 * schema, so the visitor sees the same Vietnamese message either way.
 */
export const consultationSchema = yup.object({
  name: text().required(M.nameRequired).max(NAME_MAX, M.nameMax),
  // A real number (libphonenumber-js; Vietnam when no calling code is typed): the server stores it
  // as E.164 (toE164), so staff can find and dial it whatever way it was typed.
  phone: text()
    .required(M.phoneRequired)
    .min(PHONE_MIN, M.phoneInvalid)
    .max(PHONE_MAX, M.phoneInvalid)
    .matches(PHONE_CHARS, M.phoneInvalid)
    .test('phone-number', M.phoneInvalid, (v) => v === undefined || !PHONE_CHARS.test(v) || toE164(v) !== null),
  email: text().required(M.emailRequired).max(EMAIL_MAX, M.emailInvalid).matches(SIMPLE_EMAIL, M.emailInvalid),
  // An empty select ('') means "nothing chosen"; any other non-number is refused with the same text.
  serviceId: yup
    .number()
    .transform((_v: unknown, original: unknown) => (original === '' || original === null ? undefined : typeof original === 'number' ? original : NaN))
    .typeError(M.serviceRequired)
    .required(M.serviceRequired)
    .integer(M.serviceRequired)
    .positive(M.serviceRequired)
    // No id is larger; PostgreSQL's bigint refuses a larger number with an error instead of "not found".
    .max(Number.MAX_SAFE_INTEGER, M.serviceRequired),
  description: text().max(DESCRIPTION_MAX, M.descriptionMax).nullable().optional(),
  // The honeypot: a field the form hides from people (not shown, not focusable, not read out);
  // bots that fill every field fill it. Any text is accepted here: the server answers a filled
  // one as if the request were accepted and stores nothing.
  website: text().optional(),
});

export type ConsultationValues = yup.InferType<typeof consultationSchema>;
