import { test as base, expect, type Page } from '@playwright/test';
import { startChildServer, type ChildServer } from '../../scripts/lib/childServer';

export const ADMIN_PASSWORD = 'e2e-admin-pass';

export type RunningServer = ChildServer;

/** Starts the real server (the same entry `npm start` runs) on a free port with a fresh DATA_DIR. */
export function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  return startChildServer({ env: { ADMIN_PASSWORD, ...env } });
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

/** `server` is one server per test file (worker-scoped); `baseURL` points at it. */
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
