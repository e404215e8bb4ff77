import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { sql } from 'kysely';
import { JSON_BODY_LIMIT_BYTES } from '../shared/constants';
import { MSG } from '../shared/messages';
import type { Config } from './config';
import { ok } from './lib/envelope';
import { HttpError } from './lib/httpError';
import { envelopeSchema } from './lib/openapi';
import { redactUrl } from './lib/redact';
import authPlugin from './plugins/auth';
import dbPlugin from './plugins/db';
import docsPlugin from './plugins/docs';
import errorsPlugin from './plugins/errors';
import securityPlugin from './plugins/security';
import spaPlugin from './plugins/spa';
import authRoutes from './routes/auth';

export interface BuildOptions {
  /** Overrides the logger (tests pass false). */
  logger?: FastifyServerOptions['logger'];
}

/**
 * Builds the whole application without listening: external plugins, app plugins, the API routes
 * under /api, the SPA, then the not-found handler. server.ts listens; tests inject.
 */
export async function buildApp(config: Config, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: opts.logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: {
        req: (req) => ({ method: req.method, url: redactUrl(req.url), ip: req.ip }),
      },
    },
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    trustProxy: 'loopback',
    // Requests still in flight finish on close; new ones get 503 meanwhile.
    return503OnClosing: true,
  });

  // Request bodies are validated by the shared yup schemas (lib/validate.ts); the JSON schemas on
  // routes describe them for the OpenAPI document only.
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  app.decorate('config', config);

  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(docsPlugin);
  await app.register(dbPlugin);
  await app.register(authPlugin);

  await app.register(
    async (api) => {
      api.get(
        '/health',
        {
          schema: {
            tags: ['system'],
            summary: 'Liveness and database check',
            response: { 200: envelopeSchema({ type: 'object', properties: { status: { type: 'string' }, uptime: { type: 'number' } } }) },
          },
        },
        async () => {
          await sql`select 1`.execute(app.db);
          return ok({ status: 'ok', uptime: Math.round(process.uptime()) });
        },
      );
      await api.register(authRoutes);
      api.get('/docs', { schema: { hide: true } }, async (_req, reply) => reply.type('application/json').send(app.swagger()));
    },
    { prefix: '/api' },
  );

  await app.register(spaPlugin);

  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0]!;
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !path.startsWith('/api') && !/\.[a-z0-9]+$/i.test(path.replace(/\.html$/, ''));
    if (isPage && app.spaIndexAvailable) {
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    }
    throw new HttpError(404, path.startsWith('/api') ? MSG.common.routeNotFound : MSG.common.notFound);
  });

  return app;
}
