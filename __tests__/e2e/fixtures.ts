import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { startChildServer, type ChildServer } from '../../scripts/lib/childServer';

export const ADMIN_PASSWORD = 'e2e-admin-pass';

export type RunningServer = ChildServer;

/** Starts the real server (the same entry `npm start` runs) on a free port with a fresh DATA_DIR. */
export function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  // One server serves every file of a worker, and every visitor of the browser tests comes from
  // 127.0.0.1: the per-address hourly limits on consultations and subscriptions (5 by default)
  // would refuse the sixth test's visitor. The limits themselves are tested in
  // __tests__/server/public/publicWriteLimits.test.ts and the 429 message in the client's form tests.
  const manyVisitors = { CONSULTATION_REQUESTS_PER_HOUR: '1000', NEWSLETTER_SUBSCRIPTIONS_PER_HOUR: '1000' };
  return startChildServer({ env: { ADMIN_PASSWORD, ...manyVisitors, ...env } });
}

/** Collects console errors and uncaught page errors; a test asserts the list is empty. */
export function trackConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/** Signs in through the real /login form. */
export async function signIn(page: Page, username = 'admin', password = ADMIN_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Tên đăng nhập').fill(username);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Đăng nhập' }).click();
  await expect(page).toHaveURL(/\/administration$/, { timeout: 15_000 });
}

/**
 * Records in the page the address of every WebSocket once it is open (from the next navigation on).
 * The staff notifications socket opens only after the server has checked its token and registered
 * it, so "open" is the moment a change pushed by the server reaches that page.
 */
export async function recordOpenSockets(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const opened: string[] = [];
    (window as unknown as { __openSockets: string[] }).__openSockets = opened;
    const Native = window.WebSocket;
    window.WebSocket = class extends Native {
      constructor(url: string | URL, protocols?: string | string[]) {
        super(url, protocols);
        this.addEventListener('open', () => opened.push(String(url)));
      }
    };
  });
}

/** Waits until this document's staff notifications socket is open (needs recordOpenSockets first). */
export async function notificationsSocketOpen(page: Page): Promise<void> {
  await page.waitForFunction(() => ((window as unknown as { __openSockets?: string[] }).__openSockets ?? []).some((u) => u.includes('/api/raw-ws/notifications')));
}

/**
 * Waits until React has taken over the page (hydrateRoot or createRoot has been called on #root):
 * from then on a click reaches the app, or is replayed once its part is hydrated. A server-rendered
 * page is visible, but its buttons are dead, until its scripts have run (public/boot.js starts them
 * after the first paint, which can be after the load event).
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !root || Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

/**
 * Waits until no fade or slide is running, so that axe judges contrast on the final colours.
 * Endless animations (spinners) and slow ones (the hero slider's 5 s progress bar, restarted with
 * every slide, so that some copy of it is always running) do not count.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => {
      const timing = a.effect?.getComputedTiming();
      return a.playState !== 'running' || timing?.iterations === Infinity || Number(timing?.duration) >= 1000;
    }),
  );
}

/**
 * How far an element that was scrolled to sits from where its scroll-margin should put it, once
 * the page has stopped moving (10 frames in a row without a scroll): sections laid out on the way
 * move a target that was aimed at by their estimated sizes.
 */
export function offFromScrollMargin(target: Locator): Promise<number> {
  return target.evaluate(async (el) => {
    let last = NaN;
    for (let still = 0; still < 10; ) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      still = window.scrollY === last ? still + 1 : 0;
      last = window.scrollY;
    }
    return Math.abs(el.getBoundingClientRect().top - (parseFloat(getComputedStyle(el).scrollMarginTop) || 0));
  });
}

/** `server` is one server per worker, shared by the files it runs (worker-scoped); `baseURL` points at it. */
export const test = base.extend<object, { server: RunningServer }>({
  // Every page.goto of the tests' own page returns once the app has taken over (see waitForApp).
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = (async (url: string, options?: Parameters<Page['goto']>[1]) => {
      const response = await goto(url, options);
      await waitForApp(page);
      return response;
    }) as Page['goto'];
    await use(page);
  },
  server: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const server = await startServer();
      await use(server);
      await server.stop();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ server }, use) => use(server.url),
});

export { expect };

/** A cell or control of a table whose content does not fit: what it shows, and how wide it is against what it needs. */
export interface Overflow {
  text: string;
  needs: number;
  has: number;
}

/**
 * The cells (and the controls and text inside them) of the tables matched by `cellSelector` whose
 * content is wider than their box: text cut without "…" and a title holding the whole of it, a
 * select too narrow for its longest option, a button or link cut at the edge. Text cut on purpose
 * (text-overflow: ellipsis) with the full text in its title counts as fitting. Also names any cell
 * that reaches past the right edge of the window (an action out of reach).
 */
export async function tableOverflows(page: Page, cellSelector = '[role="gridcell"], [role="columnheader"], td, th'): Promise<Overflow[]> {
  return page.evaluate((selector) => {
    const found: Array<{ text: string; needs: number; has: number }> = [];
    const canvas = document.createElement('canvas').getContext('2d')!;
    const clipped = (el: Element) => {
      const s = getComputedStyle(el);
      return s.overflowX !== 'visible' || s.textOverflow === 'ellipsis';
    };
    for (const cell of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const text = (cell.textContent ?? '').trim().slice(0, 60);
      if (cell.getBoundingClientRect().right > window.innerWidth + 0.5) found.push({ text: `off-screen: ${text}`, needs: cell.getBoundingClientRect().right, has: window.innerWidth });
      for (const el of [cell, ...Array.from(cell.querySelectorAll<HTMLElement>('*'))]) {
        if (el instanceof HTMLSelectElement) {
          const s = getComputedStyle(el);
          canvas.font = `${s.fontWeight} ${s.fontSize} ${s.fontFamily}`;
          const widest = Math.max(...Array.from(el.options).map((o) => canvas.measureText(o.text).width));
          const room = el.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight);
          if (widest > room + 0.5) found.push({ text: `select: ${el.value}`, needs: Math.ceil(widest), has: Math.floor(room) });
          continue;
        }
        if (el.scrollWidth <= el.clientWidth + 1 || !clipped(el)) continue;
        const s = getComputedStyle(el);
        const whole = (el.textContent ?? '').trim();
        // Drawings without text (a column's resize handle, an icon) are not content that can be cut.
        if (!whole && !el.matches('button, a, input, [role="button"], [role="combobox"]')) continue;
        if (s.textOverflow === 'ellipsis' && (el.title === whole || el.closest('[title]')?.getAttribute('title') === whole)) continue;
        found.push({ text: (el === cell ? text : `${el.tagName.toLowerCase()} in ${text}`).slice(0, 80), needs: el.scrollWidth, has: el.clientWidth });
      }
    }
    return found;
  }, cellSelector);
}
