import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { SERVICE_PAGE_SLUGS } from '../../src/shared/types/servicePage';
import { animationsSettled, expect, signIn, test } from './fixtures';

/**
 * axe-core on the public pages and the back-office pages, on a phone and on a laptop: no
 * violation of any rule axe runs by default (WCAG 2.x A/AA and its best practices), none disabled.
 */

const SIZES = [
  { name: 'phone', width: 360, height: 740 },
  { name: 'laptop', width: 1366, height: 768 },
];

/** Each violation as "rule: target (message)", so that a failure says what to fix. */
async function violations(page: Page): Promise<string[]> {
  await animationsSettled(page);
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} (${n.failureSummary?.split('\n')[1]?.trim() ?? v.help})`));
}

/** Scrolls to the bottom and back so that the parts drawn when near the screen are drawn too. */
async function revealAll(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.evaluate(() => window.scrollTo(0, 0));
}

for (const size of SIZES) {
  test.describe(`axe, ${size.name} ${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });
    // Reduced motion: the home page's slides change every 5 s, and a cross-fade that began while axe
    // was reading (it takes seconds on a busy machine) showed it half-faded text. With it the slides
    // switch at once, as visitors who ask for less motion see them; every rule still runs.
    test.beforeEach(async ({ page }) => page.emulateMedia({ reducedMotion: 'reduce' }));

    test('public pages', async ({ page, request }) => {
      const news = (await (await request.get('/api/news')).json()) as { data: Array<{ id: number }> | { items: Array<{ id: number }> } };
      const articleId = (Array.isArray(news.data) ? news.data : news.data.items)[0]!.id;
      const pages: Array<[string, RegExp]> = [
        ['/', /./],
        [`/${SERVICE_PAGE_SLUGS[0]}`, /./],
        ['/tin-tuc', /Tin tức/],
        [`/tin-tuc/${articleId}`, /./],
        ['/tuyen-dung', /Tuyển dụng/],
        ['/lien-he', /Liên hệ/],
        ['/ve-chung-toi', /./],
      ];
      for (const [path, heading] of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await revealAll(page);
        expect.soft(await violations(page), path).toEqual([]);
      }
      // The live chat panel and the contact channels, open.
      await page.getByRole('button', { name: 'Trò chuyện trực tuyến với tư vấn viên' }).click();
      await expect(page.getByRole('dialog', { name: 'Hỗ trợ trực tuyến' })).toBeVisible();
      expect.soft(await violations(page), 'chat panel').toEqual([]);
      // Its contact form, open.
      await page.getByRole('button', { name: 'Để lại thông tin liên hệ' }).click();
      await expect(page.getByRole('form', { name: 'Thông tin liên hệ' })).toBeVisible();
      expect.soft(await violations(page), 'chat contact form').toEqual([]);
    });

    test('back-office pages', async ({ page, request }) => {
      // A request, so that the bell's list has an entry.
      const services = ((await (await request.get('/api/service/list')).json()) as { data: Array<{ id: number }> }).data;
      const sent = await request.post('/api/customer', {
        data: { name: 'Lê Thị Mai Anh', phone: '0912 345 678', email: `axe-${size.name}@congty.vn`, serviceId: services[0]!.id, description: 'Đăng ký nhãn hiệu' },
      });
      expect(sent.status()).toBe(200);
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Đăng nhập' })).toBeVisible();
      expect.soft(await violations(page), '/login').toEqual([]);
      await signIn(page);
      const pages: Array<[string, string]> = [
        ['/administration', 'Tổng quan'],
        ['/administration/customers', 'Quản lý khách hàng'],
        ['/administration/posts', 'Quản lý tin tức'],
        ['/administration/employees', 'Quản lý người dùng'],
        ['/administration/jobs', 'Tuyển dụng'],
        ['/administration/chats', 'Quản lý trò chuyện'],
      ];
      for (const [path, heading] of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        // The lists have arrived (no loading status left).
        await expect(page.getByRole('status').filter({ hasText: /Đang tải/ })).toHaveCount(0);
        expect.soft(await violations(page), path).toEqual([]);
      }
      // The bell's list and a form dialog, open.
      await page.getByRole('button', { name: /^Thông báo/ }).click();
      await expect(page.getByRole('dialog', { name: 'Thông báo liên quan' }).getByTestId('notification-item').first()).toBeVisible();
      expect.soft(await violations(page), 'notifications').toEqual([]);
      await page.keyboard.press('Escape');
      await page.goto('/administration/employees');
      await page.getByRole('button', { name: 'Thêm người dùng' }).click();
      await expect(page.getByRole('dialog', { name: 'Thêm người dùng mới' })).toBeVisible();
      expect.soft(await violations(page), 'user form').toEqual([]);
    });
  });
}
