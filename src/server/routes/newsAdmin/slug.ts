/**
 * Paths under /news that are routes of their own: an article may not take them as its slug, or
 * GET /news/{slug} would never reach it.
 */
const RESERVED = new Set(['subscribe', 'unsubscribe', 'deliveries', 'notificationnews']);
const MAX = 80;

/** "Bảo hộ nhãn hiệu: điều cần biết" → "bao-ho-nhan-hieu-dieu-can-biet" (Vietnamese without diacritics). */
export function slugify(title: string): string {
  const ascii = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  let slug = ascii.length > MAX ? ascii.slice(0, MAX).replace(/-[^-]*$/, '') || ascii.slice(0, MAX) : ascii;
  slug = slug.replace(/-+$/g, '');
  if (!slug) slug = 'tin-tuc';
  return RESERVED.has(slug) ? `${slug}-tin-tuc` : slug;
}

/** The first free slug among base, base-2, base-3 … */
export async function uniqueSlug(title: string, taken: (slug: string) => Promise<boolean>): Promise<string> {
  const base = slugify(title);
  if (!(await taken(base))) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!(await taken(candidate))) return candidate;
  }
}
