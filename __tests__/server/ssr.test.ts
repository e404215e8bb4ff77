import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fillTemplate, isServerRenderedPath } from '../../src/server/plugins/ssr';
import { escapeHtml, jsonForScript } from '../../src/server/lib/html';
import { readRouteScripts, routeScriptsFileFor, scriptsOfChunks } from '../../src/server/lib/routeScripts';
import { SSR_STATE_ID } from '../../src/shared/constants';
import { buildTestApp, type TestApp } from '../helpers/testApp';

/**
 * The server's side of server-side rendering (src/server/plugins/ssr.ts), with a stand-in for the
 * built renderer: a CommonJS module with the same two exports. The real renderer is exercised by
 * the browser tests (e2e/ssr.spec.ts), which build it.
 */
const BOOT = '/* boot */';
/** The first frame waits for the page to be parsed (docs/performance.md). */
const EXPECT_PAGE = `<link rel="expect" href="#${SSR_STATE_ID}" blocking="render">`;
const TEMPLATE =
  '<!doctype html><html lang="vi"><head><meta name="description" content="Mô tả chung"><title>SHTT Việt</title></head><body><div id="root"></div></body></html>';

// Renders "<main>url · n-th render · the home payload's first service, fetched through the server</main>".
// `?fail` throws, `?missing` is a 404 page, `?slow` waits 100 ms (to overlap requests), `?hang` never ends.
const FAKE_RENDERER = `
let fetchFn = null, origin = null;
const calls = [];
module.exports = {
  calls,
  setServerFetch(o, f) { origin = o; fetchFn = f; },
  async renderPage(url) {
    calls.push(url);
    if (url.includes('fail')) throw new Error('window is not defined');
    if (url.includes('slow')) await new Promise((r) => setTimeout(r, 100));
    if (url.includes('hang')) await new Promise(() => undefined);
    const res = await fetchFn(new Request(origin + '/api/services/home'));
    const home = await res.json();
    return {
      html: '<main>' + url + ' · ' + calls.length + ' · ' + home.data.services[0].title + '</main>',
      data: { api: { queries: { 'getHome(undefined)': { status: 'fulfilled', data: home.data } } } },
      title: 'Trang ' + url,
      description: 'Mô tả "' + url + '"',
      status: url.includes('missing') ? 404 : 200,
    };
  },
};`;

let t: TestApp;
let dirs: string;
let renderer: { calls: string[] };

beforeAll(async () => {
  dirs = fs.mkdtempSync(path.join(os.tmpdir(), 'ipsite-ssr-'));
  const staticDir = path.join(dirs, 'public');
  fs.mkdirSync(staticDir);
  fs.writeFileSync(path.join(staticDir, 'index.html'), TEMPLATE);
  fs.copyFileSync(path.join(__dirname, '..', '..', 'public', 'boot.js'), path.join(staticDir, 'boot.js'));
  const ssrBundle = path.join(dirs, 'renderPage.js');
  fs.writeFileSync(ssrBundle, FAKE_RENDERER);
  t = await buildTestApp({}, { staticDir, ssrBundle });
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the very module the plugin loaded
  renderer = require(ssrBundle) as { calls: string[] };
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dirs, { recursive: true, force: true });
});
beforeEach(() => {
  renderer.calls.length = 0;
});

const firstServiceTitle = async () => (await t.app.inject('/api/services/home')).json().data.services[0].title as string;

