import { buildTestApp, type TestApp } from '../../helpers/testApp';
import { SERVICE_PAGE_MSG } from '../../../src/shared/messages/servicePages';
import { SERVICE_PAGE_SLUGS, type Partner, type ServicePage } from '../../../src/shared/types/servicePage';
import { partnerSeeds, servicePageSeeds } from '../../../src/server/db/seed/servicePages';
import { ServicePagesRepository } from '../../../src/server/servicePages/servicePagesRepository';
import { contentProblems } from '../../../src/server/servicePages/validateContent';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t.close());

const getPage = (slug: string) => t.app.inject({ method: 'GET', url: `/api/services/${slug}` });

describe('GET /services/{slug}', () => {
  it.each(SERVICE_PAGE_SLUGS)('serves the seeded page %s whole, with cache headers', async (slug) => {
    const res = await getPage(slug);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    const body = res.json() as { code: number; data: ServicePage };
    expect(body.code).toBe(200);
    const seed = servicePageSeeds.find((p) => p.slug === slug)!;
    // Nothing is lost on the way through the database and the response serializer.
    expect(body.data.content).toEqual(seed.content);
    expect(body.data).toMatchObject({ slug, title: seed.title, metaDescription: seed.metaDescription });
    expect(new Date(body.data.updatedAt).toString()).not.toBe('Invalid Date');
    expect(body.data.content.sections.some((s) => s.type === 'contact')).toBe(true);
  });

  it('answers 404 with a Vietnamese message for an unknown or malformed slug', async () => {
    for (const slug of ['khong-ton-tai', 'DANG-KY', 'a..b', 'home-', '%3Cscript%3E']) {
      const res = await getPage(slug);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, message: SERVICE_PAGE_MSG.pageNotFound, data: null });
    }
    // Fastify's router refuses over-long parameters itself (414) before any handler runs.
    expect((await getPage('x'.repeat(300))).statusCode).toBe(414);
  });

  it('a corrected price is served at once (the memoised copy is dropped on write)', async () => {
    const repo = new ServicePagesRepository(t.app.db);
    const seed = servicePageSeeds.find((p) => p.slug === 'ma-so-ma-vach')!;
    await getPage(seed.slug); // warm the cache
    const corrected = structuredClone(seed);
    const pricing = corrected.content.sections.find((s) => s.type === 'pricing')!;
    if (pricing.type === 'pricing') pricing.plans[0]!.price = '2,200,000';
    await repo.savePage(corrected);
    const body = (await getPage(seed.slug)).json() as { data: ServicePage };
    expect(JSON.stringify(body.data.content)).toContain('2,200,000');
    await repo.savePage(seed);
  });

  it('refuses to store content that does not match the model', async () => {
    const repo = new ServicePagesRepository(t.app.db);
    const broken = structuredClone(servicePageSeeds[0]!);
    (broken.content.sections[0] as { type: string }).type = 'carousel3d';
    await expect(repo.savePage(broken)).rejects.toThrow(/loại mục không hỗ trợ/);
    expect(((await getPage(broken.slug)).json() as { data: ServicePage }).data.content).toEqual(servicePageSeeds[0]!.content);
  });

  it('seeding again adds nothing and keeps corrections', async () => {
    const { seedServicePages } = await import('../../../src/server/db/seed/servicePages');
    const repo = new ServicePagesRepository(t.app.db);
    const edited = structuredClone(servicePageSeeds[1]!);
    edited.title = 'Tiêu đề đã sửa';
    await repo.savePage(edited);
    await seedServicePages(t.app.db);
    const count = await t.app.db.selectFrom('servicePages').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(9);
    expect(((await getPage(edited.slug)).json() as { data: ServicePage }).data.title).toBe('Tiêu đề đã sửa');
    expect((await t.app.db.selectFrom('partners').selectAll().execute()).length).toBe(partnerSeeds.length);
    await repo.savePage(servicePageSeeds[1]!);
  });
});

describe('seed content', () => {
  it.each(servicePageSeeds.map((p) => [p.slug, p] as const))('%s matches the content model', (_slug, page) => {
    expect(contentProblems(page.content)).toEqual([]);
  });

  it('the validator names what is wrong', () => {
    expect(contentProblems({ hero: {}, sections: [{ type: 'timeline', id: 'a', heading: 'b', steps: [{ title: 'x', description: 'y', duration: '1 ngày', color: 'pink', icon: 'cog' }] }] })).toEqual(
      expect.arrayContaining([expect.stringMatching(/^hero\.title/), expect.stringMatching(/steps\[0\]\.color/)]),
    );
    expect(contentProblems(null)).toEqual(['content: cần một đối tượng']);
  });
});

describe('GET /service/previous-partners', () => {
  it('lists the partners in their order, as {id, image, title, shortName}', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/service/previous-partners' });
    expect(res.statusCode).toBe(200);
    const data = (res.json() as { data: Partner[] }).data;
    expect(data.map((p) => p.shortName)).toEqual(partnerSeeds.map((p) => p.shortName));
    for (const p of data) {
      expect(Object.keys(p).sort()).toEqual(['id', 'image', 'shortName', 'title']);
      expect(p.image).toMatch(/^\/images\/services\/partners\/[a-z-]+\.svg$/);
    }
  });

  it('a new partner appears at once', async () => {
    const repo = new ServicePagesRepository(t.app.db);
    await t.app.inject({ method: 'GET', url: '/api/service/previous-partners' });
    await repo.insertPartner({ title: 'Công ty TNHH Thử Nghiệm', shortName: 'Thử Nghiệm', image: '/images/services/partners/doi-xanh.svg', sortOrder: 99 });
    const data = ((await t.app.inject({ method: 'GET', url: '/api/service/previous-partners' })).json() as { data: Partner[] }).data;
    expect(data.at(-1)?.shortName).toBe('Thử Nghiệm');
  });
});
