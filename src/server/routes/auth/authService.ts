import crypto from 'node:crypto';
import { REFRESH_TOKEN_TTL_SECONDS } from '../../../shared/constants';
import { LOGIN_MSG } from '../../../shared/messages';
import type { TokenPair } from '../../../shared/types/auth';
import { HttpError } from '../../lib/httpError';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords';
import { hashRefreshToken, newRefreshToken, type TokenService } from '../../lib/tokens';
import type { AuthRepository, UserRow } from './authRepository';

/** Sign-in, rotation with reuse detection, and logout: the rules of DESIGN §5. */
export class AuthService {
  constructor(
    private readonly repo: AuthRepository,
    private readonly tokens: TokenService,
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
    return { token: this.tokens.signAccess(user), refreshToken: refresh.token };
  }

  /**
   * Rotates a refresh token. A token presented a second time means it was stolen or replayed:
   * the whole family (every token descended from that sign-in) is revoked.
   */
  async refresh(refreshToken: string): Promise<TokenPair> {
    const row = await this.repo.findRefreshToken(hashRefreshToken(refreshToken));
    if (!row) throw new HttpError(401, LOGIN_MSG.refreshInvalid);
    if (row.usedAt || row.revokedAt) {
      await this.repo.revokeFamily(row.familyId);
      throw new HttpError(401, LOGIN_MSG.refreshInvalid);
    }
    if (new Date(row.expiresAt).getTime() <= Date.now()) throw new HttpError(401, LOGIN_MSG.refreshInvalid);
    const user = await this.repo.findUserById(row.userId);
    if (!user || user.active !== 'ACTIVE') {
      await this.repo.revokeFamily(row.familyId);
      throw new HttpError(401, user ? LOGIN_MSG.inactive : LOGIN_MSG.refreshInvalid);
    }
    if (!(await this.repo.consumeRefreshToken(row.id))) {
      // Lost a race with a parallel use of the same token: treat it as reuse.
      await this.repo.revokeFamily(row.familyId);
      throw new HttpError(401, LOGIN_MSG.refreshInvalid);
    }
    return this.issueTokens(user, row.familyId);
  }

  /** Revokes the family of the given refresh token, if it belongs to this user. */
  async logout(userId: number, refreshToken: string | undefined): Promise<void> {
    if (!refreshToken) return;
    const row = await this.repo.findRefreshToken(hashRefreshToken(refreshToken));
    if (row && row.userId === userId) await this.repo.revokeFamily(row.familyId);
  }
}
