import { ADMIN_PASSWORD, expect, signIn, test, trackConsoleErrors } from './fixtures';

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
});
