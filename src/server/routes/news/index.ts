import type { FastifyPluginAsync } from 'fastify';
import { API_MSG } from '../../../shared/messages';
import { MSG_NEWS } from '../../../shared/messages/newsJobs';
import { parseNewsKey } from '../../../shared/validation/news';
import { ok } from '../../lib/envelope';
import { HttpError } from '../../lib/httpError';
import { envelopeSchema } from '../../lib/openapi';
import { NewsRepository } from '../../news/newsRepository';
import { newsItemSchema, newsSummarySchema } from '../../news/newsSchemas';
import { NEWS_SUMMARY_VIEW } from '../../../shared/types/news';

/** GET /news and GET /news/{id}: the legal bulletins. */
const newsRoutes: FastifyPluginAsync = async (app) => {
  const repo = new NewsRepository(app.db);
  const tags = ['news'];

  // The public lists ask for the summaries: the home page and /tin-tuc carry the list in their
  // state, and every article's sections would be most of it. The back-office's editor takes the whole.
  app.get<{ Querystring: { view?: string } }>(
    '/news',
    {
      schema: {
        tags,
        summary: 'Every news article, newest first: with its sections, or without them (view=summary)',
        querystring: { type: 'object', properties: { view: { type: 'string', enum: [NEWS_SUMMARY_VIEW] } } },
        response: { 200: envelopeSchema({ type: 'array', items: { oneOf: [newsItemSchema, newsSummarySchema] } }) },
      },
    },
    async (req, reply) => {
      const { view } = req.query;
      if (view === undefined) return app.contentCache.send(req, reply, 'news', async () => ok(await repo.list()));
      if (view !== NEWS_SUMMARY_VIEW) throw new HttpError(400, API_MSG.badNewsView, { view: API_MSG.badNewsView });
      return app.contentCache.send(req, reply, 'news?view=summary', async () => ok(await repo.listSummaries()));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/news/:id',
    {
      schema: {
        tags,
        summary: 'One news article by numeric id or by slug (footer links use the slug)',
        params: { type: 'object', properties: { id: { type: 'string' } } },
        response: { 200: envelopeSchema(newsItemSchema) },
      },
    },
    async (req, reply) => {
      const key = parseNewsKey(req.params.id);
      if (!key) throw new HttpError(400, MSG_NEWS.badId, { id: MSG_NEWS.badId });
      // Only articles that exist are kept (a 404 throws before anything is stored).
      return app.contentCache.send(req, reply, `news/${'id' in key ? key.id : key.slug}`, async () => {
        const item = await repo.find(key);
        if (!item) throw new HttpError(404, MSG_NEWS.notFound);
        return ok(item, API_MSG.ok);
      });
    },
  );
};

export default newsRoutes;
