import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * What lies over what on a phone: a dialog's backdrop covers the sticky header and the floating
 * contact buttons, and those buttons never sit on a form's submit button.
 */
test.use({ viewport: { width: 360, height: 740 } });

/** The element a tap at the centre of `target`'s box would reach, described by its nearest landmark. */
async function tappedAt(page: Page, target: Locator): Promise<string> {
  const box = (await target.boundingBox())!;
  return page.evaluate(({ x, y }) => {
    const hit = document.elementFromPoint(x, y);
    if (!hit) return 'nothing';
    if (hit.closest('.swal2-container')) return 'dialog';
    if (hit.closest('header')) return 'header';
    if (hit.closest('[data-testid="contact-widget"]')) return 'contact buttons';
    return hit.closest('form') ? `form ${hit.tagName.toLowerCase()}` : hit.tagName.toLowerCase();
  }, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
}

test('a dialog covers the sticky header and the floating contact buttons', async ({ page }) => {
  await page.goto('/ve-chung-toi');
  const chat = page.getByRole('button', { name: 'Trò chuyện trực tuyến với tư vấn viên' });
  await expect(chat).toBeVisible();
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await footer.getByRole('textbox', { name: 'Email của bạn' }).fill(`lop.phu.${Date.now()}@congty.vn`);
  await footer.getByRole('button', { name: 'Đăng ký' }).click();
  await expect(page.getByRole('dialog')).toContainText('Đăng ký thành công!');
  // Found by CSS: behind the dialog the page is hidden from the accessibility tree.
  const header = page.locator('header').first();
  const chatButton = page.locator('[data-testid="contact-widget"] button').last();
  expect(await tappedAt(page, header)).toBe('dialog');
  expect(await tappedAt(page, chatButton)).toBe('dialog');
  await page.getByRole('button', { name: 'Đóng', exact: true }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await tappedAt(page, chat)).toBe('contact buttons');
});

test('the floating contact buttons step aside while a form’s submit button is under them', async ({ page }) => {
  await page.goto('/lien-he');
  const chat = page.getByRole('button', { name: 'Trò chuyện trực tuyến với tư vấn viên' });
  await expect(chat).toBeVisible();
  const submit = page.locator('#contact-form').getByRole('button', { name: 'Gửi yêu cầu tư vấn' });
  await submit.scrollIntoViewIfNeeded();
  // The submit button's bottom 40 px above the screen's bottom edge: in the buttons' corner.
  await page.evaluate(() => {
    const button = document.querySelector('#contact-form [type="submit"]')!;
    window.scrollBy(0, button.getBoundingClientRect().bottom - (window.innerHeight - 40));
  });
  await expect(chat).toBeHidden();
  const box = (await submit.boundingBox())!;
  expect(await page.evaluate(({ x, y }) => !!document.elementFromPoint(x, y)?.closest('[type="submit"]'), { x: box.x + box.width - 30, y: box.y + box.height / 2 })).toBe(true);
  // Away from the form, they come back.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(chat).toBeVisible();
});