describe('public pages rendered on the server', () => {
  it("sends a page whose title holds `$'` and `$&` with that title, and the head intact", async () => {
    const res = await t.app.inject("/tin-tuc/gia-$'-va-$&-va-$$");
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>${escapeHtml("Trang /tin-tuc/gia-$'-va-$&-va-$$")}</title>`);
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(res.body.match(/<head>/g)).toHaveLength(1);
  });

  it('sends the rendered page inside index.html, with its title, description and data, answered in-process', async () => {
    const res = await t.app.inject('/tin-tuc?trang=2');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toBe('Accept-Encoding');
    const html = res.body;
    expect(html).toContain(`<div id="root"><main>/tin-tuc?trang=2 · 1 · ${await firstServiceTitle()}</main></div>`);
    expect(html).toContain('<title>Trang /tin-tuc?trang=2</title>');
    expect(html).toContain('<meta name="description" content="Mô tả &quot;/tin-tuc?trang=2&quot;">');
    const block = new RegExp(`<script type="application/json" id="${SSR_STATE_ID}">(.*?)</script>`).exec(html)![1]!;
    expect(JSON.parse(block)).toMatchObject({ api: { queries: { 'getHome(undefined)': { status: 'fulfilled' } } } });
  });

  it("names the page's address without its query string, for search engines and shared links, in PUBLIC_URL's origin", async () => {
    const html = (await t.app.inject({ url: '/tin-tuc?utm_source=zalo', headers: { host: 'attacker.example' } })).body;
    const origin = t.config.publicUrl;
    expect(html).toContain(`<title>Trang /tin-tuc?utm_source=zalo</title><link rel="canonical" href="${origin}/tin-tuc">`);
    expect(html).toContain(`<meta property="og:url" content="${origin}/tin-tuc">`);
    expect(html).toContain('<meta property="og:title" content="Trang /tin-tuc?utm_source=zalo">');
    expect(html).not.toContain('attacker.example');
    // A page that is not there names neither.
    const missing = (await t.app.inject('/khong-co?missing')).body;
    expect(missing).not.toContain('rel="canonical"');
    expect(missing).not.toContain('og:');
  });

  it('the home page too (not the static index.html)', async () => {
    const res = await t.app.inject('/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<main>/ · ');
  });

  it('compresses with brotli or gzip when the client accepts it', async () => {
    const plain = (await t.app.inject('/ve-chung-toi')).body;
    const br = await t.app.inject({ url: '/ve-chung-toi', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gz = await t.app.inject({ url: '/ve-chung-toi', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(plain);
    expect(gz.rawPayload.length).toBeLessThan(plain.length);
  });

  it('renders a page once until the content changes, then again', async () => {
    await t.app.inject('/lien-he');
    await t.app.inject('/lien-he');
    expect(renderer.calls).toEqual(['/lien-he']);
    // Staff rename a service: the page shows the new title at the next visit.
    const id = (await t.app.db.selectFrom('services').select('id').orderBy('id').executeTakeFirstOrThrow()).id;
    await t.app.db.updateTable('services').set({ title: 'Tên dịch vụ mới' }).where('id', '=', id).execute();
    const title = await firstServiceTitle();
    const res = await t.app.inject('/lien-he');
    expect(renderer.calls).toEqual(['/lien-he', '/lien-he']);
    expect(res.body).toContain(title);
  });

  it('renders a page that many ask for at once only once', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => t.app.inject('/tuyen-dung?slow')));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(renderer.calls).toEqual(['/tuyen-dung?slow']);
  });

  it('renders at most 4 pages at a time: beyond that the browser renders them (plain index.html)', async () => {
    const urls = Array.from({ length: 6 }, (_, i) => `/tin-tuc/${i}?slow`);
    const answers = await Promise.all(urls.map((url) => t.app.inject(url)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(answers.filter((a) => a.body === TEMPLATE)).toHaveLength(2);
    expect(renderer.calls).toHaveLength(4);
    // Once those are done, the others are rendered.
    const later = await t.app.inject(urls[5]!);
    expect(later.body).toContain(`<main>${urls[5]}`);
  });

  it('sends the status the page asks for (404 for an unknown page)', async () => {
    const res = await t.app.inject('/khong-co?missing');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<main>/khong-co?missing');
  });

  it('falls back to the plain index.html when a page fails to render, and tries again next time', async () => {
    const first = await t.app.inject('/dich-vu?fail');
    expect(first.statusCode).toBe(200);
    expect(first.body).toBe(TEMPLATE);
    await t.app.inject('/dich-vu?fail');
    expect(renderer.calls).toEqual(['/dich-vu?fail', '/dich-vu?fail']);
  });

  it('gives up a render that does not finish within 3 s: plain index.html, and the slot is free again', async () => {
    const res = await t.app.inject('/tin-tuc?hang');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(TEMPLATE);
    const next = await t.app.inject('/ve-chung-toi?sau-khi-treo');
    expect(next.body).toContain('<main>/ve-chung-toi?sau-khi-treo');
  });

  it('leaves the back-office to the browser and renders its sign-in page; API and file paths are not pages', async () => {
    for (const url of ['/administration', '/administration/customers']) {
      const res = await t.app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(TEMPLATE);
    }
    expect((await t.app.inject('/api/khong-co')).json()).toMatchObject({ code: 404 });
    expect((await t.app.inject('/khong-co.png')).statusCode).toBe(404);
    expect(renderer.calls).toEqual([]);
    // The sign-in form shows before the back-office's scripts have run.
    expect((await t.app.inject('/login')).statusCode).toBe(200);
    expect(renderer.calls).toEqual(['/login']);
  });

  it('sends a form posted to a page without the script back to that page, reading and storing nothing of it', async () => {
    const requests = async () => (await t.app.db.selectFrom('customerRequests').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
    const before = await requests();
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    for (const [url, payload] of [
      ['/lien-he', 'name=Nguy%E1%BB%85n+An&phone=0912345678&email=an%40example.vn&serviceId=1&message=xin+t%C6%B0+v%E1%BA%A5n'],
      ['/login?next=%2Fadministration', 'username=admin&password=mat-khau-bi-mat'],
      ['/', 'email=an%40example.vn'],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url, headers: form, payload });
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(url.split('?')[0]);
      expect(res.body).not.toContain('mat-khau');
    }
    expect(await requests()).toBe(before);
    expect(renderer.calls).toEqual([]);
    // Only to this site's own paths; the API and files answer as before.
    // Sent as they are over a socket (an injected request would read `//host` as a host).
    const origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
    for (const url of ['//example.com/x', '/\\example.com']) {
      const status = await new Promise<number | undefined>((resolve, reject) => {
        const req = http.request(`${origin}/`, { method: 'POST', path: url, headers: form }, (res) => {
          res.resume();
          resolve(res.statusCode);
        });
        req.on('error', reject);
        req.end('a=1');
      });
      expect([url, status]).toEqual([url, 404]);
    }
    expect((await t.app.inject({ method: 'POST', url: '/api/khong-co', headers: form, payload: 'a=1' })).json()).toMatchObject({ code: 404 });
    expect((await t.app.inject({ method: 'POST', url: '/boot.js', headers: form, payload: 'a=1' })).statusCode).toBe(404);
  });
});

