import * as yup from 'yup';
import { PASSWORD_MIN, USERNAME_MIN } from '../constants';
import { MSG } from '../messages';
import { rawText, text } from './common';

/** Sign-in form (back-office spec §5); the server validates POST /auth/login with the same schema. */
export const loginSchema = yup.object({
  username: text().required(MSG.login.usernameRequired).min(USERNAME_MIN, MSG.login.usernameMin).max(50, MSG.login.wrongCredentials),
  password: rawText().required(MSG.login.passwordRequired).min(PASSWORD_MIN, MSG.login.passwordMin).max(200, MSG.login.wrongCredentials),
});

export const refreshSchema = yup.object({
  refreshToken: text().required(MSG.login.refreshInvalid).max(200, MSG.login.refreshInvalid),
});

export const introspectSchema = yup.object({
  token: text().required(MSG.common.invalidToken).max(4096, MSG.common.invalidToken),
});

export const logoutSchema = yup.object({
  token: text().max(4096).optional(),
  refreshToken: text().max(200).optional(),
});
