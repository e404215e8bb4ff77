import type { Kysely } from 'kysely';

/** The seed articles' illustrations, each an SVG source with a WebP rendering beside it. */
const SEED_ILLUSTRATIONS = [
  'gia-han-nhan-hieu',
  'kieu-dang-cong-nghiep',
  'ma-so-ma-vach',
  'madrid-quoc-te',
  'nhan-hieu-luat-moi',
  'quyen-tac-gia',
  'xam-pham-thuong-mai-dien-tu',
];

/**
 * Articles still showing a seed illustration show its WebP rendering instead: an SVG in an <img>
 * is parsed, laid out and painted on the page's main thread, a raster image is decoded off it
 * (docs/performance.md). Only the exact seed paths change; an image staff chose stays. The SVG
 * files stay served, for e-mails already sent that name them.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  for (const name of SEED_ILLUSTRATIONS) {
    await db.updateTable('news').set({ image: `/images/news/${name}.webp` }).where('image', '=', `/images/news/${name}.svg`).execute();
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  for (const name of SEED_ILLUSTRATIONS) {
    await db.updateTable('news').set({ image: `/images/news/${name}.svg` }).where('image', '=', `/images/news/${name}.webp`).execute();
  }
}
