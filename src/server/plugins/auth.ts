import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { ACCESS_TOKEN_TTL_SECONDS, type Role } from '../../shared/constants';
import { MSG } from '../../shared/messages';
import { HttpError } from '../lib/httpError';
import { createTokenService, type TokenService } from '../lib/tokens';
import { resolveJwtSecret } from '../lib/secrets';
import { AuthRepository } from '../routes/auth/authRepository';

export interface AuthUser {
  id: number;
  username: string;
  role: Role;
}

/** A realtime connection's credentials: who, and until when the access token is valid. */
export interface AuthSession {
  user: AuthUser;
  /** The token's `exp` in ms since the epoch (null when it has none): the connection closes then. */
  expiresAt: number | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    authRepo: AuthRepository;
    /** preHandler: a valid access token of an ACTIVE account, role USER or ADMIN. */
    requireStaff: (req: FastifyRequest) => Promise<void>;
    /** preHandler: as requireStaff, and the account's role is ADMIN. */
    requireAdmin: (req: FastifyRequest) => Promise<void>;
    /** For realtime endpoints: the staff user behind a raw token, or null. */
    authenticateToken: (token: string | undefined | null) => Promise<AuthUser | null>;
    /** As authenticateToken, with the token's expiry (realtime connections close when it passes). */
    authenticateSession: (token: string | undefined | null) => Promise<AuthSession | null>;
  }
  interface FastifyRequest {
    user: AuthUser | null;
  }
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  return m ? m[1]! : null;
}

/**
 * Token service and the route guards every staff/admin route uses. The role is read from the
 * account, not only from the token, so a demotion or deactivation takes effect at once.
 */
export default fp(
  async (app) => {
    const secret = resolveJwtSecret(app.config.jwtSecret, app.config.dataDir);
    app.decorate('tokens', createTokenService(secret, app.config.accessTokenTtlSeconds ?? ACCESS_TOKEN_TTL_SECONDS));
    app.decorate('authRepo', new AuthRepository(app.db));
    app.decorateRequest('user', null);

    // The account behind a token, read once per change of the users table (any write to it moves
    // the version, so a demotion or deactivation still counts at once) instead of on every request.
    // A row read while the version moved is not kept; the database connection is serialised, so a
    // read never sees a transaction half done.
    const accounts = new Map<number, { version: number; row: Awaited<ReturnType<AuthRepository['findUserById']>> }>();
    async function account(id: number) {
      const version = app.tableVersions.of('users');
      const hit = accounts.get(id);
      if (hit && hit.version === version) return hit.row;
      const row = await app.authRepo.findUserById(id);
      if (app.tableVersions.of('users') === version) {
        if (accounts.size >= 1000) accounts.clear();
        accounts.set(id, { version, row });
      }
      return row;
    }

    async function authenticateSession(token: string | undefined | null): Promise<AuthSession | null> {
      if (!token) return null;
      const claims = app.tokens.verifyAccess(token);
      if (!claims) return null;
      const id = Number(claims.sub);
      if (!Number.isSafeInteger(id)) return null;
      const row = await account(id);
      if (!row || row.active !== 'ACTIVE') return null;
      return { user: { id: row.id, username: row.username, role: row.role }, expiresAt: typeof claims.exp === 'number' ? claims.exp * 1000 : null };
    }
    async function authenticateToken(token: string | undefined | null): Promise<AuthUser | null> {
      return (await authenticateSession(token))?.user ?? null;
    }
    app.decorate('authenticateSession', authenticateSession);
    app.decorate('authenticateToken', authenticateToken);

    async function authenticate(req: FastifyRequest): Promise<AuthUser> {
      const token = bearerToken(req.headers.authorization);
      if (!token) throw new HttpError(401, MSG.common.unauthorized, undefined, { 'www-authenticate': 'Bearer' });
      const user = await authenticateToken(token);
      if (!user) throw new HttpError(401, MSG.common.invalidToken, undefined, { 'www-authenticate': 'Bearer error="invalid_token"' });
      req.user = user;
      return user;
    }

    app.decorate('requireStaff', async (req: FastifyRequest) => {
      await authenticate(req);
    });
    app.decorate('requireAdmin', async (req: FastifyRequest) => {
      const user = await authenticate(req);
      if (user.role !== 'ADMIN') throw new HttpError(403, MSG.common.forbidden);
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
