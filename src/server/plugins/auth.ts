import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ACCESS_TOKEN_TTL_SECONDS, type Role } from '../../shared/constants';
import { API_MSG, MSG } from '../../shared/messages';
import { HttpError } from '../lib/httpError';
import { RevokedSessions } from '../lib/revokedSessions';
import { createTokenService, type TokenService } from '../lib/tokens';
import { resolveJwtSecret } from '../lib/secrets';
import { onSessionsEnded, publishSessionsEnded, type SessionsEndedEvent } from '../realtime/sessionEvents';
import { AuthRepository } from '../auth/authRepository';

export interface AuthUser {
  id: number;
  username: string;
  role: Role;
}

/** Who is behind a valid access token, under which sign-in, and until when the token is valid. */
export interface AuthSession {
  user: AuthUser;
  /** The sign-in (refresh-token family) the token names; ending it refuses the token. */
  sessionId: string;
  /** The token's `exp` in ms since the epoch: a realtime connection opened with it closes then. */
  expiresAt: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    authRepo: AuthRepository;
    /** preHandler: a valid access token of an ACTIVE account, role USER or ADMIN, of a sign-in not ended. */
    requireStaff: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** preHandler: as requireStaff, and the account's role is ADMIN. */
    requireAdmin: (req: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** For realtime endpoints: the staff user behind a raw token, or null. */
    authenticateToken: (token: string | undefined | null) => Promise<AuthUser | null>;
    /** As authenticateToken, with the sign-in and the token's expiry (realtime connections close when it passes). */
    authenticateSession: (token: string | undefined | null) => Promise<AuthSession | null>;
    /**
     * Ends sign-ins whose refresh tokens the caller has just revoked in the database, and/or the
     * realtime connections of a changed account: this instance refuses their access tokens at once,
     * and the event goes through pubsub to every instance (this one included).
     */
    endSessions: (event: SessionsEndedEvent) => Promise<void>;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    /** The sign-in of the access token that authenticated this request (set by the guards). */
    sessionId: string | null;
  }
}

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  return m ? m[1]! : null;
}

/** Room for clocks that differ between instances, on top of the access token's lifetime. */
const CLOCK_MARGIN_MS = 60_000;

/**
 * Token service and the route guards every staff/admin route uses. The role is read from the
 * account, not only from the token, so a demotion or deactivation takes effect at once; a token
 * whose sign-in ended (sign-out, new password, deactivation, a replayed refresh token) is refused
 * from then on.
 */
export default fp(
  async (app) => {
    const secret = await resolveJwtSecret(app.config.jwtSecret, app.db, app.config.dataDir);
    const ttlSeconds = app.config.accessTokenTtlSeconds ?? ACCESS_TOKEN_TTL_SECONDS;
    app.decorate('tokens', createTokenService(secret, ttlSeconds));
    app.decorate('authRepo', new AuthRepository(app.db));
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);

    // Ended sign-ins, in memory: the check on every request is a map lookup, never a query. The
    // subscription comes before the seed, so a sign-in ended by another instance while this one
    // reads the database is not missed.
    const accounts = new Map<number, { version: number; row: Awaited<ReturnType<AuthRepository['findUserById']>> }>();
    const revoked = new RevokedSessions(ttlSeconds * 1000 + CLOCK_MARGIN_MS);
    // An account whose sessions all ended (deactivated, re-passworded, demoted) is read again: the
    // event may come from another instance before (or, on SQLite files, without) a change notice.
    const unsubscribe = onSessionsEnded(app.pubsub, (event) => {
      revoked.add(event.sessionIds);
      if (event.allSessions) accounts.delete(event.userId);
    });
    app.addHook('onClose', async () => unsubscribe());
    const seed = async () => {
      const since = new Date(Date.now() - ttlSeconds * 1000 - CLOCK_MARGIN_MS).toISOString();
      for (const row of await app.authRepo.sessionsRevokedSince(since)) revoked.add([row.familyId], Date.parse(row.revokedAt));
    };
    await seed();
    // Redis came back: sign-ins ended elsewhere meanwhile were never heard of here; the database has them.
    const unsubscribeResubscribed = app.pubsub.onResubscribed(() => void seed().catch((err) => app.log.error({ err }, 'reading ended sign-ins failed')));
    app.addHook('onClose', async () => unsubscribeResubscribed());

    app.decorate('endSessions', async (event: SessionsEndedEvent) => {
      // At once on this instance, before the caller answers; the event may reach it later (Redis).
      revoked.add(event.sessionIds);
      await publishSessionsEnded(app.pubsub, event);
    });

    // The account behind a token, read once per change of the users table (any write to it moves
    // the version, so a demotion or deactivation still counts at once) instead of on every request.
    // A row read while the version moved is not kept; the database connection is serialised, so a
    // read never sees a transaction half done.
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
      if (!claims || revoked.has(claims.sid)) return null;
      const row = await account(Number(claims.sub));
      // Checked again: the sign-in may have ended while the account was read.
      if (!row || row.active !== 'ACTIVE' || revoked.has(claims.sid)) return null;
      return { user: { id: row.id, username: row.username, role: row.role }, sessionId: claims.sid, expiresAt: claims.exp * 1000 };
    }
    async function authenticateToken(token: string | undefined | null): Promise<AuthUser | null> {
      return (await authenticateSession(token))?.user ?? null;
    }
    app.decorate('authenticateSession', authenticateSession);
    app.decorate('authenticateToken', authenticateToken);

    async function authenticate(req: FastifyRequest, reply: FastifyReply): Promise<AuthUser> {
      // Every answer behind a guard carries staff data (or says who is signed in): no cache, shared
      // or private, may keep it. Set before the check, so the refusals say it too.
      reply.header('cache-control', 'no-store');
      const token = bearerToken(req.headers.authorization);
      if (!token) throw new HttpError(401, API_MSG.unauthorized, undefined, { 'www-authenticate': 'Bearer' });
      const session = await authenticateSession(token);
      if (!session) throw new HttpError(401, MSG.common.invalidToken, undefined, { 'www-authenticate': 'Bearer error="invalid_token"' });
      req.user = session.user;
      req.sessionId = session.sessionId;
      return session.user;
    }

    app.decorate('requireStaff', async (req: FastifyRequest, reply: FastifyReply) => {
      await authenticate(req, reply);
    });
    app.decorate('requireAdmin', async (req: FastifyRequest, reply: FastifyReply) => {
      const user = await authenticate(req, reply);
      if (user.role !== 'ADMIN') throw new HttpError(403, MSG.common.forbidden);
    });
  },
  { name: 'auth', dependencies: ['db', 'pubsub'] },
);
