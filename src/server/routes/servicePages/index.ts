import type { FastifyPluginAsync } from 'fastify';
import { SERVICE_PAGE_MSG } from '../../../shared/messages/servicePages';
import { ok } from '../../lib/envelope';
import { HttpError } from '../../lib/httpError';
import { envelopeSchema } from '../../lib/openapi';
import { ServicePagesRepository } from '../../servicePages/servicePagesRepository';

/** Slugs are lower-case words joined by hyphens; anything else cannot be a page. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_MAX = 120;

/**
 * Read-mostly content: browsers and proxies may reuse it for a minute and serve a stale copy
 * while revalidating, so a corrected price shows up quickly without every visit hitting us.
 */
const CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=600';

const pageSchema = {
  type: 'object',
  properties: {
    slug: { type: 'string' },
    title: { type: 'string' },
    metaDescription: { type: 'string' },
    // The content model (hero + typed sections) is described in src/shared/types/servicePage.ts.
    content: { type: 'object', additionalProperties: true },
    updatedAt: { type: 'string', format: 'date-time' },
  },
};
const partnerSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, image: { type: 'string' }, title: { type: 'string' }, shortName: { type: 'string' } },
};

/** GET /services/{slug} and GET /service/previous-partners (public). */
const servicePagesRoutes: FastifyPluginAsync = async (app) => {
  const repo = new ServicePagesRepository(app.db, () => app.tableVersions.sum(['service_pages', 'partners']));
  const tags = ['service pages'];

  // /services/home and /services/toto are static routes of the catalogue plugin: Fastify always
  // prefers a static path over this parametric one, so they need no special case here.
  app.get(
    '/services/:slug',
    {
      schema: {
        tags,
        summary: 'A service page: hero and ordered sections (the slug is the page route, e.g. dang-ky-bao-ho-nhan-hieu)',
        params: { type: 'object', properties: { slug: { type: 'string' } }, required: ['slug'] },
        response: { 200: envelopeSchema(pageSchema) },
      },
    },
    async (req, reply) => {
      const { slug } = req.params as { slug: string };
      if (slug.length > SLUG_MAX || !SLUG.test(slug)) throw new HttpError(404, SERVICE_PAGE_MSG.pageNotFound);
      // Only pages that exist are kept (a 404 throws before anything is stored).
      return app.contentCache.send(req, reply, `services/${slug}`, async () => {
        const page = await repo.findPage(slug);
        if (!page) throw new HttpError(404, SERVICE_PAGE_MSG.pageNotFound);
        return ok(page);
      }, CACHE_CONTROL);
    },
  );

  app.get(
    '/service/previous-partners',
    { schema: { tags, summary: 'Past partners and customers for the carousel', response: { 200: envelopeSchema({ type: 'array', items: partnerSchema }) } } },
    async (req, reply) => app.contentCache.send(req, reply, 'service/previous-partners', async () => ok(await repo.listPartners()), CACHE_CONTROL),
  );
};

export default servicePagesRoutes;
