import fs from 'node:fs';
import path from 'node:path';
import { bearer, buildTestApp, tokenMatrix, type TestApp } from '../../helpers/testApp';
import { MSG_JOBS_ADMIN as M } from '../../../src/shared/messages/jobsAdmin';
import type { AdminJob, AdminJobApplication } from '../../../src/shared/types/jobsAdmin';
import { multipart, samplePdf } from '../newsJobs/files';

let t: TestApp;
let tk: Awaited<ReturnType<typeof tokenMatrix>>;
let jobId: number;
let applicationId: number;
const pdf = samplePdf();

const body = () => ({
  title: '  Chuyên viên tư vấn nhãn hiệu ',
  company: '',
  category: 'Chuyên viên tư vấn pháp lý',
  jobType: 'Toàn thời gian',
  location: 'Hà Nội',
  postedDate: '2026-11-20',
  description: [' Tư vấn đăng ký nhãn hiệu ', 'Soạn hồ sơ'],
  requirements: ['Tốt nghiệp Luật'],
  benefits: ['Lương tháng 13'],
});

beforeAll(async () => {
  t = await buildTestApp();
  tk = await tokenMatrix(t.app);
  jobId = (await t.app.db.selectFrom('jobs').select('id').where('status', '=', 'OPEN').orderBy('id').executeTakeFirstOrThrow()).id;
  const { payload, headers } = multipart({ name: 'Trần Thị Bình', email: 'binh@example.vn', phone: '0912 345 678' }, [
    { field: 'cv', filename: 'CV Trần Thị Bình.pdf', data: pdf, type: 'application/pdf' },
  ]);
  const res = await t.app.inject({ method: 'POST', url: `/api/jobs/${jobId}/applications`, payload, headers, remoteAddress: '10.9.9.9' });
  expect(res.statusCode).toBe(200);
  applicationId = res.json().data.id;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown) =>
  t.app.inject({ method, url: `/api${url}`, headers: token ? bearer(token) : {}, ...(payload !== undefined ? { payload: payload as object } : {}) });
const countJobs = async () => (await t.app.db.selectFrom('jobs').select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;

describe('role matrix on every staff jobs route', () => {
  const routes: Array<[string, 'GET' | 'POST' | 'PUT', () => string, (() => unknown) | null]> = [
    ['list', 'GET', () => '/jobs/admin', null],
    ['create', 'POST', () => '/jobs/admin', body],
    ['update', 'PUT', () => `/jobs/admin/${jobId}`, body],
    ['status', 'PUT', () => `/jobs/admin/${jobId}/status?status=OPEN`, null],
    ['applications', 'GET', () => `/jobs/admin/${jobId}/applications`, null],
    ['cv', 'GET', () => `/jobs/admin/applications/${applicationId}/cv`, null],
  ];
  it.each(routes)('%s: none 401, USER 200, ADMIN 200, expired 401, tampered 401', async (_n, method, url, payload) => {
    const expectations: Array<[string | undefined, number]> = [
      [undefined, 401],
      [tk.userToken, 200],
      [tk.adminToken, 200],
      [tk.expiredToken, 401],
      [tk.tamperedToken, 401],
    ];
    for (const [token, status] of expectations) {
      const res = await call(method, url(), token, payload?.());
      expect(res.statusCode).toBe(status);
      if (status === 401) expect(res.json()).toMatchObject({ code: 401 });
    }
  });
});

describe('GET /jobs/admin', () => {
  it('lists every job, closed ones too, with application counts', async () => {
    const other = (await t.app.db.selectFrom('jobs').select('id').where('id', '!=', jobId).orderBy('id').executeTakeFirstOrThrow()).id;
    await t.app.db.updateTable('jobs').set({ status: 'CLOSED' }).where('id', '=', other).execute();
    const res = await call('GET', '/jobs/admin', tk.userToken);
    const jobs = res.json().data as AdminJob[];
    expect(jobs.length).toBe(await countJobs());
    expect(jobs.find((j) => j.id === other)!.status).toBe('CLOSED');
    expect(jobs.find((j) => j.id === jobId)!.applicationCount).toBe(1);
    expect(jobs.find((j) => j.id === other)!.applicationCount).toBe(0);
    expect(Array.isArray(jobs[0]!.description)).toBe(true);
    await t.app.db.updateTable('jobs').set({ status: 'OPEN' }).where('id', '=', other).execute();
  });
});

describe('POST and PUT /jobs/admin', () => {
  it('creates an open job from the trimmed form and shows it publicly', async () => {
    const res = await call('POST', '/jobs/admin', tk.userToken, body());
    expect(res.statusCode).toBe(200);
    const job = res.json().data as AdminJob;
    expect(res.json().message).toBe(M.created);
    expect(job).toMatchObject({ title: 'Chuyên viên tư vấn nhãn hiệu', company: null, status: 'OPEN', applicationCount: 0, description: ['Tư vấn đăng ký nhãn hiệu', 'Soạn hồ sơ'] });
    const pub = await t.app.inject({ method: 'GET', url: `/api/jobs/${job.id}` });
    expect(pub.json().data).toMatchObject({ title: 'Chuyên viên tư vấn nhãn hiệu', benefits: ['Lương tháng 13'] });
  });

  it('edits a job', async () => {
    const res = await call('PUT', `/jobs/admin/${jobId}`, tk.adminToken, { ...body(), title: 'Luật sư sở hữu trí tuệ', company: 'Văn phòng Hà Nội', location: 'Hồ Chí Minh' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: jobId, title: 'Luật sư sở hữu trí tuệ', company: 'Văn phòng Hà Nội', location: 'Hồ Chí Minh', applicationCount: 1 });
  });

  const bad: Array<[string, Record<string, unknown>, string]> = [
    ['missing title', { title: '   ' }, 'title'],
    ['too long title', { title: 'x'.repeat(201) }, 'title'],
    ['unknown category', { category: 'Kế toán' }, 'category'],
    ['unknown job type', { jobType: 'Bán thời gian' }, 'jobType'],
    ['unknown location', { location: 'Đà Nẵng' }, 'location'],
    ['impossible date', { postedDate: '2026-02-30' }, 'postedDate'],
    ['empty list', { description: [] }, 'description'],
    ['blank line', { requirements: ['ok', '  '] }, 'requirements[1]'],
    ['string instead of list', { benefits: 'Lương cao' }, 'benefits'],
    ['too long line', { benefits: ['x'.repeat(501)] }, 'benefits[0]'],
  ];
  it.each(bad)('refuses %s with 400 and writes nothing', async (_n, patch, field) => {
    const before = await countJobs();
    const created = await call('POST', '/jobs/admin', tk.userToken, { ...body(), ...patch });
    expect(created.statusCode).toBe(400);
    expect(created.json().errors).toHaveProperty([field]);
    const before2 = (await t.app.db.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow()).updatedAt;
    const updated = await call('PUT', `/jobs/admin/${jobId}`, tk.userToken, { ...body(), ...patch });
    expect(updated.statusCode).toBe(400);
    expect(await countJobs()).toBe(before);
    expect((await t.app.db.selectFrom('jobs').selectAll().where('id', '=', jobId).executeTakeFirstOrThrow()).updatedAt).toBe(before2);
  });

  it('refuses a body that is not an object, an unknown id (404) and a bad id (400)', async () => {
    expect((await call('POST', '/jobs/admin', tk.userToken, [1, 2])).statusCode).toBe(400);
    expect((await call('PUT', '/jobs/admin/999999', tk.userToken, body())).statusCode).toBe(404);
    expect((await call('PUT', '/jobs/admin/abc', tk.userToken, body())).statusCode).toBe(400);
  });
});

describe('PUT /jobs/admin/{id}/status', () => {
  it('closes a job (gone from the public list and page) and reopens it', async () => {
    const closed = await call('PUT', `/jobs/admin/${jobId}/status?status=CLOSED`, tk.userToken);
    expect(closed.json()).toMatchObject({ code: 200, message: M.closed, data: { status: 'CLOSED' } });
    const publicIds = (await t.app.inject({ method: 'GET', url: '/api/jobs' })).json().data.map((j: { id: number }) => j.id);
    expect(publicIds).not.toContain(jobId);
    expect((await t.app.inject({ method: 'GET', url: `/api/jobs/${jobId}` })).statusCode).toBe(404);

    const reopened = await call('PUT', `/jobs/admin/${jobId}/status?status=OPEN`, tk.adminToken);
    expect(reopened.json()).toMatchObject({ message: M.reopened, data: { status: 'OPEN' } });
    expect((await t.app.inject({ method: 'GET', url: '/api/jobs' })).json().data.map((j: { id: number }) => j.id)).toContain(jobId);
  });

  it('refuses a missing or unknown status and an unknown job', async () => {
    for (const q of ['', '?status=', '?status=DELETED', '?status=open']) {
      const res = await call('PUT', `/jobs/admin/${jobId}/status${q}`, tk.userToken);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toHaveProperty('status');
    }
    expect((await call('PUT', '/jobs/admin/424242/status?status=CLOSED', tk.userToken)).statusCode).toBe(404);
  });
});

describe('applications and CVs', () => {
  it('lists a job’s applications without the stored path', async () => {
    const res = await call('GET', `/jobs/admin/${jobId}/applications`, tk.userToken);
    const [a, ...rest] = res.json().data as AdminJobApplication[];
    expect(rest).toHaveLength(0);
    expect(a).toMatchObject({ id: applicationId, name: 'Trần Thị Bình', email: 'binh@example.vn', phone: '0912 345 678', cvOriginalName: 'CV Trần Thị Bình.pdf', cvSize: pdf.length });
    expect(a).not.toHaveProperty('cvPath');
    expect((await call('GET', '/jobs/admin/987654/applications', tk.userToken)).statusCode).toBe(404);
  });

  it('streams the CV with its type and a UTF-8 attachment name, to staff only', async () => {
    const res = await call('GET', `/jobs/admin/applications/${applicationId}/cv`, tk.userToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="CV Tran Thi Binh.pdf"; filename*=UTF-8''${encodeURIComponent('CV Trần Thị Bình.pdf')}`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.equals(pdf)).toBe(true);
    const anon = await call('GET', `/jobs/admin/applications/${applicationId}/cv`);
    expect(anon.statusCode).toBe(401);
    expect(anon.rawPayload.includes(pdf.subarray(0, 20))).toBe(false);
  });

  it('answers 404 for an unknown application or a file that is gone', async () => {
    expect((await call('GET', '/jobs/admin/applications/55555/cv', tk.userToken)).statusCode).toBe(404);
    const row = await t.app.db.insertInto('jobApplications').values({ jobId, name: null, email: null, phone: null, cvPath: 'cv/0123456789abcdef0123456789abcdef.pdf', cvOriginalName: 'x.pdf', cvMime: 'application/pdf', cvSize: 1, createdAt: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow();
    expect((await call('GET', `/jobs/admin/applications/${row.id}/cv`, tk.userToken)).statusCode).toBe(404);
  });

  it('refuses stored paths that leave DATA_DIR/private/cv', async () => {
    // A secret next to the CV folder and one outside DATA_DIR: neither may be reached.
    fs.writeFileSync(path.join(t.dataDir, 'private', 'secret.txt'), 'bí mật');
    fs.writeFileSync(path.join(t.dataDir, 'config.txt'), 'bí mật');
    fs.symlinkSync(path.join(t.dataDir, 'config.txt'), path.join(t.dataDir, 'private', 'cv', 'link.pdf'));
    for (const cvPath of ['secret.txt', 'cv/../secret.txt', '../config.txt', 'cv/../../config.txt', path.join(t.dataDir, 'config.txt'), 'cv/link.pdf', 'cv', 'cv/']) {
      const row = await t.app.db.insertInto('jobApplications').values({ jobId, name: null, email: null, phone: null, cvPath, cvOriginalName: 'x.pdf', cvMime: 'text/plain', cvSize: 1, createdAt: new Date().toISOString() }).returning('id').executeTakeFirstOrThrow();
      const res = await call('GET', `/jobs/admin/applications/${row.id}/cv`, tk.adminToken);
      expect([cvPath, res.statusCode]).toEqual([cvPath, 404]);
      expect(res.body).not.toContain('bí mật');
    }
    // And the id itself is never a path.
    expect((await call('GET', '/jobs/admin/applications/..%2F..%2Fconfig.txt/cv', tk.adminToken)).statusCode).toBe(400);
  });

  it('serves no stored CV on any public address', async () => {
    const { cvPath } = await t.app.db.selectFrom('jobApplications').select('cvPath').where('id', '=', applicationId).executeTakeFirstOrThrow();
    const name = path.basename(cvPath);
    const guesses = [
      `/uploads/${name}`,
      `/uploads/cv/${name}`,
      `/uploads/..%2Fprivate%2Fcv%2F${name}`,
      `/private/${cvPath}`,
      `/private/cv/${name}`,
      `/${cvPath}`,
      `/cv/${name}`,
      `/data/private/${cvPath}`,
      `/api/uploads/${name}`,
      `/api/private/${cvPath}`,
      `/api/jobs/applications/${applicationId}/cv`,
      `/api/jobs/${jobId}/applications`,
    ];
    for (const url of guesses) {
      const res = await t.app.inject({ method: 'GET', url });
      expect([url, res.statusCode === 200 && res.rawPayload.includes(pdf.subarray(0, 40))]).toEqual([url, false]);
    }
  });
});

describe('OpenAPI', () => {
  it('documents the staff jobs and dashboard routes', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json() as { paths: Record<string, unknown> };
    for (const p of ['/api/jobs/admin', '/api/jobs/admin/{id}', '/api/jobs/admin/{id}/status', '/api/jobs/admin/{id}/applications', '/api/jobs/admin/applications/{applicationId}/cv', '/api/dashboard']) {
      expect(doc.paths).toHaveProperty([p]);
    }
  });
});
