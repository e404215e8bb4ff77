import { absoluteUrl } from './absoluteUrl';
import { escapeHtml } from './html';

/** The site's name as every page's title ends with it. */
export const SITE_NAME = 'SHTT Việt';

/** What a rendered page says about itself (src/client/ssr/renderPage.tsx). */
export interface PageHead {
  title?: string;
  description?: string;
  /** Its one address, when it has several (an article opened by number). */
  canonicalPath?: string;
  image?: string;
  article?: boolean;
}

/**
 * Pictures a shared link shows: Facebook, Zalo and the other link previews read JPEG, PNG, WebP
 * and GIF, not SVG (the site's drawings), which they would show as a broken picture.
 */
const PREVIEW_IMAGE = /\.(?:jpe?g|png|webp|gif)(?:[?#]|$)/i;

/** The page's one address: its own path without the query string, or the one it names. */
export function canonicalUrl(head: Pick<PageHead, 'canonicalPath'>, origin: string, pathname: string): string {
  return origin + (head.canonicalPath ?? pathname);
}

/**
 * The head's elements for search engines and shared links: the canonical address (a query string
 * and an article's number give way to the page's own address) and Open Graph's title,
 * description, address and picture, which Facebook, Zalo and messengers show with a link.
 * Addresses are made absolute with the site's public origin (PUBLIC_URL), never the request's Host.
 */
export function linkPreviewTags(head: PageHead, origin: string, pathname: string): string {
  if (head.title === undefined) return '';
  const url = canonicalUrl(head, origin, pathname);
  const image = head.image && PREVIEW_IMAGE.test(head.image) ? absoluteUrl(origin, head.image) : undefined;
  const og = (property: string, content: string) => `<meta property="og:${property}" content="${escapeHtml(content)}">`;
  return [
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    og('type', head.article ? 'article' : 'website'),
    og('site_name', SITE_NAME),
    og('locale', 'vi_VN'),
    og('url', url),
    og('title', head.title),
    head.description !== undefined ? og('description', head.description) : '',
    image ? og('image', image) : '',
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}">`,
  ].join('');
}
