import { NEWS_MAIL_MSG as M } from '../../../src/shared/messages/newsAdmin';
import { buildTestApp, type TestApp } from '../../helpers/testApp';
import { FONT_STACK } from '../../../src/shared/constants';

let t: TestApp;
const TOKEN = 'page-token-0123456789abcdef';
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.db.insertInto('subscribers').values({ email: 'lan@example.vn', createdAt: new Date().toISOString(), unsubscribedAt: null, unsubscribeToken: TOKEN }).execute();
});
afterAll(() => t.close());

const subscriber = () => t.app.db.selectFrom('subscribers').selectAll().where('email', '=', 'lan@example.vn').executeTakeFirstOrThrow();

describe('the unsubscribe page', () => {
  it('GET shows a Vietnamese confirmation form without script, under the site CSP, and changes nothing', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/news/unsubscribe?token=${TOKEN}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.body).toContain('<html lang="vi">');
    // Each platform's own font before Arial (Linux's Arial lacks Vietnamese letters).
    expect(res.body).toContain(`body{margin:0;font-family:${FONT_STACK};`);
    expect(res.body).toContain(M.confirmText('lan@example.vn'));
    expect(res.body).toContain(`<form method="post" action="/api/news/unsubscribe?token=${TOKEN}">`);
    expect(res.body).not.toMatch(/<script|onclick|javascript:/i);
    expect((await subscriber()).unsubscribedAt).toBeNull();
  });

  it('the form POST unsubscribes and answers with a page; a second time says it already was', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/news/unsubscribe?token=${TOKEN}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,application/xhtml+xml' },
      payload: 'confirm=1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(M.done);
    expect((await subscriber()).unsubscribedAt).toEqual(expect.any(String));
    const again = await t.app.inject({ method: 'POST', url: `/api/news/unsubscribe?token=${TOKEN}` });
    expect(again.json()).toMatchObject({ code: 200, data: true, message: M.already });
    const page = await t.app.inject({ method: 'GET', url: `/api/news/unsubscribe?token=${TOKEN}` });
    expect(page.body).toContain(M.already);
    expect(page.body).not.toContain('<form');
  });

  it('an unknown or malformed token is 404 and touches nobody', async () => {
    for (const token of ['unknown-token-0123456789', '<script>', '']) {
      const page = await t.app.inject({ method: 'GET', url: `/api/news/unsubscribe?token=${encodeURIComponent(token)}` });
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain(M.invalid);
      expect(page.body).not.toContain('<script>');
      const post = await t.app.inject({ method: 'POST', url: `/api/news/unsubscribe?token=${encodeURIComponent(token)}` });
      expect(post.statusCode).toBe(404);
    }
  });
});
