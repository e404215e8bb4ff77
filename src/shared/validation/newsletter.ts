import * as yup from 'yup';
import { PUBLIC_MSG } from '../messages/publicSite';
import { text } from './common';
import { EMAIL_MAX, SIMPLE_EMAIL } from './customer';

const M = PUBLIC_MSG.newsletter;

/** POST /news/subscribe?email= (spec §4/§5): the address is trimmed and lower-cased before it is checked. */
export const newsletterSchema = yup.object({
  email: text()
    .transform((value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value))
    .required(M.emailRequired)
    .max(EMAIL_MAX, M.emailInvalid)
    .matches(SIMPLE_EMAIL, M.emailInvalid),
});
