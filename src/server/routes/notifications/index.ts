import type { FastifyPluginAsync } from 'fastify';
import { NOTIFICATIONS_MSG as M } from '../../../shared/messages/notifications';
import { NOTIFICATIONS_LIST_LIMIT } from '../../../shared/types/notifications';
import { ok } from '../../lib/envelope';
import { HttpError } from '../../lib/httpError';
import { envelopeSchema } from '../../lib/openapi';
import { NotificationsRepository } from './notificationsRepository';

export const notificationSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    customerRequestId: { type: 'integer', description: 'The customer request it announces' },
    customerServiceName: { type: 'string', description: "The customer's name (the API's field name is kept)" },
    serviceName: { type: 'string' },
    createdAt: { type: 'string', format: 'date-time' },
    read: { type: 'boolean', description: 'Read by the caller (read state is per staff member)' },
  },
};

const idParams = { type: 'object', properties: { id: { type: 'string', pattern: '^[0-9]+$' } }, required: ['id'] };

/** A path id must be a positive integer; anything else is bad input, not an unknown id. */
function parseId(raw: string): number {
  const id = /^[0-9]{1,15}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw new HttpError(400, M.invalidId, { id: M.invalidId });
  return id;
}

/** GET /notifications, PUT /notifications/{id}/read, PUT /notifications/read (staff only). */
const notificationsRoutes: FastifyPluginAsync = async (app) => {
  const repo = new NotificationsRepository(app.db);
  const tags = ['notifications'];
  const security = [{ bearer: [] }];

  app.get(
    '/notifications',
    {
      preHandler: app.requireStaff,
      schema: {
        tags,
        security,
        summary: `The newest ${NOTIFICATIONS_LIST_LIMIT} notifications, newest first, with the caller's read state`,
        response: { 200: envelopeSchema({ type: 'array', items: notificationSchema }) },
      },
    },
    async (req) => ok(await repo.listFor(req.user!.id, NOTIFICATIONS_LIST_LIMIT)),
  );

  app.put(
    '/notifications/read',
    {
      preHandler: app.requireStaff,
      schema: {
        tags,
        security,
        summary: 'Mark every notification read for the caller; data is how many were newly marked',
        response: { 200: envelopeSchema({ type: 'integer' }) },
      },
    },
    async (req) => ok(await repo.markAllRead(req.user!.id, new Date().toISOString()), M.markedAllRead),
  );

  app.put<{ Params: { id: string } }>(
    '/notifications/:id/read',
    {
      preHandler: app.requireStaff,
      schema: {
        tags,
        security,
        summary: 'Mark one notification read for the caller (idempotent)',
        params: idParams,
        response: { 200: envelopeSchema(notificationSchema) },
      },
    },
    async (req) => {
      const id = parseId(req.params.id);
      const found = await repo.findFor(req.user!.id, id);
      if (!found) throw new HttpError(404, M.notFound);
      if (!found.read) await repo.markRead(id, req.user!.id, new Date().toISOString());
      return ok({ ...found, read: true }, M.markedRead);
    },
  );
};

export default notificationsRoutes;
