import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { samplePdf } from '../server/newsJobs/files';
import { expect, signIn, test, trackConsoleErrors } from './fixtures';

/**
 * Stored text is rendered as text (issue 7, "bad input never breaks anything"): markup a visitor
 * types into the consultation form, the chat or a job application reaches staff screens as the
 * literal characters, and none of it runs. Every payload would set window.__xss or open a dialog.
 */
const XSS = {
  img: '<img src=x onerror="window.__xss=1">',
  script: '<script>window.__xss=1</script>',
  svg: '"><svg/onload=window.__xss=1>',
  link: 'javascript:window.__xss=1',
  template: "{{constructor.constructor('window.__xss=1')()}}",
  iframe: '<iframe srcdoc="<script>parent.__xss=1</script>">',
};

/** Records every alert/confirm/prompt a page opens (none should). */
function watchDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (d) => {
    opened.push(`${d.type()}: ${d.message()}`);
    void d.dismiss();
  });
  return opened;
}

const BOOT_SCRIPT = fs.readFileSync(path.join(__dirname, '..', '..', 'dist', 'public', 'boot.js'), 'utf8');

/**
 * No payload ran, and none became an element: the site's CSP would block the inline handlers
 * anyway, so an injected <img onerror> is caught by its presence, not only by its effect.
 */
async function expectNothingRan(page: Page, dialogs: string[]): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(await page.locator('img[src="x"], svg[onload], iframe[srcdoc], [onerror], [onload]').count()).toBe(0);
  // The one inline script a page may have is public/boot.js as built (a server-rendered page's);
  // its state and schema.org facts are data blocks, never run.
  const inline = await page.locator('script:not([src]):not([type="application/json"]):not([type="application/ld+json"])').evaluateAll((scripts) => scripts.map((s) => s.textContent));
  expect(inline.filter((text) => text !== BOOT_SCRIPT)).toEqual([]);
}

