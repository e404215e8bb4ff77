import { sql, type SelectQueryBuilder, type Transaction } from 'kysely';
import type { CustomerStatus } from '../../../shared/types/customer';
import {
  CUSTOMER_TZ_OFFSET,
  type CustomerAssignmentChange,
  type CustomerFilters,
  type CustomerNote,
  type CustomerSort,
  type CustomerStatusChange,
  type StaffRef,
} from '../../../shared/types/customerAdmin';
import type { Database, Db } from '../../db/database';
import { dialectOf } from '../../db/dialect';
import { customerSearchPattern } from '../../lib/customerSearchText';
import type { CustomerRequestRow } from '../../customerRequests/customerRequestsRepository';

type RequestQuery = SelectQueryBuilder<Database, 'customerRequests', object>;

/** The list's filters as the server applies them: "mine" has become the signed-in account's id. */
export type RequestFilters = Omit<CustomerFilters, 'mine'> & { assigneeId?: number };

/** A staff account from the columns of a left join (null when the account no longer exists). */
function staffRef(id: number | null, username: string | null, fullName: string | null): StaffRef | null {
  return id != null && username != null ? { id, username, fullName: fullName ?? username } : null;
}

/** Why an assignment was refused, or the request as it now is (undefined: no such request). */
export type AssignResult = CustomerRequestRow | undefined | 'inactive-assignee';

/** The UTC instant at which a Vietnamese calendar day starts (dates are stored as UTC ISO text). */
export function dayStartUtc(day: string): string {
  return new Date(`${day}T00:00:00.000${CUSTOMER_TZ_OFFSET}`).toISOString();
}

/** The start of the following day: `to` is inclusive, so the range ends just before it. */
export function nextDayStartUtc(day: string): string {
  return new Date(new Date(`${day}T00:00:00.000${CUSTOMER_TZ_OFFSET}`).getTime() + 86_400_000).toISOString();
}

/**
 * Reads of the staff customer list. Status, service and date filters are equality/range
 * conditions that the composite indexes of migration 0006 answer in "newest first" order; the
 * free-text search is one LIKE on the folded search_text column (case and diacritics ignored,
 * lib/customerSearchText.ts): PostgreSQL answers it from a trigram index, SQLite reads the column
 * of the rows the other filters leave.
 */
export class CustomerAdminRepository {
  /** Totals per filter, valid while the table's write version (see db/tableVersions.ts) has not moved. */
  private readonly counts = new Map<string, { version: number; total: number }>();

  /** `tableVersion`: the write version of customer_requests; without it, totals are counted every time. */
  constructor(
    private readonly db: Db,
    private readonly tableVersion?: () => number,
  ) {}

  private filtered(f: RequestFilters): RequestQuery {
    let query = this.db.selectFrom('customerRequests') as RequestQuery;
    if (f.status) query = query.where('status', '=', f.status);
    if (f.service) query = query.where('serviceId', '=', f.service);
    if (f.from) query = query.where('createdAt', '>=', dayStartUtc(f.from));
    if (f.to) query = query.where('createdAt', '<', nextDayStartUtc(f.to));
    if (f.q) query = query.where(sql<boolean>`search_text like ${customerSearchPattern(f.q)} escape '\\'`);
    if (f.assigneeId !== undefined) query = query.where('assigneeId', '=', f.assigneeId);
    return query;
  }

  private ordered<Q extends SelectQueryBuilder<Database, 'customerRequests', object>>(query: Q, sort: CustomerSort): Q {
    const [field, dir] = sort.split(':') as ['createdAt' | 'name', 'asc' | 'desc'];
    // The id breaks ties so that pages never overlap or skip rows.
    return query.orderBy(field, dir).orderBy('id', dir) as Q;
  }

  private sorted(query: RequestQuery, sort: CustomerSort) {
    return this.ordered(query.selectAll(), sort);
  }

  /**
   * The ids of one page, in order (exposed so that a test can EXPLAIN it). Only ids: the filter
   * indexes hold them, so the rows skipped by the offset are never read from the table.
   */
  pageQuery(f: RequestFilters, sort: CustomerSort, page: number, size: number) {
    return this.ordered(this.filtered(f).select('id'), sort).limit(size).offset(page * size);
  }

