import { sql, type Selectable } from 'kysely';
import { CHAT_LEADS_MSG } from '../../shared/messages/chatLeads';
import type { ChatVisitor } from '../../shared/types/chat';
import type { Db } from '../db/database';
import { LOCKS, lockInTransaction } from '../db/dialect';
import type { ChatVisitorsTable } from '../db/tables/chat';
import { insertRequestWithoutService, type CustomerRequestRow } from '../customerRequests/customerRequestsRepository';
import type { NotificationsTable } from '../db/tables/publicSite';

/** A page reported after this long without one starts a new visit (the usual web-analytics session). */
export const VISIT_IDLE_MS = 30 * 60_000;
/** Visitors who never wrote nor left a contact are forgotten this long after their last page. */
export const IDLE_VISITOR_RETENTION_MS = 30 * 24 * 3600_000;
/** Within this time of the request their contact created, a visitor giving details again creates no new one. */
export const CONTACT_REQUEST_WINDOW_MS = 24 * 3600_000;
/** The customer request's description: the visitor's last messages, each cut to this length. */
const SUMMARY_MESSAGES = 5;
const SUMMARY_MESSAGE_CHARS = 300;

export function toChatVisitor(row: Selectable<ChatVisitorsTable>): ChatVisitor {
  return {
    guestId: row.guestId,
    contact: row.contactName !== null && row.contactAt !== null ? { name: row.contactName, phone: row.contactPhone, email: row.contactEmail, at: row.contactAt } : null,
    customerRequestId: row.customerRequestId,
    currentPath: row.currentPath,
    currentTitle: row.currentTitle,
    referrer: row.referrer,
    device: row.device,
    visits: Number(row.visits),
    firstVisitAt: row.firstVisitAt,
    lastVisitAt: row.lastVisitAt,
  };
}

export type LeadOutcome =
  | { kind: 'noContact' }
  | { kind: 'existing'; request: CustomerRequestRow }
  | { kind: 'created'; request: CustomerRequestRow; notification: Selectable<NotificationsTable> };

/** What is stored about chat visitors (chat_visitors) and the customer requests their conversations lead to. */
export class ChatLeadsRepository {
  constructor(private readonly db: Db) {}

  async find(guestId: string): Promise<ChatVisitor | null> {
    const row = await this.db.selectFrom('chatVisitors').selectAll().where('guestId', '=', guestId).executeTakeFirst();
    return row ? toChatVisitor(row) : null;
  }

  /**
   * A page the visitor is on. The first report makes the first visit (and keeps its referrer); a
   * report VISIT_IDLE_MS or more after the previous one counts another visit.
   */
  async recordVisit(guestId: string, page: { path: string; title: string | null; referrer: string | null }, device: string | null, now = new Date()): Promise<void> {
    const at = now.toISOString();
    const idleSince = new Date(now.getTime() - VISIT_IDLE_MS).toISOString();
    await this.db
      .insertInto('chatVisitors')
      .values({ guestId, currentPath: page.path, currentTitle: page.title, referrer: page.referrer, device, visits: 1, firstVisitAt: at, lastVisitAt: at })
      .onConflict((oc) =>
        oc.column('guestId').doUpdateSet({
          currentPath: page.path,
          currentTitle: page.title,
          device,
          // A row made by a contact form has no visit yet: its first report is the first visit.
          referrer: sql<string | null>`case when chat_visitors.first_visit_at is null then ${page.referrer} else chat_visitors.referrer end`,
          firstVisitAt: sql<string>`coalesce(chat_visitors.first_visit_at, ${at})`,
          visits: sql<number>`case when chat_visitors.last_visit_at is null or chat_visitors.last_visit_at <= ${idleSince} then chat_visitors.visits + 1 else chat_visitors.visits end`,
          lastVisitAt: at,
        }),
      )
      .execute();
  }

