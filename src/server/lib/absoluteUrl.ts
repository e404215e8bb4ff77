/**
 * A site path (`/uploads/a.webp`) made absolute with the site's public origin; an address that
 * already is one (an https picture elsewhere) as it is. For e-mails, shared links and search engines.
 */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  return pathOrUrl.startsWith('/') ? origin + pathOrUrl : pathOrUrl;
}