test.describe('hostile text is rendered as text', () => {
  test('a consultation request full of markup: the bell, the customers list and the detail dialog show it literally', async ({ page, request }) => {
    const dialogs = watchDialogs(page);
    const errors = trackConsoleErrors(page);
    await signIn(page);
    const bell = page.getByRole('button', { name: /^Thông báo/ });
    await expect(bell).toBeVisible();
    // Give the notifications socket a moment to open before the request arrives.
    await page.waitForTimeout(500);

    const name = `${XSS.img} ${XSS.script}`;
    const description = Object.values(XSS).join('\n');
    const email = `${XSS.svg}@x.vn`;
    const services = (await (await request.get('/api/service/list')).json()).data as Array<{ id: number }>;
    const sent = await request.post('/api/customer', { data: { name, phone: '0912 345 678', email, serviceId: services[0]!.id, description } });
    expect(sent.status()).toBe(200);
    // Stored exactly as sent.
    expect((await sent.json()).data).toMatchObject({ name, email, description });

    // The bell rings live; its list shows the name as text.
    await expect(bell).toHaveAttribute('aria-label', /Thông báo: \d+ chưa đọc/);
    await bell.click();
    const notes = page.getByRole('dialog', { name: 'Thông báo liên quan' });
    await expect(notes.getByText(name)).toBeVisible();
    await expectNothingRan(page, dialogs);
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Quản lý khách hàng' }).click();
    await expect(page.getByRole('heading', { name: 'Quản lý khách hàng' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: XSS.img });
    await expect(row.getByText(name)).toBeVisible();
    await expect(row.getByText(email)).toBeVisible();
    await expectNothingRan(page, dialogs);

    await row.getByRole('button', { name: `Xem chi tiết ${name}` }).click();
    const detail = page.getByRole('dialog', { name: 'Chi tiết khách hàng' });
    await expect(detail.getByText(name, { exact: true })).toBeVisible();
    await expect(detail.getByText(email, { exact: true })).toBeVisible();
    for (const payload of Object.values(XSS)) await expect(detail).toContainText(payload);
    await expectNothingRan(page, dialogs);
    expect(errors).toEqual([]);
  });

  test('chat messages full of markup reach the staff console and the visitor as text', async ({ browser, baseURL }) => {
    const visitorContext = await browser.newContext({ baseURL });
    const visitor = await visitorContext.newPage();
    const visitorDialogs = watchDialogs(visitor);
    await visitor.goto('/');
    await visitor.getByRole('button', { name: 'Trò chuyện trực tuyến với tư vấn viên' }).click();
    const panel = visitor.getByRole('dialog', { name: 'Hỗ trợ trực tuyến' });
    await expect(panel.getByText('Đã kết nối')).toBeVisible({ timeout: 15_000 });
    const input = panel.getByLabel('Nội dung tin nhắn');
    const message = `${XSS.script} ${XSS.img} ${XSS.template}`;
    await input.fill(message);
    await input.press('Enter');
    await expect(panel.getByText(/Đã gửi/)).toBeVisible();
    await expect(panel.getByText(message)).toBeVisible();
    await expectNothingRan(visitor, visitorDialogs);

    const staffContext = await browser.newContext({ baseURL });
    const staff = await staffContext.newPage();
    const staffDialogs = watchDialogs(staff);
    const errors = trackConsoleErrors(staff);
    await signIn(staff);
    await staff.getByRole('link', { name: 'Quản lý trò chuyện' }).click();
    await expect(staff.getByRole('heading', { name: 'Quản lý trò chuyện' })).toBeVisible();
    await staff.getByRole('list', { name: 'Danh sách hội thoại' }).getByText(message).click();
    await expect(staff.getByRole('log').getByText(message)).toBeVisible();
    await expectNothingRan(staff, staffDialogs);

    // The answer goes back the other way, just as literally.
    await staff.getByRole('button', { name: 'Nhận xử lý' }).click();
    const reply = `${XSS.svg} ${XSS.link} ${XSS.iframe}`;
    const composer = staff.getByRole('textbox', { name: 'Trả lời khách' });
    await composer.fill(reply);
    await composer.press('Enter');
    await expect(staff.getByRole('log').getByText(reply)).toBeVisible();
    await expect(panel.getByText(reply)).toBeVisible();
    await expectNothingRan(visitor, visitorDialogs);
    await expectNothingRan(staff, staffDialogs);
    expect(errors).toEqual([]);

    await visitorContext.close();
    await staffContext.close();
  });

  test('a job application with a markup name and file name is shown as text in the applications dialog', async ({ page, baseURL }) => {
    const dialogs = watchDialogs(page);
    const errors = trackConsoleErrors(page);
    const jobs = (await (await fetch(`${baseURL}/api/jobs`)).json()) as { data: Array<{ id: number; title: string }> };
    const job = jobs.data[0]!;
    const name = `${XSS.img}${XSS.template}`.slice(0, 100);
    // No quote or slash: browsers escape the one in multipart headers and the server keeps only a base name.
    const fileName = '<img src=x onerror=window.__xss=1>.pdf';
    const form = new FormData();
    form.append('name', name);
    form.append('email', `${XSS.link}@x.vn`);
    form.append('cv', new Blob([new Uint8Array(samplePdf())], { type: 'application/pdf' }), fileName);
    const res = await fetch(`${baseURL}/api/jobs/${job.id}/applications`, { method: 'POST', body: form });
    expect(res.status).toBe(200);

    await signIn(page);
    await page.getByRole('link', { name: 'Tuyển dụng' }).click();
    await expect(page).toHaveURL(/\/administration\/jobs$/);
    const row = page.getByRole('row').filter({ hasText: job.title });
    await row.getByRole('button', { name: `Xem hồ sơ ứng tuyển của "${job.title}"` }).click();
    const dialog = page.getByRole('dialog', { name: `Hồ sơ ứng tuyển: ${job.title}` });
    await expect(dialog.getByText(name)).toBeVisible();
    await expect(dialog.getByText(`${XSS.link}@x.vn`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: `Tải CV ${fileName}` })).toBeVisible();
    // The address is a mailto: link, never a javascript: one.
    const href = await dialog.getByRole('link', { name: `${XSS.link}@x.vn` }).getAttribute('href');
    expect(href).toBe(`mailto:${XSS.link}@x.vn`);
    await expectNothingRan(page, dialogs);
    expect(errors).toEqual([]);
  });
});
