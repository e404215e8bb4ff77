import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page, Request } from '@playwright/test';
import { ADMIN_PASSWORD, expect, offFromScrollMargin, test, trackConsoleErrors } from './fixtures';

/**
 * The public pages come rendered by the server (src/server/plugins/ssr.ts): the first answer holds
 * the page, its title and the API answers it was rendered from, and the browser hydrates it
 * without a mismatch and without fetching those answers again.
 */
const STATE_BLOCK = /<script type="application\/json" id="ssr-state">([\s\S]*?)<\/script>/;
/** What the consultation form is rendered from, on the pages that carry it. */
const CONSULTATION_FORM_DATA = ['/api/service/list', '/api/site-config'];
/** Each page, with the API answers it is rendered from (the footer's on every page): none is fetched again. */
const PUBLIC_PAGES: Record<string, string[]> = {
  '/': ['/api/services/home', ...CONSULTATION_FORM_DATA],
  '/dang-ky-bao-ho-nhan-hieu': ['/api/services/dang-ky-bao-ho-nhan-hieu', ...CONSULTATION_FORM_DATA],
  '/tin-tuc': ['/api/news'],
  '/tin-tuc/1': ['/api/news/1'],
  '/tuyen-dung': ['/api/jobs'],
  '/ve-chung-toi': [],
  '/lien-he': ['/api/company', ...CONSULTATION_FORM_DATA],
  '/dich-vu': [],
};

async function data<T>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A slow phone: the page's scripts (all but boot.js) arrive only when the test calls the function returned. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js(\?|$)/, async (route) => {
    if (new URL(route.request().url()).pathname !== '/boot.js') await released;
    await route.continue();
  });
  return release;
}

/** `/` on a phone, loaded until the network is idle, with its console errors and the scripts it asked for by chunk name. */
async function openHomeOnPhone(page: Page) {
  const errors = trackConsoleErrors(page);
  const scripts: string[] = [];
  page.on('request', (req) => req.resourceType() === 'script' && scripts.push(new URL(req.url()).pathname));
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/', { waitUntil: 'networkidle' });
  return { errors, scriptsOf: (chunk: string) => scripts.filter((path) => path.includes(chunk)) };
}

