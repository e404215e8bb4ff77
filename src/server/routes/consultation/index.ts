import type { FastifyPluginAsync } from 'fastify';
import { CONSULTATION_FORM_MSG } from '../../../shared/messages/publicForms';
import type { CustomerRequest } from '../../../shared/types/customer';
import { consultationSchema, type ConsultationValues } from '../../../shared/validation/customer';
import { toE164 } from '../../../shared/validation/phone';
import { ok } from '../../lib/envelope';
import { HttpError } from '../../lib/httpError';
import { clientKey } from '../../lib/rateLimit';
import { envelopeSchema } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { yupToJsonSchema } from '../../lib/yupToJsonSchema';
import { customerRequestEvents } from '../../customerRequests/customerRequestEvents';
import { publicCustomerRequestProperties } from '../../customerRequests/customerRequestSchemas';
import { CustomerRequestsRepository, toCustomerRequest, toNotification } from '../../customerRequests/customerRequestsRepository';

/** A second identical submission within this window returns the first request (double click). */
export const DOUBLE_SUBMIT_WINDOW_MS = 10_000;

const M = CONSULTATION_FORM_MSG;
const customerRequestSchema = { type: 'object', properties: publicCustomerRequestProperties };

/** What a stored request would have looked like (the answer to a bot that filled the honeypot). */
function unstored(body: Omit<ConsultationValues, 'website'>): CustomerRequest {
  const now = new Date().toISOString();
  return {
    id: 0,
    name: body.name,
    phone: body.phone,
    email: body.email,
    serviceId: body.serviceId,
    serviceName: '',
    description: body.description || null,
    status: 'NEW',
    createdAt: now,
    updatedAt: now,
    completedAt: null,
    cancelledAt: null,
    assigneeId: null,
  };
}

/**
 * POST /customer (public): a consultation request, stored as NEW with a staff notification.
 * Each client address may send `consultationRequestsPerHour` (5 by default: a family sharing an
 * address sends two or three, a bot dozens); more get 429 with `Retry-After` and a message the
 * form shows. A request with the honeypot field filled is answered as if stored, and nothing is
 * stored or announced: the bot learns nothing to adapt to.
 */
const customerRoutes: FastifyPluginAsync = async (app) => {
  const repo = new CustomerRequestsRepository(app.db, app.sqlite);
  const perAddress = app.rateLimits({ name: 'consultation-requests', limit: app.config.consultationRequestsPerHour, windowMs: 3600_000 });

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
      const wait = await perAddress.take(clientKey(req.ip));
      if (wait > 0) throw new HttpError(429, M.tooManyRequests(Math.ceil(wait / 60)), undefined, { 'retry-after': String(wait) });
      const { website, ...typed } = validate(consultationSchema, req.body);
      // Stored as E.164 whatever way it was typed (the schema has checked that it is a real number).
      const body = { ...typed, phone: toE164(typed.phone) ?? typed.phone };
      if (website) {
        req.log.info('consultation request with the honeypot filled: answered, not stored');
        return ok(unstored(body), M.serverThanks);
      }
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
