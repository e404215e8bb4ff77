import type { FastifyPluginAsync } from 'fastify';
import { API_MSG } from '../../../shared/messages';
import { MSG_NEWS } from '../../../shared/messages/newsJobs';
import { parseNewsKey } from '../../../shared/validation/news';
import { ok } from '../../lib/envelope';
import { HttpError } from '../../lib/httpError';
import { envelopeSchema } from '../../lib/openapi';
import { NewsRepository } from '../../news/newsRepository';
import { newsItemSchema } from '../../news/newsSchemas';

/** GET /news and GET /news/{id}: the legal bulletins. */
const newsRoutes: FastifyPluginAsync = async (app) => {
  const repo = new NewsRepository(app.db);
  const tags = ['news'];

  app.get(
    '/news',
    { schema: { tags, summary: 'Every news article, newest first, with its sections', response: { 200: envelopeSchema({ type: 'array', items: newsItemSchema }) } } },
    async (req, reply) => app.contentCache.send(req, reply, 'news', async () => ok(await repo.list())),
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
