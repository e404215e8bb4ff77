import type { Page } from '@playwright/test';
import { SERVICE_PAGE_SLUGS } from '../../src/shared/types/servicePage';
import { expect, test } from './fixtures';

/**
 * Every text of a page is set in the page's font: the theme's, or the serif of a document template.
 * A form control does not inherit its font in a browser's own styles, so a bare <button> (a toggle
 * list's heading) was drawn in the browser's font for controls. The template's serif names fonts
 * with the Vietnamese letters before Times New Roman, which Linux resolves to Liberation Serif 1.x
 * (without them): Chromium says which platform fonts drew its text (`CSS.getPlatformFontsForNode`).
 */

const PAGES = ['/', ...SERVICE_PAGE_SLUGS.map((slug) => `/${slug}`), '/tin-tuc', '/tuyen-dung', '/ve-chung-toi', '/lien-he', '/dich-vu', '/login'];

/** The service page whose documents include templates to read in place. */
const TEMPLATES_PAGE = '/xu-ly-xam-pham';

/** Each element with text of its own, as "tag “text”" with its computed font-family. */
const TEXTS_WITH_FONT = `(() => {
  const out = [];
  for (const el of document.body.querySelectorAll('*')) {
    if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'svg'].includes(el.tagName)) continue;
    const own = [...el.childNodes].filter((n) => n.nodeType === 3).map((n) => n.nodeValue).join('').replace(/[\\s\\u200b]/g, '');
    if (!own || el.getClientRects().length === 0) continue;
    out.push({ what: el.tagName.toLowerCase() + ' “' + own.slice(0, 40) + '”', font: getComputedStyle(el).fontFamily, template: !!el.closest('[id^="document-template-"]') });
  }
  return out;
})()`;

interface DomNode {
  nodeId: number;
  nodeType: number;
  attributes?: string[];
  children?: DomNode[];
}

/** The platform font families that drew the text of the elements inside `#id`. */
async function platformFamiliesIn(page: Page, id: string): Promise<Set<string>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = (await cdp.send('DOM.getDocument', { depth: -1 })) as { root: DomNode };
  const families = new Set<string>();
  const visit = async (node: DomNode, inside: boolean) => {
    const attrs = node.attributes ?? [];
    const here = inside || attrs[attrs.indexOf('id') + 1] === id;
    if (here && node.nodeType === 1) {
      const { fonts } = (await cdp.send('CSS.getPlatformFontsForNode', { nodeId: node.nodeId })) as { fonts: Array<{ familyName: string }> };
      for (const f of fonts) families.add(f.familyName);
    }
    for (const c of node.children ?? []) await visit(c, here);
  };
  await visit(root, false);
  await cdp.detach();
  return families;
}

test.describe("every text in the page's font", () => {
  for (const path of PAGES) {
    test(`${path}: the theme's font for every text, controls included${path === TEMPLATES_PAGE ? '; a serif with the Vietnamese letters for templates' : ''}`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
      const templates = page.getByRole('button', { name: /^Xem mẫu/ });
      if (path === TEMPLATES_PAGE) {
        expect(await templates.count()).toBeGreaterThan(0);
        for (const button of await templates.all()) await button.click();
        for (const region of await page.locator('[id^="document-template-"]').all()) await expect(region).toBeVisible();
      }
      const pageFont = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      const texts = (await page.evaluate(TEXTS_WITH_FONT)) as Array<{ what: string; font: string; template: boolean }>;
      // The check ran on the page's text, not on an empty document.
      expect(texts.length).toBeGreaterThan(path === '/login' ? 3 : 30);
      expect(texts.filter((t) => !t.template && t.font !== pageFont).map((t) => `${t.what}: ${t.font}`)).toEqual([]);
      if (path === TEMPLATES_PAGE) {
        expect(texts.filter((t) => t.template).length).toBeGreaterThan(3);
        // One serif draws every letter: none comes from a fallback font.
        const families = await platformFamiliesIn(page, 'document-template-1');
        expect(families.size).toBe(1);
      }
    });
  }
});
