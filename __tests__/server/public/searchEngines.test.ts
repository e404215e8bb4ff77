import zlib from 'node:zlib';
import { buildTestApp, type TestApp } from '../../helpers/testApp';
import { FIXED_PAGES } from '../../../src/server/routes/searchEngines';
import { SERVICE_PAGE_SLUGS } from '../../../src/shared/types/servicePage';

/** robots.txt and sitemap.xml (src/server/routes/searchEngines.ts), against the seeded database. */
const ORIGIN = 'https://shtt.example.vn';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_URL: ORIGIN });
});
afterAll(() => t.close());

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
const sitemap = async (headers: Record<string, string> = {}) => {
  const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml', headers });
  expect(res.statusCode).toBe(200);
  return res;
};

describe('GET /robots.txt', () => {
  it('opens the public site, closes the back-office, the sign-in page and the API, and names the sitemap', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body.split('\n')).toEqual(['User-agent: *', 'Disallow: /administration', 'Disallow: /login', 'Disallow: /api/', '', `Sitemap: ${ORIGIN}/sitemap.xml`, '']);
  });
});

describe('GET /sitemap.xml', () => {
  it('lists every public page, every article under its readable address and every open job, with PUBLIC_URL', async () => {
    const res = await sitemap({ host: 'attacker.example' });
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    const listed = locs(res.body);
    // Absolute, and never from the Host header a client chose.
    expect(listed.every((u) => u.startsWith(`${ORIGIN}/`))).toBe(true);

    const articles = await t.app.db.selectFrom('news').select(['slug', 'updatedAt']).execute();
    const open = await t.app.db.selectFrom('jobs').select('id').where('status', '=', 'OPEN').execute();
    expect(articles.length).toBeGreaterThan(0);
    expect(open.length).toBeGreaterThan(0);
    expect(listed).toEqual([
      ...FIXED_PAGES.map((p) => ORIGIN + p),
      ...articles.map(() => expect.stringMatching(new RegExp(`^${ORIGIN}/tin-tuc/[a-z0-9-]+$`))),
      ...open.map(() => expect.stringMatching(new RegExp(`^${ORIGIN}/tuyen-dung/vi-tri/[A-Za-z0-9=]+$`))),
    ]);
    expect(listed).toEqual(expect.arrayContaining(articles.map((a) => `${ORIGIN}/tin-tuc/${a.slug}`)));
    // The job page's address: the id base64-encoded, as the careers page links to it.
    expect(listed).toEqual(expect.arrayContaining(open.map((j) => `${ORIGIN}/tuyen-dung/vi-tri/${Buffer.from(String(j.id)).toString('base64')}`)));
    expect(FIXED_PAGES).toEqual(expect.arrayContaining(['/', '/tin-tuc', '/tuyen-dung', '/lien-he', '/ve-chung-toi', ...SERVICE_PAGE_SLUGS.map((s) => `/${s}`)]));

    // Each article with the day it last changed, and the news list with the latest of those days.
    const first = articles[0]!;
    expect(res.body).toContain(`<url><loc>${ORIGIN}/tin-tuc/${first.slug}</loc><lastmod>${first.updatedAt.slice(0, 10)}</lastmod></url>`);
    const newest = articles.map((a) => a.updatedAt.slice(0, 10)).sort().at(-1)!;
    expect(res.body).toContain(`<url><loc>${ORIGIN}/tin-tuc</loc><lastmod>${newest}</lastmod></url>`);
    const postedDays = (await t.app.db.selectFrom('jobs').select('postedDate').where('status', '=', 'OPEN').execute()).map((j) => j.postedDate).sort();
    expect(res.body).toContain(`<url><loc>${ORIGIN}/tuyen-dung</loc><lastmod>${postedDays.at(-1)}</lastmod></url>`);
    // A service page with the day its text last changed; a page whose change the site does not track names no day.
    const service = await t.app.db.selectFrom('servicePages').select(['slug', 'updatedAt']).where('slug', '=', SERVICE_PAGE_SLUGS[0]).executeTakeFirstOrThrow();
    expect(res.body).toContain(`<url><loc>${ORIGIN}/${service.slug}</loc><lastmod>${service.updatedAt.slice(0, 10)}</lastmod></url>`);
    expect(res.body).toContain(`<url><loc>${ORIGIN}/lien-he</loc></url>`);
  });

  it('follows the news, the jobs and the service pages: a new article appears, a closed job goes, an edited page is dated', async () => {
    const now = new Date().toISOString();
    await t.app.db
      .insertInto('news')
      .values({ slug: 'nhan-hieu-moi-2026', title: 'Nhãn hiệu mới', subtitle: 'Tóm tắt', author: 'Ban biên tập', image: '/images/news/a.svg', createdAt: now, updatedAt: now })
      .execute();
    const job = await t.app.db.selectFrom('jobs').select('id').where('status', '=', 'OPEN').orderBy('id').executeTakeFirstOrThrow();
    const jobUrl = `${ORIGIN}/tuyen-dung/vi-tri/${Buffer.from(String(job.id)).toString('base64')}`;
    expect(locs((await sitemap()).body)).toContain(jobUrl);

    await t.app.db.updateTable('jobs').set({ status: 'CLOSED' }).where('id', '=', job.id).execute();
    const body = (await sitemap()).body;
    const after = locs(body);
    expect(after).toContain(`${ORIGIN}/tin-tuc/nhan-hieu-moi-2026`);
    // The news list changed with it.
    expect(body).toContain(`<url><loc>${ORIGIN}/tin-tuc</loc><lastmod>${now.slice(0, 10)}</lastmod></url>`);

    // A service page edited by itself (no article or job moved) is dated anew.
    const edited = '2031-05-20T08:00:00.000Z';
    await t.app.db.updateTable('servicePages').set({ updatedAt: edited }).where('slug', '=', SERVICE_PAGE_SLUGS[1]).execute();
    expect((await sitemap()).body).toContain(`<url><loc>${ORIGIN}/${SERVICE_PAGE_SLUGS[1]}</loc><lastmod>2031-05-20</lastmod></url>`);
    expect(after).not.toContain(jobUrl);
  });

  it('is sent compressed to a client that accepts it, and the same document', async () => {
    const plain = (await sitemap()).body;
    const br = await sitemap({ 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gz = await sitemap({ 'accept-encoding': 'gzip' });
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain);
  });
});
