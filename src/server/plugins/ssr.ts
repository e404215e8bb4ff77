import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readBootScript } from '../lib/bootScript';
import { compressOnce, sendCompressed, type Compressed } from '../lib/compression';
import { CONTENT_TABLES } from '../lib/contentCache';
import { escapeHtml, jsonForScript } from '../lib/html';
import { canonicalUrl, linkPreviewTags, SITE_NAME, type PageHead } from '../lib/linkPreview';
import { structuredDataTag } from '../lib/structuredData';
import type { PageFacts } from '../../shared/types/pageFacts';
import { RENDER_REQUEST_HEADER } from '../lib/logging';
import { readRouteScripts, scriptsOfChunks } from '../lib/routeScripts';
import { SSR_STATE_ID } from '../../shared/constants';
import type { WatchedTable } from '../db/tableVersions';

/** What dist/ssr/renderPage.js exports (src/client/ssr/renderPage.tsx). */
export interface SsrModule {
  renderPage(url: string): Promise<PageHead & { html: string; styles?: string; data: Record<string, unknown>; status: number; facts?: PageFacts; chunks?: string[] }>;
  setServerFetch(origin: string, fetchFn: (input: RequestInfo, init?: RequestInit) => Promise<Response>): void;
}

/** A rendered page, compressed once for every visitor who receives it. */
export interface PublicPage extends Compressed {
  status: number;
}

async function compressed(status: number, html: string): Promise<PublicPage> {
  return { status, ...(await compressOnce(Buffer.from(html))) };
}

/** Sends a rendered page: brotli or gzip when the client accepts it, never stored by caches. */
export function sendPublicPage(req: FastifyRequest, reply: FastifyReply, page: PublicPage): FastifyReply {
  reply.code(page.status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
  return sendCompressed(req, reply, page);
}

/** What the public pages show: a write to any of these tables makes every rendered page stale. */
const PAGE_TABLES: readonly WatchedTable[] = [...CONTENT_TABLES, 'jobs'];
/**
 * Pages kept at most (then all are dropped and the cache fills again): unknown paths and query
 * strings are pages too. A page is ~200 KB with its two compressed copies, so at most ~20 MB.
 */
const MAX_PAGES = 100;
/** A render that has not finished by then is given up: the visitor gets the plain index.html. */
const RENDER_TIMEOUT_MS = 3_000;
/** A page is rendered again after this long even if no table moved (job deadlines pass by date). */
const MAX_AGE_MS = 60_000;
/**
 * Renders in progress at most. A page not kept and asked for beyond that (a crawler walking
 * thousands of URLs) is sent as the plain index.html and rendered by the browser, so rendering
 * never starves the API.
 */
const MAX_RENDERING = 4;
/** The origin the renderer's API calls are addressed to; they never leave the process. */
const INTERNAL_ORIGIN = 'http://ssr.internal';

/**
 * Paths rendered on the server: the public pages and the sign-in page (a form that shows before
 * the back-office's scripts have run); the back-office itself is rendered by the browser.
 */
export function isServerRenderedPath(pathname: string): boolean {
  return !/^\/administration(?:\/|$)/.test(pathname);
}

/**
 * The built index.html with a rendered page in #root, its styles, title and description, and its
 * data. `routeScripts`: the files of the page's routes (lib/routeScripts.ts), which boot.js starts
 * after the page's own scripts.
 */
export function fillTemplate(
  template: string,
  page: { html: string; styles?: string; data: Record<string, unknown>; title?: string; description?: string; headTags?: string },
  bootScript: string,
  routeScripts: readonly string[] = [],
): string {
  let out = template;
  // Every insertion is made by a function: with a string, `$&`, `$'`, `$1` or `$$` in a news title
  // or description would be read as replacement patterns and splice the template into the head.
  // Before the scripts in the head: the page paints with its styles while they download.
  if (page.styles) out = out.replace(/<script|<\/head>/, (tag) => page.styles + tag);
  if (page.title !== undefined) {
    const title = page.title;
    out = out.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  }
  if (page.description !== undefined) {
    const description = page.description;
    out = out.replace(/<meta name="description" content="[^"]*"\s*\/?>/, () => `<meta name="description" content="${escapeHtml(description)}">`);
  }
  // Built and escaped by the caller: the canonical link, Open Graph's tags (lib/linkPreview.ts) and
  // the page's schema.org facts (lib/structuredData.ts).
  const headTags = page.headTags;
  if (headTags) out = out.replace('</title>', () => `</title>${headTags}`);
  // The scripts download at once but run after the first paint (public/boot.js, inline: lib/bootScript.ts).
  let scripts = 0;
  out = out.replace(/<script defer(?:="defer")? src="?([^"\s>]+)"?><\/script>/g, (_tag, src: string) => {
    scripts++;
    return `<link rel="preload" as="script" href="${src}" data-boot>`;
  });
  // The first frame waits for the whole page to be parsed (the state script comes right after it):
  // otherwise the browser paints the first screen, then lays out the rest of the page in one long
  // task, during which what is on screen takes no tap. See docs/performance.md.
  out = out.replace('</head>', () => `<link rel="expect" href="#${SSR_STATE_ID}" blocking="render"></head>`);
  // The page's routes' files are listed on boot.js (an attribute: its hash, which the content
  // security policy allows it by, is of its text), which starts them after the entry's. Not as
  // preload links: a request started before the first paint is charged to it by Lighthouse's
  // simulation, and on a phone's network it takes bandwidth from what the first paint needs.
  const routeList = routeScripts.length > 0 ? ` data-route-scripts="${escapeHtml(routeScripts.join(' '))}"` : '';
  if (scripts > 0) out = out.replace('</head>', () => `<script${routeList}>${bootScript}</script></head>`);
  return out.replace(
    /<div id="?root"?><\/div>/,
    () => `<div id="root">${page.html}</div><script type="application/json" id="${SSR_STATE_ID}">${jsonForScript(page.data)}</script>`,
  );
}

