import type { Selectable } from 'kysely';
import type { StaffUser } from '../../shared/types/auth';
import type { Db } from '../db/database';
import type { UsersTable } from '../db/tables/auth';

export type UserRow = Selectable<UsersTable>;

export function toStaffUser(row: UserRow): StaffUser {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    fullName: row.fullName,
    phoneNumber: row.phoneNumber,
    position: row.position,
    role: row.role,
    active: row.active,
    createdAt: row.createdAt,
  };
}

/** The only code that reads and writes staff accounts and refresh tokens. */
export class AuthRepository {
  constructor(private readonly db: Db) {}

  findUserByUsername(username: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
  }

  findUserById(id: number): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insertRefreshToken(userId: number, familyId: string, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.db
      .insertInto('refreshTokens')
      .values({ userId, familyId, tokenHash, expiresAt: expiresAt.toISOString(), createdAt: new Date().toISOString() })
      .execute();
  }

  findRefreshToken(tokenHash: string) {
    return this.db.selectFrom('refreshTokens').selectAll().where('tokenHash', '=', tokenHash).executeTakeFirst();
  }

  /**
   * Marks the token used, but only if nobody did so first: two parallel refreshes with the same
   * token cannot both win. Returns whether this call consumed it.
   */
  async consumeRefreshToken(id: number): Promise<boolean> {
    const res = await this.db
      .updateTable('refreshTokens')
      .set({ usedAt: new Date().toISOString() })
      .where('id', '=', id)
      .where('usedAt', 'is', null)
      .where('revokedAt', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  /** Revokes every token of these sign-ins (refresh-token families). */
  async revokeFamilies(familyIds: string[]): Promise<void> {
    if (familyIds.length === 0) return;
    await this.db
      .updateTable('refreshTokens')
      .set({ revokedAt: new Date().toISOString() })
      .where('familyId', 'in', familyIds)
      .where('revokedAt', 'is', null)
      .execute();
  }

  /**
   * Revokes every sign-in of the user (but `keepFamilyId`, when given) and answers the sign-ins it
   * ended, so that their access tokens can be refused too.
   */
  async revokeAllForUser(userId: number, keepFamilyId?: string): Promise<string[]> {
    let query = this.db
      .updateTable('refreshTokens')
      .set({ revokedAt: new Date().toISOString() })
      .where('userId', '=', userId)
      .where('revokedAt', 'is', null);
    if (keepFamilyId !== undefined) query = query.where('familyId', '!=', keepFamilyId);
    const rows = await query.returning('familyId').execute();
    return [...new Set(rows.map((r) => r.familyId))];
  }

  /** Whether any token of the sign-in is revoked (a revoked family never serves again). */
  async familyRevoked(familyId: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('refreshTokens')
      .select('id')
      .where('familyId', '=', familyId)
      .where('revokedAt', 'is not', null)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Sign-ins revoked at or after `sinceIso`, each with its latest revocation time. */
  async sessionsRevokedSince(sinceIso: string): Promise<Array<{ familyId: string; revokedAt: string }>> {
    const rows = await this.db
      .selectFrom('refreshTokens')
      .select(['familyId', (eb) => eb.fn.max('revokedAt').as('revokedAt')])
      .where('revokedAt', '>=', sinceIso)
      .groupBy('familyId')
      .execute();
    return rows.flatMap((r) => (r.revokedAt ? [{ familyId: r.familyId, revokedAt: r.revokedAt }] : []));
  }

  /** Housekeeping: tokens expired for more than a day are of no further use. */
  async deleteExpiredTokens(): Promise<void> {
    const cutoff = new Date(Date.now() - 24 * 3600 * 1000).toISOString();
    await this.db.deleteFrom('refreshTokens').where('expiresAt', '<', cutoff).execute();
  }
}
