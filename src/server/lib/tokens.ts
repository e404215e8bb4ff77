import crypto from 'node:crypto';
import { createSigner, createVerifier } from 'fast-jwt';
import { ACCESS_TOKEN_TTL_SECONDS, ROLES, type Role } from '../../shared/constants';
import type { AccessTokenClaims } from '../../shared/types/auth';

export interface TokenService {
  signAccess(user: { id: number; username: string; role: Role }): string;
  /** The claims of a valid, unexpired token signed by us; null otherwise. */
  verifyAccess(token: string): AccessTokenClaims | null;
}

/** `issuedAtMs` pins the signing clock (tests use it to mint already-expired tokens). */
export function createTokenService(secret: string, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS, issuedAtMs?: number): TokenService {
  const sign = createSigner({ key: secret, algorithm: 'HS256', expiresIn: ttlSeconds * 1000, ...(issuedAtMs ? { clockTimestamp: issuedAtMs } : {}) });
  const verify = createVerifier({ key: secret, algorithms: ['HS256'], cache: 1000 });
  return {
    signAccess: (user) =>
      sign({ sub: String(user.id), username: user.username, scope: user.role, jti: crypto.randomUUID() }),
    verifyAccess(token) {
      try {
        const claims = verify(token) as AccessTokenClaims;
        if (typeof claims.sub !== 'string' || !ROLES.includes(claims.scope)) return null;
        return claims;
      } catch {
        return null;
      }
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
