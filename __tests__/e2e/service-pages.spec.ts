import type { Page } from '@playwright/test';
import { SERVICE_PAGE_SLUGS } from '../../src/shared/types/servicePage';
import { expect, offFromScrollMargin, test, trackConsoleErrors } from './fixtures';

/** Every service route: the nine pages and the two overviews. */
const ROUTES = [...SERVICE_PAGE_SLUGS.map((slug) => `/${slug}`), '/dich-vu', '/dich-vu-khac'];

/** A service page is a few screens long; one that keeps growing as it is scrolled is a bug, not a slow page. */
const MAX_PAGE_HEIGHT = 30_000;

/**
 * Scrolls through the page so that lazy images load and the carousel and form render: one step per
 * half screen, each its own evaluate, so that a page that grows without end or a renderer that stops
 * answering fails with what it was doing (the single loop inside one evaluate this replaces once ran
 * into the test's 60 s timeout with nothing to show, in one CI run).
 */
async function scrollThrough(page: Page) {
  for (let y = 0, step = 0; ; y += 500, step++) {
    const height = await page.evaluate((top) => {
      window.scrollTo(0, top);
      return document.documentElement.scrollHeight;
    }, y);
    expect(height, `page height at scroll step ${step}`).toBeLessThan(MAX_PAGE_HEIGHT);
    if (y >= height) break;
    await page.waitForTimeout(40);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}

for (const width of [360, 1280]) {
  test.describe(`service routes at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const path of ROUTES) {
      test(`${path} loads with no console error and no horizontal scroll`, async ({ page }) => {
        const errors = trackConsoleErrors(page);
        const failedImages: string[] = [];
        page.on('response', (res) => {
          if (res.request().resourceType() === 'image' && res.status() >= 400) failedImages.push(res.url());
        });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('#contact-form')).toHaveCount(1);
        await scrollThrough(page);
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
        expect(failedImages).toEqual([]);
        expect(errors).toEqual([]);
      });
    }
  });
}

test.describe('service page behaviour in the browser', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('"Tư vấn miễn phí" brings the consultation form into view; the carousel shows 2 logos per slide', async ({ page }) => {
    await page.goto('/dang-ky-bao-ho-nhan-hieu');
    await page.getByRole('link', { name: 'Tư vấn miễn phí' }).click();
    await expect(page.locator('#contact-form')).toBeInViewport();
    const carousel = page.getByRole('region', { name: 'Đối tác và khách hàng đã đồng hành' });
    await carousel.scrollIntoViewIfNeeded();
    await carousel.hover(); // pauses the rotation while we look
    // Hidden groups are aria-hidden, so the only group found is the one on screen.
    const shown = carousel.getByRole('group');
    await expect(shown).toHaveCount(1);
    await expect(shown).toHaveAccessibleName(/^Nhóm \d+ \/ 6$/);
    await expect(shown.getByRole('img')).toHaveCount(2);
  });

  for (const viewport of [{ width: 360, height: 740 }, { width: 1280, height: 800 }]) {
    test(`at ${viewport.width} px, once hydrated, "Tư vấn miễn phí" scrolls the form to the top of the screen, not where the unrendered sections' estimates put it`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto('/dang-ky-bao-ho-nhan-hieu');
      await page.waitForFunction(() => document.documentElement.hasAttribute('data-hydrated'));
      // The sections below the first screen are not laid out yet (content-visibility: auto).
      expect(await page.evaluate(() => getComputedStyle(document.querySelector('main section[aria-labelledby]')!).contentVisibility)).toBe('auto');
      await page.getByRole('link', { name: 'Tư vấn miễn phí' }).click();
      const form = page.locator('#contact-form');
      expect(await offFromScrollMargin(form)).toBeLessThanOrEqual(2);
      await expect(form.locator('[name="name"]')).toBeFocused();
    });
  }

  test('the API answers 404 for an unknown service and the page payload for a known one', async ({ request }) => {
    const missing = await request.get('/api/services/khong-ton-tai');
    expect(missing.status()).toBe(404);
    const known = await request.get('/api/services/ma-so-ma-vach');
    expect(known.status()).toBe(200);
    expect(JSON.stringify(await known.json())).toContain('2,100,000');
  });
});
