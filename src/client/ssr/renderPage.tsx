/**
 * The server-side rendering of the public pages, built by webpack into dist/ssr/renderPage.js
 * (webpack.config.ts, makeSsrConfig) and loaded by the API server (src/server/plugins/ssr.ts).
 *
 * A page is rendered, the API queries its components started during that render are awaited
 * (RTK Query's hooks start them in render on the server, see app/api.ts), and it is rendered again
 * with their answers, until a render starts nothing new. The browser hydrates the HTML with the
 * same answers (index.tsx), so it shows the same page and fetches nothing again.
 */
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchPath, StaticRouter } from 'react-router-dom';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { AppProviders, AppRouteTree } from '../App';
import { api, serverDataArrived, setServerFetch } from '../app/api';
import { PAGE_STYLE_NAMES } from '../app/pageStyleCache';
import { routes } from '../app/routes';
import { makeStore } from '../app/store';
import { paths } from '../../shared/paths';
import { ServerHeadContext, type ServerHead } from '../components/usePageMeta';
import { companyApi } from '../features/company/companyApi';
import { newsApi } from '../features/news/newsApi';
import type { PageFacts } from '../../shared/types/pageFacts';
import { SERVER_STYLIS_PLUGINS } from './modernPrefixes';
import { routeChunks } from './routeChunks';

export { setServerFetch };

/** Renders after which the page is sent as it is (a query that depends on an answer needs a second). */
const MAX_RENDERS = 3;

export interface RenderedPage {
  /** The markup of #root. */
  html: string;
  /** The styles the markup uses, as <style> elements for the head (Emotion's, which the browser adopts). */
  styles: string;
  /** The API cache the page was rendered with (the `api` slice), for the browser's store. */
  data: Record<string, unknown>;
  title?: string;
  description?: string;
  status: number;
  /** The page's one address when it has several (an article opened by number): its canonical link. */
  canonicalPath?: string;
  /** The picture a link to the page shows where it is shared (an article's image). */
  image?: string;
  /** An article rather than a page of the site (how a shared link presents it). */
  article?: boolean;
  /** What search engines read as facts: the firm on the home page, the article on its page. */
  facts: PageFacts;
  /** The chunks holding the code of the routes the page matched (routeChunks.ts). */
  chunks: string[];
}

async function renderToText(element: ReactNode): Promise<string> {
  const errors: unknown[] = [];
  // progressiveChunkSize: React otherwise sends a Suspense boundary that comes after the first 12.8 KB
  // of the page apart, with an inline script to put it in place, which the content security policy
  // forbids (and the whole page is sent at once anyway): every boundary stays where it belongs.
  const { prelude } = await prerenderToNodeStream(element, { onError: (error) => void errors.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer));
  // A component that throws would leave a hole the browser fills in: the server sends the plain app instead.
  if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The page's styles, for the head. Global styles (CssBaseline's) keep Emotion's own elements, which
 * its Global component finds again in the browser; `data-s` is Emotion's mark for elements already
 * in place (without it the browser's Emotion moves each to the end of the head on start-up, which
 * re-parses it). The components' styles, one element, name every style the render inserted under
 * our own attribute, read by app/pageStyleCache.ts.
 */
function styleElements(cache: EmotionCache, html: string): string {
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const names = Object.keys(cache.inserted).filter((name) => cache.registered[`${cache.key}-${name}`] !== undefined);
  return extractCriticalToChunks(html)
    .styles.map(({ key, ids, css }) =>
      key === cache.key ? `<style ${PAGE_STYLE_NAMES}="${names.join(' ')}">${css}</style>` : `<style data-s="" data-emotion="${key} ${ids.join(' ')}">${css}</style>`,
    )
    .join('');
}

/**
 * What search engines and shared links learn of the page from the answers it was rendered with:
 * an article's readable address (its page also opens by number), picture and facts, and the
 * firm's facts on the home page. Read here, from the store, rather than reported by the pages: the
 * browser's code stays as it is.
 */
function pageFactsOf(store: ReturnType<typeof makeStore>, pathname: string): Pick<RenderedPage, 'canonicalPath' | 'image' | 'article' | 'facts'> {
  const state = store.getState();
  // The firm's facts go with the home page, as search engines ask; the footer's answer holds them.
  const firm = pathname === paths.home ? companyApi.endpoints.getFooter.select()(state).data : undefined;
  const key = matchPath(`${paths.news}/:id`, pathname)?.params.id;
  const item = key ? newsApi.endpoints.getNewsItem.select(key)(state).data : undefined;
  if (!item) return { facts: { firm } };
  const { title, subtitle, author, image, createdAt, updatedAt } = item;
  return { canonicalPath: paths.newsArticle(item.slug), image, article: true, facts: { firm, newsArticle: { title, subtitle, author, image, createdAt, updatedAt } } };
}

/**
 * Marks the queries the API answered with 404 as settled, so that the next render shows the
 * page's "not found" (and sends its status) instead of asking again: RTK Query asks again for a
 * failed query whenever a component subscribes to it, and every render on the server subscribes
 * anew, so a missing article was sent as a page still loading, with status 200. The browser gets
 * the answer with the others and shows the same page without asking. Any other failure (a 500) is
 * asked again, by the next render and in the browser.
 */
function settleMissing(store: ReturnType<typeof makeStore>): void {
  const settled: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(store.getState()[api.reducerPath].queries)) {
    const status = (entry?.error as { status?: unknown } | undefined)?.status;
    // RTK Query does not ask again for a query that has a fulfilled time.
    if (entry?.status === 'rejected' && status === 404 && entry.fulfilledTimeStamp === undefined) settled[key] = { ...entry, fulfilledTimeStamp: entry.startedTimeStamp };
  }
  if (Object.keys(settled).length === 0) return;
  store.dispatch(serverDataArrived({ [api.reducerPath]: { queries: settled, mutations: {}, provided: { tags: {}, keys: {} } } }));
}

/** Renders the public page at `url` (path and query). Throws when a component fails on the server. */
export async function renderPage(url: string): Promise<RenderedPage> {
  const store = makeStore();
  for (let render = 1; ; render++) {
    const head: ServerHead = {};
    // A new style cache per render. `compat`: no <style> element next to each component (146 on
    // the home page, each one a style recalculation while the page is parsed); the styles the
    // markup uses are collected into a few elements for the head instead. Only the vendor prefixes
    // a browser that runs the app still needs (modernPrefixes.ts).
    const cache = createCache({ key: 'css', stylisPlugins: SERVER_STYLIS_PLUGINS });
    cache.compat = true;
    const html = await renderToText(
      <CacheProvider value={cache}>
        <ServerHeadContext.Provider value={head}>
          <AppProviders store={store}>
            <StaticRouter location={url}>
              <AppRouteTree />
            </StaticRouter>
          </AppProviders>
        </ServerHeadContext.Provider>
      </CacheProvider>,
    );
    const running = store.dispatch(api.util.getRunningQueriesThunk());
    if (running.length === 0 || render === MAX_RENDERS) {
      const styles = styleElements(cache, html);
      const pathname = new URL(url, 'http://page.invalid').pathname;
      const chunks = routeChunks(routes, pathname);
      return { html, styles, data: { [api.reducerPath]: store.getState()[api.reducerPath] }, title: head.title, description: head.description, status: head.status ?? 200, ...pageFactsOf(store, pathname), chunks };
    }
    await Promise.all(running);
    settleMissing(store);
  }
}