  async page(f: RequestFilters, sort: CustomerSort, page: number, size: number): Promise<{ items: CustomerRequestRow[]; total: number }> {
    const [ids, total] = await Promise.all([this.pageQuery(f, sort, page, size).execute(), this.count(f)]);
    if (!ids.length) return { items: [], total };
    const rows = await this.db
      .selectFrom('customerRequests')
      .selectAll()
      .where(
        'id',
        'in',
        ids.map((r) => r.id),
      )
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    return { items: ids.map((r) => byId.get(r.id)).filter((r): r is CustomerRequestRow => r !== undefined), total };
  }

  /** How many requests match (exposed so that a test can EXPLAIN it). */
  countQuery(f: RequestFilters) {
    return this.filtered(f).select((eb) => eb.fn.countAll<number>().as('total'));
  }

  /** How many requests match: counted once per filter until the table changes (every page of a filter shows it). */
  private async count(f: RequestFilters): Promise<number> {
    const version = this.tableVersion?.();
    const key = JSON.stringify([f.status, f.service, f.from, f.to, f.q, f.assigneeId]);
    const hit = this.counts.get(key);
    if (hit && hit.version === version) return hit.total;
    const row = await this.countQuery(f).executeTakeFirstOrThrow();
    const total = Number(row.total);
    if (version !== undefined && this.tableVersion!() === version) {
      if (this.counts.size >= 200) this.counts.clear();
      this.counts.set(key, { version, total });
    }
    return total;
  }

  /** Every matching request (the unpaged list and the CSV export). */
  all(f: RequestFilters, sort: CustomerSort): Promise<CustomerRequestRow[]> {
    return this.sorted(this.filtered(f), sort).execute();
  }

