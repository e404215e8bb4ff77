import { sql } from 'kysely';
import type { NewsDelivery, NewsDeliverySummary } from '../../../shared/types/newsAdmin';
import type { Db } from '../../db/database';

export interface Recipient {
  subscriberId: number;
  email: string;
  unsubscribeToken: string;
}

export interface OutboxRow {
  id: number;
  subscriberId: number | null;
  toAddress: string;
  status: 'PENDING' | 'SENT' | 'FAILED';
  attempts: number;
}

/** The outbox and the subscribers as the newsletter sees them: the only SQL of this area. */
export class NewsMailRepository {
  constructor(private readonly db: Db) {}

  activeRecipients(): Promise<Recipient[]> {
    return this.db
      .selectFrom('subscribers')
      .select(['id as subscriberId', 'email', 'unsubscribeToken'])
      .where('unsubscribedAt', 'is', null)
      .orderBy('id')
      .execute();
  }

  newsletterRows(newsId: number): Promise<OutboxRow[]> {
    return this.db
      .selectFrom('outbox')
      .select(['id', 'subscriberId', 'toAddress', 'status', 'attempts'])
      .where('kind', '=', 'NEWSLETTER')
      .where('newsId', '=', newsId)
      .execute();
  }

  /** A new PENDING row, or the existing unsent row of this recipient set back to PENDING. */
  async queue(newsId: number, r: Recipient, subject: string, existing: OutboxRow | undefined): Promise<OutboxRow> {
    if (existing) {
      await this.db.updateTable('outbox').set({ status: 'PENDING', toAddress: r.email, subject }).where('id', '=', existing.id).execute();
      return { ...existing, status: 'PENDING', toAddress: r.email };
    }
    const row = await this.db
      .insertInto('outbox')
      .values({ kind: 'NEWSLETTER', newsId, subscriberId: r.subscriberId, toAddress: r.email, subject, createdAt: new Date().toISOString(), lastError: null, sentAt: null })
      .returning(['id', 'subscriberId', 'toAddress', 'status', 'attempts'])
      .executeTakeFirstOrThrow();
    return row;
  }

  async recordAttempt(id: number, outcome: { ok: true } | { ok: false; error: string; final: boolean }): Promise<void> {
    const now = new Date().toISOString();
    await this.db
      .updateTable('outbox')
      .set({
        attempts: sql<number>`attempts + 1`,
        ...(outcome.ok ? { status: 'SENT', sentAt: now, lastError: null } : { lastError: outcome.error, ...(outcome.final ? { status: 'FAILED' } : {}) }),
      })
      .where('id', '=', id)
      .execute();
  }

  /** Sent / failed / pending counts of every article that has a newsletter row. */
  async summaries(): Promise<NewsDeliverySummary[]> {
    const rows = await this.db
      .selectFrom('outbox')
      .select((eb) => [
        'newsId',
        eb.fn.sum<number>(sql`case when status = 'SENT' then 1 else 0 end`).as('sent'),
        eb.fn.sum<number>(sql`case when status = 'FAILED' then 1 else 0 end`).as('failed'),
        eb.fn.sum<number>(sql`case when status = 'PENDING' then 1 else 0 end`).as('pending'),
        eb.fn.max('sentAt').as('lastSentAt'),
      ])
      .where('kind', '=', 'NEWSLETTER')
      .where('newsId', 'is not', null)
      .groupBy('newsId')
      .execute();
    return rows.map((r) => ({ newsId: r.newsId!, sent: Number(r.sent), failed: Number(r.failed), pending: Number(r.pending), lastSentAt: r.lastSentAt ?? null }));
  }

  deliveries(newsId: number): Promise<NewsDelivery[]> {
    return this.db
      .selectFrom('outbox')
      .select(['id', 'toAddress', 'status', 'attempts', 'lastError', 'createdAt', 'sentAt'])
      .where('kind', '=', 'NEWSLETTER')
      .where('newsId', '=', newsId)
      .orderBy('id')
      .execute();
  }

  findSubscriberByToken(token: string) {
    return this.db.selectFrom('subscribers').select(['id', 'email', 'unsubscribedAt']).where('unsubscribeToken', '=', token).executeTakeFirst();
  }

  /** True when this call unsubscribed the address (false: it already was). */
  async unsubscribe(id: number): Promise<boolean> {
    const res = await this.db
      .updateTable('subscribers')
      .set({ unsubscribedAt: new Date().toISOString() })
      .where('id', '=', id)
      .where('unsubscribedAt', 'is', null)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }
}
