import type { FastifyPluginAsync } from 'fastify';
// The router's own table: the sitemap lists the addresses the client's routes answer.
import { paths } from '../../shared/paths';
import { SERVICE_PAGE_SLUGS } from '../../shared/types/servicePage';
import type { WatchedTable } from '../db/tableVersions';
import { compressOnce, sendCompressed, type Compressed } from '../lib/compression';
import { escapeHtml } from '../lib/html';
import { NewsRepository } from '../news/newsRepository';
import { ServicePagesRepository } from '../servicePages/servicePagesRepository';
import { JobsRepository } from './jobs/jobsRepository';

/** What the sitemap lists and dates beyond the fixed pages: a write to any of these makes it stale. */
const SITEMAP_TABLES: readonly WatchedTable[] = ['news', 'jobs', 'service_pages'];

/** Crawlers come back for these daily at most; an hour's staleness costs nobody anything. */
const CACHE_CONTROL = 'public, max-age=3600';

/** The public pages whose address never changes, the home page first. */
export const FIXED_PAGES: readonly string[] = [
  paths.home,
  '/dich-vu',
  ...SERVICE_PAGE_SLUGS.map((slug) => `/${slug}`),
  '/dich-vu-khac',
  paths.news,
  paths.careers,
  paths.about,
  paths.contact,
];

/** One address of the sitemap: a site path and, when known, the day it last changed. */
export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

/** The day part of a stored timestamp (`2026-11-29 10:00:00`, ISO, or a bare date), or nothing. */
function day(stamp: string | null | undefined): string | undefined {
  const m = stamp ? /^(\d{4}-\d{2}-\d{2})/.exec(stamp) : null;
  return m?.[1];
}

/** The latest of the entries' days (YYYY-MM-DD sorts as text), or nothing. */
function latest(entries: readonly SitemapEntry[]): string | undefined {
  return entries.reduce<string | undefined>((max, e) => (e.lastmod && (!max || e.lastmod > max) ? e.lastmod : max), undefined);
}

/** The sitemaps.org document for `entries`, each address made absolute with the site's public origin. */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((e) => `<url><loc>${escapeHtml(origin + e.path)}</loc>${e.lastmod ? `<lastmod>${e.lastmod}</lastmod>` : ''}</url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: the public site open to crawlers, the back-office, sign-in and API not. */
export function robotsTxt(origin: string): string {
  return ['User-agent: *', `Disallow: ${paths.admin.root}`, `Disallow: ${paths.login}`, 'Disallow: /api/', '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

/**
 * GET /robots.txt and /sitemap.xml, for search engines: every public page, each news article under
 * its readable address and each open job, with the day it last changed. Addresses are made
 * absolute with PUBLIC_URL, never with the request's Host header, which a client chooses. The
 * sitemap is built once per change of the news or jobs and kept compressed.
 */
const searchEngineRoutes: FastifyPluginAsync = async (app) => {
  const origin = app.config.publicUrl;
  const news = new NewsRepository(app.db);
  const jobs = new JobsRepository(app.db);
  const services = new ServicePagesRepository(app.db);
  const robots = robotsTxt(origin);
  let kept: { version: number; sitemap: Promise<Compressed> } | undefined;

  const build = async (): Promise<Compressed> => {
    const [articles, open, servicePages] = await Promise.all([news.listSummaries(), jobs.listOpen(), services.listChanges()]);
    const articleEntries = articles.map((a) => ({ path: paths.newsArticle(encodeURIComponent(a.slug)), lastmod: day(a.updatedAt) ?? day(a.createdAt) }));
    const jobEntries = open.map((j) => ({ path: paths.job(j.id), lastmod: day(j.postedDate) }));
    // The fixed pages whose change the site knows: a list changes when one of its items does
    // (crawlers come back to it when the newest one is new), and a service page's text is kept in
    // the database, where staff may change it.
    const changed = new Map<string, string | undefined>([
      [paths.news, latest(articleEntries)],
      [paths.careers, latest(jobEntries)],
      ...servicePages.map((p): [string, string | undefined] => [`/${p.slug}`, day(p.updatedAt)]),
    ]);
    const entries: SitemapEntry[] = [...FIXED_PAGES.map((path) => ({ path, lastmod: changed.get(path) })), ...articleEntries, ...jobEntries];
    return compressOnce(Buffer.from(sitemapXml(origin, entries)));
  };

  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) => reply.header('Cache-Control', CACHE_CONTROL).type('text/plain; charset=utf-8').send(robots));

  app.get('/sitemap.xml', { schema: { hide: true } }, async (req, reply) => {
    const version = app.tableVersions.sum(SITEMAP_TABLES);
    if (!kept || kept.version !== version) {
      const sitemap = build();
      kept = { version, sitemap };
      // A failed build is not kept: the next request tries again.
      sitemap.catch(() => {
        if (kept?.sitemap === sitemap) kept = undefined;
      });
    }
    const sitemap = await kept.sitemap;
    return sendCompressed(req, reply.header('Cache-Control', CACHE_CONTROL).type('application/xml; charset=utf-8'), sitemap);
  });
};

export default searchEngineRoutes;
