import crypto from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import { ACCESS_TOKEN_TTL_SECONDS, ROLES, type Role } from '../../shared/constants';
import type { AccessTokenClaims } from '../../shared/types/auth';

export interface TokenService {
  signAccess(user: { id: number; username: string; role: Role }): string;
  /** The claims of a valid, unexpired token signed by us; null otherwise. */
  verifyAccess(token: string): AccessTokenClaims | null;
}

/** Valid tokens remembered at most (then the memory starts over). */
const VERIFIED_TOKENS_KEPT = 1000;

/** `issuedAtMs` pins the signing clock (tests use it to mint already-expired tokens). */
export function createTokenService(secret: string, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS, issuedAtMs?: number): TokenService {
  const sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlSeconds * 1000, ...(issuedAtMs ? { clockTimestamp: issuedAtMs } : {}) });
  const verify = createVerifier({ key: secret, algorithms: ['HS256'] });
  // Tokens found valid, remembered until their expiry: a signed-in staff member sends the same
  // token with every request. Keyed by the token itself (fast-jwt's own cache keys on a SHA-256
  // of it, which cost more than the HS256 check it saves, and warns against any other key).
  // Refusals are not kept: checking a bad token again costs what checking it the first time did.
  const verified = new Map<string, { claims: AccessTokenClaims; expiresAtMs: number }>();
  return {
    signAccess: (user) =>
      sign({ sub: String(user.id), username: user.username, scope: user.role, jti: crypto.randomUUID() }),
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
      if (typeof claims.sub !== 'string' || !ROLES.includes(claims.scope)) return null;
      if (typeof claims.exp === 'number') {
        if (verified.size >= VERIFIED_TOKENS_KEPT) verified.clear();
        verified.set(token, { claims: Object.freeze(claims), expiresAtMs: claims.exp * 1000 });
      }
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
