import type { FooterData } from '../../shared/types/company';
import type { PageFacts } from '../../shared/types/pageFacts';
import { absoluteUrl } from './absoluteUrl';
import { jsonForScript } from './html';

/** The firm's logo, as the header shows it. */
export const LOGO_PATH = '/images/site/logo.svg';

/**
 * A Vietnamese number as written on the site (0912.345.678, 024.3555.6789) in the international
 * form search engines read (+84912345678); null for anything else.
 */
export function internationalPhone(number: string): string | null {
  const digits = number.replace(/[\s.()-]/g, '');
  if (/^\+84\d{8,10}$/.test(digits)) return digits;
  return /^0\d{9,10}$/.test(digits) ? `+84${digits.slice(1)}` : null;
}

/** A stored timestamp (`2026-11-29 10:00:00` or ISO) as ISO 8601, or undefined. */
function isoTime(stamp: string): string | undefined {
  const t = Date.parse(/^\d{4}-\d{2}-\d{2} \d/.test(stamp) ? `${stamp.replace(' ', 'T')}Z` : stamp);
  return Number.isNaN(t) ? undefined : new Date(t).toISOString();
}

function firmData(firm: FooterData, origin: string): Record<string, unknown> {
  const phones = firm.phoneContacts.map((p) => ({ label: p.label, phone: internationalPhone(p.number) })).filter((p) => p.phone !== null);
  return {
    '@context': 'https://schema.org',
    '@type': 'LegalService',
    name: firm.company.name,
    alternateName: firm.company.websiteName,
    url: `${origin}/`,
    logo: origin + LOGO_PATH,
    image: origin + LOGO_PATH,
    email: firm.company.email,
    ...(phones[0] && { telephone: phones[0].phone }),
    taxID: firm.company.taxCode,
    address: firm.locations.map((l) => ({ '@type': 'PostalAddress', name: l.type, streetAddress: l.address, addressCountry: 'VN' })),
    contactPoint: phones.map((p) => ({ '@type': 'ContactPoint', name: p.label, telephone: p.phone, contactType: 'customer service', availableLanguage: 'Vietnamese' })),
    sameAs: firm.socials.map((s) => s.href).filter((href) => href.startsWith('https://')),
  };
}

function articleData(a: NonNullable<PageFacts['newsArticle']>, url: string, origin: string, publisher: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: a.title,
    description: a.subtitle,
    image: [absoluteUrl(origin, a.image)],
    datePublished: isoTime(a.createdAt),
    dateModified: isoTime(a.updatedAt),
    author: { '@type': 'Person', name: a.author },
    publisher: { '@type': 'Organization', name: publisher, logo: { '@type': 'ImageObject', url: origin + LOGO_PATH } },
    mainEntityOfPage: url,
  };
}

/**
 * The page's facts as schema.org JSON-LD, for search engines' results: the firm (a legal service,
 * its addresses, numbers and profiles) on the home page, an article's headline, dates, author and
 * picture on its page. `url`: the page's canonical address. Written as a data block, which the
 * content security policy does not govern (it is never run), escaped as the page's state is.
 */
export function structuredDataTag(facts: PageFacts, origin: string, url: string, publisher: string): string {
  const items = [facts.firm && firmData(facts.firm, origin), facts.newsArticle && articleData(facts.newsArticle, url, origin, publisher)].filter(Boolean);
  return items.map((item) => `<script type="application/ld+json">${jsonForScript(item)}</script>`).join('');
}
