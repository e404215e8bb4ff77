import type SQLite from 'better-sqlite3';
import { sql, type Selectable } from 'kysely';
import type { CustomerRequest, StaffNotification } from '../../shared/types/customer';
import type { Db } from '../db/database';
import { LOCKS } from '../db/dialect';
import { groupCommit, type GroupCommit } from '../db/groupCommit';
import type { CustomerRequestsTable, NotificationsTable } from '../db/tables/publicSite';
import { customerSearchText } from '../lib/customerSearchText';

export type CustomerRequestRow = Selectable<CustomerRequestsTable>;

export function toCustomerRequest(row: CustomerRequestRow): CustomerRequest {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    serviceId: row.serviceId,
    serviceName: row.serviceName,
    description: row.description,
    status: row.status,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    completedAt: row.completedAt,
    cancelledAt: row.cancelledAt,
    assigneeId: row.assigneeId,
  };
}

export function toNotification(row: Selectable<NotificationsTable>, read = false): StaffNotification {
  return { id: row.id, customerRequestId: row.customerRequestId, customerServiceName: row.customerServiceName, serviceName: row.serviceName, createdAt: row.createdAt, read };
}

export interface NewRequest {
  name: string;
  phone: string;
  email: string;
  serviceId: number;
  description: string | null;
}

type NotificationRow = Selectable<NotificationsTable>;

/** A row as SQLite returns it (snake_case): the statements below bypass Kysely's CamelCasePlugin. */
interface RawRequestRow {
  id: number;
  name: string;
  phone: string;
  email: string;
  service_id: number | null;
  service_name: string;
  description: string | null;
  status: CustomerRequestRow['status'];
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  cancelled_at: string | null;
  search_text: string;
  assignee_id: number | null;
  source: CustomerRequestRow['source'];
}

const requestRow = (r: RawRequestRow): CustomerRequestRow => ({
  id: r.id,
  name: r.name,
  phone: r.phone,
  email: r.email,
  serviceId: r.service_id,
  serviceName: r.service_name,
  description: r.description,
  status: r.status,
  createdAt: r.created_at,
  updatedAt: r.updated_at,
  completedAt: r.completed_at,
  cancelledAt: r.cancelled_at,
  searchText: r.search_text,
  assigneeId: r.assignee_id,
  source: r.source,
});

/**
 * An identical request's columns (SQLite); `description` is compared with IS so that null matches
 * null. Looked up by e-mail: left to itself, SQLite's planner takes the (service, created_at) index,
 * which uses two of the terms, and walks every request of that service inside the window: under
 * a burst (the bench's 7,000 a second) ~600 µs a request and growing, against ~20 µs by e-mail.
 */
export const SAME_REQUEST =
  'select * from customer_requests indexed by customer_requests_email_idx where email = ? and phone = ? and service_id = ? and created_at >= ? and description is ? order by id limit 1';

type Created = { request: CustomerRequestRow; notification: NotificationRow | null } | null;

/**
 * The public side's writes to customer requests and their staff notifications: on SQLite through
 * prepared statements and the group commit, on PostgreSQL one Kysely transaction per request.
 */
export class CustomerRequestsRepository {
  /**
   * The four statements of a consultation request on SQLite, prepared once. This is the site's
   * hottest write (bench part 2): built through Kysely, compiling and renaming six queries cost more
   * CPU than SQLite executing them, and their garbage drove the server's old-space collections that
   * made the p99 at half rate. The SQL is plain and the mapping above is checked by the route's tests.
   */
  private readonly stmt: {
    service: SQLite.Statement<[number], { id: number; title: string }>;
    same: SQLite.Statement<[string, string, number, string, string | null], RawRequestRow>;
    insertRequest: SQLite.Statement<[string, string, string, number, string | null, string, string, string, string], { id: number }>;
    insertNotification: SQLite.Statement<[number, string, string, string], { id: number }>;
  } | null = null;

  private readonly commits: GroupCommit | null = null;

  /** `sqlite`: the SQLite connection behind `db`, or null on PostgreSQL. */
  constructor(
    private readonly db: Db,
    sqlite: SQLite.Database | null,
  ) {
    if (!sqlite) return;
    this.commits = groupCommit(db, sqlite);
    this.stmt = {
      service: sqlite.prepare('select id, title from services where id = ?'),
      same: sqlite.prepare(SAME_REQUEST),
      insertRequest: sqlite.prepare(
        `insert into customer_requests (name, phone, email, service_id, description, service_name, status, created_at, updated_at, completed_at, cancelled_at, search_text)
         values (?, ?, ?, ?, ?, ?, 'NEW', ?, ?, null, null, ?) returning id`,
      ),
      insertNotification: sqlite.prepare(
        'insert into notifications (customer_request_id, customer_service_name, service_name, created_at) values (?, ?, ?, ?) returning id',
      ),
    };
  }

