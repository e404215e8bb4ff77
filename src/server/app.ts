import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { JSON_BODY_LIMIT_BYTES } from '../shared/constants';
import { API_MSG, MSG } from '../shared/messages';
import type { Config } from './config';
import { clientErrorHandler } from './lib/clientError';
import { ok } from './lib/envelope';
import { HttpError } from './lib/httpError';
import { checkHealth } from './lib/health';
import { envelopeSchema } from './lib/openapi';
import { loggerOptions, RequestLineLogController } from './lib/logging';
import { useStrictJsonParser } from './lib/strictJson';
import authPlugin from './plugins/auth';
import dbPlugin from './plugins/db';
import docsPlugin from './plugins/docs';
import errorsPlugin from './plugins/errors';
import securityPlugin from './plugins/security';
import spaPlugin from './plugins/spa';
import ssrPlugin, { isServerRenderedPath, sendPublicPage } from './plugins/ssr';
import authRoutes from './routes/auth';
import searchEngineRoutes from './routes/searchEngines';
import publicSiteRoutes from './routes/publicSiteRoutes';
import usersRoutes from './routes/users';
import pubsubPlugin from './plugins/pubsub';
import rateLimitsPlugin from './plugins/rateLimits';
import requestBodiesPlugin from './plugins/requestBodies';
import realtimePlugin from './plugins/realtime';
import chatRoutes from './routes/chat';
import uploadsPlugin from './plugins/uploads';
import newsRoutes from './routes/news';
import jobsRoutes from './routes/jobs';
import jobsAdminRoutes from './routes/jobsAdmin';
import dashboardRoutes from './routes/dashboard';
import servicePagesRoutes from './routes/servicePages';
import customerAdminRoutes from './routes/customerAdmin';
import notificationsSocketPlugin from './plugins/notificationsSocket';
import notificationsRoutes from './routes/notifications';
import mailPlugin from './plugins/mail';
import newsAdminRoutes from './routes/newsAdmin';
import uploadRoutes from './routes/upload';

