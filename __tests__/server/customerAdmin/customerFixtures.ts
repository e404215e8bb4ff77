import type { FastifyInstance } from 'fastify';
import type { CustomerStatus } from '../../../src/shared/types/customer';
import { customerSearchText } from '../../../src/server/lib/customerSearchText';

let seq = 0;

export interface RequestSeed {
  name?: string;
  phone?: string;
  email?: string;
  serviceId?: number | null;
  serviceName?: string;
  description?: string | null;
  status?: CustomerStatus;
  createdAt?: string;
}

/** The seeded services (id and title), in id order. */
export async function services(app: FastifyInstance) {
  return app.db.selectFrom('services').select(['id', 'title']).orderBy('id').execute();
}

/** Inserts one customer request directly (the public form is another area's). */
export async function insertRequest(app: FastifyInstance, seed: RequestSeed = {}) {
  seq += 1;
  const [service] = await services(app);
  const createdAt = seed.createdAt ?? new Date(Date.UTC(2026, 10, 1) + seq * 60_000).toISOString();
  const searched = {
    name: seed.name ?? `Khách hàng ${seq}`,
    phone: seed.phone ?? '0901234567',
    email: seed.email ?? `khach${seq}@example.vn`,
    serviceName: seed.serviceName ?? service!.title,
  };
  return app.db
    .insertInto('customerRequests')
    .values({
      ...searched,
      serviceId: seed.serviceId === undefined ? service!.id : seed.serviceId,
      description: seed.description === undefined ? 'Cần tư vấn' : seed.description,
      status: seed.status ?? 'NEW',
      createdAt,
      updatedAt: createdAt,
      completedAt: null,
      cancelledAt: null,
      searchText: customerSearchText(searched),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
