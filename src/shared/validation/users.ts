import * as yup from 'yup';
import { ACTIVE_STATES, FULL_NAME_MIN, PASSWORD_MIN, POSITION_MIN, ROLES, USERNAME_MIN, type ActiveState, type Role } from '../constants';
import { USERS_MSG as M } from '../messages/users';
import { SIMPLE_EMAIL, rawText, text } from './common';

/**
 * Staff-account schemas. The forms validate with them and the server
 * validates the same bodies, so both show one Vietnamese text; casting trims every value and
 * lower-cases the e-mail, so what the client sends is what the server stores.
 */

const username = () =>
  text()
    .required(M.usernameRequired)
    .min(USERNAME_MIN, M.usernameMin)
    .max(50, M.usernameMax)
    .matches(/^[A-Za-z0-9_]+$/, M.usernamePattern);

const usernameCheck = username();

/** Trimmed; an empty optional field becomes null (stored as "not given"). */
const optionalText = () =>
  text()
    .nullable()
    .transform((value: unknown) => (value === '' || value === undefined ? null : value));

export const userFields = {
  username: username(),
  email: text()
    .transform((value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value))
    .required(M.emailRequired)
    .max(254, M.emailMax)
    .matches(SIMPLE_EMAIL, M.emailInvalid),
  fullName: text().required(M.fullNameRequired).min(FULL_NAME_MIN, M.fullNameMin).max(100, M.fullNameMax),
  phoneNumber: optionalText().max(20, M.phoneMax).matches(/^[0-9\s+\-()]+$/, { message: M.phoneInvalid, excludeEmptyString: true }),
  position: optionalText().min(POSITION_MIN, M.positionMin).max(100, M.positionMax),
  role: text()
    .transform((value: unknown) => (value === '' || value == null ? 'USER' : value))
    .oneOf([...ROLES], M.roleInvalid)
    .default('USER')
    .required(M.roleInvalid),
};

/**
 * POST /auth/users. The username and password checks are chained: while the username
 * is wrong, the password is not judged, so only one of the two messages shows at a time.
 */
export const createUserSchema = yup.object({
  username: userFields.username,
  password: rawText()
    .required(M.passwordRequired)
    .min(PASSWORD_MIN, M.passwordMin)
    .max(200, M.passwordMax)
    .when('username', ([name], schema) => (usernameCheck.isValidSync(name) ? schema : rawText().optional())),
  email: userFields.email,
  fullName: userFields.fullName,
  phoneNumber: userFields.phoneNumber,
  position: userFields.position,
  role: userFields.role,
});

/** PUT /auth/users/{id}: the same rules without the password. */
export const updateUserSchema = yup.object({
  username: userFields.username,
  email: userFields.email,
  fullName: userFields.fullName,
  phoneNumber: userFields.phoneNumber,
  position: userFields.position,
  role: userFields.role,
});

export type CreateUserBody = yup.InferType<typeof createUserSchema>;
export type UpdateUserBody = yup.InferType<typeof updateUserSchema>;

/** PUT /auth/users/{id}/role?role= */
export const roleQuerySchema = yup.object({
  role: text().required(M.roleInvalid).oneOf([...ROLES], M.roleInvalid) as yup.StringSchema<Role>,
});

/** PUT /auth/users/{id}/active?active= */
export const activeQuerySchema = yup.object({
  active: text().required(M.activeInvalid).oneOf([...ACTIVE_STATES], M.activeInvalid) as yup.StringSchema<ActiveState>,
});

/** PUT /auth/users/{id}/password?newPassword= (passwords keep their spaces). */
export const newPasswordQuerySchema = yup.object({
  newPassword: rawText().required(M.passwordRequired).min(PASSWORD_MIN, M.passwordMin).max(200, M.passwordMax),
});

/**
 * The change-password form's rules in the order their messages show (both fields, the match, the length):
 * the one message to show, or null when the values are fine.
 */
export function changePasswordProblem(values: { newPassword: string; confirmPassword: string }): string | null {
  if (!values.newPassword || !values.confirmPassword) return M.fillAllFields;
  if (values.newPassword !== values.confirmPassword) return M.passwordMismatch;
  // The length rule is the server's own schema for the query parameter.
  try {
    newPasswordQuerySchema.validateSync({ newPassword: values.newPassword });
    return null;
  } catch (err) {
    return err instanceof yup.ValidationError ? err.message : M.genericError;
  }
}
