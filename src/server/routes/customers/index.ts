import type { FastifyPluginAsync } from 'fastify';
import { CONSULTATION_FORM_MSG } from '../../../shared/messages/publicForms';
import { CUSTOMER_STATUSES } from '../../../shared/types/customer';
import { consultationSchema } from '../../../shared/validation/customer';
import { ok } from '../../lib/envelope';
import { HttpError } from '../../lib/httpError';
import { envelopeSchema } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { yupToJsonSchema } from '../../lib/yupToJsonSchema';
import { customerRequestEvents } from './customerEvents';
import { CustomersRepository, toCustomerRequest, toNotification } from './customersRepository';

/** A second identical submission within this window returns the first request (double click). */
export const DOUBLE_SUBMIT_WINDOW_MS = 10_000;

const M = CONSULTATION_FORM_MSG;
const nullableString = { type: 'string', nullable: true };
const customerRequestSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    phone: { type: 'string' },
    email: { type: 'string' },
    serviceId: { type: 'integer', nullable: true },
    serviceName: { type: 'string' },
    description: nullableString,
    status: { type: 'string', enum: [...CUSTOMER_STATUSES] },
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
    completedAt: nullableString,
    cancelledAt: nullableString,
  },
};

/** POST /customer (public): a consultation request, stored as NEW with a staff notification. */
const customerRoutes: FastifyPluginAsync = async (app) => {
  const repo = new CustomersRepository(app.db, app.sqlite);

  app.post(
    '/customer',
    {
      schema: {
        tags: ['customers'],
        summary: 'Send a consultation request (creates a NEW customer request and a staff notification)',
        body: yupToJsonSchema(consultationSchema),
        response: { 200: envelopeSchema(customerRequestSchema) },
      },
    },
    async (req) => {
      const body = validate(consultationSchema, req.body);
      const since = new Date(Date.now() - DOUBLE_SUBMIT_WINDOW_MS).toISOString();
      const created = await repo.create({ ...body, description: body.description || null }, since);
      if (!created) throw new HttpError(400, M.serviceUnknown, { serviceId: M.serviceUnknown });
      const request = toCustomerRequest(created.request);
      if (created.notification) {
        const notification = toNotification(created.notification);
        customerRequestEvents(app.db).emit('created', { request, notification });
        req.log.info({ customerRequestId: request.id }, 'consultation request stored');
      }
      return ok(request, M.serverThanks);
    },
  );
};

export default customerRoutes;