/** The renderer's fetch: the request is answered by this server in-process (Fastify's inject). */
function injectFetch(app: FastifyInstance): (input: RequestInfo, init?: RequestInit) => Promise<Response> {
  return async (info, init) => {
    const input = info instanceof Request ? info : new Request(info, init);
    const url = new URL(input.url);
    const headers: Record<string, string> = {};
    input.headers.forEach((value, name) => {
      headers[name] = value;
    });
    // The Response below is read as it is (nothing decodes it): ask for the plain bytes.
    delete headers['accept-encoding'];
    headers[RENDER_REQUEST_HEADER] = '1';
    const res = await app.inject({
      method: input.method as 'GET',
      url: url.pathname + url.search,
      headers,
      ...(input.method === 'GET' || input.method === 'HEAD' ? {} : { payload: Buffer.from(await input.arrayBuffer()) }),
    });
    const out = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) out.append(name, String(v));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers: out });
  };
}

/**
 * Server-side rendering of the public pages: a visitor (and a search engine) gets the page's
 * HTML, styles, title and description in the first answer and sees it before any script has run;
 * the browser then hydrates it with the same API answers (src/client/index.tsx).
 *
 * Pages are kept rendered until a content table changes (db/tableVersions.ts) or for a minute;
 * concurrent requests for a page being rendered wait for that one render. When the renderer is not
 * built, or a page fails to render, the plain index.html is sent and the browser renders the page.
 */
export default fp(
  async (app) => {
    const file = app.config.ssrBundle;
    const root = app.config.staticDir;
    if (!file || !root || !app.spaIndexAvailable || !fs.existsSync(file)) {
      app.decorate('renderPublicPage', null);
      return;
    }
    const template = fs.readFileSync(path.join(root, 'index.html'), 'utf8');
    // The page's scripts are started by it: without it a rendered page would never come alive.
    const boot = readBootScript(root);
    if (!boot) {
      app.log.error(`${path.join(root, 'boot.js')} is missing from the built client: pages are rendered by the browser`);
      app.decorate('renderPublicPage', null);
      return;
    }
    const routeScripts = readRouteScripts(root);
    const renderer = createRequire(__filename)(file) as SsrModule;
    renderer.setServerFetch(INTERNAL_ORIGIN, injectFetch(app));

    const pages = new Map<string, { version: number; at: number; page: Promise<PublicPage | null> }>();
    const version = () => app.tableVersions.sum(PAGE_TABLES);
    let rendering = 0;

    const render = async (url: string): Promise<PublicPage | null> => {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`no page after ${RENDER_TIMEOUT_MS} ms`)), RENDER_TIMEOUT_MS);
      });
      try {
        const page = await Promise.race([renderer.renderPage(url), timeout]);
        // A page that is not there (404) names no address, no preview and no facts.
        const origin = app.config.publicUrl;
        const pathname = new URL(url, INTERNAL_ORIGIN).pathname;
        const headTags =
          page.status === 200 ? linkPreviewTags(page, origin, pathname) + structuredDataTag(page.facts ?? {}, origin, canonicalUrl(page, origin, pathname), SITE_NAME) : '';
        return await compressed(page.status, fillTemplate(template, { ...page, headTags }, boot.source, scriptsOfChunks(routeScripts, page.chunks ?? [])));
      } catch (err) {
        app.log.error({ err, url }, 'server-side rendering failed: the browser renders this page');
        return null;
      } finally {
        clearTimeout(timer);
      }
    };

    app.decorate('renderPublicPage', async (url: string): Promise<PublicPage | null> => {
      const now = Date.now();
      const current = version();
      const kept = pages.get(url);
      if (kept && kept.version === current && now - kept.at < MAX_AGE_MS) return kept.page;
      if (rendering >= MAX_RENDERING) return null;
      if (pages.size >= MAX_PAGES) pages.clear();
      rendering++;
      const page = render(url).finally(() => rendering--);
      const entry = { version: current, at: now, page };
      pages.set(url, entry);
      // A failed render is not kept; neither is one that started before a write it may have missed.
      void page.then((p) => {
        if ((p === null || version() !== current) && pages.get(url) === entry) pages.delete(url);
      });
      return page;
    });
  },
  { name: 'ssr', dependencies: ['spa', 'db'] },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** The public page at `url` rendered into index.html; null when the browser must render it. */
    renderPublicPage: ((url: string) => Promise<PublicPage | null>) | null;
  }
}
