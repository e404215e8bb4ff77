import { sql } from 'kysely';
import type { StaffNotification } from '../../../shared/types/notifications';
import type { Db } from '../../db/database';

/** The only code that reads notifications and writes their per-staff read state. */
export class NotificationsRepository {
  constructor(private readonly db: Db) {}

  /** Newest first, with `read` for this staff member only (a read by a colleague does not count). */
  async listFor(userId: number, limit: number): Promise<StaffNotification[]> {
    const rows = await this.selectFor(userId).orderBy('n.createdAt', 'desc').orderBy('n.id', 'desc').limit(limit).execute();
    return rows.map((r) => ({ ...r, read: Boolean(r.read) }));
  }

  /** One notification as this staff member sees it, or undefined for an unknown id. */
  async findFor(userId: number, id: number): Promise<StaffNotification | undefined> {
    const row = await this.selectFor(userId).where('n.id', '=', id).executeTakeFirst();
    return row && { ...row, read: Boolean(row.read) };
  }

  private selectFor(userId: number) {
    return this.db
      .selectFrom('notifications as n')
      .leftJoin('notificationReads as r', (join) => join.onRef('r.notificationId', '=', 'n.id').on('r.userId', '=', userId))
      .select(['n.id', 'n.customerRequestId', 'n.customerServiceName', 'n.serviceName', 'n.createdAt', sql<number>`r.user_id is not null`.as('read')]);
  }

  /** Idempotent: reading twice keeps the first read time. Returns whether this call marked it. */
  async markRead(id: number, userId: number, now: string): Promise<boolean> {
    const res = await this.db
      .insertInto('notificationReads')
      .values({ notificationId: id, userId, readAt: now })
      .onConflict((oc) => oc.columns(['notificationId', 'userId']).doNothing())
      .executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0) > 0;
  }

  /** Marks every notification this staff member has not read yet; returns how many. */
  async markAllRead(userId: number, now: string): Promise<number> {
    const res = await this.db
      .insertInto('notificationReads')
      .columns(['notificationId', 'userId', 'readAt'])
      .expression((eb) =>
        eb
          .selectFrom('notifications as n')
          .select(['n.id', eb.val(userId).as('userId'), eb.val(now).as('readAt')])
          .where(({ not, exists, selectFrom }) =>
            not(exists(selectFrom('notificationReads as r').select('r.userId').whereRef('r.notificationId', '=', 'n.id').where('r.userId', '=', userId))),
          ),
      )
      .onConflict((oc) => oc.columns(['notificationId', 'userId']).doNothing())
      .executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0);
  }
}
