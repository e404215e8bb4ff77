import type { Page } from '@playwright/test';
import { ADMIN_PASSWORD, expect, signIn, test, trackConsoleErrors, waitForApp } from './fixtures';

/** The tab's access token with its signature spoilt: still readable (it names its sign-in), refused by the server, as when it expires. */
const spoilAccessToken = (p: Page) => p.evaluate(() => sessionStorage.setItem('accessToken', `${sessionStorage.getItem('accessToken')!.slice(0, -4)}AAAA`));
const refreshTokenOf = (p: Page) => p.evaluate(() => sessionStorage.getItem('refreshToken'));
/** A staff call with the tab's current access token. */
const meStatus = (p: Page) => p.evaluate(async () => (await fetch('/api/auth/me', { headers: { authorization: `Bearer ${sessionStorage.getItem('accessToken')}` } })).status);

test.describe('staff sign-in', () => {
  test('the seeded admin signs in, sees the shell, stays signed in across a reload, and logs out', async ({ page }) => {
    const errors = trackConsoleErrors(page);
    await signIn(page, 'admin', ADMIN_PASSWORD);
    await expect(page.getByTestId('greeting')).toHaveText('Xin chào, Admin');
    await expect(page.getByTestId('role-label')).toHaveText('Quản trị viên');
    const nav = page.getByRole('navigation', { name: 'Điều hướng quản trị' });
    for (const entry of ['Trang chủ', 'Quản lý khách hàng', 'Quản lý tin tức', 'Quản lý nhân viên', 'Quản lý trò chuyện']) {
      await expect(nav.getByRole('link', { name: entry })).toBeVisible();
    }

    await page.reload();
    await expect(page).toHaveURL(/\/administration$/);
    await expect(page.getByTestId('greeting')).toHaveText('Xin chào, Admin');
    expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeTruthy();

    await page.getByRole('button', { name: 'Tài khoản của tôi' }).click();
    await expect(page.getByTestId('profile-fullname')).toHaveText('Quản trị viên');
    await page.getByRole('button', { name: 'Đăng xuất' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeNull();

    // The shell refuses a visit without a session.
    await page.goto('/administration/customers');
    await expect(page).toHaveURL(/\/login$/);
    expect(errors).toEqual([]);
  });

  test('a wrong password shows the wrong-password message', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Tên đăng nhập').fill('admin');
    await page.getByLabel('Mật khẩu', { exact: true }).fill('wrong-password');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Đăng nhập không thành công. Vui lòng kiểm tra lại thông tin.');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeNull();
  });

  test('the served pages satisfy the content security policy (no violations) and are precompressed', async ({ page, request }) => {
    const violations: string[] = [];
    page.on('console', (m) => m.text().includes('Content Security Policy') && violations.push(m.text()));
    await page.goto('/');
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
    expect(violations).toEqual([]);
    const html = await request.get('/', { headers: { 'accept-encoding': 'br' } });
    expect(html.headers()['cache-control']).toBe('no-cache');
    // A server-rendered page preloads its scripts (public/boot.js runs them): href rather than src.
    const script = /(?:src|href)="?(\/assets\/main\.[0-9a-f]+\.js)/.exec(await html.text())![1]!;
    const asset = await request.get(script, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.headers()['content-encoding']).toBe('br');
    expect(asset.headers()['cache-control']).toContain('immutable');
  });

  test('a duplicated tab and its original stay signed in through token renewals, alone or at the same moment', async ({ page, context }) => {
    const errors = trackConsoleErrors(page);
    await signIn(page);
    const signedIn = await page.evaluate(() => ({ ...sessionStorage }));
    // Duplicating a tab copies its sessionStorage: both tabs hold the same refresh token, which
    // the server accepts once (a second use ends the sign-in as stolen).
    const twin = await context.newPage();
    const twinErrors = trackConsoleErrors(twin);
    await twin.addInitScript((items) => {
      if (!sessionStorage.getItem('refreshToken')) for (const [k, v] of Object.entries(items)) sessionStorage.setItem(k, v);
    }, signedIn);
    await twin.goto('/administration');
    await expect(twin.getByTestId('greeting')).toHaveText('Xin chào, Admin');

    // The original renews alone: the twin takes the new pair as it is issued.
    await spoilAccessToken(page);
    await page.reload();
    await expect(page.getByTestId('greeting')).toHaveText('Xin chào, Admin');
    const renewed = await refreshTokenOf(page);
    expect(renewed).not.toBe(signedIn.refreshToken);
    await expect.poll(() => refreshTokenOf(twin)).toBe(renewed);

    // Both renew at the same moment (both tokens expire together): one rotation, shared.
    await Promise.all([spoilAccessToken(page), spoilAccessToken(twin)]);
    await Promise.all([page.reload(), twin.reload()]);
    await Promise.all([waitForApp(page), waitForApp(twin)]);
    for (const p of [page, twin]) {
      await expect(p).toHaveURL(/\/administration$/);
      await expect(p.getByTestId('greeting')).toHaveText('Xin chào, Admin');
    }
    const [mine, theirs] = await Promise.all([refreshTokenOf(page), refreshTokenOf(twin)]);
    expect(mine).not.toBe(renewed);
    expect(theirs).toBe(mine);
    // The sign-in still serves both tabs.
    expect(await Promise.all([meStatus(page), meStatus(twin)])).toEqual([200, 200]);
    expect([...errors, ...twinErrors]).toEqual([]);
  });

  test("a tab that slept through its twin's renewal takes that renewal, even while the twin is busy with a long task", async ({ page, context }) => {
    await signIn(page);
    const signedIn = await page.evaluate(() => ({ ...sessionStorage }));
    // The twin holds the same pair but shows a public page: no back-office code, so it hears no renewal.
    const twin = await context.newPage();
    await twin.addInitScript((items) => {
      if (!sessionStorage.getItem('refreshToken')) for (const [k, v] of Object.entries(items)) sessionStorage.setItem(k, v);
    }, signedIn);
    await twin.goto('/');
    await spoilAccessToken(page);
    await page.reload();
    await expect(page.getByTestId('greeting')).toHaveText('Xin chào, Admin');
    const renewed = await refreshTokenOf(page);
    expect(renewed).not.toBe(signedIn.refreshToken);
    expect(await refreshTokenOf(twin)).toBe(signedIn.refreshToken);

    // The original is busy for 3 s (a long task on a slow machine): it hears the twin's question late.
    await page.evaluate(() => {
      setTimeout(() => {
        const end = performance.now() + 3_000;
        while (performance.now() < end);
      });
    });
    // The twin needs a renewal at once, with a token its original has spent: it must wait for the answer, not spend it again.
    await spoilAccessToken(twin);
    await twin.goto('/administration');
    await expect(twin.getByTestId('greeting')).toHaveText('Xin chào, Admin');
    await expect.poll(() => refreshTokenOf(twin)).toBe(renewed);
    await expect(page.getByTestId('greeting')).toHaveText('Xin chào, Admin');
    expect(await Promise.all([meStatus(page), meStatus(twin)])).toEqual([200, 200]);
  });
});
