import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { envelopeSchema } from '../../lib/openapi';
import { DashboardRepository } from './dashboardRepository';

const count = { type: 'integer', minimum: 0 };
const dashboard = {
  type: 'object',
  properties: {
    newRequests: count,
    openChats: count,
    activeSubscribers: count,
    weeks: {
      type: 'array',
      items: { type: 'object', properties: { start: { type: 'string', format: 'date' }, isoYear: { type: 'integer' }, isoWeek: { type: 'integer' } } },
    },
    series: {
      type: 'array',
      items: { type: 'object', properties: { service: { type: 'string' }, counts: { type: 'array', items: count } } },
    },
  },
};

/** GET /dashboard: the back-office home's counters and weekly chart. */
const dashboardRoutes: FastifyPluginAsync = async (app) => {
  const repo = new DashboardRepository(app.db);
  app.get(
    '/dashboard',
    {
      preHandler: app.requireStaff,
      schema: {
        tags: ['dashboard'],
        security: [{ bearer: [] }],
        summary: 'New requests, open chats, active subscribers and requests per week (Vietnam time) by service for the last 8 weeks',
        response: { 200: envelopeSchema(dashboard) },
      },
    },
    async () => ok(await repo.summary()),
  );
};

export default dashboardRoutes;
