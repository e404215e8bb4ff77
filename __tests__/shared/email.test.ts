import type { AnySchema } from 'yup';
import { consultationSchema } from '../../src/shared/validation/customer';
import { jobApplicationSchema } from '../../src/shared/validation/jobs';
import { newsletterSchema } from '../../src/shared/validation/newsletter';
import { userFields } from '../../src/shared/validation/users';

// Every form that takes an e-mail address checks it with the one shared pattern.
const emailChecks: Array<[string, (email: string) => boolean]> = [
  ['consultation', (email) => (consultationSchema.fields.email as AnySchema).isValidSync(email)],
  ['newsletter', (email) => (newsletterSchema.fields.email as AnySchema).isValidSync(email)],
  ['job application', (email) => (jobApplicationSchema.fields.email as AnySchema).isValidSync(email)],
  ['staff account', (email) => (userFields.email as AnySchema).isValidSync(email)],
];

describe.each(emailChecks)('%s e-mail', (_name, isValid) => {
  it.each(['khach.hang@congty.vn', 'an+tin@example.com.vn'])('accepts %s', (email) => {
    expect(isValid(email)).toBe(true);
  });

  it.each([
    ['a NUL byte', 'a\u0000b@congty.vn'],
    ['a control character', 'ab@cong\u0007ty.vn'],
    ['a zero-width space', 'ab\u200b@congty.vn'],
    ['a right-to-left override', 'ab@\u202econgty.vn'],
    ['two @', 'a@b@congty.vn'],
    ['no domain dot', 'ab@congty'],
  ])('refuses %s', (_what, email) => {
    expect(isValid(email)).toBe(false);
  });
});
