import fp from 'fastify-plugin';
import { inProcessRateLimits, type RateLimitStore } from '../lib/rateLimit';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Where every per-client limit counts (sign-in failures, job applications, consultation
     * requests, newsletter subscriptions). In process for one instance; a store backed by Redis
     * would let several instances count together behind the same interface.
     */
    rateLimits: RateLimitStore;
  }
}

export default fp(
  async (app) => {
    app.decorate('rateLimits', inProcessRateLimits());
  },
  { name: 'rateLimits' },
);
