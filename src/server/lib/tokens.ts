import crypto from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import { ACCESS_TOKEN_TTL_SECONDS, ROLES, type Role } from '../../shared/constants';
import type { AccessTokenClaims } from '../../shared/types/auth';

export interface TokenService {
  /** An access token for this user, naming the sign-in (refresh-token family) it belongs to. */
  signAccess(user: { id: number; username: string; role: Role }, sessionId: string): string;
  /** The claims of a valid, unexpired token signed by us; null otherwise. */
  verifyAccess(token: string): AccessTokenClaims | null;
}

/** Valid tokens remembered at most (then the memory starts over). */
const VERIFIED_TOKENS_KEPT = 1000;

/**
 * A user id as we write it: a positive integer in canonical decimal. "1.0", "01", "1e0" and " 1"
 * all read as 1 with Number(), but none was written by us, so a token carrying one is refused.
 */
const CANONICAL_ID = /^[1-9]\d{0,15}$/;
/** The sign-in a token names: a UUID as we issue them (any other shape was not written by us). */
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function isSessionId(value: unknown): value is string {
  return typeof value === 'string' && SESSION_ID.test(value);
}

/** The claims we sign, checked once the signature holds; anything else is a token we did not issue. */
function wellFormed(claims: AccessTokenClaims): boolean {
  return (
    typeof claims.sub === 'string' &&
    CANONICAL_ID.test(claims.sub) &&
    Number.isSafeInteger(Number(claims.sub)) &&
    isSessionId(claims.sid) &&
    typeof claims.exp === 'number' &&
    Number.isFinite(claims.exp) &&
    ROLES.includes(claims.scope)
  );
}

/** `issuedAtMs` pins the signing clock (tests use it to mint already-expired tokens). */
export function createTokenService(secret: string, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS, issuedAtMs?: number): TokenService {
  const sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlSeconds * 1000, ...(issuedAtMs ? { clockTimestamp: issuedAtMs } : {}) });
  // A token without `exp` would never expire: fast-jwt accepts one unless told the claim is required.
  const verify = createVerifier({ key: secret, algorithms: ['HS256'], requiredClaims: ['exp', 'sub', 'sid'] });
  // Tokens found valid, remembered until their expiry: a signed-in staff member sends the same
  // token with every request. Keyed by the token itself (fast-jwt's own cache keys on a SHA-256
  // of it, which cost more than the HS256 check it saves, and warns against any other key).
  // Refusals are not kept: checking a bad token again costs what checking it the first time did.
  const verified = new Map<string, { claims: AccessTokenClaims; expiresAtMs: number }>();
  return {
    signAccess: (user, sessionId) =>
      sign({ sub: String(user.id), sid: sessionId, username: user.username, scope: user.role, jti: crypto.randomUUID() }),
    verifyAccess(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAtMs > Date.now()) return known.claims;
        verified.delete(token);
        return null;
      }
      let claims: AccessTokenClaims;
      try {
        claims = verify(token) as AccessTokenClaims;
      } catch {
        return null;
      }
      if (!wellFormed(claims)) return null;
      if (verified.size >= VERIFIED_TOKENS_KEPT) verified.clear();
      verified.set(token, { claims: Object.freeze(claims), expiresAtMs: claims.exp * 1000 });
      return claims;
    },
  };
}

/** Refresh tokens are random and only their SHA-256 is stored. */
export function newRefreshToken(): { token: string; hash: string } {
  const token = crypto.randomBytes(32).toString('base64url');
  return { token, hash: hashRefreshToken(token) };
}

export function hashRefreshToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}
