import fp from 'fastify-plugin';
import { inProcessRateLimits, redisRateLimits, type RateLimitStore } from '../lib/rateLimit';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Where every per-client limit counts (sign-in failures, job applications, consultation
     * requests, newsletter subscriptions). In process for one instance; in Redis with REDIS_URL,
     * so that several instances count together.
     */
    rateLimits: RateLimitStore;
  }
}

export default fp(
  async (app) => {
    app.decorate('rateLimits', app.redis ? redisRateLimits(app.redis, app.config.redisPrefix) : inProcessRateLimits());
  },
  { name: 'rateLimits', dependencies: ['pubsub'] },
);
