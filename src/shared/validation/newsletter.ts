import * as yup from 'yup';
import { NEWSLETTER_MSG } from '../messages/publicForms';
import { text } from './common';
import { EMAIL_MAX, SIMPLE_EMAIL } from './customer';

const M = NEWSLETTER_MSG;

/** POST /news/subscribe?email=: the address is trimmed and lower-cased before it is checked. */
export const newsletterSchema = yup.object({
  email: text()
    .transform((value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value))
    .required(M.emailRequired)
    .max(EMAIL_MAX, M.emailInvalid)
    .matches(SIMPLE_EMAIL, M.emailInvalid),
});
