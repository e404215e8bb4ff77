import type { Selectable } from 'kysely';
import type { CustomerRequest, StaffNotification } from '../../../shared/types/customer';
import type { Db } from '../../db/database';
import { groupCommit } from '../../db/groupCommit';
import type { CustomerRequestsTable, NotificationsTable } from '../../db/tables/publicSite';

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
  };
}

export function toNotification(row: Selectable<NotificationsTable>, read = false): StaffNotification {
  return { id: row.id, customerServiceName: row.customerServiceName, serviceName: row.serviceName, createdAt: row.createdAt, read };
}

export interface NewRequest {
  name: string;
  phone: string;
  email: string;
  serviceId: number;
  description: string | null;
}

/** The public side's writes to customer requests and their staff notifications. */
export class CustomersRepository {
  constructor(private readonly db: Db) {}

  /**
   * Stores the request and its notification in one transaction. An identical request (same
   * e-mail, phone, service and description) stored since `dedupeSince` is returned instead, so a
   * double click creates one request. Null when the service does not exist. Requests arriving
   * together share one commit (db/groupCommit.ts); the promise settles after it.
   */
  create(input: NewRequest, dedupeSince: string): Promise<{ request: CustomerRequestRow; notification: Selectable<NotificationsTable> | null } | null> {
    return groupCommit(this.db).run(async (trx) => {
      const service = await trx.selectFrom('services').select(['id', 'title']).where('id', '=', input.serviceId).executeTakeFirst();
      if (!service) return null;

      let same = trx
        .selectFrom('customerRequests')
        .selectAll()
        .where('email', '=', input.email)
        .where('phone', '=', input.phone)
        .where('serviceId', '=', input.serviceId)
        .where('createdAt', '>=', dedupeSince);
      same = input.description === null ? same.where('description', 'is', null) : same.where('description', '=', input.description);
      const earlier = await same.orderBy('id').executeTakeFirst();
      if (earlier) return { request: earlier, notification: null };

      const now = new Date().toISOString();
      const request = await trx
        .insertInto('customerRequests')
        .values({ ...input, serviceName: service.title, status: 'NEW', createdAt: now, updatedAt: now, completedAt: null, cancelledAt: null })
        .returningAll()
        .executeTakeFirstOrThrow();
      const notification = await trx
        .insertInto('notifications')
        .values({ customerRequestId: request.id, customerServiceName: request.name, serviceName: service.title, createdAt: now })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { request, notification };
    });
  }
}
