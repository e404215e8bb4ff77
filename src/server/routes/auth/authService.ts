import crypto from 'node:crypto';
import { REFRESH_TOKEN_TTL_SECONDS } from '../../../shared/constants';
import { LOGIN_MSG } from '../../../shared/messages';
import type { TokenPair } from '../../../shared/types/auth';
import { HttpError } from '../../lib/httpError';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords';
import { hashRefreshToken, newRefreshToken, type TokenService } from '../../lib/tokens';
import type { SessionsEndedEvent } from '../../realtime/sessionEvents';
import type { AuthRepository, UserRow } from '../../auth/authRepository';

/** What a sign-out may name besides the caller's own sign-in (the client sends `token`). */
export interface LogoutBody {
  token?: string;
  refreshToken?: string;
}

/**
 * Sign-in, rotation with reuse detection, and sign-out. A sign-in is a refresh-token family; its
 * access tokens name it (`sid`), so revoking the family also refuses them (`endSessions`).
 */
export class AuthService {
  constructor(
    private readonly repo: AuthRepository,
    private readonly tokens: TokenService,
    private readonly endSessions: (event: SessionsEndedEvent) => Promise<void>,
  ) {}

  /** Checks the credentials; the same answer for an unknown user and a wrong password. */
  async checkCredentials(username: string, password: string): Promise<UserRow> {
    const user = await this.repo.findUserByUsername(username);
    const ok = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
    if (!user || !ok) throw new HttpError(401, LOGIN_MSG.wrongCredentials);
    if (user.active !== 'ACTIVE') throw new HttpError(401, LOGIN_MSG.inactive);
    return user;
  }

  async issueTokens(user: UserRow, familyId: string = crypto.randomUUID()): Promise<TokenPair> {
    const refresh = newRefreshToken();
    await this.repo.insertRefreshToken(user.id, familyId, refresh.hash, new Date(Date.now() + REFRESH_TOKEN_TTL_SECONDS * 1000));
    return { token: this.tokens.signAccess(user, familyId), refreshToken: refresh.token };
  }

  /** Revokes a sign-in in the database, then refuses its access tokens and closes its connections everywhere. */
  private async endSignIn(userId: number, familyId: string): Promise<void> {
    await this.repo.revokeFamilies([familyId]);
    await this.endSessions({ userId, sessionIds: [familyId], allSessions: false });
  }

  /**
   * Rotates a refresh token. A token presented a second time means it was stolen or replayed:
   * the whole family (every token descended from that sign-in) is revoked, its access tokens too.
   */
  async refresh(refreshToken: string): Promise<TokenPair> {
    const row = await this.repo.findRefreshToken(hashRefreshToken(refreshToken));
    if (!row) throw new HttpError(401, LOGIN_MSG.refreshInvalid);
    if (row.usedAt || row.revokedAt) {
      await this.endSignIn(row.userId, row.familyId);
      throw new HttpError(401, LOGIN_MSG.refreshInvalid);
    }
    if (new Date(row.expiresAt).getTime() <= Date.now()) throw new HttpError(401, LOGIN_MSG.refreshInvalid);
    const user = await this.repo.findUserById(row.userId);
    if (!user || user.active !== 'ACTIVE') {
      await this.endSignIn(row.userId, row.familyId);
      throw new HttpError(401, user ? LOGIN_MSG.inactive : LOGIN_MSG.refreshInvalid);
    }
    if (!(await this.repo.consumeRefreshToken(row.id))) {
      // Lost a race with a parallel use of the same token: treat it as reuse.
      await this.endSignIn(row.userId, row.familyId);
      throw new HttpError(401, LOGIN_MSG.refreshInvalid);
    }
    const pair = await this.issueTokens(user, row.familyId);
    // A sign-out that revoked the family between the check above and the new token's insert did
    // not cover the new token: look again, and give nothing out of a family that has ended.
    if (await this.repo.familyRevoked(row.familyId)) {
      await this.endSignIn(row.userId, row.familyId);
      throw new HttpError(401, LOGIN_MSG.refreshInvalid);
    }
    return pair;
  }

  /**
   * Ends the caller's sign-in (the one of the access token that authenticated the request), and
   * the sign-ins of the access and refresh tokens in the body when they are the caller's: the
   * API contract names only the access token; our client sends both. Another user's tokens are ignored.
   */
  async logout(userId: number, currentSessionId: string, body: LogoutBody): Promise<void> {
    const families = new Set([currentSessionId]);
    const claims = body.token ? this.tokens.verifyAccess(body.token) : null;
    if (claims && claims.sub === String(userId)) families.add(claims.sid);
    if (body.refreshToken) {
      const row = await this.repo.findRefreshToken(hashRefreshToken(body.refreshToken));
      if (row && row.userId === userId) families.add(row.familyId);
    }
    await this.repo.revokeFamilies([...families]);
    await this.endSessions({ userId, sessionIds: [...families], allSessions: false });
  }
}
