import { matchRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '../../shared/paths';
import { SERVICE_PAGE_SLUGS } from '../../shared/types/servicePage';

/**
 * The webpack chunk (the webpackChunkName of its import) that holds each lazy route of the pages the
 * server renders, by the route's own path ('' for an index route): the server lists the files of a
 * page's chunks on its boot script (src/server/lib/routeScripts.ts). Null: the route's import is
 * eager, its code in the entry's own files, which every page asks for (app/routes.tsx). Kept with
 * the renderer, not on the routes, so that the browser's first download does not carry it; a test
 * holds it to the routes' imports. The back-office's own pages are never rendered on the server.
 */
const CHUNK_OF_PATH: Record<string, string | null> = {
  [paths.login]: 'admin-login',
  // The public layout and the home page.
  '/': null,
  '': null,
  've-chung-toi': 'public-about',
  'lien-he': 'public-contact',
  'tin-tuc': 'public-news',
  'tin-tuc/:id': 'public-news-article',
  'tuyen-dung': 'public-careers',
  'tuyen-dung/vi-tri/:id': 'public-job',
  ...Object.fromEntries([...SERVICE_PAGE_SLUGS, 'dich-vu', 'dich-vu-khac'].map((path) => [path, 'public-services'])),
  // The public site's not-found page, imported with the layout.
  '*': null,
};

/** The chunk holding a lazy route's code (null: the entry's files), if the server renders its pages. */
export function chunkOfRoute(route: RouteObject): string | null | undefined {
  return CHUNK_OF_PATH[route.index ? '' : (route.path ?? '')];
}

/**
 * The chunks holding the code of the lazy routes that match `pathname`, outermost first, each once;
 * none under a route not listed (the back-office's, whose pages the browser renders).
 */
export function routeChunks(routes: RouteObject[], pathname: string): string[] {
  const names: string[] = [];
  for (const m of matchRoutes(routes, pathname) ?? []) {
    if (typeof m.route.lazy !== 'function') continue;
    const chunk = chunkOfRoute(m.route);
    if (chunk === undefined) return [];
    if (chunk !== null && !names.includes(chunk)) names.push(chunk);
  }
  return names;
}
