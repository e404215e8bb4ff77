import { internationalPhone, LOGO_PATH, structuredDataTag } from '../../../src/server/lib/structuredData';
import type { FooterData } from '../../../src/shared/types/company';

/** schema.org data for search engines (src/server/lib/structuredData.ts). */
const ORIGIN = 'https://shtt.example.vn';
const blocks = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>);

const firm: FooterData = {
  company: { name: 'Công ty TNHH Tư vấn SHTT Việt', representative: 'Ông A', taxCode: '0109876543', email: 'tuvan@shttviet.vn', websiteName: 'SHTT Việt' },
  locations: [
    { id: 1, type: 'Trụ sở chính', address: 'Số 12 ngõ 75 Ngọc Hồi, Hà Nội', color: 'blue' },
    { id: 2, type: 'Chi nhánh TP. Hồ Chí Minh', address: 'Số 135 Nguyễn Văn Trỗi, TP. Hồ Chí Minh', color: 'purple' },
  ],
  phoneContacts: [
    { id: 1, label: 'Hotline', number: '0912.345.678', color: 'red' },
    { id: 2, label: 'Văn phòng Hà Nội', number: '024.3555.6789', color: 'green' },
    { id: 3, label: 'Máy lẻ', number: 'bấm số 2', color: 'blue' },
  ],
  importants: [],
  socials: [
    { id: 1, href: 'https://www.facebook.com/shttviet', label: 'Facebook', icon: 'Facebook', color: 'blue' },
    { id: 2, href: 'mailto:tuvan@shttviet.vn', label: 'Thư', icon: 'Mail', color: 'blue' },
  ],
};

describe('Vietnamese phone numbers in the international form', () => {
  it.each([
    ['0912.345.678', '+84912345678'],
    ['024.3555.6789', '+842435556789'],
    ['0988 765 432', '+84988765432'],
    ['+84 912 345 678', '+84912345678'],
    ['1900 1234', null],
    ['bấm số 2', null],
  ])('%s is %s', (written, international) => {
    expect(internationalPhone(written)).toBe(international);
  });
});

describe('schema.org data', () => {
  it('presents the firm as a legal service with its addresses, numbers and profiles', () => {
    const [data] = blocks(structuredDataTag({ firm }, ORIGIN, `${ORIGIN}/`, 'SHTT Việt'));
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'LegalService',
      name: 'Công ty TNHH Tư vấn SHTT Việt',
      alternateName: 'SHTT Việt',
      url: `${ORIGIN}/`,
      logo: ORIGIN + LOGO_PATH,
      image: ORIGIN + LOGO_PATH,
      email: 'tuvan@shttviet.vn',
      telephone: '+84912345678',
      taxID: '0109876543',
      address: [
        { '@type': 'PostalAddress', name: 'Trụ sở chính', streetAddress: 'Số 12 ngõ 75 Ngọc Hồi, Hà Nội', addressCountry: 'VN' },
        { '@type': 'PostalAddress', name: 'Chi nhánh TP. Hồ Chí Minh', streetAddress: 'Số 135 Nguyễn Văn Trỗi, TP. Hồ Chí Minh', addressCountry: 'VN' },
      ],
      // A number that is not one (an extension's wording) is left out.
      contactPoint: [
        { '@type': 'ContactPoint', name: 'Hotline', telephone: '+84912345678', contactType: 'customer service', availableLanguage: 'Vietnamese' },
        { '@type': 'ContactPoint', name: 'Văn phòng Hà Nội', telephone: '+842435556789', contactType: 'customer service', availableLanguage: 'Vietnamese' },
      ],
      sameAs: ['https://www.facebook.com/shttviet'],
    });
  });

  it("presents an article with its headline, dates, author and picture, under its canonical address", () => {
    const article = { title: 'Luật mới', subtitle: 'Tóm tắt', author: 'Ban biên tập', image: '/uploads/a.webp', createdAt: '2026-11-02 08:30:00', updatedAt: '2026-11-20T10:00:00.000Z' };
    const [data] = blocks(structuredDataTag({ newsArticle: article }, ORIGIN, `${ORIGIN}/tin-tuc/luat-moi`, 'SHTT Việt'));
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: 'Luật mới',
      description: 'Tóm tắt',
      image: [`${ORIGIN}/uploads/a.webp`],
      datePublished: '2026-11-02T08:30:00.000Z',
      dateModified: '2026-11-20T10:00:00.000Z',
      author: { '@type': 'Person', name: 'Ban biên tập' },
      publisher: { '@type': 'Organization', name: 'SHTT Việt', logo: { '@type': 'ImageObject', url: ORIGIN + LOGO_PATH } },
      mainEntityOfPage: `${ORIGIN}/tin-tuc/luat-moi`,
    });
  });

  it('keeps text that holds markup inside its block, and it reads back exactly', () => {
    const title = '</script><script>alert(1)</script> & <!--';
    const html = structuredDataTag({ newsArticle: { title, subtitle: '', author: 'A', image: '/a.png', createdAt: '2026-11-02', updatedAt: '2026-11-02' } }, ORIGIN, ORIGIN, 'SHTT Việt');
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(blocks(html)[0]!.headline).toBe(title);
  });

  it('is nothing for a page without facts', () => {
    expect(structuredDataTag({}, ORIGIN, `${ORIGIN}/lien-he`, 'SHTT Việt')).toBe('');
  });
});
