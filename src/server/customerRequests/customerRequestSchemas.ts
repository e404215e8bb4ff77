import { CUSTOMER_STATUSES } from '../../shared/types/customer';

/**
 * The response schemas of a customer request, shared by the public consultation route and the staff
 * ones (routes/consultation, routes/customerAdmin). Fastify serialises only the listed properties, so
 * the public answer never carries staff-only fields such as the assignee.
 */

const nullableString = { type: 'string', nullable: true };

export const customerStatusSchema = { type: 'string', enum: [...CUSTOMER_STATUSES] };

/** What the visitor who sent the request gets back. */
export const publicCustomerRequestProperties = {
  id: { type: 'integer' },
  name: { type: 'string' },
  phone: { type: 'string' },
  email: { type: 'string' },
  serviceId: { type: 'integer', nullable: true },
  serviceName: { type: 'string' },
  description: nullableString,
  status: customerStatusSchema,
  createdAt: { type: 'string' },
  updatedAt: { type: 'string' },
  completedAt: nullableString,
  cancelledAt: nullableString,
};

/** A request as staff see it in the table: the public fields plus who it is assigned to. */
export const customerRequestProperties = {
  ...publicCustomerRequestProperties,
  assigneeId: { type: 'integer', nullable: true },
};
