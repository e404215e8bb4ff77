import type { ActiveState, Role } from '../../../shared/constants';
import { USERS_MSG } from '../../../shared/messages/users';
import type { StaffUser } from '../../../shared/types/auth';
import type { SessionsEndedEvent } from '../../realtime/sessionEvents';
import type { CreateUserBody, UpdateUserBody } from '../../../shared/validation/users';
import type { Db } from '../../db/database';
import { HttpError } from '../../lib/httpError';
import { hashPassword } from '../../lib/passwords';
import { toStaffUser, type AuthRepository, type UserRow } from '../../auth/authRepository';
import type { UsersRepository } from './usersRepository';

/**
 * The rules of staff-account management: unique username and e-mail (409), an unknown id (404),
 * never losing the last active ADMIN (409), and sign-ins ended when a password changes or an
 * account is deactivated (their refresh and access tokens refused). Those two and a change of
 * role also end the user's realtime connections (`sessionsEnded`, called once the change is
 * committed): they were authorised for the old account.
 */
export class UsersService {
  constructor(
    private readonly repo: UsersRepository,
    private readonly authRepo: AuthRepository,
    private readonly sessionsEnded: (event: SessionsEndedEvent) => Promise<void> = async () => undefined,
  ) {}

  async list(): Promise<StaffUser[]> {
    return (await this.repo.list()).map(toStaffUser);
  }

  async create(body: CreateUserBody): Promise<StaffUser> {
    // Hashing is slow: done before the transaction, which then only checks and writes.
    const passwordHash = await hashPassword(body.password!);
    const row = await this.repo.transaction(async (trx) => {
      await this.assertUnique(trx, body.username, body.email, null);
      return this.repo.insert(
        {
          username: body.username,
          passwordHash,
          email: body.email,
          fullName: body.fullName,
          phoneNumber: body.phoneNumber ?? null,
          position: body.position ?? null,
          role: body.role,
        },
        trx,
      );
    });
    return toStaffUser(row);
  }

  async update(id: number, body: UpdateUserBody): Promise<StaffUser> {
    let roleChanged = false;
    const row = await this.repo.transaction(async (trx) => {
      const current = await this.existing(trx, id);
      await this.assertUnique(trx, body.username, body.email, id);
      await this.assertKeepsAnAdmin(trx, current, body.role, current.active);
      roleChanged = current.role !== body.role;
      return this.repo.update(
        id,
        {
          username: body.username,
          email: body.email,
          fullName: body.fullName,
          phoneNumber: body.phoneNumber ?? null,
          position: body.position ?? null,
          role: body.role,
        },
        trx,
      );
    });
    if (roleChanged) await this.sessionsEnded({ userId: id, sessionIds: [], allSessions: true });
    return toStaffUser(row!);
  }

  async changeRole(id: number, role: Role): Promise<StaffUser> {
    let roleChanged = false;
    const row = await this.repo.transaction(async (trx) => {
      const current = await this.existing(trx, id);
      await this.assertKeepsAnAdmin(trx, current, role, current.active);
      roleChanged = current.role !== role;
      return this.repo.update(id, { role }, trx);
    });
    // Sign-ins stay valid (the role is read from the account); open connections reconnect.
    if (roleChanged) await this.sessionsEnded({ userId: id, sessionIds: [], allSessions: true });
    return toStaffUser(row!);
  }

  async changeActive(id: number, active: ActiveState): Promise<StaffUser> {
    const row = await this.repo.transaction(async (trx) => {
      const current = await this.existing(trx, id);
      await this.assertKeepsAnAdmin(trx, current, current.role, active);
      return this.repo.update(id, { active }, trx);
    });
    // A deactivated account must not keep signing itself back in with a refresh token, nor keep a
    // sign-in that would serve again were the account reactivated.
    if (active === 'INACTIVE') {
      const sessionIds = await this.authRepo.revokeAllForUser(id);
      await this.sessionsEnded({ userId: id, sessionIds, allSessions: true });
    }
    return toStaffUser(row!);
  }

  /**
   * Every sign-in opened with the old password ends: its refresh and access tokens are refused and
   * its realtime connections close. An admin who sets their own password keeps the sign-in they
   * did it from (the others end), as a password change does on most sites.
   */
  async changePassword(id: number, newPassword: string, caller: { userId: number; sessionId: string }): Promise<StaffUser> {
    await this.existing(undefined, id);
    const passwordHash = await hashPassword(newPassword);
    const row = await this.repo.update(id, { passwordHash });
    if (!row) throw new HttpError(404, USERS_MSG.notFound);
    const own = caller.userId === id;
    const sessionIds = await this.authRepo.revokeAllForUser(id, own ? caller.sessionId : undefined);
    await this.sessionsEnded({ userId: id, sessionIds, allSessions: !own });
    return toStaffUser(row);
  }

  private async existing(trx: Db | undefined, id: number): Promise<UserRow> {
    const row = await this.repo.findById(id, trx);
    if (!row) throw new HttpError(404, USERS_MSG.notFound);
    return row;
  }

  /** 409 naming what is taken; both fields are reported when both are. */
  private async assertUnique(trx: Db, username: string, email: string, exceptId: number | null): Promise<void> {
    const errors: Record<string, string> = {};
    if (await this.repo.usernameTaken(username, exceptId, trx)) errors.username = USERS_MSG.usernameTaken(username);
    if (await this.repo.emailTaken(email, exceptId, trx)) errors.email = USERS_MSG.emailTaken(email);
    const first = errors.username ?? errors.email;
    if (first) throw new HttpError(409, first, errors);
  }

  /** Demoting or deactivating an active ADMIN is refused when no other active ADMIN would remain. */
  private async assertKeepsAnAdmin(trx: Db, current: UserRow, role: Role, active: ActiveState): Promise<void> {
    const wasActiveAdmin = current.role === 'ADMIN' && current.active === 'ACTIVE';
    const staysActiveAdmin = role === 'ADMIN' && active === 'ACTIVE';
    if (wasActiveAdmin && !staysActiveAdmin && (await this.repo.otherActiveAdmins(current.id, trx)) === 0) {
      throw new HttpError(409, USERS_MSG.lastAdmin);
    }
  }
}
