import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '../../shared/constants';
import type { AccessTokenClaims, TokenPair } from '../../shared/types/auth';

// Absent when the public pages are rendered on the server (ssr/renderPage.tsx): nobody is signed in there.
const hasStorage = (): boolean => typeof sessionStorage !== 'undefined';

/** Session tokens live in sessionStorage: they end with the browser tab. */
export const session = {
  accessToken: (): string | null => (hasStorage() ? sessionStorage.getItem(ACCESS_TOKEN_KEY) : null),
  refreshToken: (): string | null => (hasStorage() ? sessionStorage.getItem(REFRESH_TOKEN_KEY) : null),
  save(pair: TokenPair): void {
    sessionStorage.setItem(ACCESS_TOKEN_KEY, pair.token);
    sessionStorage.setItem(REFRESH_TOKEN_KEY, pair.refreshToken);
  },
  clear(): void {
    sessionStorage.clear();
  },
};

/** Reads the claims of a JWT without verifying it (the server verifies; the UI only needs the scope). */
export function decodeClaims(token: string | null): AccessTokenClaims | null {
  if (!token) return null;
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(json, (c) => c.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as AccessTokenClaims;
    return typeof claims.sub === 'string' && typeof claims.scope === 'string' ? claims : null;
  } catch {
    return null;
  }
}

/**
 * Whether the access token expires within the next 30 s. The realtime clients refresh it first:
 * the server closes a connection when the token it opened with expires, and refuses an expired one.
 */
export function expiresSoon(token: string | null): boolean {
  const exp = decodeClaims(token)?.exp;
  return typeof exp === 'number' && exp * 1000 < Date.now() + 30_000;
}
