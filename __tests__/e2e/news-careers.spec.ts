import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { expect, test, trackConsoleErrors } from './fixtures';
import { samplePdf } from '../server/newsJobs/files';

test.describe('news and careers', () => {
  test('a visitor reads a news article, jumps to a section and opens it by slug', async ({ page }) => {
    const errors = trackConsoleErrors(page);
    await page.goto('/tin-tuc');
    await expect(page).toHaveTitle(/Tin tức/);
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThanOrEqual(6);
    // The newest seeded article, which has sections: earlier files on this worker's server may have
    // published newer ones without any (admin-tables.spec.ts does).
    const title = 'Những điểm mới về nhãn hiệu trong Luật Sở hữu trí tuệ sửa đổi';
    await cards.filter({ has: page.getByRole('heading', { name: title }) }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/tin-tuc\/\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    // The card, clicked while the list was still being hydrated, may have loaded the article anew
    // (public/boot.js); before its hydration a contents link only jumps to its section.
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    const toc = page.getByRole('navigation', { name: 'Mục lục' });
    const last = toc.getByRole('link').last();
    const sectionTitle = (await last.textContent())!;
    await last.click();
    await expect(page.getByRole('heading', { level: 2, name: sectionTitle })).toBeFocused();
    await expect(page.getByRole('heading', { level: 2, name: sectionTitle })).toBeInViewport();

    await page.goto('/tin-tuc/ma-so-ma-vach-quy-trinh-cap-ma-gs1');
    await expect(page.getByRole('heading', { level: 1, name: /Mã số mã vạch/ })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a visitor filters the jobs, applies with a PDF and the application is stored privately', async ({ page, server }) => {
    const errors = trackConsoleErrors(page);
    await page.goto('/recruitment');
    await expect(page).toHaveURL(/\/tuyen-dung$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Tuyển dụng' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

    await page.getByRole('combobox', { name: 'Ngành nghề' }).selectOption({ label: 'Luật sư' });
    const results = page.getByRole('main').getByRole('article');
    await expect(results.first().getByText('Luật sư', { exact: true })).toBeVisible();
    await expect(async () => {
      const chips = await results.locator('.MuiChip-label').allTextContents();
      expect(chips.length).toBeGreaterThan(0);
      expect(new Set(chips)).toEqual(new Set(['Luật sư']));
    }).toPass();

    const jobTitle = (await results.first().getByRole('heading').textContent())!;
    await results.first().getByRole('link', { name: /Ứng tuyển ngay/ }).click();
    await expect(page).toHaveURL(/\/tuyen-dung\/vi-tri\/[A-Za-z0-9+/=]+$/);
    await expect(page.getByRole('heading', { level: 1, name: jobTitle })).toBeVisible();

    await page.getByRole('button', { name: 'Nộp hồ sơ' }).click();
    await expect(page.getByRole('dialog')).toContainText('Vui lòng đính kèm CV của bạn');
    await page.getByRole('button', { name: 'Đóng' }).click();

    await page.getByRole('textbox', { name: 'Họ và tên' }).fill('Nguyễn Văn An');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('an.nguyen@example.vn');
    await page.getByLabel('CV', { exact: true }).setInputFiles({ name: 'CV Nguyễn Văn An.pdf', mimeType: 'application/pdf', buffer: samplePdf() });
    await page.getByRole('button', { name: 'Nộp hồ sơ' }).click();
    await expect(page.getByRole('dialog')).toContainText('Ứng tuyển thành công!');
    await expect(page.getByRole('dialog')).toContainText(jobTitle);
    await page.getByRole('button', { name: 'Đóng' }).click();
    await expect(page).toHaveURL(/\/tuyen-dung$/);

    const db = new Database(path.join(server.dataDir, 'app.sqlite'), { readonly: true });
    const row = db.prepare('select name, email, cv_path, cv_mime from job_applications order by id desc limit 1').get() as Record<string, string>;
    db.close();
    expect(row).toMatchObject({ name: 'Nguyễn Văn An', email: 'an.nguyen@example.vn', cv_mime: 'application/pdf' });
    expect(fs.readFileSync(path.join(server.dataDir, 'private', row.cv_path!))).toEqual(samplePdf());
    const publicCopy = await page.request.get(`/uploads/${path.basename(row.cv_path!)}`);
    expect(publicCopy.status()).toBe(404);
    expect(errors).toEqual([]);
  });

  test('an unknown job shows the not-found heading with its way back', async ({ page }) => {
    await page.goto(`/tuyen-dung/vi-tri/${Buffer.from('987654').toString('base64')}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Không tìm thấy công việc' })).toBeVisible();
    await page.getByRole('link', { name: 'Quay lại trang tuyển dụng' }).click();
    await expect(page).toHaveURL(/\/tuyen-dung$/);
  });
});
