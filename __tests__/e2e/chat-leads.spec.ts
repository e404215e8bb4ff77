import AxeBuilder from '@axe-core/playwright';
import type { Browser } from '@playwright/test';
import { visitorWho } from './chatSides';
import { ADMIN_PASSWORD, expect, signIn, test, trackConsoleErrors } from './fixtures';

/**
 * Chat leads, a visitor and a staff member in separate browser contexts: the visitor leaves a phone in
 * the chat panel, the request reaches the bell and the customers table, and staff see the visitor's
 * context and the request from the conversation; a conversation without a contact cannot be converted.
 */

async function staffSignedIn(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const notificationsLoaded = page
    .waitForResponse((r) => new URL(r.url()).pathname === '/api/notifications' && r.request().method() === 'GET' && r.ok())
    .then(async (r) => ((await r.json()).data as { read: boolean }[]).filter((n) => !n.read).length);
  await signIn(page, 'admin', ADMIN_PASSWORD);
  return { context, page, unread: await notificationsLoaded };
}

test.describe('chat leads', () => {
  test('a visitor leaves a phone: the request reaches the bell and the customers table, and staff see the context', async ({ browser, baseURL }) => {
    const name = `Khách Chat ${Date.now() % 100000}`;
    const staff = await staffSignedIn(browser, baseURL);
    const visitor = await visitorWho(browser, baseURL, 'Tôi cần đăng ký nhãn hiệu cho tiệm bánh', '/ve-chung-toi');
    const errors = trackConsoleErrors(visitor.page);
    try {
      const bell = staff.page.getByRole('button', { name: /^Thông báo/ });
      await expect(bell).toHaveAttribute('aria-label', staff.unread ? `Thông báo: ${staff.unread} chưa đọc` : /^Thông báo/);

      // The visitor leaves a name and a phone from the panel, by keyboard.
      const toggle = visitor.panel.getByRole('button', { name: 'Để lại thông tin liên hệ' });
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const form = visitor.panel.getByRole('form', { name: 'Thông tin liên hệ' });
      await expect(form.getByLabel(/^Họ và tên/)).toBeFocused();
      await visitor.page.keyboard.type(name);
      await form.getByLabel('Số điện thoại').fill('0912 345 678');
      await form.getByRole('button', { name: 'Gửi thông tin' }).click();
      await expect(form.getByText('Cảm ơn bạn! Chúng tôi đã nhận thông tin và sẽ liên hệ lại sớm.')).toBeVisible();

      // The bell rings with the lead, and the request is in the customers table.
      await expect(bell).toHaveAttribute('aria-label', `Thông báo: ${staff.unread + 1} chưa đọc`);
      await staff.page.getByRole('link', { name: 'Quản lý khách hàng' }).click();
      const row = staff.page.getByRole('row').filter({ hasText: name });
      await expect(row).toContainText('Tư vấn qua chat trực tuyến');

      // The console lists the conversation under the visitor's name, with the context and the request.
      await staff.page.getByRole('link', { name: 'Quản lý trò chuyện' }).click();
      await staff.page.getByRole('list', { name: 'Danh sách hội thoại' }).getByText(name).click();
      const context = staff.page.getByRole('region', { name: 'Thông tin khách' });
      await expect(context).toContainText('0912 345 678');
      await expect(context).toContainText('/ve-chung-toi');
      await expect(context).toContainText('Truy cập trực tiếp');
      await expect(context).toContainText('Máy tính · Chrome');
      await expect(context.getByText('Số lần truy cập').locator('xpath=following-sibling::*[1]')).toHaveText('1');
      // The visitor panel passes axe's default rules like the rest of the console.
      const axe = await new AxeBuilder({ page: staff.page }).include('section[aria-labelledby^="visitor-"]').analyze();
      expect(axe.violations.map((v) => v.id)).toEqual([]);
      const link = context.getByRole('link', { name: /^Mở yêu cầu khách hàng #\d+$/ });
      await link.click();
      await expect(staff.page).toHaveURL(/\/administration\/customers\?id=\d+$/);
      await expect(staff.page.getByRole('dialog', { name: 'Chi tiết khách hàng' })).toContainText(name);
      expect(errors).toEqual([]);
    } finally {
      await visitor.context.close();
      await staff.context.close();
    }
  });

  test('converting a conversation without a phone or e-mail says so; the visitor’s contact then links the request', async ({ browser, baseURL }) => {
    const first = `Cho tôi hỏi về bản quyền ${Date.now() % 100000}`;
    const staff = await staffSignedIn(browser, baseURL);
    const visitor = await visitorWho(browser, baseURL, first, '/lien-he');
    try {
      await staff.page.getByRole('link', { name: 'Quản lý trò chuyện' }).click();
      await staff.page.getByRole('list', { name: 'Danh sách hội thoại' }).getByText(first).click();
      const context = staff.page.getByRole('region', { name: 'Thông tin khách' });
      await expect(context).toContainText('Khách chưa để lại thông tin liên hệ.');
      await context.getByRole('button', { name: 'Tạo yêu cầu khách hàng' }).click();
      await expect(staff.page.getByText('Khách chưa để lại số điện thoại hoặc email: chưa thể tạo yêu cầu khách hàng.')).toBeVisible();

      await visitor.panel.getByRole('button', { name: 'Để lại thông tin liên hệ' }).click();
      const form = visitor.panel.getByRole('form', { name: 'Thông tin liên hệ' });
      await form.getByLabel(/^Họ và tên/).fill('Bà Năm');
      await form.getByLabel('Email').fill('ba.nam@example.vn');
      await form.getByRole('button', { name: 'Gửi thông tin' }).click();
      await expect(form.getByText(/Cảm ơn bạn!/)).toBeVisible();
      // The conversation event refreshes the staff's view: the name and the linked request, no retyping.
      await expect(context).toContainText('ba.nam@example.vn');
      await expect(context.getByRole('link', { name: /^Mở yêu cầu khách hàng #\d+$/ })).toBeVisible();
      await expect(staff.page.getByRole('heading', { name: 'Bà Năm' })).toBeVisible();
    } finally {
      await visitor.context.close();
      await staff.context.close();
    }
  });
});
