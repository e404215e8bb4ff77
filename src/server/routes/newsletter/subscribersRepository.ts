import type { Db } from '../../db/database';

/** Newsletter subscribers: one row per (lower-cased) address. */
export class SubscribersRepository {
  constructor(private readonly db: Db) {}

  /**
   * Adds the address, or re-activates it after an unsubscribe. True when the address was not an
   * active subscriber before this call. The unique index makes a race resolve to one row.
   */
  async subscribe(email: string, unsubscribeToken: string): Promise<boolean> {
    const now = new Date().toISOString();
    const inserted = await this.db
      .insertInto('subscribers')
      .values({ email, createdAt: now, unsubscribedAt: null, unsubscribeToken })
      .onConflict((oc) => oc.column('email').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1) return true;
    const revived = await this.db
      .updateTable('subscribers')
      .set({ unsubscribedAt: null, createdAt: now })
      .where('email', '=', email)
      .where('unsubscribedAt', 'is not', null)
      .executeTakeFirst();
    return Number(revived.numUpdatedRows) === 1;
  }
}
