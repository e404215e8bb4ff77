import fs from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

const HASHED = /\.[0-9a-f]{8,}\.(?:js|css|woff2?|svg|webp|png|jpg|txt)(?:\.(?:br|gz))?$/;

/**
 * Hosts the built SPA: content-hashed files cached for a year, index.html never cached, the
 * precompressed .br/.gz siblings sent to clients that accept them, and every other non-API GET
 * answered with index.html so that client-side routes survive a reload.
 */
export default fp(
  async (app) => {
    const root = app.config.staticDir;
    if (!root || !fs.existsSync(path.join(root, 'index.html'))) {
      app.log.warn({ root }, 'no built client found: serving the API only (run `npm run build`)');
      app.decorate('spaIndexAvailable', false);
      return;
    }
    app.decorate('spaIndexAvailable', true);
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      // '/' itself is index.html (no-cache through setHeaders below).
      index: ['index.html'],
      wildcard: true,
      preCompressed: true,
      cacheControl: false,
      setHeaders(res, filePath) {
        if (HASHED.test(filePath)) res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        else if (filePath.endsWith('.html')) res.setHeader('Cache-Control', 'no-cache');
        else res.setHeader('Cache-Control', 'public, max-age=3600');
      },
    });
  },
  { name: 'spa' },
);

declare module 'fastify' {
  interface FastifyInstance {
    spaIndexAvailable: boolean;
  }
}
