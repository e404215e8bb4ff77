import { sql, type SelectQueryBuilder } from 'kysely';
import type { CustomerStatus } from '../../../shared/types/customer';
import { CUSTOMER_TZ_OFFSET, type CustomerFilters, type CustomerSort, type CustomerStatusChange } from '../../../shared/types/customerAdmin';
import type { Database, Db } from '../../db/database';
import { dialectOf } from '../../db/dialect';
import { customerSearchPattern } from '../../lib/customerSearchText';
import type { CustomerRequestRow } from '../customers/customersRepository';

type RequestQuery = SelectQueryBuilder<Database, 'customerRequests', object>;

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

  private filtered(f: CustomerFilters): RequestQuery {
    let query = this.db.selectFrom('customerRequests') as RequestQuery;
    if (f.status) query = query.where('status', '=', f.status);
    if (f.service) query = query.where('serviceId', '=', f.service);
    if (f.from) query = query.where('createdAt', '>=', dayStartUtc(f.from));
    if (f.to) query = query.where('createdAt', '<', nextDayStartUtc(f.to));
    if (f.q) query = query.where(sql<boolean>`search_text like ${customerSearchPattern(f.q)} escape '\\'`);
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
  pageQuery(f: CustomerFilters, sort: CustomerSort, page: number, size: number) {
    return this.ordered(this.filtered(f).select('id'), sort).limit(size).offset(page * size);
  }

  async page(f: CustomerFilters, sort: CustomerSort, page: number, size: number): Promise<{ items: CustomerRequestRow[]; total: number }> {
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
  countQuery(f: CustomerFilters) {
    return this.filtered(f).select((eb) => eb.fn.countAll<number>().as('total'));
  }

  /** How many requests match: counted once per filter until the table changes (every page of a filter shows it). */
  private async count(f: CustomerFilters): Promise<number> {
    const version = this.tableVersion?.();
    const key = JSON.stringify([f.status, f.service, f.from, f.to, f.q]);
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

  /** Every matching request (the spec's unpaged list and the CSV export). */
  all(f: CustomerFilters, sort: CustomerSort): Promise<CustomerRequestRow[]> {
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
      id: r.id,
      fromStatus: r.fromStatus,
      toStatus: r.toStatus,
      changedAt: r.changedAt,
      user: r.userId != null && r.username != null ? { id: r.userId, username: r.username, fullName: r.fullName ?? r.username } : null,
    }));
  }

  /**
   * Sets the status, its date and updatedAt, and records who changed it from what, in one
   * transaction. completedAt/cancelledAt describe the current state: they are set on entering
   * COMPLETED/CANCELED and cleared on leaving it (the history keeps every earlier date).
   * Choosing the current status again changes nothing. Undefined when the request is unknown.
   */
  changeStatus(id: number, status: CustomerStatus, userId: number): Promise<CustomerRequestRow | undefined> {
    // PostgreSQL: the row is locked as it is read, so that two changes at once (two staff members,
    // two instances) are recorded one after the other, each from the status the other left. SQLite
    // runs one transaction at a time, and has no FOR UPDATE.
    const lock = dialectOf(this.db) === 'postgres';
    return this.db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('customerRequests')
        .selectAll()
        .where('id', '=', id)
        .$if(lock, (q) => q.forUpdate())
        .executeTakeFirst();
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
