import { CUSTOMER_ADMIN_MSG as M } from '../../../src/shared/messages/customerAdmin';
import type { CustomerDetail, CustomerPage } from '../../../src/shared/types/customerAdmin';
import { bearer, buildTestApp, tokenMatrix, type TestApp } from '../../helpers/testApp';
import { insertRequest, services } from './customerFixtures';

let t: TestApp;
let m: Awaited<ReturnType<typeof tokenMatrix>>;
beforeAll(async () => {
  t = await buildTestApp();
  m = await tokenMatrix(t.app);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.db.deleteFrom('customerRequests').execute();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(m.userToken) });
const put = (url: string, token = m.userToken) => t.app.inject({ method: 'PUT', url, headers: bearer(token) });

describe('GET /customer query validation', () => {
  const bad: Array<[string, string, string]> = [
    ['page=-1', 'page', M.pageInvalid],
    ['page=abc', 'page', M.pageInvalid],
    ['page=1.5', 'page', M.pageInvalid],
    ['page=0&size=0', 'size', M.sizeInvalid],
    ['page=0&size=101', 'size', M.sizeInvalid],
    [`page=0&q=${'a'.repeat(201)}`, 'q', M.searchTooLong],
    ['page=0&status=DONE', 'status', M.statusInvalid],
    ['page=0&service=0', 'service', M.serviceInvalid],
    ['page=0&service=x1', 'service', M.serviceInvalid],
    ['page=0&from=21-11-2026', 'from', M.dateInvalid],
    ['page=0&to=2026-02-30', 'to', M.dateInvalid],
    ['page=0&from=2026-11-22&to=2026-11-21', 'to', M.dateOrder],
    ['page=0&sort=email:asc', 'sort', M.sortInvalid],
    ['status=DONE', 'status', M.statusInvalid],
  ];
  it.each(bad)('refuses %s with 400 and a Vietnamese message', async (query, field, message) => {
    for (const path of ['/api/customer', '/api/customer/export.csv']) {
      const res = await get(`${path}?${query}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, message, errors: { [field]: message }, data: null });
    }
  });

  it('treats empty parameters as absent (a cleared filter)', async () => {
    await insertRequest(t.app);
    const res = await get('/api/customer?page=0&size=5&q=&status=&service=&from=&to=');
    expect(res.statusCode).toBe(200);
    expect(res.json().data.total).toBe(1);
  });
});

describe('GET /customer', () => {
  it('without page answers the whole list, newest first', async () => {
    const a = await insertRequest(t.app, { createdAt: '2026-11-01T01:00:00.000Z' });
    const b = await insertRequest(t.app, { createdAt: '2026-11-03T01:00:00.000Z' });
    const c = await insertRequest(t.app, { createdAt: '2026-11-02T01:00:00.000Z' });
    const res = await get('/api/customer');
    expect(res.json().data.map((r: { id: number }) => r.id)).toEqual([b.id, c.id, a.id]);
    expect(res.json().data[0]).toMatchObject({ name: b.name, phone: b.phone, email: b.email, serviceName: b.serviceName, status: 'NEW', completedAt: null });
  });

  it('searches name, phone, e-mail and service name, with LIKE wildcards taken literally', async () => {
    const [, second] = await services(t.app);
    const byName = await insertRequest(t.app, { name: 'Trần Văn Bình', email: 'x1@a.vn', phone: '0911000001' });
    const byPhone = await insertRequest(t.app, { name: 'A', phone: '0987654321', email: 'x2@a.vn' });
    const byEmail = await insertRequest(t.app, { name: 'B', email: 'giamdoc@congty.vn', phone: '0911000003' });
    const byService = await insertRequest(t.app, { name: 'C', serviceId: second!.id, serviceName: second!.title, email: 'x4@a.vn', phone: '0911000004' });
    const percent = await insertRequest(t.app, { name: 'Giảm 50% phí', email: 'x5@a.vn', phone: '0911000005' });
    await insertRequest(t.app, { name: 'Giảm 500 phí', email: 'x6@a.vn', phone: '0911000006' });
    const ids = async (q: string) => ((await get(`/api/customer?page=0&size=100&q=${encodeURIComponent(q)}`)).json().data as CustomerPage).items.map((r) => r.id);
    expect(await ids('Văn Bình')).toEqual([byName.id]);
    expect(await ids('87654')).toEqual([byPhone.id]);
    expect(await ids('GIAMDOC@')).toEqual([byEmail.id]);
    expect(await ids(second!.title)).toEqual([byService.id]);
    expect(await ids('50%')).toEqual([percent.id]);
  });

  it('searches ignoring case and Vietnamese diacritics, requests sent through the form included', async () => {
    const [first] = await services(t.app);
    const duc = await insertRequest(t.app, { name: 'Nguyễn Văn Đức', email: 'Duc.Nguyen@CongTy.vn', phone: '0911000011' });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/customer',
      payload: { name: 'Lê Thị Hồng Nhung', phone: '0911 000 012', email: 'nhung@example.vn', serviceId: first!.id, description: 'Qua biểu mẫu' },
    });
    expect(sent.statusCode).toBe(200);
    const nhung = sent.json().data.id as number;
    const ids = async (q: string) => ((await get(`/api/customer?page=0&size=100&q=${encodeURIComponent(q)}`)).json().data as CustomerPage).items.map((r) => r.id);
    for (const q of ['nguyen van duc', 'NGUYỄN VĂN ĐỨC', 'đức', 'DUC', 'duc.nguyen@congty', 'Nguye\u0302\u0303n']) expect(await ids(q)).toEqual([duc.id]);
    for (const q of ['hong nhung', 'HỒNG', 'le thi', '0911 000 012']) expect(await ids(q)).toEqual([nhung]);
    // The service is searched folded too: its title without diacritics, in capitals.
    const folded = first!.title.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').toUpperCase();
    expect(await ids(folded)).toEqual(expect.arrayContaining([duc.id, nhung]));
    expect(await ids('nguyen thi')).toEqual([]);
  });

  it('finds a phone written in any common form, and "huynh" finds "Huỳnh"', async () => {
    const [first] = await services(t.app);
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/customer',
      payload: { name: 'Huỳnh Thị Lan', phone: '+84 0912 345 680', email: 'lan.huynh@example.vn', serviceId: first!.id },
    });
    expect(sent.statusCode).toBe(200);
    const lan = sent.json().data.id as number;
    const abroad = await insertRequest(t.app, { name: 'John Smith', phone: '+12025550143', email: 'john@example.com' });
    await insertRequest(t.app, { name: 'Khác', phone: '+84961931668', email: 'khac@example.vn' });
    const ids = async (q: string) => ((await get(`/api/customer?page=0&size=100&q=${encodeURIComponent(q)}`)).json().data as CustomerPage).items.map((r) => r.id);
    for (const q of ['0912345680', '+84 912 345 680', '+84912345680', '912 345 680', '0912 345', '091-234-5680', '(091) 234 5680']) expect([q, await ids(q)]).toEqual([q, [lan]]);
    for (const q of ['huynh', 'HUYNH THI', 'huỳnh']) expect([q, await ids(q)]).toEqual([q, [lan]]);
    for (const q of ['202 555 0143', '+1 202-555-0143', '12025550143']) expect([q, await ids(q)]).toEqual([q, [abroad.id]]);
    expect(await ids('0912 346')).toEqual([]);
  });

  it('filters by day in Vietnam time (UTC+7), both ends inclusive', async () => {
    // 21/11 in Hanoi runs from 2026-11-20T17:00Z to 2026-11-21T16:59:59.999Z.
    await insertRequest(t.app, { createdAt: '2026-11-20T16:59:59.999Z' });
    const first = await insertRequest(t.app, { createdAt: '2026-11-20T17:00:00.000Z' });
    const last = await insertRequest(t.app, { createdAt: '2026-11-21T16:59:59.999Z' });
    await insertRequest(t.app, { createdAt: '2026-11-21T17:00:00.000Z' });
    const res = await get('/api/customer?page=0&size=10&from=2026-11-21&to=2026-11-21');
    expect((res.json().data as CustomerPage).items.map((r) => r.id)).toEqual([last.id, first.id]);
    expect(res.json().data).toMatchObject({ total: 2, page: 0, size: 10 });
  });
});

describe('GET /customer/{id}', () => {
  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await get('/api/customer/999999')).json()).toMatchObject({ code: 404, message: M.notFound });
    expect((await get('/api/customer/abc')).json()).toMatchObject({ code: 400, message: M.idInvalid });
    expect((await get('/api/customer/0')).statusCode).toBe(400);
  });
});

describe('PUT /customer/status/{id}', () => {
  it('refuses an unknown or missing status and an unknown request, writing nothing', async () => {
    const row = await insertRequest(t.app);
    for (const url of [`/api/customer/status/${row.id}?status=DONE`, `/api/customer/status/${row.id}`, `/api/customer/status/${row.id}?status=new`]) {
      const res = await put(url);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors.status).toMatch(/trạng thái/i);
    }
    expect((await put('/api/customer/status/999999?status=NEW')).statusCode).toBe(404);
    expect((await get(`/api/customer/${row.id}`)).json().data).toMatchObject({ status: 'NEW', history: [] });
  });

  it('records completedAt, cancelledAt, updatedAt and a history row with who did it', async () => {
    const row = await insertRequest(t.app, { createdAt: '2026-11-01T00:00:00.000Z' });
    const done = (await put(`/api/customer/status/${row.id}?status=COMPLETED`)).json();
    expect(done).toMatchObject({ code: 200, message: M.statusChanged, data: { id: row.id, status: 'COMPLETED', cancelledAt: null } });
    expect(Date.parse(done.data.completedAt)).toBeGreaterThan(Date.parse(row.createdAt));
    expect(done.data.updatedAt).toBe(done.data.completedAt);

    const cancelled = (await put(`/api/customer/status/${row.id}?status=CANCELED`, m.adminToken)).json().data;
    // Leaving COMPLETED clears its date; the history keeps it.
    expect(cancelled).toMatchObject({ status: 'CANCELED', completedAt: null });
    expect(cancelled.cancelledAt).toBe(cancelled.updatedAt);

    const back = (await put(`/api/customer/status/${row.id}?status=PROCESSING`)).json().data;
    expect(back).toMatchObject({ status: 'PROCESSING', completedAt: null, cancelledAt: null });

    const detail = (await get(`/api/customer/${row.id}`)).json().data as CustomerDetail;
    expect(detail).toMatchObject({ id: row.id, name: row.name, description: row.description, status: 'PROCESSING' });
    expect(detail.history.map((h) => [h.fromStatus, h.toStatus, h.user?.username])).toEqual([
      ['NEW', 'COMPLETED', m.user.username],
      ['COMPLETED', 'CANCELED', m.admin.username],
      ['CANCELED', 'PROCESSING', m.user.username],
    ]);
    expect(detail.history[0]!.user!.fullName).toMatch(/^Nhân viên/);
    expect(detail.history[0]!.changedAt).toBe(done.data.completedAt);
  });

  it('changes nothing when the status is the current one', async () => {
    const row = await insertRequest(t.app, { status: 'RECEIVED' });
    const res = (await put(`/api/customer/status/${row.id}?status=RECEIVED`)).json();
    expect(res.data).toMatchObject({ status: 'RECEIVED', updatedAt: row.updatedAt });
    expect((await get(`/api/customer/${row.id}`)).json().data.history).toEqual([]);
  });
});

describe('GET /customer/export.csv', () => {
  it('sends the filtered list as CSV with a BOM, Vietnamese headers, quoting and no formulas', async () => {
    const tricky = await insertRequest(t.app, {
      name: 'Nguyễn "Tí", Công ty A',
      phone: '+84901234567',
      email: '=HYPERLINK("http://x")@a.vn',
      description: 'Dòng 1\nDòng 2, có dấu phẩy',
      status: 'PROCESSING',
      createdAt: '2026-11-20T17:30:00.000Z',
    });
    await insertRequest(t.app, { name: '@SUM(A1)', status: 'NEW' });
    await insertRequest(t.app, { name: 'Khác', status: 'COMPLETED' });

    const res = await get('/api/customer/export.csv?status=PROCESSING');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="khach-hang-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(M.csvHeaders.join(','));
    expect(res.body).not.toContain('Khác');
    const row = res.body.replace(/^\uFEFF/, '').split('\r\n').slice(1).join('\r\n');
    expect(row).toBe(
      `${tricky.id},"Nguyễn ""Tí"", Công ty A",0901 234 567,"'=HYPERLINK(""http://x"")@a.vn",${tricky.serviceName},"Dòng 1\nDòng 2, có dấu phẩy",Đang xử lý,21/11/2026 00:30:00,21/11/2026 00:30:00,,\r\n`,
    );

    const neutralised = (await get('/api/customer/export.csv?status=NEW')).body;
    expect(neutralised).toContain("'@SUM(A1)");
    expect(neutralised).not.toMatch(/(^|,)@SUM/m);
  });

  it('writes phones as dialled from Vietnam (plain text in a spreadsheet), and still guards a stored text that is no number', async () => {
    await insertRequest(t.app, { name: 'Việt Nam', phone: '+84961931668', status: 'RECEIVED' });
    await insertRequest(t.app, { name: 'Hoa Kỳ', phone: '+12025550143', status: 'RECEIVED' });
    // A row an earlier version stored as typed, which the migration could not read as a number.
    await insertRequest(t.app, { name: 'Cũ', phone: '+=1+2', status: 'RECEIVED' });
    const lines = (await get('/api/customer/export.csv?status=RECEIVED&sort=name:asc')).body.split('\r\n');
    const phoneOf = (name: string) => lines.find((l) => l.split(',')[1] === name)!.split(',')[2];
    expect(phoneOf('Việt Nam')).toBe('0961 931 668');
    expect(phoneOf('Hoa Kỳ')).toBe('00 1 202 555 0143');
    expect(phoneOf('Cũ')).toBe("'+=1+2");
  });

  it('has only the header line when nothing matches', async () => {
    const res = await get('/api/customer/export.csv?q=khong-co-ai');
    expect(res.body).toBe(`\uFEFF${M.csvHeaders.join(',')}\r\n`);
  });
});

it('describes its routes in the OpenAPI document', async () => {
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
  for (const path of ['/api/customer', '/api/customer/{id}', '/api/customer/status/{id}', '/api/customer/export.csv', '/api/customer/assignees', '/api/customer/note/{id}', '/api/customer/assignee/{id}']) {
    expect(doc.paths[path]).toBeDefined();
  }
  expect(doc.paths['/api/customer/note/{id}'].post.requestBody).toBeDefined();
  expect(doc.paths['/api/customer'].get.parameters.map((p: { name: string }) => p.name)).toContain('mine');
  expect(doc.paths['/api/customer'].get.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(['page', 'size', 'q', 'status', 'service', 'from', 'to', 'sort']));
});
