import { NEWS_SLUG_PATTERN } from '../types/news';

export const NEWS_SLUG_MAX = 200;

/**
 * GET /news/{id} accepts the numeric id (news cards) or the slug (footer links go to
 * /tin-tuc/{slug}). Returns which one, or null when the value is neither.
 */
export function parseNewsKey(raw: string): { id: number } | { slug: string } | null {
  if (/^[1-9][0-9]{0,9}$/.test(raw)) return { id: Number(raw) };
  if (raw.length <= NEWS_SLUG_MAX && NEWS_SLUG_PATTERN.test(raw)) return { slug: raw };
  return null;
}
