import { ADMIN_PASSWORD, expect, signIn, test, waitForApp } from './fixtures';

/**
 * A visitor and a staff member chat in two browser contexts; the server restarts mid-chat, both
 * sides reconnect on their own, and each message is shown exactly once afterwards.
 */
test.describe('live chat', () => {
  test('visitor and admin chat, survive a server restart, and the history has no duplicates', async ({ browser, baseURL, server }) => {
    test.setTimeout(120_000);
    const visitorContext = await browser.newContext({ baseURL });
    const visitor = await visitorContext.newPage();
    await visitor.goto('/');
    await visitor.getByRole('button', { name: 'Trò chuyện trực tuyến với tư vấn viên' }).click();
    const panel = visitor.getByRole('dialog', { name: 'Hỗ trợ trực tuyến' });
    await expect(panel.getByText('Đã kết nối')).toBeVisible({ timeout: 15_000 });
    const input = panel.getByLabel('Nội dung tin nhắn');
    await input.fill('Tôi muốn đăng ký nhãn hiệu cho quán cà phê');
    await input.press('Enter');
    await expect(panel.getByText(/Đã gửi/)).toBeVisible();

    const staffContext = await browser.newContext({ baseURL });
    const staff = await staffContext.newPage();
    await signIn(staff, 'admin', ADMIN_PASSWORD);
    await staff.getByRole('link', { name: 'Quản lý trò chuyện' }).click();
    await expect(staff.getByRole('heading', { name: 'Quản lý trò chuyện' })).toBeVisible();
    await staff.getByRole('list', { name: 'Danh sách hội thoại' }).getByText('Tôi muốn đăng ký nhãn hiệu cho quán cà phê').click();
    const thread = staff.getByRole('log');
    await expect(thread.getByText('Tôi muốn đăng ký nhãn hiệu cho quán cà phê')).toBeVisible();
    // The thread header shows the visitor online (its title is the generated guest label).
    await expect(staff.getByRole('heading', { level: 2, name: /^Khách / }).locator('..').getByText('Đang trực tuyến')).toBeVisible();
    await staff.getByRole('button', { name: 'Nhận xử lý' }).click();
    await expect(staff.getByText('Bạn đang xử lý')).toBeVisible();

    const composer = staff.getByRole('textbox', { name: 'Trả lời khách' });
    await composer.fill('Chào anh, phí trọn gói là 2.100.000 đ');
    await composer.press('Enter');
    await expect(panel.getByText('Chào anh, phí trọn gói là 2.100.000 đ')).toBeVisible();

    // The server restarts mid-chat: both sides notice, then reconnect on their own.
    await server.restart();
    await expect(panel.getByText('Đã kết nối')).toBeVisible({ timeout: 30_000 });
    await expect(staff.getByText('Mất kết nối WebSocket')).toBeHidden({ timeout: 30_000 });

    await input.fill('Cảm ơn, tôi gửi hồ sơ ngay');
    await input.press('Enter');
    await expect(thread.getByText('Cảm ơn, tôi gửi hồ sơ ngay')).toHaveCount(1);
    await composer.fill('Dạ, em nhận được rồi ạ');
    await composer.press('Enter');
    await expect(panel.getByText('Dạ, em nhận được rồi ạ')).toHaveCount(1);

    // A fresh load of each side shows the whole conversation, every message once.
    const texts = ['Tôi muốn đăng ký nhãn hiệu cho quán cà phê', 'Chào anh, phí trọn gói là 2.100.000 đ', 'Cảm ơn, tôi gửi hồ sơ ngay', 'Dạ, em nhận được rồi ạ'];
    await visitor.reload();
    await visitor.getByRole('button', { name: 'Trò chuyện trực tuyến với tư vấn viên' }).click();
    for (const text of texts) await expect(visitor.getByRole('dialog').getByText(text)).toHaveCount(1);
    await staff.reload();
    for (const text of texts) await expect(staff.getByRole('log').getByText(text)).toHaveCount(1);

    await visitorContext.close();
    await staffContext.close();
  });

  test('where WebSockets are unavailable, the visitor chats over xhr-streaming', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    try {
      // As behind a proxy that blocks WebSockets: sockjs-client finds no WebSocket and falls back.
      await context.addInitScript(() => Object.defineProperty(window, 'WebSocket', { value: undefined }));
      const page = await context.newPage();
      const transports = new Set<string>();
      page.on('request', (req) => {
        const m = /^\/api\/ws\/[^/]+\/[^/]+\/([a-z_]+)$/.exec(new URL(req.url()).pathname);
        if (m) transports.add(m[1]!);
      });
      await page.goto('/');
      await waitForApp(page);
      await page.getByRole('button', { name: 'Trò chuyện trực tuyến với tư vấn viên' }).click();
      const panel = page.getByRole('dialog', { name: 'Hỗ trợ trực tuyến' });
      await expect(panel.getByText('Đã kết nối')).toBeVisible({ timeout: 15_000 });
      const input = panel.getByLabel('Nội dung tin nhắn');
      await input.fill('Tôi hỏi qua mạng chặn WebSocket');
      await input.press('Enter');
      await expect(panel.getByText(/Đã gửi/)).toBeVisible();
      expect([...transports].sort()).toEqual(['xhr_send', 'xhr_streaming']);
    } finally {
      await context.close();
    }
  });

  test('the stored chat identity is read when the chat first opens, not with the page', async ({ page }) => {
    await page.addInitScript(() => {
      const reads: string[] = [];
      Object.assign(window, { storageReads: reads });
      const getItem = Storage.prototype.getItem;
      Storage.prototype.getItem = function (this: Storage, key: string) {
        reads.push(key);
        return getItem.call(this, key);
      };
    });
    const reads = () => page.evaluate(() => (window as unknown as { storageReads: string[] }).storageReads);
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect.poll(() => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(true);
    expect(await reads()).not.toContain('persist:ipsite');

    await page.getByRole('button', { name: 'Trò chuyện trực tuyến với tư vấn viên' }).click();
    await expect(page.getByRole('dialog', { name: 'Hỗ trợ trực tuyến' }).getByText('Đã kết nối')).toBeVisible({ timeout: 15_000 });
    expect(await reads()).toContain('persist:ipsite');
    const stored = JSON.parse((await page.evaluate(() => localStorage.getItem('persist:ipsite')))!) as { guest: string };
    expect((JSON.parse(stored.guest) as { guestId: string }).guestId).toMatch(/^guest-[0-9a-f]{32}$/);
  });
});
