import type { Kysely } from 'kysely';
import { thenId } from './dialectSchema';

// The staff list filtered by status and service together (the back-office's usual view): with
// only (status, created_at) and (service_id, created_at) the count had to read every row of the
// service to check its status (20 ms on 100,000 requests). (service_id, status, created_at) answers
// the count from the index alone and the page in "newest first" order.
// The single-column status and service_id indexes of 0002 are prefixes of the composite ones (0006
// and this one), which serve every query they served; dropping them makes each new request two
// index updates cheaper.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('customer_requests_service_status_created_idx').on('customer_requests').columns(thenId(db, ['service_id', 'status', 'created_at'])).execute();
  await db.schema.dropIndex('customer_requests_status_idx').execute();
  await db.schema.dropIndex('customer_requests_service_id_idx').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('customer_requests_service_id_idx').on('customer_requests').column('service_id').execute();
  await db.schema.createIndex('customer_requests_status_idx').on('customer_requests').column('status').execute();
  await db.schema.dropIndex('customer_requests_service_status_created_idx').execute();
}
