import { linkPreviewTags, SITE_NAME } from '../../../src/server/lib/linkPreview';

/** The canonical link and Open Graph's tags of a rendered page (src/server/lib/linkPreview.ts). */
const ORIGIN = 'https://shtt.example.vn';
const tags = (html: string) => Object.fromEntries([...html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)">/g)].map((m) => [m[1]!, m[2]!]));
const canonical = (html: string) => /<link rel="canonical" href="([^"]*)">/.exec(html)?.[1];

describe('link previews', () => {
  it("presents a page of the site under its own address, with its title and description and no picture", () => {
    const html = linkPreviewTags({ title: 'Liên hệ | SHTT Việt', description: 'Gọi hotline hoặc nhắn Zalo.' }, ORIGIN, '/lien-he');
    expect(canonical(html)).toBe(`${ORIGIN}/lien-he`);
    expect(tags(html)).toEqual({
      'og:type': 'website',
      'og:site_name': SITE_NAME,
      'og:locale': 'vi_VN',
      'og:url': `${ORIGIN}/lien-he`,
      'og:title': 'Liên hệ | SHTT Việt',
      'og:description': 'Gọi hotline hoặc nhắn Zalo.',
      'twitter:card': 'summary',
    });
  });

  it("presents an article under its readable address, with its picture made absolute", () => {
    const html = linkPreviewTags({ title: 'Luật mới', description: 'Tóm tắt', canonicalPath: '/tin-tuc/luat-moi', image: '/uploads/a1b2.webp', article: true }, ORIGIN, '/tin-tuc/7');
    expect(canonical(html)).toBe(`${ORIGIN}/tin-tuc/luat-moi`);
    expect(tags(html)).toMatchObject({ 'og:type': 'article', 'og:url': `${ORIGIN}/tin-tuc/luat-moi`, 'og:image': `${ORIGIN}/uploads/a1b2.webp`, 'twitter:card': 'summary_large_image' });
    // A picture on another https host is named as it is.
    expect(tags(linkPreviewTags({ title: 'x', image: 'https://cdn.example.vn/anh.JPG?w=1200' }, ORIGIN, '/tin-tuc/7'))['og:image']).toBe('https://cdn.example.vn/anh.JPG?w=1200');
  });

  it('names no picture that link previews cannot show (the site\'s SVG drawings)', () => {
    const t = tags(linkPreviewTags({ title: 'x', image: '/images/news/nhan-hieu.svg', article: true }, ORIGIN, '/tin-tuc/1'));
    expect(t['og:image']).toBeUndefined();
    expect(t['twitter:card']).toBe('summary');
  });

  it('writes titles and descriptions as text', () => {
    const html = linkPreviewTags({ title: '"><script>alert(1)</script>', description: "Phí $& <b>ưu đãi</b> 'đặc biệt'" }, ORIGIN, '/');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<b>');
    expect(tags(html)['og:title']).toBe('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('is nothing for a page that says nothing of itself', () => {
    expect(linkPreviewTags({}, ORIGIN, '/')).toBe('');
  });
});