  /** Forgets visitors who never wrote nor left a contact and have not come back for IDLE_VISITOR_RETENTION_MS. */
  async purgeIdle(now = Date.now()): Promise<number> {
    const before = new Date(now - IDLE_VISITOR_RETENTION_MS).toISOString();
    const res = await this.db
      .deleteFrom('chatVisitors')
      .where('lastVisitAt', '<', before)
      .where('contactAt', 'is', null)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('chatConversations as c').select('c.guestId').whereRef('c.guestId', '=', 'chatVisitors.guestId'))))
      .executeTakeFirst();
    return Number(res.numDeletedRows);
  }

  /**
   * Stores the contact with the visitor and names their conversation after it (made now if the
   * visitor has not written yet, so staff see the lead in the console).
   */
  async saveContact(guestId: string, contact: { name: string; phone: string | null; email: string | null }): Promise<void> {
    const now = new Date().toISOString();
    const values = { contactName: contact.name, contactPhone: contact.phone, contactEmail: contact.email, contactAt: now };
    await this.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('chatVisitors')
        .values({ guestId, ...values })
        .onConflict((oc) => oc.column('guestId').doUpdateSet(values))
        .execute();
      await trx
        .insertInto('chatConversations')
        .values({ guestId, guestName: contact.name, createdAt: now, updatedAt: now })
        .onConflict((oc) => oc.column('guestId').doUpdateSet({ guestName: contact.name, updatedAt: now }))
        .execute();
    });
  }

  /**
   * The conversation's customer request: the one linked already when `reuseSince` is null (staff's
   * conversion opens it) or when it was created since `reuseSince` (a visitor giving details again);
   * otherwise a new one from the contact and the visitor's last messages, with its staff
   * notification, linked to the visitor. One at a time per guest on PostgreSQL (an advisory lock);
   * SQLite runs one transaction at a time anyway.
   */
  async leadRequest(guestId: string, reuseSince: string | null): Promise<LeadOutcome> {
    return this.db.transaction().execute(async (trx) => {
      await lockInTransaction(trx, LOCKS.chatLead, guestId);
      const visitor = await trx
        .selectFrom('chatVisitors as v')
        .leftJoin('customerRequests as r', 'r.id', 'v.customerRequestId')
        .select(['v.contactName', 'v.contactPhone', 'v.contactEmail', 'r.id as requestId', 'r.createdAt as requestCreatedAt'])
        .where('v.guestId', '=', guestId)
        .executeTakeFirst();
      if (visitor?.requestId != null && (reuseSince === null || (visitor.requestCreatedAt ?? '') >= reuseSince)) {
        const request = await trx.selectFrom('customerRequests').selectAll().where('id', '=', visitor.requestId).executeTakeFirstOrThrow();
        return { kind: 'existing', request };
      }
      if (!visitor?.contactName || !(visitor.contactPhone || visitor.contactEmail)) return { kind: 'noContact' };
      const { request, notification } = await insertRequestWithoutService(trx, {
        name: visitor.contactName,
        phone: visitor.contactPhone ?? '',
        email: visitor.contactEmail ?? '',
        serviceName: CHAT_LEADS_MSG.contact.serviceName,
        description: await this.summary(trx, guestId),
        source: 'chat',
      });
      await trx.updateTable('chatVisitors').set({ customerRequestId: request.id }).where('guestId', '=', guestId).execute();
      return { kind: 'created', request, notification };
    });
  }

  /** The visitor's last few messages, oldest first, for the request's description (no retyping). */
  private async summary(trx: Db, guestId: string): Promise<string> {
    const rows = await trx
      .selectFrom('chatMessages')
      .select(['content'])
      .where('guestId', '=', guestId)
      .where('senderType', '=', 'GUEST')
      .orderBy('id', 'desc')
      .limit(SUMMARY_MESSAGES)
      .execute();
    if (!rows.length) return CHAT_LEADS_MSG.contact.noMessages;
    const lines = rows.reverse().map((r) => `- ${r.content.length > SUMMARY_MESSAGE_CHARS ? `${r.content.slice(0, SUMMARY_MESSAGE_CHARS)}…` : r.content}`);
    return `${CHAT_LEADS_MSG.contact.summaryHeading}\n${lines.join('\n')}`;
  }

  /**
   * Claims the visitor's transcript mail: true (and the time stored) when none was sent since
   * `since`. `previous` is what to put back if the mail then fails.
   */
  async claimTranscript(guestId: string, since: string, now: string): Promise<{ claimed: boolean; previous: string | null }> {
    const before = await this.db.selectFrom('chatVisitors').select('transcriptSentAt').where('guestId', '=', guestId).executeTakeFirst();
    const res = await this.db
      .updateTable('chatVisitors')
      .set({ transcriptSentAt: now })
      .where('guestId', '=', guestId)
      .where((eb) => eb.or([eb('transcriptSentAt', 'is', null), eb('transcriptSentAt', '<', since)]))
      .executeTakeFirst();
    return { claimed: Number(res.numUpdatedRows) === 1, previous: before?.transcriptSentAt ?? null };
  }

  async releaseTranscript(guestId: string, previous: string | null): Promise<void> {
    await this.db.updateTable('chatVisitors').set({ transcriptSentAt: previous }).where('guestId', '=', guestId).execute();
  }
}
