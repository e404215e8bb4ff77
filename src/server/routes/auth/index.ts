import type { FastifyPluginAsync } from 'fastify';
import { API_MSG, LOGIN_MSG } from '../../../shared/messages';
import { introspectSchema, loginSchema, logoutSchema, refreshSchema } from '../../../shared/validation/auth';
import { ok } from '../../lib/envelope';
import { HttpError } from '../../lib/httpError';
import { LoginThrottle } from '../../lib/loginThrottle';
import { validate } from '../../lib/validate';
import { yupToJsonSchema } from '../../lib/yupToJsonSchema';
import { envelopeSchema, staffUserSchema as staffUser } from '../../lib/openapi';
import { toStaffUser } from '../../auth/authRepository';
import { AuthService } from './authService';

const tokenPair = { type: 'object', properties: { token: { type: 'string' }, refreshToken: { type: 'string' } } };

/** POST /auth/login, /auth/refresh, /auth/introspect, GET /auth/me, POST /auth/logout. */
const authRoutes: FastifyPluginAsync = async (app) => {
  const service = new AuthService(app.authRepo, app.tokens, app.endSessions);
  const throttle = new LoginThrottle(app.rateLimits, app.config.loginMaxAttempts, app.config.loginWindowSeconds * 1000);
  const tags = ['auth'];
  // Every answer here carries tokens or says who is signed in: no cache may keep one. (This plugin
  // is encapsulated: the hook covers its own routes only; the guards cover every other staff route.)
  app.addHook('onRequest', (_req, reply, done) => {
    reply.header('cache-control', 'no-store');
    done();
  });

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary: 'Sign in with username and password',
        body: yupToJsonSchema(loginSchema),
        response: { 200: envelopeSchema(tokenPair) },
      },
    },
    async (req) => {
      const { username, password } = validate(loginSchema, req.body);
      const attempt = await throttle.begin(req.ip, username);
      if (attempt.wait > 0) throw new HttpError(429, LOGIN_MSG.tooManyAttempts(attempt.wait), undefined, { 'retry-after': String(attempt.wait) });
      // Counted as a failure until the password proves right (an inactive account's too).
      const user = await service.checkCredentials(username, password);
      await attempt.succeeded();
      return ok(await service.issueTokens(user), LOGIN_MSG.success);
    },
  );

  app.post(
    '/auth/refresh',
    {
      schema: {
        tags,
        summary: 'Exchange a refresh token for a new pair (the old one is spent)',
        body: yupToJsonSchema(refreshSchema),
        response: { 200: envelopeSchema(tokenPair) },
      },
    },
    async (req) => {
      const { refreshToken } = validate(refreshSchema, req.body);
      return ok(await service.refresh(refreshToken));
    },
  );

  app.post(
    '/auth/introspect',
    {
      schema: {
        tags,
        summary: 'Tell whether an access token is valid (signature, expiry, active account)',
        body: yupToJsonSchema(introspectSchema),
        response: { 200: envelopeSchema({ type: 'object', properties: { valid: { type: 'boolean' } } }) },
      },
    },
    async (req) => {
      const { token } = validate(introspectSchema, req.body);
      return ok({ valid: (await app.authenticateToken(token)) !== null });
    },
  );

  app.get(
    '/auth/me',
    {
      preHandler: app.requireStaff,
      schema: { tags, summary: 'The signed-in staff member', security: [{ bearer: [] }], response: { 200: envelopeSchema(staffUser) } },
    },
    async (req) => {
      const row = await app.authRepo.findUserById(req.user!.id);
      if (!row) throw new HttpError(404, API_MSG.notFound);
      return ok(toStaffUser(row));
    },
  );

  app.post(
    '/auth/logout',
    {
      preHandler: app.requireStaff,
      schema: {
        tags,
        summary: 'Sign out: ends the sign-in (its refresh tokens, its access tokens, its realtime connections)',
        security: [{ bearer: [] }],
        body: yupToJsonSchema(logoutSchema),
        response: { 200: envelopeSchema({ type: 'boolean' }) },
      },
    },
    async (req) => {
      const body = validate(logoutSchema, req.body ?? {});
      await service.logout(req.user!.id, req.sessionId!, body);
      return ok(true, LOGIN_MSG.loggedOut);
    },
  );

  // Expired refresh tokens are cleared once an hour; the timer never keeps the process alive.
  const sweep = setInterval(() => void app.authRepo.deleteExpiredTokens().catch((e) => app.log.warn(e)), 3600_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
};

export default authRoutes;
