/**
 * Part 1, bundle: what a visitor downloads before the home page is interactive, against a bare
 * React + react-dom app built by the same webpack config in the same run.
 *
 * "Initial" is measured, not guessed: headless Chromium (phone viewport, like Lighthouse's mobile
 * preset) loads `/` from the real server and every JS/CSS response until the load event and
 * network idle is counted, without any click or scroll. Sizes are those the server sends (the
 * .gz/.br sibling, or the file itself when it has none). The set is cross-checked with webpack's
 * chunk group of the entry (which holds the public layout and the home page), and its modules
 * (from webpack's chunk graph and from the source maps) are searched for back-office code.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser } from '@playwright/test';
import { startChildServer } from '../../scripts/lib/childServer';
import { MUI_TRIMS, missingTrimFiles } from '../../scripts/lib/muiTrims';
import { statsFileFor, type BundleStats } from '../../webpack.config';
import { buildBareReact } from '../lib/bareReact';
import { row, type BenchPart, type Row } from '../lib/report';
import { serveStatic } from '../lib/staticServer';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium';

const root = path.resolve(__dirname, '..', '..');
const appDir = path.join(root, 'dist', 'public');
const KB = 1024;
const TARGET_KB = 170;

/** Lighthouse's mobile preset screen (a Moto G Power) and a common laptop screen. */
export const VIEWPORTS = {
  mobile: { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true },
  desktop: { width: 1366, height: 768, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
} as const;

export interface LoadedAsset {
  /** Path inside the built folder, e.g. "assets/main.1234abcd.js". */
  file: string;
  kind: 'js' | 'css';
  /** Bytes the browser received for the body (as encoded on the wire). */
  wireBytes: number;
  encoding: string;
}

/**
 * Loads `url + pagePath` and returns the JS and CSS files of that origin fetched until the load
 * event and network idle (no request for 500 ms), in the order they were requested. `ready` is a
 * selector that must be visible, so that an error page is never measured.
 */
export async function recordInitialAssets(
  browser: Browser,
  url: string,
  viewport: (typeof VIEWPORTS)[keyof typeof VIEWPORTS],
  ready: string,
  pagePath = '/',
): Promise<{ assets: LoadedAsset[]; late: string[] }> {
  const { width, height, ...device } = viewport;
  const context = await browser.newContext({ viewport: { width, height }, ...device, locale: 'vi-VN', serviceWorkers: 'block' });
  const page = await context.newPage();
  const origin = new URL(url).origin;
  const seen: Promise<LoadedAsset | null>[] = [];
  let settled = false;
  const late: string[] = [];
  page.on('response', (res) => {
    const u = new URL(res.url());
    const kind = /\.js$/.test(u.pathname) ? 'js' : /\.css$/.test(u.pathname) ? 'css' : null;
    if (u.origin !== origin || !kind) return;
    if (settled) {
      late.push(u.pathname.slice(1));
      return;
    }
    seen.push(
      (async () => {
        if (res.status() !== 200) throw new Error(`${u.pathname} answered ${res.status()}`);
        const sizes = await res.request().sizes();
        return { file: decodeURIComponent(u.pathname.slice(1)), kind, wireBytes: sizes.responseBodySize, encoding: (await res.headerValue('content-encoding')) ?? 'identity' };
      })(),
    );
  });
  try {
    await page.goto(url + pagePath, { waitUntil: 'load', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    await page.locator(ready).first().waitFor({ state: 'visible', timeout: 30_000 });
    settled = true;
    const assets = (await Promise.all(seen)).filter((a): a is LoadedAsset => a !== null);
    // Anything fetched in the next second is reported (not counted): it would be a sign that the
    // page keeps loading code after it looked idle.
    await page.waitForTimeout(1000);
    return { assets, late };
  } finally {
    await context.close();
  }
}

/** Bytes the server sends for a built file to a client accepting `encoding`: the sibling if there is one. */
export function servedBytes(dir: string, file: string, encoding: 'gzip' | 'br'): number {
  const full = path.join(dir, file);
  const sibling = `${full}.${encoding === 'gzip' ? 'gz' : 'br'}`;
  return fs.statSync(fs.existsSync(sibling) ? sibling : full).size;
}

export function readStats(dir: string): BundleStats {
  const file = statsFileFor(dir);
  if (!fs.existsSync(file)) throw new Error(`${path.relative(root, file)} is missing: rebuild with \`npm run build\``);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as BundleStats;
}

// --- source maps: which sources a built file holds, and how many minified bytes each one takes ---

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const B64_INDEX = new Map([...B64].map((c, i) => [c, i]));

/** Decodes one segment of a source map's `mappings` (base64 VLQ). */
function decodeSegment(seg: string): number[] {
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (const ch of seg) {
    const digit = B64_INDEX.get(ch);
    if (digit === undefined) throw new Error(`bad VLQ character ${ch}`);
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      out.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return out;
}

/**
 * Minified bytes of `file` attributed to each source of its source map (a generated range belongs
 * to the source of the mapping that starts it; unmapped bytes count as "(unmapped)").
 */
export function bytesBySource(dir: string, file: string): Map<string, number> {
  const code = fs.readFileSync(path.join(dir, file), 'utf8').split('\n');
  const map = JSON.parse(fs.readFileSync(path.join(dir, `${file}.map`), 'utf8')) as { sources: string[]; mappings: string };
  const sources = map.sources.map(normaliseSource);
  const out = new Map<string, number>();
  const add = (k: string, n: number) => n > 0 && out.set(k, (out.get(k) ?? 0) + n);
  let src = 0;
  const lines = map.mappings.split(';');
  code.forEach((text, i) => {
    // Columns count UTF-16 code units, as JS string indices do: slice the string, then count bytes.
    let col = 0;
    let prevCol = 0;
    let prevSrc: number | null = null;
    for (const seg of (lines[i] ?? '').split(',')) {
      if (!seg) continue;
      const v = decodeSegment(seg);
      col += v[0]!;
      add(prevSrc === null ? '(unmapped)' : sources[prevSrc]!, Buffer.byteLength(text.slice(prevCol, col)));
      if (v.length >= 4) src += v[1]!;
      prevSrc = v.length >= 4 ? src : null;
      prevCol = col;
    }
    add(prevSrc === null ? '(unmapped)' : sources[prevSrc]!, Buffer.byteLength(text.slice(prevCol)));
  });
  return out;
}

/** "webpack://ip-consultancy-site/./node_modules/x/y.js" → "node_modules/x/y.js". */
function normaliseSource(s: string): string {
  return s.replace(/^webpack:\/\/[^/]*\//, '').replace(/^\.\//, '');
}

/** The npm package (or the app folder) a module path belongs to. */
export function packageOf(mod: string): string {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(mod);
  if (m) return m[1]!;
  const app = /^src\/(client|shared)\/([^/]+)(?:\/([^/]+))?/.exec(mod);
  if (app) return app[3] && app[2] !== 'app' && !/\./.test(app[2]!) ? `src/${app[1]}/${app[2]}/${app[3]}`.replace(/\.[a-z]+$/, '') : `src/${app[1]}/${app[2]}`;
  return mod;
}

/** What must not be in the public initial chunks: back-office code, the admin grids/charts/pickers, the chat client. */
export const FORBIDDEN: { label: string; test: RegExp }[] = [
  { label: 'back-office pages', test: /^src\/client\/pages\/admin\// },
  { label: 'back-office layout', test: /^src\/client\/layouts\/(AdminLayout|admin\/)/ },
  {
    label: 'back-office features',
    // authSlice is the session state of the one API client (token refresh), not back-office code.
    test: /^src\/client\/(features\/((\w*Admin|adminChat|customers|dashboard|users|notifications)\/|auth\/(?!authSlice\.ts$))|components\/AdminListFrame|app\/backOffice|realtime\/(adminStompMiddleware|notificationsSocketMiddleware))/,
  },
  { label: '@mui/x-data-grid', test: /node_modules\/@mui\/x-data-grid/ },
  { label: '@mui/x-charts', test: /node_modules\/@mui\/x-charts/ },
  { label: '@mui/x-date-pickers', test: /node_modules\/@mui\/x-date-pickers/ },
  { label: 'chat client (@stomp/stompjs, sockjs-client)', test: /node_modules\/(@stomp\/stompjs|sockjs-client)\// },
];

/** Modules of the given files, from webpack's chunk graph and from their source maps. */
function modulesIn(dir: string, files: string[], stats: BundleStats): Set<string> {
  const modules = new Set<string>();
  for (const c of stats.chunks) if (c.files.some((f) => files.includes(f))) for (const m of c.modules) modules.add(m.name);
  for (const f of files) {
    if (!fs.existsSync(path.join(dir, `${f}.map`))) continue;
    const map = JSON.parse(fs.readFileSync(path.join(dir, `${f}.map`), 'utf8')) as { sources: string[] };
    for (const s of map.sources) modules.add(normaliseSource(s));
  }
  return modules;
}

/** Modules matching each label's test in the given files. */
export function matchingIn(dir: string, files: string[], stats: BundleStats, tests: { label: string; test: RegExp }[]): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  for (const m of modulesIn(dir, files, stats)) {
    for (const { label, test } of tests) {
      if (test.test(m)) found.set(label, (found.get(label) ?? new Set()).add(m));
    }
  }
  return found;
}

/** Forbidden modules found in the given files, per label, from webpack's chunk graph and the source maps. */
export function forbiddenIn(dir: string, files: string[], stats: BundleStats): Map<string, Set<string>> {
  return matchingIn(dir, files, stats, FORBIDDEN);
}

/** Modules that more than one of the given files carries (webpack's chunk graph): bytes a visitor downloads twice. */
export function duplicatedIn(files: string[], stats: BundleStats): Array<{ name: string; size: number; copies: number }> {
  const copies = new Map<string, { size: number; copies: number }>();
  for (const c of stats.chunks) {
    if (!c.files.some((f) => files.includes(f))) continue;
    for (const m of c.modules) {
      const seen = copies.get(m.name) ?? { size: m.size, copies: 0 };
      seen.copies += 1;
      copies.set(m.name, seen);
    }
  }
  return [...copies].filter(([, v]) => v.copies > 1).map(([name, v]) => ({ name, ...v }));
}

function sum(files: string[], dir: string, encoding: 'gzip' | 'br'): number {
  return files.reduce((n, f) => n + servedBytes(dir, f, encoding), 0);
}

/**
 * A script the server puts inline in the page: compressed as part of the page, so its share is
 * about what it takes compressed on its own.
 */
function inlineBytes(files: string[], dir: string, encoding: 'gzip' | 'br'): number {
  return files.reduce((n, f) => {
    const source = fs.readFileSync(path.join(dir, f));
    return n + (encoding === 'gzip' ? zlib.gzipSync(source, { level: 9 }) : zlib.brotliCompressSync(source)).length;
  }, 0);
}

const kb = (bytes: number) => Math.round((bytes / KB) * 10) / 10;

/**
 * What the given files are made of, by npm package (or app folder): each file's gzip size shared
 * out in proportion to the minified bytes its source map gives each source. An estimate.
 */
export function gzipByPackage(dir: string, files: string[]): [string, number][] {
  const out = new Map<string, number>();
  for (const f of files) {
    if (!fs.existsSync(path.join(dir, `${f}.map`))) continue;
    const raw = fs.statSync(path.join(dir, f)).size;
    const gz = servedBytes(dir, f, 'gzip');
    for (const [src, n] of bytesBySource(dir, f)) out.set(packageOf(src), (out.get(packageOf(src)) ?? 0) + (n * gz) / raw);
  }
  return [...out].sort((a, b) => b[1] - a[1]);
}

/**
 * The gzip size of each back-office chunk group (and the chat client) beyond the entry: what
 * opening that part adds to the entry's scripts, chunks it shares with other groups included.
 */
function backOfficeRows(stats: BundleStats): Row[] {
  const entry = new Set(stats.groups.main?.assets ?? []);
  const rows: Row[] = [];
  const describe: Record<string, string> = {
    admin: 'back-office shell and dashboard',
    'admin-login': 'sign-in page',
    'admin-customers': 'customer requests (Data Grid)',
    'admin-posts': 'news admin',
    'admin-employees': 'staff accounts',
    'admin-chat': 'chat console',
    'admin-jobs': 'jobs admin',
    'admin-charts': 'dashboard chart',
    'chat-client': 'STOMP/SockJS client',
  };
  for (const [name, g] of Object.entries(stats.groups).sort(([a], [b]) => a.localeCompare(b))) {
    if (!(name in describe)) continue;
    const own = g.assets.filter((a) => a.endsWith('.js') && !entry.has(a));
    const bytes = sum(own, appDir, 'gzip');
    const pkgs = new Map<string, number>();
    for (const c of stats.chunks) {
      if (!c.files.some((f) => own.includes(f))) continue;
      for (const m of c.modules) pkgs.set(packageOf(m.name), (pkgs.get(packageOf(m.name)) ?? 0) + m.size);
    }
    const top = [...pkgs].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([p]) => p);
    rows.push(
      row({
        part: 'bundle',
        figure: `back-office chunk "${name}", gzip`,
        value: kb(bytes),
        unit: 'KB',
        baseline: null,
        target: '',
        met: null,
        note: `${describe[name]}; ${own.length} file(s) not in the entry; biggest: ${top.join(', ')}`,
      }),
    );
  }
  return rows;
}

export const run: BenchPart = async (opts) => {
  if (!fs.existsSync(path.join(appDir, 'index.html'))) throw new Error('dist/public is missing: run `npm run build`');
  const bareDir = path.join(opts.tmpDir, 'bare-react');
  await buildBareReact(bareDir);
  const stats = readStats(appDir);
  const bareStats = readStats(bareDir);

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const server = await startChildServer();
  const bare = await serveStatic(bareDir);
  let app: Awaited<ReturnType<typeof recordInitialAssets>>;
  let appDesktop: Awaited<ReturnType<typeof recordInitialAssets>>;
  let base: Awaited<ReturnType<typeof recordInitialAssets>>;
  try {
    // The home page is usable once its service cards are there (the first section under the hero).
    app = await recordInitialAssets(browser, server.url, VIEWPORTS.mobile, '#home-services');
    appDesktop = await recordInitialAssets(browser, server.url, VIEWPORTS.desktop, '#home-services');
    base = await recordInitialAssets(browser, bare.url, VIEWPORTS.mobile, 'main button');
  } finally {
    await bare.close();
    await server.stop();
    await browser.close();
  }

  const files = (list: LoadedAsset[], kind: 'js' | 'css') => [...new Set(list.filter((a) => a.kind === kind).map((a) => a.file))];
  const js = files(app.assets, 'js');
  const css = files(app.assets, 'css');
  const jsDesktop = files(appDesktop.assets, 'js');
  const baseJs = files(base.assets, 'js');

  // Cross-check: webpack's view of the same thing, the entry's chunk group (the public layout and
  // the home page are imported eager, into the entry's files: src/client/app/routes.tsx).
  const expected = new Set((stats.groups.main?.assets ?? []).filter((a) => /\.(js|css)$/.test(a)));
  const expectedBare = new Set((bareStats.groups.main?.assets ?? []).filter((a) => a.endsWith('.js')));
  const loaded = new Set([...js, ...css]);
  const missing = [...expected].filter((f) => !loaded.has(f));
  const extra = [...loaded].filter((f) => !expected.has(f));
  const groupOf = (f: string) => Object.entries(stats.groups).filter(([, g]) => g.assets.includes(f)).map(([n]) => n).join('/') || '?';
  const crossNote =
    missing.length || extra.length
      ? `${missing.length ? `in webpack's groups but not loaded: ${missing.join(', ')}` : ''}${missing.length && extra.length ? '; ' : ''}${extra.length ? `loaded beyond the entry: ${extra.map((f) => `${f} (${groupOf(f)})`).join(', ')}` : ''}`
      : "same files as webpack's entry chunk group";
  const bareMatches = baseJs.length === expectedBare.size && baseJs.every((f) => expectedBare.has(f));

  // The entry as index.html loads it (its <script src> tags), checked against webpack's entrypoint.
  const scriptsOf = (dir: string) => [...fs.readFileSync(path.join(dir, 'index.html'), 'utf8').matchAll(/<script[^>]*\ssrc="?\/?([^"\s>]+)/g)].map((m) => m[1]!);
  const entryJs = scriptsOf(appDir);
  const entryBare = scriptsOf(bareDir);
  const entryMatches = entryJs.length === (stats.groups.main?.assets.filter((a) => a.endsWith('.js')).length ?? -1) && entryJs.every((f) => stats.groups.main?.assets.includes(f));

  // boot.js (public/, not webpack's) starts the scripts of a server-rendered page. It comes inline
  // in the page's head (src/server/lib/bootScript.ts), not as a file, and is counted all the same.
  const inlineJs = ['boot.js'];
  const gz = sum(js, appDir, 'gzip') + inlineBytes(inlineJs, appDir, 'gzip');
  const br = sum(js, appDir, 'br') + inlineBytes(inlineJs, appDir, 'br');
  const gzDesktop = sum(jsDesktop, appDir, 'gzip') + inlineBytes(inlineJs, appDir, 'gzip');
  const baseGz = sum(baseJs, bareDir, 'gzip');
  const baseBr = sum(baseJs, bareDir, 'br');
  const wire = app.assets.filter((a) => a.kind === 'js').reduce((n, a) => n + a.wireBytes, 0);
  const encodings = [...new Set(app.assets.map((a) => a.encoding))].join('/');
  const found = forbiddenIn(appDir, [...js, ...css], stats);
  const foundDesktop = forbiddenIn(appDir, jsDesktop, stats);
  for (const [k, v] of foundDesktop) found.set(k, new Set([...(found.get(k) ?? []), ...v]));

  const rows: Row[] = [
    row({
      part: 'bundle',
      figure: 'public initial JS, gzip',
      value: kb(gz),
      unit: 'KB',
      baseline: kb(baseGz),
      ratio: gz / baseGz,
      target: `≤ ${TARGET_KB} KB gzip`,
      met: gz <= TARGET_KB * KB,
      note: `${js.length} files before / is interactive (phone viewport, no click or scroll): ${js.map((f) => `${path.basename(f)} ${kb(servedBytes(appDir, f, 'gzip'))}`).join(' + ')}${inlineJs.map((f) => ` + ${f} ${kb(inlineBytes([f], appDir, 'gzip'))} (inline in the page)`).join('')}; Chromium received ${kb(wire)} KB (${encodings}); baseline: bare React + react-dom, ${baseJs.length} files; KB = 1024 bytes`,
    }),
    row({
      part: 'bundle',
      figure: 'entry chunks only (the scripts of index.html), gzip',
      value: kb(sum(entryJs, appDir, 'gzip')),
      unit: 'KB',
      baseline: kb(sum(entryBare, bareDir, 'gzip')),
      target: '',
      met: null,
      note: `${entryJs.map((f) => `${path.basename(f)} ${kb(servedBytes(appDir, f, 'gzip'))}`).join(' + ')}; informational: they hold the public layout and the home page too, so on \`/\` they are the whole first load (boot.js aside)`,
    }),
    row({
      part: 'bundle',
      figure: 'public initial JS by package, gzip KB (estimate from source maps)',
      value: null,
      unit: '',
      baseline: null,
      target: '',
      met: null,
      note: gzipByPackage(appDir, js)
        .slice(0, 12)
        .map(([p, n]) => `${p} ${kb(n)}`)
        .join(', '),
    }),
    row({ part: 'bundle', figure: 'public initial JS, brotli', value: kb(br), unit: 'KB', baseline: kb(baseBr), ratio: br / baseBr, target: '', met: null }),
    row({
      part: 'bundle',
      figure: 'public initial CSS, gzip / brotli',
      value: kb(sum(css, appDir, 'gzip')),
      unit: 'KB',
      baseline: 0,
      ratio: null,
      target: '',
      met: null,
      note: css.length ? `${kb(sum(css, appDir, 'br'))} KB brotli; ${css.join(', ')}` : 'no stylesheet: MUI/Emotion styles are in the JS',
    }),
    row({
      part: 'bundle',
      figure: 'public initial JS at 1366×768, gzip',
      value: kb(gzDesktop),
      unit: 'KB',
      baseline: kb(baseGz),
      ratio: gzDesktop / baseGz,
      target: `≤ ${TARGET_KB} KB gzip`,
      met: gzDesktop <= TARGET_KB * KB,
      note: jsDesktop.filter((f) => !js.includes(f)).length ? `more than on a phone: ${jsDesktop.filter((f) => !js.includes(f)).map((f) => `${f} (${groupOf(f)})`).join(', ')}` : 'same files as on a phone',
    }),
    row({
      part: 'bundle',
      figure: 'initial files: browser vs webpack stats',
      value: loaded.size,
      unit: 'files',
      baseline: null,
      target: 'the same set',
      met: missing.length === 0 && extra.length === 0 && bareMatches && entryMatches,
      note: `${crossNote}${entryMatches ? '' : `; index.html loads ${entryJs.join(', ')} but webpack's entrypoint is ${stats.groups.main?.assets.join(', ')}`}${bareMatches ? '' : `; bare React loaded ${baseJs.join(', ')} but its entry is ${[...expectedBare].join(', ')}`}${app.late.length ? `; fetched after idle (not counted): ${app.late.join(', ')}` : ''}`,
    }),
    row({
      part: 'bundle',
      figure: 'no back-office, Data Grid, charts, pickers or chat client in the public initial chunks',
      value: [...found.values()].reduce((n, s) => n + s.size, 0),
      unit: 'modules',
      baseline: null,
      target: '0 modules',
      met: found.size === 0,
      note: found.size
        ? [...found].map(([label, mods]) => `${label}: ${[...mods].slice(0, 4).join(', ')}${mods.size > 4 ? ` and ${mods.size - 4} more` : ''}`).join('; ')
        : 'none found (webpack chunk graph and source maps of every initial file)',
    }),
    (() => {
      // The MUI trims (scripts/lib/muiTrims.ts) name MUI's internal files: an upgrade that renames
      // one, or stops importing it the way the trim expects, must not bring the code back unseen.
      const trims = MUI_TRIMS.map((t) => ({ label: t.label, test: t.mustNotLoad }));
      const back = matchingIn(appDir, [...new Set([...js, ...jsDesktop, ...css])], stats, trims);
      const missing = missingTrimFiles();
      return row({
        part: 'bundle',
        figure: 'MUI trims in force: trimmed modules in the public initial chunks, and files the trims name that MUI no longer has',
        value: [...back.values()].reduce((n, s) => n + s.size, 0) + missing.length,
        unit: 'modules',
        baseline: null,
        target: '0',
        met: back.size === 0 && missing.length === 0,
        note:
          back.size || missing.length
            ? [...[...back].map(([label, mods]) => `back in the first load, ${label}: ${[...mods].slice(0, 3).join(', ')}`), ...missing.map((m) => `missing ${m}`)].join('; ')
            : `${MUI_TRIMS.length} trims: ${MUI_TRIMS.map((t) => t.label).join(', ')}`,
      });
    })(),
    (() => {
      const dup = duplicatedIn(js, stats);
      const bytes = dup.reduce((n, d) => n + d.size * (d.copies - 1), 0);
      return row({
        part: 'bundle',
        figure: 'modules in more than one public initial file (downloaded twice)',
        value: dup.length,
        unit: 'modules',
        baseline: null,
        target: '0 modules',
        met: dup.length === 0,
        note: dup.length ? `${(bytes / KB).toFixed(1)} KB before minifying: ${dup.slice(0, 6).map((d) => `${d.name} ×${d.copies}`).join(', ')}${dup.length > 6 ? ` and ${dup.length - 6} more` : ''}` : 'none (webpack chunk graph)',
      });
    })(),
    ...backOfficeRows(stats),
  ];
  return rows;
};
