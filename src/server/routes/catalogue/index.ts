import type { FastifyPluginAsync } from 'fastify';
import { PUBLIC_MSG } from '../../../shared/messages/publicSite';
import type { HomePayload } from '../../../shared/types/catalogue';
import { HERO_SLIDES, HOME_VIDEO, MAP_SETTINGS } from '../../db/seed/company';
import { ok } from '../../lib/envelope';
import { HttpError } from '../../lib/httpError';
import { envelopeSchema } from '../../lib/openapi';
import { CatalogueRepository } from './catalogueRepository';
import { homePayloadSchema, serviceCardSchema, serviceOptionSchema } from './schemas';

/** Number of service cards on the home page. */
export const HOME_SERVICE_CARDS = 8;
const CATEGORY_MAX = 100;

/** GET /service/list, GET /service/cards?category=, GET /services/home (public). */
const catalogueRoutes: FastifyPluginAsync = async (app) => {
  const repo = new CatalogueRepository(app.db);
  const tags = ['catalogue'];

  app.get(
    '/service/list',
    { schema: { tags, summary: 'Services for the consultation form and the admin filter', response: { 200: envelopeSchema({ type: 'array', items: serviceOptionSchema }) } } },
    async (req, reply) => app.contentCache.send(req, reply, 'service/list', async () => ok(await repo.listOptions())),
  );

  app.get(
    '/service/cards',
    {
      schema: {
        tags,
        summary: 'Service cards of one category (an unknown category gives an empty list)',
        querystring: { type: 'object', properties: { category: { type: 'string', enum: ['Dịch vụ sở hữu trí tuệ', 'Dịch vụ khác'] } }, required: ['category'] },
        response: { 200: envelopeSchema({ type: 'array', items: serviceCardSchema }) },
      },
    },
    async (req) => {
      const raw = (req.query as Record<string, unknown>).category;
      const category = typeof raw === 'string' ? raw.trim() : '';
      if (!category || category.length > CATEGORY_MAX) {
        throw new HttpError(400, PUBLIC_MSG.catalogue.categoryRequired, { category: PUBLIC_MSG.catalogue.categoryRequired });
      }
      return ok(await repo.cardsOfCategory(category));
    },
  );

  app.get(
    '/services/home',
    { schema: { tags, summary: 'Home page: hero slides, 8 service cards, intro video and map', response: { 200: envelopeSchema(homePayloadSchema) } } },
    async (req, reply) =>
      app.contentCache.send(req, reply, 'services/home', async () => {
        const payload: HomePayload = { heroSlides: HERO_SLIDES, services: await repo.firstCards(HOME_SERVICE_CARDS), video: HOME_VIDEO, map: MAP_SETTINGS };
        return ok(payload);
      }),
  );
};

export default catalogueRoutes;
