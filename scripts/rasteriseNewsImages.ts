/**
 * Renders the seed news illustrations (`public/images/news/*.svg`, the editable sources) to the
 * WebP files the seed articles show. An SVG shown by an <img> is a document the browser parses,
 * lays out and paints on the page's main thread, and its caption's Vietnamese letters are looked
 * up through the font fallback there too: on /tin-tuc three of them are on the first screen and
 * the page took no tap while they were drawn (docs/performance.md). A raster image is decoded off
 * the main thread. Run after editing a source: `npx tsx scripts/rasteriseNewsImages.ts`; the
 * output is committed.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './lib/chromium';

const DIR = path.resolve(__dirname, '..', 'public', 'images', 'news');
const WIDTH = 800;
const HEIGHT = 450;
/** WebP quality: the illustrations are gradients and flat shapes; 0.8 shows no banding. */
const QUALITY = 0.8;

/**
 * The image data alone: Chromium writes an extended WebP carrying the display's colour profile
 * (sRGB, ~450 bytes, what a browser assumes anyway); the simple form is the RIFF header and the
 * lossy frame's chunk.
 */
function simpleWebp(file: Buffer, name: string): Buffer {
  if (file.subarray(0, 4).toString('latin1') !== 'RIFF' || file.subarray(8, 12).toString('latin1') !== 'WEBP') {
    throw new Error(`${name}: Chromium did not encode WebP`);
  }
  for (let at = 12; at + 8 <= file.length; ) {
    const size = file.readUInt32LE(at + 4);
    if (file.subarray(at, at + 4).toString('latin1') === 'VP8 ') {
      const chunk = file.subarray(at, at + 8 + size + (size % 2));
      const header = Buffer.alloc(12);
      header.write('RIFF', 0, 'latin1');
      header.writeUInt32LE(4 + chunk.length, 4);
      header.write('WEBP', 8, 'latin1');
      return Buffer.concat([header, chunk]);
    }
    at += 8 + size + (size % 2);
  }
  throw new Error(`${name}: no lossy frame in Chromium's WebP`);
}

async function main(): Promise<void> {
  const sources = (await readdir(DIR)).filter((name) => name.endsWith('.svg')).sort();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const page = await browser.newPage();
    for (const name of sources) {
      const svg = await readFile(path.join(DIR, name), 'utf8');
      const dataUrl = await page.evaluate(
        async ({ svg, width, height, quality }) => {
          const image = new Image(width, height);
          image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = width;
          canvas.height = height;
          const context = canvas.getContext('2d');
          if (!context) throw new Error('no 2d context');
          context.drawImage(image, 0, 0, width, height);
          return canvas.toDataURL('image/webp', quality);
        },
        { svg, width: WIDTH, height: HEIGHT, quality: QUALITY },
      );
      const webp = simpleWebp(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'), name);
      const target = name.replace(/\.svg$/, '.webp');
      await writeFile(path.join(DIR, target), webp);
      console.log(`${target}: ${webp.length} bytes`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