test.describe('server-side rendering of the public pages', () => {
  test('the first answer carries the page, its title and its data; unknown pages are 404; the back-office, but for its sign-in page, is left to the browser', async ({ request }) => {
    const home = await request.get('/', { headers: { 'accept-encoding': 'br' } });
    expect(home.status()).toBe(200);
    expect(home.headers()['content-encoding']).toBe('br');
    expect(home.headers()['cache-control']).toBe('no-cache');
    const html = await home.text();
    const { services } = await data<{ services: Array<{ title: string }> }>(request, '/api/services/home');
    expect(services.length).toBeGreaterThan(0);
    for (const s of services) expect(html).toContain(escapeText(s.title));
    expect(html).toMatch(/<title>SHTT Việt \| [^<]+<\/title>/);
    // Every part of the page in place, the footer included (its Suspense boundary comes after the
    // first 12.8 KB): no part sent apart with an inline script to move it, which the CSP would block.
    // The one inline script is public/boot.js as built, which the CSP allows by its hash (the
    // page's state and its schema.org facts are data blocks, which are never run).
    expect(html).toContain('© 2025 SHTT Việt');
    expect(html).not.toContain('<template');
    const inline = [...html.matchAll(/<script(?![^>]*\b(?:src|type="application\/(?:ld\+)?json")=?)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(inline).toEqual([fs.readFileSync(path.join(__dirname, '..', '..', 'dist', 'public', 'boot.js'), 'utf8')]);
    const state = JSON.parse(STATE_BLOCK.exec(html)![1]!) as { api: { queries: Record<string, { status: string; data?: unknown }> } };
    const fulfilled = Object.entries(state.api.queries).filter(([, q]) => q.status === 'fulfilled').map(([key]) => key);
    expect(fulfilled.some((key) => key.startsWith('getHome('))).toBe(true);
    // The news band's articles come without their sections: its cards show none of them.
    const articles = state.api.queries['getNewsList(undefined)']?.data as Array<Record<string, unknown>>;
    expect(articles.length).toBeGreaterThan(0);
    for (const article of articles) expect(Object.keys(article).sort()).toEqual(['author', 'createdAt', 'id', 'image', 'slug', 'subtitle', 'title', 'updatedAt']);

    const news = await data<{ items: Array<{ title: string }> } | Array<{ title: string }>>(request, '/api/news');
    const items = Array.isArray(news) ? news : news.items;
    const list = await (await request.get('/tin-tuc', { headers: { 'accept-encoding': 'gzip' } })).text();
    expect(list).toContain(escapeText(items[0]!.title));
    expect(list).toContain('<title>Tin tức');

    const missing = await request.get('/khong-co-trang-nay');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('<title>Không tìm thấy trang | SHTT Việt</title>');

    // A missing article or job (a closed one, a number that is none) is its page's "not found",
    // sent with 404 and no canonical address, at the first answer: search engines drop it.
    const missingPages: Array<[string, string]> = [
      ['/tin-tuc/khong-co-ban-tin-nay', 'Không tìm thấy bản tin'],
      [`/tuyen-dung/vi-tri/${Buffer.from('999999').toString('base64')}`, 'Không tìm thấy công việc'],
      ['/tuyen-dung/vi-tri/khong-hop-le', 'Không tìm thấy công việc'],
    ];
    for (const [path, heading] of missingPages) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(404);
      const body = await res.text();
      expect(body, path).toContain(`<title>${heading} | SHTT Việt</title>`);
      expect(body, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(body, path).not.toContain('rel="canonical"');
    }

    for (const path of ['/administration', '/administration/customers']) {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      const body = await res.text();
      expect(body).toMatch(/<div id="?root"?><\/div>/);
      expect(body).not.toMatch(STATE_BLOCK);
    }
    // The sign-in page is rendered there too: its form shows before the back-office's scripts have run.
    const login = await (await request.get('/login')).text();
    expect(login).toContain('<title>Đăng nhập | Quản trị</title>');
    expect(login).toMatch(/<form[^>]*aria-label="Đăng nhập hệ thống quản trị"/);
    expect(login).toContain('name="password"');
  });

  test("every address of the sitemap is a page the server renders, each with its own title", async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: http:\/\/\S+\/sitemap\.xml$/m);
    const xml = await (await request.get('/sitemap.xml')).text();
    const paths = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    // The fixed pages, the seeded articles and open jobs.
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.some((p) => /^\/tin-tuc\/[a-z0-9-]+$/.test(p))).toBe(true);
    expect(paths.some((p) => p.startsWith('/tuyen-dung/vi-tri/'))).toBe(true);
    const titles = new Set<string>();
    for (const path of paths) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      const body = await res.text();
      expect(body, path).toMatch(STATE_BLOCK);
      const title = /<title>([^<]*)<\/title>/.exec(body)?.[1];
      expect(title, path).not.toContain('Không tìm thấy trang');
      titles.add(title!);
    }
    expect(titles.size).toBe(paths.length);
  });

  test('search engines read the firm from the home page and the article from its page, each linked to its canonical address', async ({ request }) => {
    const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);
    const footer = await data<{ company: { name: string; email: string } }>(request, '/api/services/toto');
    const home = await (await request.get('/')).text();
    const [firm, ...more] = jsonLd(home);
    expect(more).toEqual([]);
    expect(firm).toMatchObject({ '@type': 'LegalService', name: footer.company.name, email: footer.company.email, telephone: expect.stringMatching(/^\+84\d{9,10}$/) });
    expect(home).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/">/);

    // Opened by number: the facts and the canonical address are the readable one's.
    const [item] = await data<Array<{ id: number; slug: string; title: string }>>(request, '/api/news?view=summary');
    const article = await (await request.get(`/tin-tuc/${item!.id}`)).text();
    const [facts] = jsonLd(article);
    expect(facts).toMatchObject({ '@type': 'NewsArticle', headline: item!.title, mainEntityOfPage: expect.stringMatching(new RegExp(`/tin-tuc/${item!.slug}$`)) });
    expect(article).toContain(`<meta property="og:type" content="article">`);
    expect(article).toMatch(new RegExp(`<link rel="canonical" href="http://[^"]+/tin-tuc/${item!.slug}">`));
    // A page of the site states no facts of its own.
    expect(jsonLd(await (await request.get('/lien-he')).text())).toEqual([]);
  });

  test("a missing article's page hydrates as the server sent it, without asking for the article again", async ({ page }) => {
    const errors = trackConsoleErrors(page);
    const asked: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/news/')) asked.push(r.url());
    });
    const res = await page.goto('/tin-tuc/khong-co-ban-tin-nay');
    expect(res!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Không tìm thấy bản tin' })).toBeVisible();
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    await page.getByRole('link', { name: 'Quay lại danh sách tin tức' }).first().click();
    await expect(page).toHaveURL(/\/tin-tuc$/);
    expect(asked).toEqual([]);
    // The one the browser reports: the page's own 404. No hydration mismatch, no other failure.
    expect(errors).toEqual(['Failed to load resource: the server responded with a status of 404 (Not Found)']);
  });

  test('without JavaScript a visitor still reads the pages', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/dang-ky-bao-ho-nhan-hieu');
    await expect(page.getByRole('heading', { level: 1, name: 'Đăng ký bảo hộ nhãn hiệu' })).toBeVisible();
    // "Tư vấn miễn phí" is a link to the consultation section: it works without the script too.
    await page.getByRole('link', { name: 'Tư vấn miễn phí' }).click();
    await expect(page).toHaveURL(/#contact-form$/);
    await expect(page.locator('#contact-form')).toBeInViewport();
    await page.goto('/tin-tuc');
    expect(await page.getByRole('main').getByRole('article').count()).toBeGreaterThanOrEqual(6);
    await page.goto('/tuyen-dung');
    await expect(page.getByRole('heading', { level: 1, name: 'Tuyển dụng' })).toBeVisible();
    await context.close();
  });

  test('without JavaScript the home page shows its 1 s loading state, then the first slide, whose link reaches the form', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto('/');
    const slide = page.locator('[aria-roledescription="slide"]');
    await expect(slide).toHaveCount(1);
    // What the browser shows at a given moment of the loading state, read off its own clock (the two
    // animations that swap the skeleton and the slide), not off this machine's timing.
    const at = (ms: number) =>
      page.evaluate((t) => {
        const skeleton = document.querySelector('[role="status"]')!;
        const first = document.querySelector('[aria-roledescription="slide"]')!;
        for (const a of document.getAnimations()) {
          const target = (a.effect as KeyframeEffect).target;
          if (target === skeleton || target === first) {
            a.pause();
            a.currentTime = t;
          }
        }
        return { skeleton: getComputedStyle(skeleton).visibility, slide: getComputedStyle(first).visibility };
      }, ms);
    expect(await at(0)).toEqual({ skeleton: 'visible', slide: 'hidden' });
    expect(await at(999)).toEqual({ skeleton: 'visible', slide: 'hidden' });
    expect(await at(1000)).toEqual({ skeleton: 'hidden', slide: 'visible' });
    await expect(page.getByRole('status')).toBeHidden();
    await expect(slide.getByRole('heading', { level: 2 })).toBeVisible();
    await slide.getByRole('link').click();
    await expect(page).toHaveURL(/#contact-form$/);
    await expect(page.locator('#contact-form')).toBeInViewport();
    await context.close();
  });

  test('on a slow phone the first frame shows the whole page, not the first screen of a page still being read', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
    // In the first animation frame (before its paint): how much of the page had been read.
    await context.addInitScript(() => {
      requestAnimationFrame(() => {
        (window as unknown as { firstFrame: unknown }).firstFrame = { footer: Boolean(document.querySelector('footer')), state: Boolean(document.getElementById('ssr-state')), readyState: document.readyState };
      });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    for (const path of ['/dang-ky-bao-ho-nhan-hieu', '/']) {
      await page.goto(path);
      await page.waitForFunction(() => 'firstFrame' in window);
      expect(await page.evaluate(() => (window as unknown as { firstFrame: unknown }).firstFrame)).toMatchObject({ footer: true, state: true });
    }
    await context.close();
  });

  test('without JavaScript a form sent by the browser puts nothing typed in the address, and leads back to its page', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    const sent: string[] = [];
    page.on('request', (req) => sent.push(req.url()));
    await page.goto('/login');
    await page.getByLabel('Tên đăng nhập').fill('admin');
    await page.getByLabel('Mật khẩu', { exact: true }).fill('mat-khau-bi-mat');
    await page.getByLabel('Mật khẩu', { exact: true }).press('Enter');
    await page.waitForURL('**/login');
    await page.goto('/lien-he');
    const consultation = page.locator('#contact-form form');
    await consultation.getByLabel('Số điện thoại', { exact: false }).first().fill('0912345678');
    await consultation.getByRole('button', { name: /Gửi/ }).click();
    await page.waitForURL('**/lien-he');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(sent.filter((url) => /mat-khau|0912345678|admin/.test(new URL(url).search))).toEqual([]);
    await context.close();
  });

  for (const viewport of [
    { name: 'a phone', width: 390, height: 800 },
    { name: 'a desktop', width: 1280, height: 800 },
  ]) {
    test(`on ${viewport.name} every public page hydrates without a mismatch or a second fetch of its data, and then works`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ baseURL, viewport });
      const page = await context.newPage();
      const errors = trackConsoleErrors(page);
      for (const [path, rendered] of Object.entries(PUBLIC_PAGES)) {
        const apiCalls: string[] = [];
        const onRequest = (req: Request) => {
          if (new URL(req.url()).pathname.startsWith('/api/')) apiCalls.push(new URL(req.url()).pathname);
        };
        page.on('request', onRequest);
        await page.goto(path, { waitUntil: 'networkidle' });
        page.off('request', onRequest);
        // Hydrated: React has attached to the server's markup (its root carries React's internal key).
        await expect.poll(() => page.evaluate(() => Object.keys(document.getElementById('root')!).some((k) => k.startsWith('__reactContainer')))).toBe(true);
        // The answers the page was rendered from were not fetched again (the consultation form's
        // among them: it is in the server's HTML, hydrated later).
        expect(apiCalls.filter((p) => [...rendered, '/api/services/toto'].includes(p)), path).toEqual([]);
      }
      expect(errors).toEqual([]);

      await page.goto('/');
      const menuButton = page.getByRole('button', { name: 'Mở menu' });
      const nav = page.getByRole('navigation', { name: 'Menu chính' });
      if (viewport.width < 1200) {
        await expect(nav).toBeHidden();
        await menuButton.click();
        // The menu's own link: "Tin tức" alone would also match the home page's "all news" button,
        // which the opening drawer may cover between Playwright's check and its click.
        await nav.getByRole('link', { name: 'Tin tức', exact: true }).click();
      } else {
        await expect(menuButton).toBeHidden();
        await nav.getByRole('link', { name: 'Tin tức' }).click();
      }
      await expect(page).toHaveURL(/\/tin-tuc$/);
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
      expect(errors).toEqual([]);
      await context.close();
    });
  }

  test("a page's own code is asked for with its scripts, before the app has run, each file once", async ({ browser, baseURL }) => {
    const dist = path.join(__dirname, '..', '..', 'dist');
    const built = JSON.parse(fs.readFileSync(path.join(dist, 'public.route-scripts.json'), 'utf8')) as Record<string, string[]>;
    // The entry's scripts (index.html): the runtime, the vendors' chunk and the app with the public
    // layout and the home page (imported eager: src/client/app/routes.tsx).
    const entry = [...fs.readFileSync(path.join(dist, 'public', 'index.html'), 'utf8').matchAll(/<script[^>]*\ssrc="?([^"\s>]+)/g)].map((m) => m[1]!);
    expect(entry).toHaveLength(3);
    // Each page with the chunks its routes' imports name (webpackChunkName): the home page has none.
    const pages: Record<string, string[]> = {
      '/': [],
      '/tin-tuc': ['public-news'],
      '/tin-tuc/1': ['public-news-article'],
      '/dang-ky-bao-ho-nhan-hieu': ['public-services'],
      '/lien-he': ['public-contact'],
      '/tuyen-dung': ['public-careers'],
      '/login': ['admin-login'],
    };
    for (const [url, chunks] of Object.entries(pages)) {
      // A first visit: nothing in the browser's cache.
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      const errors = trackConsoleErrors(page);
      // The app's own script is held back: whatever is asked for meanwhile, the page asked for.
      const requested: string[] = [];
      let mainArrived = false;
      page.on('request', (req) => {
        if (req.resourceType() === 'script') requested.push(`${new URL(req.url()).pathname}${mainArrived ? ' (after the app)' : ''}`);
      });
      await page.route(/\/assets\/main\.[0-9a-f]+\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        mainArrived = true;
        await route.continue();
      });
      await page.goto(url, { waitUntil: 'networkidle' });
      await expect.poll(() => page.evaluate(() => Object.keys(document.getElementById('root')!).some((k) => k.startsWith('__reactContainer')))).toBe(true);
      const own = [...new Set(chunks.flatMap((c) => built[c] ?? []))];
      expect(own.length > 0, url).toBe(chunks.length > 0);
      const files = [...entry, ...own];
      // Each once, before the app had run; the app found them in place. Nothing else before it.
      expect(
        files.map((file) => requested.filter((r) => r.startsWith(file))),
        url,
      ).toEqual(files.map((file) => [file]));
      expect(requested.filter((r) => !r.endsWith('(after the app)') && !files.includes(r)), url).toEqual([]);
      expect(errors, url).toEqual([]);
      await context.close();
    }
  });

  test("the browser keeps the server's styles where they are, inserts none of them again, and every class on screen has its rules", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    // Each rule the page's scripts insert, with whether the page had finished hydrating.
    await page.addInitScript(() => {
      const w = window as unknown as { insertedRules: Array<{ rule: string; hydrated: boolean }> };
      w.insertedRules = [];
      const insertRule = CSSStyleSheet.prototype.insertRule;
      CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
        w.insertedRules.push({ rule, hydrated: document.documentElement.hasAttribute('data-hydrated') });
        return insertRule.call(this, rule, index);
      };
    });
    /** Emotion's classes on the page's elements that no style sheet defines (a style the browser took for inserted and was not). */
    const classesWithoutRules = () =>
      page.evaluate(() => {
        const defined = new Set<string>();
        const walk = (rules: CSSRuleList) => {
          for (const rule of Array.from(rules)) {
            if (rule instanceof CSSStyleRule) for (const m of rule.selectorText.matchAll(/\.(css-[\w-]+)/g)) defined.add(m[1]!);
            if ('cssRules' in rule) walk((rule as CSSGroupingRule).cssRules);
          }
        };
        for (const sheet of Array.from(document.styleSheets)) walk(sheet.cssRules);
        const used = new Set<string>();
        for (const el of Array.from(document.querySelectorAll('[class*="css-"]'))) for (const c of Array.from(el.classList)) if (/^css-[a-z0-9]+$/.test(c)) used.add(c);
        // css-0: Emotion's class for no styles at all.
        return [...used].filter((c) => c !== 'css-0' && !defined.has(c));
      });
    for (const path of Object.keys(PUBLIC_PAGES)) {
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
      const { listed, inPlace, insertedAgain, serverCss } = await page.evaluate(() => {
        const own = document.querySelector('style[data-page-styles]')!;
        const names = new Set(own.getAttribute('data-page-styles')!.split(' '));
        const { insertedRules } = window as unknown as { insertedRules: Array<{ rule: string }> };
        return {
          listed: names.size,
          // Still before the head's scripts (not its data blocks), where the server put it: moved, it would be parsed again.
          inPlace: !!(own.compareDocumentPosition(document.head.querySelector('script:not([type])')!) & Node.DOCUMENT_POSITION_FOLLOWING),
          insertedAgain: insertedRules.map((r) => /\.css-([\w-]+)/.exec(r.rule)?.[1]).filter((name) => name && names.has(name)),
          serverCss: Array.from(document.head.querySelectorAll('style'), (el) => el.textContent).join(''),
        };
      });
      // Only the vendor prefixes a browser that runs the app needs (src/client/ssr/modernPrefixes.ts).
      expect(serverCss, path).not.toMatch(/-ms-flex|-webkit-box|-webkit-transition|-moz-transform|@-webkit-keyframes/);
      expect(serverCss, path).toContain('-webkit-user-select:none;user-select:none;');
      expect(listed, path).toBeGreaterThan(50);
      expect(inPlace, path).toBe(true);
      expect(insertedAgain, path).toEqual([]);
      expect(await classesWithoutRules(), path).toEqual([]);
    }
    // Parts the browser renders itself: the phone menu, and a page reached from it.
    await page.getByRole('button', { name: 'Mở menu' }).click();
    await page.getByRole('navigation', { name: 'Menu chính' }).getByRole('link', { name: 'Tuyển dụng', exact: true }).click();
    await expect(page).toHaveURL(/\/tuyen-dung$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    expect(await classesWithoutRules()).toEqual([]);
    await context.close();
  });

  test('on a phone still waiting for the scripts the menu opens at the first tap, and is the page\'s once they have run', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    const errors = trackConsoleErrors(page);
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const mobileMenu = page.locator('#mobile-menu');
    const button = page.locator('button[aria-controls="mobile-menu"]');
    await expect(mobileMenu).toBeHidden();
    // No script of the page has run: the server's button opens the server's menu all the same.
    await button.click();
    await expect(mobileMenu.getByRole('link', { name: 'Tin tức' })).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');

    release();
    await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(true);
    // Hydrated as the visitor left it: open, and the button now says it closes it.
    await expect(page.getByRole('button', { name: 'Đóng menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(mobileMenu).toBeVisible();
    await page.getByRole('button', { name: 'Đóng menu' }).click();
    await expect(mobileMenu).toBeHidden();
    await page.getByRole('button', { name: 'Mở menu' }).click();
    await expect(mobileMenu.getByRole('link', { name: 'Tin tức' }).first()).toBeVisible();
    expect(errors).toEqual([]);
    await context.close();
  });

  test('on a phone still waiting for the scripts a link to the consultation form takes the visitor and the keyboard\'s place there at once, the address unchanged, and is the page\'s once they have run', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    const errors = trackConsoleErrors(page);
    const release = await holdScripts(page);
    await page.goto('/dang-ky-bao-ho-nhan-hieu', { waitUntil: 'domcontentloaded' });
    const link = page.getByRole('link', { name: 'Tư vấn miễn phí' }).first();
    await expect(link).toHaveAttribute('data-not-hydrated', '');
    const form = page.locator('#contact-form');
    await expect(form).not.toBeInViewport();
    // No script of the page has run: boot.js jumps to the form, without a #fragment in the address
    // (which would make React render the page again in place of the server's).
    await link.click();
    await expect(form).toBeInViewport();
    expect(new URL(page.url()).hash).toBe('');
    // At the top of the screen, not where the unrendered sections' estimates put it.
    expect(await offFromScrollMargin(form)).toBeLessThanOrEqual(2);
    // The keyboard's place goes along, to the form's first field, as the hydrated link takes it.
    const name = form.getByRole('textbox', { name: 'Họ và tên' });
    await expect(name).toBeFocused();

    release();
    await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(true);
    // Hydrated in place, the link's own handler now takes the tap.
    await expect(link).not.toHaveAttribute('data-not-hydrated', '');
    await page.evaluate(() => window.scrollTo(0, 0));
    await link.focus();
    await expect(form).not.toBeInViewport();
    await link.click();
    await expect(form).toBeInViewport();
    expect(new URL(page.url()).hash).toBe('');
    await expect(name).toBeFocused();
    expect(errors).toEqual([]);
    await context.close();
  });

  test("the footer's and the home page's lower bands' code loads when the visitor scrolls towards them, and hydrates the server's HTML in place; the footer's form takes typing before", async ({ page }) => {
    const { errors, scriptsOf } = await openHomeOnPhone(page);
    await expect.poll(() => page.evaluate(() => Object.keys(document.getElementById('root')!).some((k) => k.startsWith('__reactContainer')))).toBe(true);
    const footer = page.getByRole('contentinfo');
    const email = footer.getByRole('textbox', { name: 'Email của bạn' });
    // Sent by the server, not hydrated: its script has not been asked for, yet its field takes typing.
    await expect(footer).toContainText('© 2025 SHTT Việt');
    await expect(email).toBeEnabled();
    expect(scriptsOf('public-footer')).toEqual([]);
    // The news, video and map bands of the home page: there, waiting for their code.
    const newsBand = page.getByRole('region', { name: 'Tin tức pháp lý mới nhất' });
    await expect(newsBand.getByRole('link')).not.toHaveCount(0);
    expect(scriptsOf('public-home-more')).toEqual([]);
    // A tap or a key elsewhere does not bring them (the first tap would wait for them).
    await page.getByRole('button', { name: 'Mở menu' }).click();
    await page.getByRole('button', { name: 'Đóng menu' }).click();
    expect(scriptsOf('public-footer')).toEqual([]);
    await page.evaluate(() => {
      Object.assign(document.querySelector('footer')!, { serverElement: true });
      Object.assign(document.querySelector('#home-map')!, { serverElement: true });
    });

    // Scrolled straight to the footer: the letters typed at once stay, whenever it hydrates.
    await email.scrollIntoViewIfNeeded();
    await email.pressSequentially('ban.tin');
    await expect.poll(() => scriptsOf('public-footer').length).toBe(1);
    await expect.poll(() => scriptsOf('public-home-more').length).toBe(1);
    // Hydrated, not replaced: the elements the server sent are still there, and work.
    await expect
      .poll(() => page.evaluate(() => Object.keys(document.querySelector('#home-map')!).some((k) => k.startsWith('__reactFiber'))))
      .toBe(true);
    await expect
      .poll(() => page.evaluate(() => Object.keys(document.querySelector('footer form')!).some((k) => k.startsWith('__reactFiber'))))
      .toBe(true);
    expect(await page.evaluate(() => (document.querySelector('footer') as HTMLElement & { serverElement?: boolean }).serverElement)).toBe(true);
    expect(await page.evaluate(() => (document.querySelector('#home-map') as HTMLElement & { serverElement?: boolean }).serverElement)).toBe(true);
    await email.pressSequentially('@congty.vn');
    await expect(email).toHaveValue('ban.tin@congty.vn');
    expect(errors).toEqual([]);
  });

  test("a button's press ripple comes with the first press, not with the page", async ({ page }) => {
    const { errors, scriptsOf } = await openHomeOnPhone(page);
    await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(true);
    expect(scriptsOf('touch-ripple')).toEqual([]);

    // Held down: the ripple's code is fetched and the press that asked for it still gets its ripple.
    const menuButton = page.getByRole('button', { name: 'Mở menu' });
    const box = (await menuButton.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await expect(menuButton.locator('.MuiTouchRipple-ripple')).not.toHaveCount(0);
    expect(scriptsOf('touch-ripple')).toHaveLength(1);
    await page.mouse.up();
    await expect(page.getByRole('button', { name: 'Đóng menu' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a news title full of markup is sent as text and runs nothing', async ({ page, request }) => {
    const login = await request.post('/api/auth/login', { data: { username: 'admin', password: ADMIN_PASSWORD } });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const news = await data<{ items: Array<{ image: string }> } | Array<{ image: string }>>(request, '/api/news');
    const image = (Array.isArray(news) ? news : news.items)[0]!.image;
    const title = '</script><script>window.__xss=1</script><img src=x onerror="window.__xss=1"> & "Nhãn hiệu"';
    const created = await request.post('/api/news', {
      headers: { authorization: `Bearer ${token}` },
      data: { title, subtitle: '<!-- <script>window.__xss=1</script>', author: 'Ban biên tập', image, sections: [] },
    });
    expect(created.status()).toBe(200);
    const { id } = ((await created.json()) as { data: { id: number } }).data;

    for (const path of ['/tin-tuc', `/tin-tuc/${id}`]) {
      const html = await (await request.get(path)).text();
      expect(html).not.toContain('<script>window.__xss');
      expect(html).not.toContain('<img src=x');
      // In the data block the text survives exactly, with every "<" written as \u003c.
      const block = STATE_BLOCK.exec(html)![1]!;
      expect(block).not.toContain('<');
      expect(block).toContain(JSON.stringify(title).slice(1, -1).replace(/</g, '\\u003c'));
    }

    const errors = trackConsoleErrors(page);
    await page.goto(`/tin-tuc/${id}`, { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(await page.locator('img[src="x"], [onerror]').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
