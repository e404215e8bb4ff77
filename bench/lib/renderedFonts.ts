/**
 * The fonts Chromium drew a page's text with, as DevTools lists them for an element
 * (CSS.getPlatformFontsForNode). The pages part stands for an Android phone, whose Arial and
 * sans-serif are Roboto, which has every Vietnamese letter. A machine without Roboto draws the
 * theme's Arial with its Linux stand-in (Liberation Sans 1.x), which lacks 44 of them: each comes
 * from another font, looked up during the first layout, a cost no phone pays
 * (docs/performance.md, "Fonts").
 */
import { withBrowser } from './inertControls';

/** Elements whose text stands for the page's: the heading and the first paragraph of the content. */
const SAMPLES = ['main h1', 'main p'];

/** Family names of the fonts used for the samples' text, most glyphs first, on `url`. */
export async function renderedFonts(url: string): Promise<string[]> {
  return withBrowser(async (browser) => {
    const page = await browser.newPage();
    try {
      await page.goto(url, { waitUntil: 'load' });
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
      const glyphs = new Map<string, number>();
      for (const selector of SAMPLES) {
        const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
        if (!nodeId) continue;
        for (const font of (await cdp.send('CSS.getPlatformFontsForNode', { nodeId })).fonts) glyphs.set(font.familyName, (glyphs.get(font.familyName) ?? 0) + font.glyphCount);
      }
      return [...glyphs].sort((a, b) => b[1] - a[1]).map(([family]) => family);
    } finally {
      await page.close();
    }
  });
}
