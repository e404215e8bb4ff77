import * as yup from 'yup';
import { PASSWORD_MIN, USERNAME_MIN } from '../constants';
import { MSG, LOGIN_MSG } from '../messages';
import { rawText, text } from './common';

/** Sign-in form; the server validates POST /auth/login with the same schema. */
export const loginSchema = yup.object({
  username: text().required(LOGIN_MSG.usernameRequired).min(USERNAME_MIN, LOGIN_MSG.usernameMin).max(50, LOGIN_MSG.wrongCredentials),
  password: rawText().required(LOGIN_MSG.passwordRequired).min(PASSWORD_MIN, LOGIN_MSG.passwordMin).max(200, LOGIN_MSG.wrongCredentials),
});

export const refreshSchema = yup.object({
  refreshToken: text().required(LOGIN_MSG.refreshInvalid).max(200, LOGIN_MSG.refreshInvalid),
});

export const introspectSchema = yup.object({
  token: text().required(MSG.common.invalidToken).max(4096, MSG.common.invalidToken),
});

export const logoutSchema = yup.object({
  token: text().max(4096).optional(),
  refreshToken: text().max(200).optional(),
});