  find(id: number): Promise<CustomerRequestRow | undefined> {
    return this.db.selectFrom('customerRequests').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async history(id: number): Promise<CustomerStatusChange[]> {
    const rows = await this.db
      .selectFrom('customerStatusHistory as h')
      .leftJoin('users as u', 'u.id', 'h.userId')
      .select(['h.id', 'h.fromStatus', 'h.toStatus', 'h.changedAt', 'u.id as userId', 'u.username', 'u.fullName'])
      .where('h.customerRequestId', '=', id)
      .orderBy('h.changedAt')
      .orderBy('h.id')
      .execute();
    return rows.map((r) => ({
      kind: 'status',
      id: r.id,
      fromStatus: r.fromStatus,
      toStatus: r.toStatus,
      changedAt: r.changedAt,
      user: staffRef(r.userId, r.username, r.fullName),
    }));
  }

  /** The internal notes of a request, oldest first, with their authors. */
  async notes(id: number): Promise<CustomerNote[]> {
    const rows = await this.db
      .selectFrom('customerRequestNotes as n')
      .leftJoin('users as u', 'u.id', 'n.userId')
      .select(['n.id', 'n.body', 'n.createdAt', 'u.id as userId', 'u.username', 'u.fullName'])
      .where('n.customerRequestId', '=', id)
      .orderBy('n.createdAt')
      .orderBy('n.id')
      .execute();
    return rows.map((r) => ({ kind: 'note', id: r.id, body: r.body, changedAt: r.createdAt, user: staffRef(r.userId, r.username, r.fullName) }));
  }

  /** The assignment changes of a request, oldest first: who gave it from whom to whom. */
  async assignments(id: number): Promise<CustomerAssignmentChange[]> {
    const rows = await this.db
      .selectFrom('customerAssignmentHistory as h')
      .leftJoin('users as u', 'u.id', 'h.userId')
      .leftJoin('users as f', 'f.id', 'h.fromAssigneeId')
      .leftJoin('users as t', 't.id', 'h.toAssigneeId')
      .select([
        'h.id',
        'h.changedAt',
        'u.id as userId',
        'u.username as userName',
        'u.fullName as userFullName',
        'f.id as fromId',
        'f.username as fromName',
        'f.fullName as fromFullName',
        't.id as toId',
        't.username as toName',
        't.fullName as toFullName',
      ])
      .where('h.customerRequestId', '=', id)
      .orderBy('h.changedAt')
      .orderBy('h.id')
      .execute();
    return rows.map((r) => ({
      kind: 'assignment',
      id: r.id,
      fromAssignee: staffRef(r.fromId, r.fromName, r.fromFullName),
      toAssignee: staffRef(r.toId, r.toName, r.toFullName),
      changedAt: r.changedAt,
      user: staffRef(r.userId, r.userName, r.userFullName),
    }));
  }

  /** Every active staff account, by name: the choices of the assignee select. */
  activeStaffList(): Promise<StaffRef[]> {
    return this.db.selectFrom('users').select(['id', 'username', 'fullName']).where('active', '=', 'ACTIVE').orderBy('fullName').orderBy('id').execute();
  }

  /** The staff account a request is assigned to (null: nobody). */
  async assigneeOf(row: CustomerRequestRow): Promise<StaffRef | null> {
    if (row.assigneeId == null) return null;
    return (await this.db.selectFrom('users').select(['id', 'username', 'fullName']).where('id', '=', row.assigneeId).executeTakeFirst()) ?? null;
  }

  /** Adds an internal note by `userId`; undefined when the request is unknown. */
  async addNote(id: number, body: string, userId: number): Promise<CustomerNote | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const exists = await trx.selectFrom('customerRequests').select('id').where('id', '=', id).executeTakeFirst();
      if (!exists) return undefined;
      const row = await trx
        .insertInto('customerRequestNotes')
        .values({ customerRequestId: id, userId, body, createdAt: new Date().toISOString() })
        .returning(['id', 'body', 'createdAt'])
        .executeTakeFirstOrThrow();
      const author = await trx.selectFrom('users').select(['id', 'username', 'fullName']).where('id', '=', userId).executeTakeFirst();
      return { kind: 'note' as const, id: row.id, body: row.body, changedAt: row.createdAt, user: author ?? null };
    });
  }

  /**
   * Gives the request to `assigneeId` (null: nobody) and records who did it, in one transaction,
   * the row locked on PostgreSQL as for a status change. The assignee must be an active account,
   * checked inside the transaction. Choosing the current assignee again changes nothing.
   */
  assign(id: number, assigneeId: number | null, userId: number): Promise<AssignResult> {
    return this.db.transaction().execute(async (trx) => {
      const current = await this.lockedRequest(trx, id);
      if (!current) return undefined;
      if (assigneeId !== null) {
        const active = await trx.selectFrom('users').select('id').where('id', '=', assigneeId).where('active', '=', 'ACTIVE').executeTakeFirst();
        if (!active) return 'inactive-assignee';
      }
      if (current.assigneeId === assigneeId) return current;
      const now = new Date().toISOString();
      const updated = await trx
        .updateTable('customerRequests')
        .set({ assigneeId, updatedAt: now })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('customerAssignmentHistory')
        .values({ customerRequestId: id, userId, fromAssigneeId: current.assigneeId, toAssigneeId: assigneeId, changedAt: now })
        .execute();
      return updated;
    });
  }

  /**
   * A request read inside a transaction that will change it. PostgreSQL: the row is locked as it is
   * read, so that two changes at once (two staff members, two instances) are recorded one after the
   * other, each from the state the other left. SQLite runs one transaction at a time, and has no FOR
   * UPDATE.
   */
  private lockedRequest(trx: Transaction<Database>, id: number): Promise<CustomerRequestRow | undefined> {
    return trx
      .selectFrom('customerRequests')
      .selectAll()
      .where('id', '=', id)
      .$if(dialectOf(this.db) === 'postgres', (q) => q.forUpdate())
      .executeTakeFirst();
  }

  /**
   * Sets the status, its date and updatedAt, and records who changed it from what, in one
   * transaction. completedAt/cancelledAt describe the current state: they are set on entering
   * COMPLETED/CANCELED and cleared on leaving it (the history keeps every earlier date).
   * Choosing the current status again changes nothing. Undefined when the request is unknown.
   */
  changeStatus(id: number, status: CustomerStatus, userId: number): Promise<CustomerRequestRow | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const current = await this.lockedRequest(trx, id);
      if (!current || current.status === status) return current;
      const now = new Date().toISOString();
      const updated = await trx
        .updateTable('customerRequests')
        .set({
          status,
          updatedAt: now,
          completedAt: status === 'COMPLETED' ? now : null,
          cancelledAt: status === 'CANCELED' ? now : null,
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('customerStatusHistory')
        .values({ customerRequestId: id, userId, fromStatus: current.status, toStatus: status, changedAt: now })
        .execute();
      return updated;
    });
  }
}
