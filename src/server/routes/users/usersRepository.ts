import { sql, type Updateable } from 'kysely';
import type { ActiveState, Role } from '../../../shared/constants';
import type { Db } from '../../db/database';
import { LOCKS, lockInTransaction } from '../../db/dialect';
import type { UsersTable } from '../../db/tables/auth';
import type { UserRow } from '../../auth/authRepository';

export interface NewUser {
  username: string;
  passwordHash: string;
  email: string;
  fullName: string;
  phoneNumber: string | null;
  position: string | null;
  role: Role;
}

/** The only code that reads and writes staff accounts for the admin screens. */
export class UsersRepository {
  constructor(private readonly db: Db) {}

  /** Every account, newest first. */
  list(): Promise<UserRow[]> {
    return this.db.selectFrom('users').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
  }

  findById(id: number, db: Db = this.db): Promise<UserRow | undefined> {
    return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Another account (not `exceptId`) whose username matches, ignoring case ("An" and "an" are one person). */
  async usernameTaken(username: string, exceptId: number | null, db: Db = this.db): Promise<boolean> {
    let q = db.selectFrom('users').select('id').where(sql<string>`lower(username)`, '=', username.toLowerCase());
    if (exceptId !== null) q = q.where('id', '!=', exceptId);
    return (await q.executeTakeFirst()) !== undefined;
  }

  async emailTaken(email: string, exceptId: number | null, db: Db = this.db): Promise<boolean> {
    let q = db.selectFrom('users').select('id').where(sql<string>`lower(email)`, '=', email.toLowerCase());
    if (exceptId !== null) q = q.where('id', '!=', exceptId);
    return (await q.executeTakeFirst()) !== undefined;
  }

  /** Active ADMIN accounts other than `exceptId`: the last-admin rule counts them. */
  async otherActiveAdmins(exceptId: number, db: Db = this.db): Promise<number> {
    const row = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('role', '=', 'ADMIN')
      .where('active', '=', 'ACTIVE')
      .where('id', '!=', exceptId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async insert(user: NewUser, db: Db = this.db): Promise<UserRow> {
    const now = new Date().toISOString();
    return db
      .insertInto('users')
      .values({ ...user, active: 'ACTIVE' satisfies ActiveState, createdAt: now, updatedAt: now })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async update(id: number, changes: Omit<Updateable<UsersTable>, 'id' | 'createdAt' | 'updatedAt'>, db: Db = this.db): Promise<UserRow | undefined> {
    return db
      .updateTable('users')
      .set({ ...changes, updatedAt: new Date().toISOString() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * Runs `work` in one transaction, so a check and the write it guards cannot interleave: on SQLite
   * the transaction holds the only connection; on PostgreSQL it first takes the staff-accounts lock,
   * so the checks of two changes at once (the last-ADMIN rule, names taken) never both pass on the
   * same rows. The unique lower() indexes hold the names even without it.
   */
  transaction<T>(work: (trx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(async (trx) => {
      await lockInTransaction(trx, LOCKS.staffAccounts);
      return work(trx as unknown as Db);
    });
  }
}
