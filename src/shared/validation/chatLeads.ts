import * as yup from 'yup';
import { CHAT_LEADS_MSG } from '../messages/chatLeads';
import { text } from './common';
import { consultationSchema } from './customer';

const M = CHAT_LEADS_MSG;

/** An empty field is "not given": the consultation rules then apply only to what was typed. */
const emptyAsAbsent = (v: unknown) => (v === '' ? undefined : v);

/**
 * A chat visitor's contact (the panel's form and POST /chat/{guestId}/contact): the consultation
 * form's name, phone and e-mail rules and messages, except that a phone or an e-mail is enough.
 */
export const chatContactSchema = yup
  .object({
    name: consultationSchema.fields.name as yup.StringSchema<string>,
    phone: (consultationSchema.fields.phone as yup.StringSchema<string>).transform(emptyAsAbsent).notRequired(),
    email: (consultationSchema.fields.email as yup.StringSchema<string>).transform(emptyAsAbsent).notRequired(),
  })
  .test('phone-or-email', M.contact.phoneOrEmail, (v, ctx) =>
    v.phone || v.email ? true : ctx.createError({ path: 'phone', message: M.contact.phoneOrEmail }),
  );

export type ChatContactValues = yup.InferType<typeof chatContactSchema>;

/** Lengths kept of what a visitor's browser reports about the page (longer values are cut, not refused). */
export const VISIT_LIMITS = { path: 500, title: 200, referrer: 500 } as const;

/**
 * POST /chat/{guestId}/visit: the page the visitor is on, and the page they came from (sent on the
 * first page of a tab). A path is the site's own (it starts with "/"); the referrer is any http(s) address.
 */
export const visitSchema = yup.object({
  path: text()
    .required(M.server.pathInvalid)
    .matches(/^\/(?!\/)/, M.server.pathInvalid)
    .transform((v: unknown) => (typeof v === 'string' ? v.slice(0, VISIT_LIMITS.path) : v)),
  title: text()
    .transform((v: unknown) => (typeof v === 'string' ? v.slice(0, VISIT_LIMITS.title) : v))
    .optional(),
  referrer: text()
    .transform((v: unknown) => (typeof v === 'string' ? (/^https?:\/\//i.test(v) ? v.slice(0, VISIT_LIMITS.referrer) : '') : v))
    .optional(),
});

export type VisitValues = yup.InferType<typeof visitSchema>;
