import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { NEWS_ADMIN_MSG as M } from '../../../shared/messages/newsAdmin';
import { newsBodySchema, parseNewsId } from '../../../shared/validation/newsAdmin';
import { ok } from '../../lib/envelope';
import { HttpError } from '../../lib/httpError';
import { envelopeSchema } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { yupToJsonSchema } from '../../lib/yupToJsonSchema';
import { NewsRepository } from '../../news/newsRepository';
import { newsItemSchema } from '../../news/newsSchemas';
import { NewsMailRepository } from './newsMailRepository';
import { NewsletterService } from './newsletterService';
import { uniqueSlug } from './slug';
import { uniqueViolation } from '../../db/dialect';
import { Leases } from '../../lib/leases';
import unsubscribeRoutes from './unsubscribeRoutes';

const idParams = { type: 'object', properties: { id: { type: 'string', pattern: '^[0-9]+$' } } };
const summarySchema = {
  type: 'object',
  properties: { newsId: { type: 'integer' }, sent: { type: 'integer' }, failed: { type: 'integer' }, pending: { type: 'integer' }, lastSentAt: { type: 'string', nullable: true } },
};
const deliverySchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    toAddress: { type: 'string' },
    status: { type: 'string', enum: ['PENDING', 'SENT', 'FAILED'] },
    attempts: { type: 'integer' },
    lastError: { type: 'string', nullable: true },
    createdAt: { type: 'string' },
    sentAt: { type: 'string', nullable: true },
  },
};

function newsId(req: FastifyRequest): number {
  const id = parseNewsId((req.params as { id?: string }).id ?? '');
  if (id === null) throw new HttpError(400, M.badId, { id: M.badId });
  return id;
}


/**
 * Staff news management: create, update, delete, e-mail an article
 * to the subscribers, and the delivery records the table shows. Plus the public unsubscribe link.
 * An uploaded image an article names is kept from then on, even once the article changes or goes:
 * a bulletin already sent shows it.
 */
const newsAdminRoutes: FastifyPluginAsync = async (app) => {
  const repo = new NewsRepository(app.db);
  const mailRepo = new NewsMailRepository(app.db);
  const newsletter = new NewsletterService(mailRepo, app.mailer, app.config.publicUrl, new Leases(app.db));
  const common = { tags: ['news'], security: [{ bearer: [] }] };
  const preHandler = app.requireStaff;
  const body = yupToJsonSchema(newsBodySchema);

  app.post(
    '/news',
    { preHandler, schema: { ...common, summary: 'Create an article (its slug is made from the title)', body, response: { 200: envelopeSchema(newsItemSchema) } } },
    async (req) => {
      const input = validate(newsBodySchema, req.body);
      // Two articles created at once with the same title race for the slug: the loser takes the next one.
      for (let tries = 0; ; tries++) {
        const slug = await uniqueSlug(input.title, (s) => repo.slugTaken(s));
        try {
          const id = await repo.create({ ...input, slug });
          await app.uploads.keptPublic(input.image);
          return ok(await repo.find({ id }), M.created);
        } catch (err) {
          if (!uniqueViolation(err) || tries >= 3) throw err;
        }
      }
    },
  );

  app.put(
    '/news/:id',
    { preHandler, schema: { ...common, summary: 'Update an article and replace its sections', params: idParams, body, response: { 200: envelopeSchema(newsItemSchema) } } },
    async (req) => {
      const id = newsId(req);
      const input = validate(newsBodySchema, req.body);
      if (input.id !== undefined && input.id !== null && String(input.id) !== String(id)) {
        throw new HttpError(400, M.idMismatch, { id: M.idMismatch });
      }
      if (!(await repo.update(id, input))) throw new HttpError(404, M.notFound);
      await app.uploads.keptPublic(input.image);
      return ok(await repo.find({ id }), M.updated);
    },
  );

  app.delete(
    '/news/:id',
    { preHandler, schema: { ...common, summary: 'Delete an article and its sections', params: idParams, response: { 200: envelopeSchema({ type: 'boolean' }) } } },
    async (req) => {
      const id = newsId(req);
      if (!(await repo.remove(id))) throw new HttpError(404, M.notFound);
      return ok(true, M.deleted);
    },
  );

  app.post(
    '/news/notificationNews/:id',
    {
      preHandler,
      schema: {
        ...common,
        summary: 'E-mail an article to every active subscriber who has not received it yet; data is true when no message failed',
        params: idParams,
        response: { 200: envelopeSchema({ type: 'boolean' }) },
      },
    },
    async (req) => {
      const id = newsId(req);
      const news = await repo.find({ id });
      if (!news) throw new HttpError(404, M.notFound);
      const result = await newsletter.send(news);
      if (!result) throw new HttpError(409, M.alreadySending);
      req.log.info({ newsId: id, ...result, mode: app.mailer.mode }, 'newsletter sent');
      const total = result.sent + result.failed;
      const message = total === 0 && result.skipped === 0 ? M.noRecipients : M.sendSummary(result.sent, result.failed, result.skipped);
      return ok(result.failed === 0, message);
    },
  );

  app.get(
    '/news/deliveries',
    { preHandler, schema: { ...common, summary: 'Sent, failed and pending newsletter counts per article', response: { 200: envelopeSchema({ type: 'array', items: summarySchema }) } } },
    async () => ok(await mailRepo.summaries()),
  );

  app.get(
    '/news/:id/deliveries',
    { preHandler, schema: { ...common, summary: 'Every recipient of an article with its delivery state', params: idParams, response: { 200: envelopeSchema({ type: 'array', items: deliverySchema }) } } },
    async (req) => {
      const id = newsId(req);
      if (!(await repo.find({ id }))) throw new HttpError(404, M.notFound);
      return ok(await mailRepo.deliveries(id));
    },
  );

  await app.register(unsubscribeRoutes, { repo: mailRepo });
};

export default newsAdminRoutes;
