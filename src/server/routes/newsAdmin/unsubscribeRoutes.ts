import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { NEWS_MAIL_MSG as M } from '../../../shared/messages/newsAdmin';
import { ok } from '../../lib/envelope';
import { HttpError } from '../../lib/httpError';
import type { NewsMailRepository } from './newsMailRepository';
import { unsubscribePage } from './unsubscribePage';

const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;
const querystring = { type: 'object', properties: { token: { type: 'string' } }, required: ['token'] };

const html = (reply: FastifyReply, status: number, page: string) =>
  reply.status(status).header('Cache-Control', 'no-store').header('Referrer-Policy', 'no-referrer').type('text/html; charset=utf-8').send(page);

/**
 * GET/POST /news/unsubscribe?token= (public). GET shows a confirmation page and changes nothing,
 * because mail scanners open links; POST unsubscribes — both the page's button and the one-click
 * POST of RFC 8058 (body "List-Unsubscribe=One-Click") that mail clients send.
 */
const unsubscribeRoutes: FastifyPluginAsync<{ repo: NewsMailRepository }> = async (app, { repo }) => {
  // Forms and one-click clients post urlencoded bodies; the body carries nothing we need.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 1024 }, (_req, _body, done) => done(null, {}));

  const subscriberOf = async (req: FastifyRequest) => {
    const token = (req.query as { token?: unknown }).token;
    return typeof token === 'string' && TOKEN.test(token) ? ((await repo.findSubscriberByToken(token)) ?? null) : null;
  };

  app.get('/news/unsubscribe', { schema: { tags: ['newsletter'], summary: 'Unsubscribe confirmation page (HTML)', querystring } }, async (req, reply) => {
    const sub = await subscriberOf(req);
    if (!sub) return html(reply, 404, unsubscribePage({ heading: M.invalid }));
    if (sub.unsubscribedAt) return html(reply, 200, unsubscribePage({ heading: M.already, text: M.doneText(sub.email) }));
    const action = `/api/news/unsubscribe?token=${encodeURIComponent((req.query as { token: string }).token)}`;
    return html(reply, 200, unsubscribePage({ heading: M.pageTitle, text: M.confirmText(sub.email), confirmAction: action }));
  });

  app.post('/news/unsubscribe', { schema: { tags: ['newsletter'], summary: 'Unsubscribe (one-click, RFC 8058, or the confirmation form)', querystring } }, async (req, reply) => {
    const wantsPage = (req.headers.accept ?? '').includes('text/html');
    const sub = await subscriberOf(req);
    if (!sub) {
      if (wantsPage) return html(reply, 404, unsubscribePage({ heading: M.invalid }));
      throw new HttpError(404, M.invalid);
    }
    const changed = await repo.unsubscribe(sub.id);
    if (wantsPage) return html(reply, 200, unsubscribePage({ heading: changed ? M.done : M.already, text: M.doneText(sub.email) }));
    return ok(true, changed ? M.done : M.already);
  });
};

export default unsubscribeRoutes;
