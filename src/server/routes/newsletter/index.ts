import crypto from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { NEWSLETTER_MSG } from '../../../shared/messages/publicForms';
import { newsletterSchema } from '../../../shared/validation/newsletter';
import { ok } from '../../lib/envelope';
import { HttpError } from '../../lib/httpError';
import { clientKey } from '../../lib/rateLimit';
import { envelopeSchema } from '../../lib/openapi';
import { validate } from '../../lib/validate';
import { yupToJsonSchema } from '../../lib/yupToJsonSchema';
import { SubscribersRepository } from './subscribersRepository';

const M = NEWSLETTER_MSG;

/**
 * POST /news/subscribe?email= (public): `data` is true for a new subscription, false if already
 * registered. Each client address may subscribe `newsletterSubscriptionsPerHour` times (5 by
 * default); more get 429 with `Retry-After` and a message the form shows, so nobody can sign up
 * lists of other people's addresses.
 */
const newsletterRoutes: FastifyPluginAsync = async (app) => {
  const repo = new SubscribersRepository(app.db);
  const perAddress = app.rateLimits({ name: 'newsletter-subscriptions', limit: app.config.newsletterSubscriptionsPerHour, windowMs: 3600_000 });

  app.post(
    '/news/subscribe',
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an e-mail address to the news bulletin (stored once, lower-cased)',
        querystring: yupToJsonSchema(newsletterSchema),
        response: { 200: envelopeSchema({ type: 'boolean' }) },
      },
    },
    async (req) => {
      const wait = await perAddress.take(clientKey(req.ip));
      if (wait > 0) throw new HttpError(429, M.tooManyRequests(Math.ceil(wait / 60)), undefined, { 'retry-after': String(wait) });
      const { email } = validate(newsletterSchema, req.query);
      const added = await repo.subscribe(email, crypto.randomBytes(24).toString('base64url'));
      return ok(added, added ? M.subscribed : M.alreadySubscribed);
    },
  );
};

export default newsletterRoutes;
