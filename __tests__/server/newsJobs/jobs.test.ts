import { buildTestApp, type TestApp } from '../../helpers/testApp';
import { MSG_JOBS } from '../../../src/shared/messages';
import { JOB_CATEGORIES, JOB_LOCATIONS, JOB_TYPES, type JobDetail, type JobSummary } from '../../../src/shared/types/jobs';

let t: TestApp;
let closedId: number;
beforeAll(async () => {
  t = await buildTestApp();
  const now = new Date().toISOString();
  const row = await t.app.db
    .insertInto('jobs')
    .values({
      title: 'Luật sư tư vấn đã ngừng tuyển',
      company: null,
      category: 'Luật sư',
      jobType: 'Toàn thời gian',
      location: 'Hà Nội',
      postedDate: '2026-11-20',
      description: '[]',
      requirements: '[]',
      benefits: '[]',
      status: 'CLOSED',
      createdAt: now,
      updatedAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  closedId = row.id;
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const list = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode).toBe(200);
  return (res.json() as { data: JobSummary[] }).data;
};
const q = (p: Record<string, string>) => `/api/jobs/search?${new URLSearchParams(p).toString()}`;

describe('GET /api/jobs', () => {
  it('lists the open jobs, newest first, in the {data: [...]} envelope', async () => {
    const res = await get('/api/jobs');
    expect(res.json()).toMatchObject({ code: 200, data: expect.any(Array) });
    const jobs = (res.json() as { data: JobSummary[] }).data;
    expect(jobs.length).toBeGreaterThanOrEqual(6);
    expect(jobs.map((j) => j.id)).not.toContain(closedId);
    expect(jobs.map((j) => j.postedDate)).toEqual(jobs.map((j) => j.postedDate).sort().reverse());
    expect(Object.keys(jobs[0]!).sort()).toEqual(['category', 'company', 'id', 'jobType', 'location', 'postedDate', 'title']);
  });

  it('covers the three categories, four job types and both locations of the filters', async () => {
    const jobs = await list('/api/jobs');
    expect(new Set(jobs.map((j) => j.category))).toEqual(new Set(JOB_CATEGORIES));
    expect(new Set(jobs.map((j) => j.jobType))).toEqual(new Set(JOB_TYPES));
    expect(new Set(jobs.map((j) => j.location))).toEqual(new Set(JOB_LOCATIONS));
  });
});

describe('GET /api/jobs/search', () => {
  it('treats empty strings as "all"', async () => {
    expect(await list(q({ keywords: '', category: '', jobType: '', location: '' }))).toEqual(await list('/api/jobs'));
    expect(await list('/api/jobs/search')).toEqual(await list('/api/jobs'));
  });

  it('filters by the labels, combined with AND', async () => {
    const lawyers = await list(q({ category: 'Luật sư' }));
    expect(lawyers.length).toBeGreaterThan(0);
    expect(lawyers.every((j) => j.category === 'Luật sư')).toBe(true);
    const hcm = await list(q({ category: '', jobType: '', location: 'Hồ Chí Minh' }));
    expect(hcm.length).toBeGreaterThan(0);
    expect(hcm.every((j) => j.location === 'Hồ Chí Minh')).toBe(true);
    const both = await list(q({ category: 'Nhân viên kinh doanh', jobType: 'Thời vụ', location: 'Hồ Chí Minh' }));
    expect(both.map((j) => j.title)).toEqual(['Nhân viên kinh doanh thời vụ mùa cao điểm cuối năm']);
    expect(await list(q({ category: 'Luật sư', jobType: 'Thời vụ' }))).toEqual([]);
  });

  it('never returns a closed job', async () => {
    const found = await list(q({ keywords: 'ngừng tuyển' }));
    expect(found).toEqual([]);
  });

  it('matches trimmed keywords in title, company or description, ignoring case and diacritics', async () => {
    const exact = await list(q({ keywords: 'Luật sư' }));
    const folded = await list(q({ keywords: '  LUAT SU  ' }));
    expect(folded.length).toBeGreaterThan(0);
    expect(folded).toEqual(exact);
    // "đ" folds to "d"; a word of the description (not of the title) is enough.
    const byDescription = await list(q({ keywords: 'dai dien TRANH chap' }));
    expect(byDescription.map((j) => j.title)).toEqual(['Luật sư sở hữu trí tuệ (tranh chấp và xử lý xâm phạm)']);
    // Every word must match.
    expect(await list(q({ keywords: 'luật sư kinh doanh xuất khẩu' }))).toEqual([]);
    const byCompany = await list(q({ keywords: 'shtt việt' }));
    expect(byCompany.every((j) => j.company !== null)).toBe(true);
  });

  it.each([
    [{ category: 'Kỹ sư' }, 'category'],
    [{ jobType: '2' }, 'jobType'],
    [{ location: 'Đà Nẵng' }, 'location'],
    [{ keywords: 'x'.repeat(101) }, 'keywords'],
  ])('refuses %j with 400 naming the field', async (params, field) => {
    const res = await get(q(params as Record<string, string>));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, data: null, errors: { [field]: expect.any(String) } });
  });

  it('refuses a repeated parameter instead of guessing', async () => {
    const res = await get('/api/jobs/search?location=H%C3%A0%20N%E1%BB%99i&location=H%E1%BB%93%20Ch%C3%AD%20Minh');
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/jobs/{id}', () => {
  it('answers an open job with its three lists', async () => {
    const [first] = await list('/api/jobs');
    const res = await get(`/api/jobs/${first!.id}`);
    expect(res.statusCode).toBe(200);
    const job = (res.json() as { data: JobDetail }).data;
    expect(job).toMatchObject(first!);
    for (const key of ['description', 'requirements', 'benefits'] as const) {
      expect(job[key].length).toBeGreaterThan(0);
      expect(job[key].every((s) => typeof s === 'string' && s.length > 0)).toBe(true);
    }
  });

  it('answers 404 for an unknown or closed job', async () => {
    for (const id of [987654, closedId]) {
      const res = await get(`/api/jobs/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, message: MSG_JOBS.notFound, data: null });
    }
  });

  it.each(['abc', '0', '1.5', 'MQ==', '-1'])('refuses the id %s with 400', async (id) => {
    const res = await get(`/api/jobs/${encodeURIComponent(id)}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, message: MSG_JOBS.badId });
  });
});

describe('OpenAPI document', () => {
  it('describes the news and jobs routes', async () => {
    const res = await get('/api/docs');
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { paths: Record<string, unknown> };
    for (const p of ['/api/news', '/api/news/{id}', '/api/jobs', '/api/jobs/search', '/api/jobs/{id}', '/api/jobs/{id}/applications']) {
      expect(doc.paths).toHaveProperty([p]);
    }
  });
});
