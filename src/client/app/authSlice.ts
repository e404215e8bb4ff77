import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Role } from '../../shared/constants';
import type { AccessTokenClaims } from '../../shared/types/auth';

export type AuthStatus = 'unknown' | 'authenticated' | 'signedOut';

export interface AuthState {
  status: AuthStatus;
  userId: number | null;
  username: string | null;
  scope: Role | null;
  /** True when the session ended because a refresh failed (not by logging out). */
  expired: boolean;
  /**
   * True from the moment staff ask to log out until the server has answered. The server ends the
   * session's sockets as it handles the logout, possibly before its answer arrives: the realtime
   * middlewares close theirs first so that ending is not taken for an expired token to renew.
   */
  signingOut: boolean;
}

export const initialAuthState: AuthState = { status: 'unknown', userId: null, username: null, scope: null, expired: false, signingOut: false };

function fromClaims(claims: AccessTokenClaims): AuthState {
  return { status: 'authenticated', userId: Number(claims.sub), username: claims.username, scope: claims.scope, expired: false, signingOut: false };
}

/** Who is signed in, from the access token's claims. The tokens themselves stay in sessionStorage. */
export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    signedIn: (_state, action: PayloadAction<AccessTokenClaims>) => fromClaims(action.payload),
    tokensRefreshed: (_state, action: PayloadAction<AccessTokenClaims>) => fromClaims(action.payload),
    signOutStarted: (state) => {
      state.signingOut = true;
    },
    signOutFailed: (state) => {
      state.signingOut = false;
    },
    signedOut: () => ({ ...initialAuthState, status: 'signedOut' as const }),
    sessionExpired: () => ({ ...initialAuthState, status: 'signedOut' as const, expired: true }),
  },
  selectors: {
    selectAuthStatus: (s) => s.status,
    selectScope: (s) => s.scope,
    selectIsAdmin: (s) => s.scope === 'ADMIN',
    selectUsername: (s) => s.username,
    selectUserId: (s) => s.userId,
    selectSessionExpired: (s) => s.expired,
  },
});

export const { signedIn, tokensRefreshed, signOutStarted, signOutFailed, signedOut, sessionExpired } = authSlice.actions;
export const { selectAuthStatus, selectScope, selectIsAdmin, selectUsername, selectUserId, selectSessionExpired } =
  authSlice.selectors;