  /**
   * Stores the request and its notification in one transaction. An identical request (same
   * e-mail, phone, service and description) stored since `dedupeSince` is returned instead, so a
   * double click creates one request. Null when the service does not exist. Requests arriving
   * together share one commit (db/groupCommit.ts); the promise settles after it.
   */
  create(input: NewRequest, dedupeSince: string): Promise<Created> {
    const { stmt } = this;
    if (!stmt) return this.createInTransaction(input, dedupeSince);
    return this.commits!.run(() => {
      const service = stmt.service.get(input.serviceId);
      if (!service) return null;
      const earlier = stmt.same.get(input.email, input.phone, input.serviceId, dedupeSince, input.description);
      if (earlier) return { request: requestRow(earlier), notification: null };

      const now = new Date().toISOString();
      const searchText = customerSearchText({ ...input, serviceName: service.title });
      // The rows are built from what was written, not read back: only the ids are SQLite's own
      // (every other column is a value above or its default), so this hot path reads back two
      // integers instead of 20 columns. customer.test.ts holds the answer to the stored row.
      const { id } = stmt.insertRequest.get(input.name, input.phone, input.email, input.serviceId, input.description, service.title, now, now, searchText)!;
      const request: CustomerRequestRow = {
        id,
        name: input.name,
        phone: input.phone,
        email: input.email,
        serviceId: input.serviceId,
        description: input.description,
        serviceName: service.title,
        status: 'NEW',
        createdAt: now,
        updatedAt: now,
        completedAt: null,
        cancelledAt: null,
        searchText,
        assigneeId: null,
        source: 'form',
      };
      const notification: NotificationRow = {
        id: stmt.insertNotification.get(id, input.name, service.title, now)!.id,
        customerRequestId: id,
        customerServiceName: input.name,
        serviceName: service.title,
        createdAt: now,
      };
      return { request, notification };
    });
  }

  /**
   * PostgreSQL: the same steps in a transaction of their own, in four round trips (begin, lock,
   * write, commit): each round trip costs the instance more CPU than PostgreSQL's work on it.
   * Two identical requests arriving at once (a double click, or two instances) would both find no
   * earlier copy and both insert: the check and the insert run under a lock keyed by the e-mail,
   * taken in a statement of its own so that the write's snapshot, taken after it, sees a copy the
   * lock's previous holder committed.
   */
  private createInTransaction(input: NewRequest, dedupeSince: string): Promise<Created> {
    return this.db.transaction().execute(async (trx) => {
      const { rows: [service] } = await sql<{ title: string | null }>`
        select pg_advisory_xact_lock(${sql.lit(LOCKS.consultation)}, hashtext(${input.email})) as locked,
               (select title from services where id = ${input.serviceId}) as title`.execute(trx);
      if (service?.title == null) return null;

      const now = new Date().toISOString();
      const searchText = customerSearchText({ ...input, serviceName: service.title });
      // One statement: the earlier copy if there is one, else the new request and its notification.
      // The rows come back as JSON objects, whose keys the app's CamelCasePlugin renames like columns.
      const { rows: [written] } = await sql<{ earlier: CustomerRequestRow | null; request: CustomerRequestRow | null; notification: NotificationRow | null }>`
        with earlier as (
          select * from customer_requests
          where email = ${input.email} and phone = ${input.phone} and service_id = ${input.serviceId}
            and created_at >= ${dedupeSince} and description is not distinct from ${input.description}
          order by id limit 1
        ), inserted as (
          insert into customer_requests (name, phone, email, service_id, description, service_name, status, created_at, updated_at, completed_at, cancelled_at, search_text)
          select ${input.name}::text, ${input.phone}::text, ${input.email}::text, ${input.serviceId}::integer, ${input.description}::text,
                 ${service.title}::text, 'NEW', ${now}::text, ${now}::text, null, null, ${searchText}::text
          where not exists (select 1 from earlier)
          returning *
        ), notified as (
          insert into notifications (customer_request_id, customer_service_name, service_name, created_at)
          select id, name, service_name, created_at from inserted
          returning *
        )
        select (select row_to_json(e) from earlier e) as earlier,
               (select row_to_json(i) from inserted i) as request,
               (select row_to_json(n) from notified n) as notification`.execute(trx);
      if (written?.earlier) return { request: written.earlier, notification: null };
      return { request: written!.request!, notification: written!.notification! };
    });
  }
}

/**
 * A request that names no service (a lead from the chat): stored with its notification on `trx`,
 * the caller's transaction, which also links it to what it came from. Phone or e-mail may be
 * empty (a chat visitor gives one of them).
 */
export async function insertRequestWithoutService(
  trx: Db,
  input: { name: string; phone: string; email: string; serviceName: string; description: string | null; source: CustomerRequestRow['source'] },
): Promise<{ request: CustomerRequestRow; notification: NotificationRow }> {
  const now = new Date().toISOString();
  const request = await trx
    .insertInto('customerRequests')
    .values({
      ...input,
      serviceId: null,
      status: 'NEW',
      createdAt: now,
      updatedAt: now,
      completedAt: null,
      cancelledAt: null,
      searchText: customerSearchText(input),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const notification = await trx
    .insertInto('notifications')
    .values({ customerRequestId: request.id, customerServiceName: request.name, serviceName: input.serviceName, createdAt: now })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { request, notification };
}
