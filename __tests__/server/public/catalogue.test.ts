import { buildTestApp, type TestApp } from '../../helpers/testApp';
import { PUBLIC_MSG } from '../../../src/shared/messages/publicSite';
import { SERVICE_CATEGORIES } from '../../../src/shared/types/catalogue';
import { FOOTER_COLORS, FOOTER_ICONS } from '../../../src/shared/types/company';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ ADS_CONVERSION_ID: 'AW-123456789/AbCdEf' });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/service/list', () => {
  it('lists the nine seeded services as {id, title}, in menu order', async () => {
    const res = await get('/api/service/list');
    expect(res.statusCode).toBe(200);
    const { code, data } = res.json();
    expect(code).toBe(200);
    expect(data).toHaveLength(9);
    expect(Object.keys(data[0]).sort()).toEqual(['id', 'title']);
    expect(data[0].title).toBe('Đăng ký bảo hộ nhãn hiệu');
  });

  it('is seeded once: a second start adds no duplicate', async () => {
    const { seedServices } = await import('../../../src/server/db/seed/catalogue');
    await seedServices(t.app.db);
    const rows = await t.app.db.selectFrom('services').select('id').execute();
    expect(rows).toHaveLength(9);
  });
});

describe('GET /api/service/cards', () => {
  it.each([
    [SERVICE_CATEGORIES[0], 5, '/dang-ky-bao-ho-nhan-hieu'],
    [SERVICE_CATEGORIES[1], 4, '/ma-so-ma-vach'],
  ])('returns the cards of "%s"', async (category, count, firstHref) => {
    const res = await get(`/api/service/cards?category=${encodeURIComponent(category)}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toHaveLength(count);
    expect(Object.keys(data[0]).sort()).toEqual(['description', 'href', 'id', 'image', 'title']);
    expect(data[0].href).toBe(firstHref);
    expect(data[0].image).toMatch(/^\/images\/site\/.+\.svg$/);
  });

  it('answers an empty list for an unknown category', async () => {
    const res = await get('/api/service/cards?category=Kh%C3%B4ng%20c%C3%B3');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([]);
  });

  it.each(['/api/service/cards', '/api/service/cards?category=', '/api/service/cards?category=%20%20', '/api/service/cards?category=a&category=b'])(
    'refuses %s with 400 and a Vietnamese message',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, message: PUBLIC_MSG.catalogue.categoryRequired, data: null });
    },
  );

  it('answers 404 for an unknown catalogue path', async () => {
    const res = await get('/api/service/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(404);
  });
});

describe('GET /api/services/home', () => {
  it('returns 3 hero slides, 8 service cards, the video and the map settings', async () => {
    const res = await get('/api/services/home');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.heroSlides).toHaveLength(3);
    expect(data.heroSlides.map((s: { href: string }) => s.href)).toEqual(['#contact-form', '/dang-ky-bao-ho-nhan-hieu', '/lien-he']);
    expect(data.services).toHaveLength(8);
    expect(data.video.youtubeId).toMatch(/^[\w-]{11}$/);
    expect(data.map).toMatchObject({ lat: 20.95, lng: 105.81, zoom: 14, height: 600 });
  });
});

describe('GET /api/services/toto (footer)', () => {
  it('returns company, locations, phone contacts, important links and socials with their colours and icons', async () => {
    const res = await get('/api/services/toto');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(Object.keys(data.company).sort()).toEqual(['email', 'name', 'representative', 'taxCode', 'websiteName']);
    expect(data.locations.length).toBeGreaterThanOrEqual(2);
    for (const item of [...data.locations, ...data.phoneContacts, ...data.importants, ...data.socials]) {
      expect(FOOTER_COLORS).toContain(item.color);
    }
    for (const item of [...data.importants, ...data.socials]) expect(FOOTER_ICONS).toContain(item.icon);
    expect(data.phoneContacts.some((p: { label: string }) => p.label === 'Hotline')).toBe(true);
  });
});

describe('GET /api/company', () => {
  it('returns the contact page subset: company {name, email}, locations, phone contacts', async () => {
    const res = await get('/api/company');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(Object.keys(data.company).sort()).toEqual(['email', 'name']);
    expect(Object.keys(data.locations[0]).sort()).toEqual(['address', 'id', 'type']);
    expect(Object.keys(data.phoneContacts[0]).sort()).toEqual(['label', 'number']);
    expect(data.phoneContacts.some((p: { label: string }) => p.label.includes('Zalo'))).toBe(true);
  });
});

describe('GET /api/site-config', () => {
  it('exposes the configured conversion id', async () => {
    const res = await get('/api/site-config');
    expect(res.json().data).toEqual({ adsConversionId: 'AW-123456789/AbCdEf' });
  });

  it('answers null when ADS_CONVERSION_ID is unset', async () => {
    const other = await buildTestApp();
    try {
      const res = await other.app.inject({ method: 'GET', url: '/api/site-config' });
      expect(res.json().data).toEqual({ adsConversionId: null });
    } finally {
      await other.close();
    }
  });
});

describe('GET /api/docs', () => {
  it('documents every public-site route', async () => {
    const res = await get('/api/docs');
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const p of ['/api/service/list', '/api/service/cards', '/api/services/home', '/api/services/toto', '/api/company', '/api/site-config', '/api/customer', '/api/news/subscribe']) {
      expect(paths).toContain(p);
    }
  });
});