describe('the template', () => {
  it('writes titles and descriptions as text', () => {
    const html = fillTemplate(TEMPLATE, { html: '<p>x</p>', data: {}, title: '</title><script>alert(1)</script>', description: '"><script>alert(1)</script>' }, BOOT);
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).toContain('content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  // String.replace reads `$&` (the match), `$'` (what follows it), `` $` `` (what precedes it), `$$`
  // and `$1` in a replacement string: a title holding them must come out as written, the rest of
  // the template untouched.
  it.each(["Luật mới $' áp dụng", 'Giảm giá $& ưu đãi', 'Phí $1 triệu đồng', 'Tiết kiệm $$ ngay', 'Trước $` sau', "$'$&$`$$$1$<x>"])(
    'writes the title and description %j as they are, leaving the rest of the head alone',
    (text) => {
      const html = fillTemplate(TEMPLATE, { html: '<p>x</p>', data: {}, title: text, description: `Mô tả: ${text}` }, BOOT);
      expect(html).toBe(
        `<!doctype html><html lang="vi"><head><meta name="description" content="${escapeHtml(`Mô tả: ${text}`)}"><title>${escapeHtml(text)}</title>${EXPECT_PAGE}</head>` +
          `<body><div id="root"><p>x</p></div><script type="application/json" id="${SSR_STATE_ID}">{}</script></body></html>`,
      );
    },
  );

  it('keeps data that contains markup inside its block, and it reads back exactly', () => {
    const hostile = '</script><script>alert(1)</script><!-- $& $1 \u2028';
    const html = fillTemplate(TEMPLATE, { html: '<p>$&</p>', data: { api: { title: hostile } } }, BOOT);
    expect(html).toContain('<div id="root"><p>$&</p></div>');
    expect(html.match(/<script/g)).toHaveLength(1);
    const block = new RegExp(`<script type="application/json" id="${SSR_STATE_ID}">(.*?)</script>`, 's').exec(html)![1]!;
    expect(block).toBe(jsonForScript({ api: { title: hostile } }));
    expect(JSON.parse(block)).toEqual({ api: { title: hostile } });
  });

  it('puts the styles in the head, holds the first frame until the page is parsed, and preloads the scripts, which public/boot.js (inline, at the end of the head) runs after the first paint', () => {
    const built =
      '<html><head><title>x</title><script defer src=/assets/runtime.1.js></script><script defer="defer" src="/assets/main.2.js"></script></head><body><div id=root></div></body></html>';
    const html = fillTemplate(built, { html: '<p>x</p>', styles: '<style data-emotion="css a1">.css-a1{color:red}</style>', data: {} }, BOOT);
    expect(html).toBe(
      '<html><head><title>x</title><style data-emotion="css a1">.css-a1{color:red}</style>' +
        '<link rel="preload" as="script" href="/assets/runtime.1.js" data-boot><link rel="preload" as="script" href="/assets/main.2.js" data-boot>' +
        `${EXPECT_PAGE}<script>${BOOT}</script></head>` +
        `<body><div id="root"><p>x</p></div><script type="application/json" id="${SSR_STATE_ID}">{}</script></body></html>`,
    );
  });

  it("lists the files of the page's routes on boot.js, which starts them after the entry's scripts; none without an entry script", () => {
    const built = '<html><head><script defer src="/assets/main.2.js"></script></head><body><div id="root"></div></body></html>';
    const html = fillTemplate(built, { html: '', data: {} }, BOOT, ['/assets/public.3.js', '/assets/public-news.4.js']);
    // Not fetched before the first paint: no link asks for them.
    expect([...html.matchAll(/<link rel="preload" as="script" href="([^"]+)" data-boot>/g)].map((m) => m[1])).toEqual(['/assets/main.2.js']);
    expect(html).toContain(`<script data-route-scripts="/assets/public.3.js /assets/public-news.4.js">${BOOT}</script></head>`);
    // A page whose template has no scripts (nothing would start the app) lists none.
    expect(fillTemplate('<html><head></head><body><div id="root"></div></body></html>', { html: '', data: {} }, BOOT, ['/assets/public.3.js'])).not.toContain('public.3.js');
  });

  /** public/boot.js run on a fake document: what it appends, and the page's events to fire. */
  function bootOn() {
    const source = fs.readFileSync(path.join(__dirname, '..', '..', 'public', 'boot.js'), 'utf8');
    const added: string[] = [];
    const listeners: Record<string, () => void> = {};
    const boot = { getAttribute: (name: string) => (name === 'data-route-scripts' ? '/assets/public.3.js /assets/public-news.4.js' : null) };
    const fakeDocument = {
      currentScript: boot,
      addEventListener: (type: string, fn: () => void) => {
        listeners[type] = fn;
      },
      querySelectorAll: () => [{ getAttribute: () => '/assets/runtime.1.js' }, { getAttribute: () => '/assets/main.2.js' }],
      createElement: () => ({ src: '', async: true }),
      head: { appendChild: (el: { src: string; async: boolean }) => added.push(`${el.src}${el.async ? ' async' : ''}`) },
    };
    const painted: (() => void)[] = [];
    const observed: unknown[] = [];
    const timers: { fn: () => void; ms: number }[] = [];
    class FakePerformanceObserver {
      constructor(private readonly callback: () => void) {}
      observe(options: unknown) {
        observed.push(options);
        painted.push(() => this.callback());
      }
    }
    new Function('document', 'PerformanceObserver', 'setTimeout', source)(fakeDocument, FakePerformanceObserver, (fn: () => void, ms: number) => timers.push({ fn, ms }));
    return { added, listeners, painted, observed, timers };
  }
  const ALL_IN_ORDER = ['/assets/runtime.1.js', '/assets/main.2.js', '/assets/public.3.js', '/assets/public-news.4.js'];

  it("boot.js starts the listed route files after the entry's, in order, once the parsed page's first frame is presented, and once only", () => {
    const { added, listeners, painted, observed } = bootOn();
    expect(added).toEqual([]);
    listeners.DOMContentLoaded!();
    // Parsed, not yet on the screen: the scripts' evaluation would hold the frame back.
    expect(added).toEqual([]);
    expect(observed).toEqual([{ type: 'paint', buffered: true }]);
    painted.forEach((fn) => fn());
    expect(added).toEqual(ALL_IN_ORDER);
    // The first contentful paint's entry after the first paint's, or the timer: nothing more.
    painted.forEach((fn) => fn());
    expect(added).toEqual(ALL_IN_ORDER);
  });

  it('boot.js starts the scripts of a page that paints no frame (a hidden tab) a second after it is parsed', () => {
    const { added, listeners, timers } = bootOn();
    listeners.DOMContentLoaded!();
    expect(timers.map((t) => t.ms)).toEqual([1000]);
    timers[0]!.fn();
    expect(added).toEqual(ALL_IN_ORDER);
  });

  it("reads the build's list of each chunk's files, which may be missing, and gives a page's files in order, each once", () => {
    const staticDir = path.join(dirs, 'built-public');
    expect(readRouteScripts(staticDir)).toEqual({});
    fs.writeFileSync(routeScriptsFileFor(`${staticDir}/`), JSON.stringify({ public: ['/assets/shared.1.js', '/assets/public.2.js'], 'public-news': ['/assets/shared.1.js', '/assets/public-news.3.js'] }));
    expect(routeScriptsFileFor(staticDir)).toBe(`${staticDir}.route-scripts.json`);
    const scripts = readRouteScripts(staticDir);
    expect(scriptsOfChunks(scripts, ['public', 'public-news', 'not-built'])).toEqual(['/assets/shared.1.js', '/assets/public.2.js', '/assets/public-news.3.js']);
    expect(scriptsOfChunks(scripts, [])).toEqual([]);
  });

  it('runs boot.js inline, allowed by the content security policy by its hash', async () => {
    const source = fs.readFileSync(path.join(__dirname, '..', '..', 'public', 'boot.js'), 'utf8');
    const built = '<html><head><script defer src="/assets/main.2.js"></script></head><body><div id="root"></div></body></html>';
    const inline = /<script>([\s\S]*)<\/script><\/head>/.exec(fillTemplate(built, { html: '', data: {} }, source))![1]!;
    expect(inline).toBe(source);
    const hash = `'sha256-${crypto.createHash('sha256').update(inline).digest('base64')}'`;
    const csp = (await t.app.inject('/')).headers['content-security-policy'] as string;
    expect(csp).toMatch(new RegExp(`script-src 'self' ${hash.replace(/[+/]/g, '\\$&')}(;|$)`));
  });

  it('renders the public pages and the sign-in page, not the back-office', () => {
    expect(['/', '/tin-tuc', '/administrationx', '/login', '/login/', '/dang-ky-bao-ho-nhan-hieu'].every(isServerRenderedPath)).toBe(true);
    expect(['/administration', '/administration/', '/administration/chats'].some(isServerRenderedPath)).toBe(false);
  });
});
