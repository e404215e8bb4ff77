import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { bothSides } from './chatSides';

/**
 * Files in the live chat, a visitor and a staff member in separate browser contexts: a PDF the
 * visitor attaches reaches the console as a link that downloads it; a web page disguised as a PDF
 * is refused with the Vietnamese reason and reaches nobody; a staff image shows to the visitor.
 */

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script><p>Báo giá</p></body></html>');
// A 1×1 PNG.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const ATTACH = 'Đính kèm tệp (ảnh hoặc PDF, tối đa 10 MB)';

/** Picks a file through the attach button, as a person does (the button opens the browser's picker). */
async function attach(page: Page, scope: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent('filechooser');
  await scope.getByRole('button', { name: ATTACH }).click();
  await (await chooser).setFiles(file);
}

test.describe('chat attachments', () => {
  test('a PDF the visitor attaches reaches staff as a link with its name and size, and downloads whole', async ({ browser, baseURL }) => {
    await bothSides(browser, baseURL, 'Tôi gửi tờ khai nhãn hiệu để anh chị xem giúp', async (visitor, staff) => {
      const name = 'Tờ khai nhãn hiệu.pdf';
      const linkName = `Tệp PDF ${name}, ${PDF.length} B`;
      await attach(visitor.page, visitor.panel, { name, mimeType: 'application/pdf', buffer: PDF });
      await expect(visitor.panel.getByRole('log').getByRole('link', { name: linkName })).toBeVisible();

      const link = staff.page.getByRole('log').getByRole('link', { name: linkName });
      await expect(link).toBeVisible();
      await expect(link).toContainText(name);
      const download = staff.page.waitForEvent('download');
      await link.click();
      const file = await download;
      expect(file.suggestedFilename()).toBe(name);
      expect(fs.readFileSync((await file.path())!).equals(PDF)).toBe(true);
    });
  });

  test('a web page disguised as a PDF is refused with the Vietnamese reason and reaches nobody', async ({ browser, baseURL }) => {
    await bothSides(browser, baseURL, 'Tôi gửi báo giá bên kia cho anh chị so sánh', async (visitor, staff) => {
      await attach(visitor.page, visitor.panel, { name: 'bao-gia.pdf', mimeType: 'application/pdf', buffer: HTML });
      await expect(visitor.panel.getByRole('alert')).toHaveText(
        'Chỉ nhận ảnh JPEG, PNG, GIF, WebP hoặc tệp PDF. Nội dung tệp này không phải một trong các định dạng đó.',
      );
      await expect(visitor.panel.getByRole('log').getByText('bao-gia.pdf')).toHaveCount(0);

      // The thread still works, and the console got the text but never the file.
      await visitor.input.fill('Tôi sẽ gửi lại bản PDF sau');
      await visitor.input.press('Enter');
      await expect(staff.page.getByRole('log').getByText('Tôi sẽ gửi lại bản PDF sau')).toBeVisible();
      await expect(staff.page.getByRole('log').getByText('bao-gia.pdf')).toHaveCount(0);
    });
  });

  test('an image staff attach shows to the visitor as a thumbnail named by the file', async ({ browser, baseURL }) => {
    await bothSides(browser, baseURL, 'Anh chị gửi giúp tôi mẫu logo đã nộp', async (visitor, staff) => {
      await attach(staff.page, staff.page.locator('body'), { name: 'Mẫu nhãn Mộc Trà.png', mimeType: 'image/png', buffer: PNG });
      const thumbnail = visitor.panel.getByRole('img', { name: 'Mẫu nhãn Mộc Trà.png' });
      await expect(thumbnail).toBeVisible();
      // Really loaded from the visitor's own address: the browser decoded the picture.
      await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1);
      await expect(staff.page.getByRole('log').getByRole('img', { name: 'Mẫu nhãn Mộc Trà.png' })).toBeVisible();
    });
  });
});
