import type { ActiveState, Role } from '../constants';

export interface LoginRequest {
  username: string;
  password: string;
}

export interface TokenPair {
  token: string;
  refreshToken: string;
}

export interface IntrospectResult {
  valid: boolean;
}

/**
 * Claims of the access token (JWT). `sub` is the staff user's id as a string; `sid` names the
 * sign-in (refresh-token family) the token belongs to, so ending that sign-in refuses the token too.
 */
export interface AccessTokenClaims {
  sub: string;
  sid: string;
  username: string;
  scope: Role;
  iat?: number;
  exp: number;
}

/** A staff account as the API returns it (never with the password hash). */
export interface StaffUser {
  id: number;
  username: string;
  email: string;
  fullName: string;
  phoneNumber: string | null;
  position: string | null;
  role: Role;
  active: ActiveState;
  createdAt: string;
}