const HEALTH_SCHEMA = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: ['ok', 'down'] },
    uptime: { type: 'number' },
    database: { type: 'string', enum: ['up', 'down'] },
    redis: { type: 'string', enum: ['up', 'down', 'off'] },
  },
} as const;

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
    logger: opts.logger ?? loggerOptions(config),
    logController: new RequestLineLogController(),
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    // Behind a balancer the client's address comes from X-Forwarded-For: throttles key on it (TRUST_PROXY).
    // A number of hops is what proxy-addr does for a number (Fastify's types take none): the first n.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // Requests still in flight finish on close; new ones get a 503 envelope meanwhile (drainOnClose:
    // Fastify's own 503 body is not the envelope).
    return503OnClosing: false,
    // Errors the router raises before any route runs (a malformed or overlong path) get the envelope too.
    frameworkErrors: (error, _req, reply) => {
      const status = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 414 : 400;
      const body = JSON.stringify({ code: status, message: status === 414 ? API_MSG.uriTooLong : API_MSG.badUrl, data: null });
      void (reply as FastifyReply).code(status).type('application/json; charset=utf-8').send(body);
    },
    clientErrorHandler,
    // Node would answer a missing Host with a bare 400; the hook below answers it with the envelope.
    http: { requireHostHeader: false },
  });

  // A client may close its side once its request is sent (a shell's `nc -N`, some probes and
  // proxies): Node would then drop the request unanswered. The answer is written, then the socket
  // closes; the request, header and keep-alive time-outs still bound how long that may take.
  (app.server as typeof app.server & { httpAllowHalfOpen: boolean }).httpAllowHalfOpen = true;

  // Request bodies are validated by the shared yup schemas (lib/validate.ts); the JSON schemas on
  // routes describe them for the OpenAPI document only.
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  useStrictJsonParser(app);
  app.decorate('config', config);
  drainOnClose(app);
  // HTTP/1.1 requires Host (see `http` above); a callback hook, as it runs on every request.
  app.addHook('onRequest', (req, _reply, done) => {
    done(req.raw.httpVersion === '1.1' && req.headers.host === undefined ? new HttpError(400, MSG.common.invalidInput) : undefined);
  });

  await app.register(errorsPlugin);
  await app.register(requestBodiesPlugin);
  await app.register(securityPlugin);
  await app.register(docsPlugin);
  await app.register(dbPlugin);
  // Before auth: ended sign-ins reach every instance's token check through pubsub.
  await app.register(pubsubPlugin);
  await app.register(rateLimitsPlugin);
  await app.register(authPlugin);
  await app.register(uploadsPlugin);
  await app.register(realtimePlugin);
  await app.register(notificationsSocketPlugin);
  await app.register(mailPlugin);

  await app.register(
    async (api) => {
      api.get(
        '/health',
        {
          schema: {
            tags: ['system'],
            summary: 'The database and (with REDIS_URL) Redis answer: 200, else 503 (a balancer takes the instance out)',
            response: {
              200: envelopeSchema(HEALTH_SCHEMA),
              503: envelopeSchema(HEALTH_SCHEMA),
            },
          },
        },
        async (_req, reply) => {
          const health = await checkHealth(app);
          reply.header('cache-control', 'no-store');
          if (health.status === 'ok') return ok(health);
          return reply.code(503).send({ code: 503, message: API_MSG.dependencyDown, data: health });
        },
      );
      await api.register(authRoutes);
      await api.register(publicSiteRoutes);
      await api.register(newsRoutes);
      await api.register(jobsRoutes);
      await api.register(jobsAdminRoutes);
      await api.register(dashboardRoutes);
      await api.register(chatRoutes);
      await api.register(usersRoutes);
      await api.register(servicePagesRoutes);
      await api.register(customerAdminRoutes);
      await api.register(notificationsRoutes);
      await api.register(newsAdminRoutes);
      await api.register(uploadRoutes);
      api.get('/docs', { schema: { hide: true } }, async (_req, reply) => reply.type('application/json').send(app.swagger()));
    },
    { prefix: '/api' },
  );

  await app.register(searchEngineRoutes);
  await app.register(spaPlugin);
  await app.register(ssrPlugin);
  // The home page is a page like the others (rendered on the server, or index.html), not a static file.
  app.get('/', { schema: { hide: true } }, (_req, reply) => reply.callNotFound());

  app.setNotFoundHandler(async (req, reply) => {
    const path = req.url.split('?')[0]!;
    const pagePath = !path.startsWith('/api') && !/\.[a-z0-9]+$/i.test(path.replace(/\.html$/, ''));
    // A page's form sent by a browser without the script (useServerForm): nothing in it is read,
    // and the visitor is sent back to the page, which says the site needs JavaScript.
    // (Only to a path of this site: `//host` or `/\\host` would lead a browser elsewhere.)
    if (req.method === 'POST' && pagePath && !/^\/[/\\]/.test(path)) return reply.redirect(path, 303);
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && pagePath;
    if (isPage && app.renderPublicPage && isServerRenderedPath(path)) {
      const page = await app.renderPublicPage(req.url);
      if (page) return sendPublicPage(req, reply, page);
    }
    if (isPage && app.spaIndexAvailable) {
      return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
    }
    throw new HttpError(404, path.startsWith('/api') ? API_MSG.routeNotFound : API_MSG.notFound);
  });

  return app;
}

function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

/**
 * Graceful close: Fastify waits for requests in flight, but a keep-alive connection whose request
 * ends after closing began would stay open and hold the process. While closing, responses say
 * `Connection: close` and idle sockets are swept until the server has closed; a request arriving
 * meanwhile is answered with the 503 envelope.
 */
function drainOnClose(app: FastifyInstance): void {
  let closing = false;
  let sweeper: NodeJS.Timeout | undefined;
  app.addHook('preClose', async () => {
    closing = true;
    sweeper = setInterval(() => app.server.closeIdleConnections?.(), 100);
    sweeper.unref();
  });
  // First of all onRequest hooks: a request that arrives while closing runs no handler. A callback
  // hook, not an async one: it runs on every request (no promise and microtask each time).
  app.addHook('onRequest', (_req, reply, done) => {
    if (!closing) return done();
    const body = JSON.stringify({ code: 503, message: API_MSG.serviceUnavailable, data: null });
    void reply.code(503).type('application/json; charset=utf-8').send(body);
  });
  // A callback hook, not an async one: it runs on every response.
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onClose', async () => clearInterval(sweeper));
}
