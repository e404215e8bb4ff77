import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, trackConsoleErrors } from './fixtures';

/** Reads the server's database directly, read-only (the request must really be stored). */
function rows<T>(dataDir: string, sql: string, ...params: unknown[]): T[] {
  const db = new Database(path.join(dataDir, 'app.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

test.describe('public site frame, home, about, contact', () => {
  test('a visitor browses home → about → contact with the desktop menu and no console error', async ({ page }) => {
    const errors = trackConsoleErrors(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await expect(page).toHaveTitle(/SHTT Việt/);
    await expect(page.locator('[aria-roledescription="slide"]:not([aria-hidden="true"]) h2')).toBeVisible({ timeout: 5000 });
    const services = page.getByRole('region', { name: 'Dịch vụ của chúng tôi' });
    await expect(services.getByRole('listitem')).toHaveCount(8);

    const nav = page.getByRole('navigation', { name: 'Menu chính' });
    await nav.getByRole('link', { name: 'Dịch vụ sở hữu trí tuệ' }).hover();
    await expect(page.getByRole('link', { name: 'Đăng ký bảo hộ nhãn hiệu' }).first()).toBeVisible();

    await nav.getByRole('link', { name: 'Về chúng tôi' }).click();
    await expect(page).toHaveURL(/\/ve-chung-toi$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Về chúng tôi' })).toBeVisible();
    await page.getByRole('link', { name: 'Liên hệ với chúng tôi' }).click();
    await expect(page).toHaveURL(/\/lien-he$/);
    await expect(page.getByRole('link', { name: '0912.345.678' }).first()).toHaveAttribute('href', 'tel:0912345678');
    await expect(page.getByRole('contentinfo')).toContainText('© 2025 SHTT Việt');
    expect(errors).toEqual([]);
  });

  test('a visitor sends a consultation request; a double click stores one request with its notification', async ({ page, server }) => {
    const errors = trackConsoleErrors(page);
    await page.goto('/lien-he');
    const form = page.locator('#contact-form');
    await form.getByRole('textbox', { name: 'Họ và tên' }).fill('Phạm Thu Hà');
    await form.getByRole('textbox', { name: 'Số điện thoại' }).fill('912345678');
    await form.getByRole('textbox', { name: 'Email' }).fill('thuha.e2e@congty.vn');
    await expect(form.getByRole('combobox', { name: /Dịch vụ cần tư vấn/ })).toHaveText('Đăng ký bảo hộ nhãn hiệu');
    await form.getByRole('textbox', { name: /Mô tả nhu cầu/ }).fill('Đăng ký nhãn hiệu cho tiệm bánh');
    await form.getByRole('button', { name: 'Gửi yêu cầu tư vấn' }).dblclick();
    await expect(page.getByRole('dialog')).toContainText('Gửi thành công!');
    await page.getByRole('button', { name: 'Đóng' }).click();
    await expect(form.getByRole('textbox', { name: 'Họ và tên' })).toHaveValue('');

    const stored = rows<{ id: number; name: string; phone: string; status: string; service_name: string }>(
      server.dataDir,
      'select id, name, phone, status, service_name from customer_requests where email = ?',
      'thuha.e2e@congty.vn',
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ name: 'Phạm Thu Hà', status: 'NEW', service_name: 'Đăng ký bảo hộ nhãn hiệu' });
    expect(stored[0]!.phone).toMatch(/^\+84/);
    expect(rows(server.dataDir, 'select id from notifications where customer_request_id = ?', stored[0]!.id)).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test('a visitor subscribes to the newsletter, then is told the address is already registered', async ({ page, server }) => {
    await page.goto('/ve-chung-toi');
    const footer = page.getByRole('contentinfo');
    // The footer's code loads when the visitor scrolls towards it (deferUntilNear); its form takes
    // typing and a submission before (one made then is sent once it is hydrated).
    await footer.scrollIntoViewIfNeeded();
    const email = footer.getByRole('textbox', { name: 'Email của bạn' });
    await email.fill('Ban.Tin.E2E@CongTy.vn');
    await footer.getByRole('button', { name: 'Đăng ký' }).click();
    await expect(page.getByRole('dialog')).toContainText('Đăng ký thành công!');
    await page.getByRole('button', { name: 'Đóng' }).click();
    await expect(email).toHaveValue('');
    await email.fill('ban.tin.e2e@congty.vn');
    await footer.getByRole('button', { name: 'Đăng ký' }).click();
    await expect(page.getByRole('dialog')).toContainText('Email đã đăng ký!');
    expect(rows(server.dataDir, 'select email from subscribers where email = ?', 'ban.tin.e2e@congty.vn')).toHaveLength(1);
  });

  test('at 360 px the hamburger menu works and no page scrolls sideways', async ({ page }) => {
    const errors = trackConsoleErrors(page);
    const scripts: string[] = [];
    page.on('request', (req) => req.resourceType() === 'script' && scripts.push(new URL(req.url()).pathname));
    await page.setViewportSize({ width: 360, height: 740 });
    for (const route of ['/', '/ve-chung-toi', '/lien-he']) {
      await page.goto(route);
      await expect(page.locator('#contact-form, h1').first()).toBeAttached();
      await page.waitForTimeout(1200);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, route).toBeLessThanOrEqual(0);
    }
    // The menu's list is in the page from the start (hidden): opening it loads no code.
    const before = scripts.length;
    await page.getByRole('button', { name: 'Mở menu' }).click();
    await page.getByRole('button', { name: 'Mở danh mục Dịch vụ khác' }).click();
    expect(scripts.slice(before).filter((s) => !s.includes('touch-ripple'))).toEqual([]);
    await page.getByRole('link', { name: 'Mã số mã vạch' }).click();
    await expect(page).toHaveURL(/\/ma-so-ma-vach$/);
    await expect(page.getByRole('button', { name: 'Mở menu' })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
