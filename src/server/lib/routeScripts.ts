import fs from 'node:fs';

/**
 * The script files of each lazy chunk of the built client, by chunk name (the webpackChunkName of
 * a route's import: src/client/ssr/routeChunks.ts names a rendered page's), without the files the
 * entry's own scripts already bring. Written by the production build (webpack.config.ts) next to
 * the client's folder, so that it is not served.
 *
 * Why: a page rendered by the server needs its routes' code to come alive. Asked for by the app,
 * it is requested only once the start-up scripts have run and rendered, a whole round trip after
 * them on a phone's network; listed on the page's boot script (plugins/ssr.ts, public/boot.js), it
 * is requested with the page's own scripts and is in place when the app looks for it.
 */
export type RouteScripts = Record<string, string[]>;

/** `dist/public` → `dist/public.route-scripts.json`. */
export function routeScriptsFileFor(staticDir: string): string {
  return `${staticDir.replace(/[\\/]+$/, '')}.route-scripts.json`;
}

/** The build's list, or an empty one (a development build writes none: the app then asks for its routes itself). */
export function readRouteScripts(staticDir: string): RouteScripts {
  const file = routeScriptsFileFor(staticDir);
  if (!fs.existsSync(file)) return {};
  return JSON.parse(fs.readFileSync(file, 'utf8')) as RouteScripts;
}

/** The files of `chunks`, in order, each once. */
export function scriptsOfChunks(scripts: RouteScripts, chunks: readonly string[]): string[] {
  return [...new Set(chunks.flatMap((name) => scripts[name] ?? []))];
}
