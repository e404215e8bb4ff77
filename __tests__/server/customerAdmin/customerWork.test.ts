import { randomUUID } from 'node:crypto';
import { CUSTOMER_ADMIN_MSG as M } from '../../../src/shared/messages/customerAdmin';
import { CUSTOMER_NOTE_MAX, type CustomerDetail, type CustomerPage } from '../../../src/shared/types/customerAdmin';
import { bearer, buildTestApp, createStaff, tokenMatrix, type TestApp } from '../../helpers/testApp';
import { insertRequest } from './customerFixtures';

/** Requests staff work on together: internal notes, an assignee among active staff, "mine". */
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

const as = (token: string) => ({
  get: (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(token) }),
  note: (id: number, payload: unknown) => t.app.inject({ method: 'POST', url: `/api/customer/note/${id}`, payload: payload as object, headers: bearer(token) }),
  assign: (id: number, payload: unknown) => t.app.inject({ method: 'PUT', url: `/api/customer/assignee/${id}`, payload: payload as object, headers: bearer(token) }),
});
const detail = async (id: number) => (await as(m.userToken).get(`/api/customer/${id}`)).json().data as CustomerDetail;
const rowsWritten = async (id: number) => [
  (await t.app.db.selectFrom('customerRequestNotes').select('id').where('customerRequestId', '=', id).execute()).length,
  (await t.app.db.selectFrom('customerAssignmentHistory').select('id').where('customerRequestId', '=', id).execute()).length,
];

describe('internal notes', () => {
  it('records the note with its author and time, trimmed, and shows it in the detail', async () => {
    const row = await insertRequest(t.app);
    const res = await as(m.userToken).note(row.id, { body: '  Đã gọi điện, khách hẹn gửi hồ sơ thứ Hai.  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 200, message: M.noteAdded, data: { kind: 'note', body: 'Đã gọi điện, khách hẹn gửi hồ sơ thứ Hai.', user: { id: m.user.id, username: m.user.username } } });
    await as(m.adminToken).note(row.id, { body: 'Đã kiểm tra tra cứu nhãn hiệu.' });
    const d = await detail(row.id);
    expect(d.notes.map((n) => [n.body, n.user?.id])).toEqual([
      ['Đã gọi điện, khách hẹn gửi hồ sơ thứ Hai.', m.user.id],
      ['Đã kiểm tra tra cứu nhãn hiệu.', m.admin.id],
    ]);
    expect(Date.parse(d.notes[0]!.changedAt)).not.toBeNaN();
  });

  it.each([
    ['empty', { body: '   ' }, M.noteRequired],
    ['missing', {}, M.noteRequired],
    ['too long', { body: 'x'.repeat(CUSTOMER_NOTE_MAX + 1) }, M.noteTooLong(CUSTOMER_NOTE_MAX)],
    ['not text', { body: 42 }, 'Giá trị không đúng kiểu dữ liệu'],
  ])('refuses a note that is %s with the Vietnamese message, writing nothing', async (_what, payload, message) => {
    const row = await insertRequest(t.app);
    const res = await as(m.userToken).note(row.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, data: null, errors: { body: message } });
    expect(await rowsWritten(row.id)).toEqual([0, 0]);
  });

  it('accepts a note of exactly the longest length, and answers 404 for an unknown request', async () => {
    const row = await insertRequest(t.app);
    expect((await as(m.userToken).note(row.id, { body: 'x'.repeat(CUSTOMER_NOTE_MAX) })).statusCode).toBe(200);
    const missing = await as(m.userToken).note(999_999, { body: 'x' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(M.notFound);
  });
});

describe('assignee', () => {
  it('assigns to an active account, records who did it from whom to whom, and unassigns', async () => {
    const row = await insertRequest(t.app);
    const res = await as(m.adminToken).assign(row.id, { assigneeId: m.user.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: M.assigneeChanged, data: { id: row.id, assigneeId: m.user.id } });
    expect(res.json().data.updatedAt > row.updatedAt).toBe(true);
    await as(m.userToken).assign(row.id, { assigneeId: m.admin.id });
    // The same assignee again changes nothing.
    await as(m.userToken).assign(row.id, { assigneeId: m.admin.id });
    await as(m.userToken).assign(row.id, { assigneeId: null });
    const d = await detail(row.id);
    expect(d.assignee).toBeNull();
    expect(d.assigneeId).toBeNull();
    expect(d.assignments.map((a) => [a.fromAssignee?.id ?? null, a.toAssignee?.id ?? null, a.user?.id])).toEqual([
      [null, m.user.id, m.admin.id],
      [m.user.id, m.admin.id, m.user.id],
      [m.admin.id, null, m.user.id],
    ]);
    await as(m.userToken).assign(row.id, { assigneeId: m.user.id });
    expect((await detail(row.id)).assignee).toMatchObject({ id: m.user.id, username: m.user.username });
  });

  it.each([
    ['an inactive account', async () => (await createStaff(t.app, { active: 'INACTIVE' })).id],
    ['an unknown account', async () => 999_999],
  ])('refuses %s with 400 and the Vietnamese message, changing nothing', async (_what, id) => {
    const row = await insertRequest(t.app);
    const res = await as(m.userToken).assign(row.id, { assigneeId: await id() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, message: M.assigneeInvalid, errors: { assigneeId: M.assigneeInvalid } });
    expect(await rowsWritten(row.id)).toEqual([0, 0]);
    expect((await detail(row.id)).assigneeId).toBeNull();
  });

  it.each([[{ assigneeId: '12' }], [{ assigneeId: 1.5 }], [{ assigneeId: -1 }], [{}], [{ assigneeId: 1e300 }]])('refuses a malformed body %j', async (payload) => {
    const row = await insertRequest(t.app);
    const res = await as(m.userToken).assign(row.id, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('assigneeId');
    expect(await rowsWritten(row.id)).toEqual([0, 0]);
  });

  it('leaves the request unassigned, its notes and history kept, when the assignee\'s account is deleted', async () => {
    const row = await insertRequest(t.app);
    const leaving = await createStaff(t.app);
    await as(m.userToken).assign(row.id, { assigneeId: leaving.id });
    const token = t.app.tokens.signAccess({ id: leaving.id, username: leaving.username, role: 'USER' }, randomUUID());
    expect((await as(token).note(row.id, { body: 'Ghi chú trước khi nghỉ việc' })).statusCode).toBe(200);
    await t.app.db.deleteFrom('users').where('id', '=', leaving.id).execute();
    const d = await detail(row.id);
    expect([d.assigneeId, d.assignee]).toEqual([null, null]);
    expect(d.notes.map((n) => [n.body, n.user])).toEqual([['Ghi chú trước khi nghỉ việc', null]]);
    expect(d.assignments.map((a) => [a.toAssignee, a.user?.id])).toEqual([[null, m.user.id]]);
  });

  it('lists the active staff accounts only, for the assignee select', async () => {
    const inactive = await createStaff(t.app, { active: 'INACTIVE' });
    const res = await as(m.userToken).get('/api/customer/assignees');
    expect(res.statusCode).toBe(200);
    const ids = (res.json().data as Array<{ id: number; username: string; fullName: string }>).map((s) => s.id);
    expect(ids).toEqual(expect.arrayContaining([m.user.id, m.admin.id]));
    expect(ids).not.toContain(inactive.id);
    expect(Object.keys(res.json().data[0]).sort()).toEqual(['fullName', 'id', 'username']);
  });
});

describe('"mine" and the page sizes', () => {
  it('lists only the requests assigned to the caller, per caller, in the page and the CSV', async () => {
    const mine = await insertRequest(t.app, { name: 'Của nhân viên' });
    const theirs = await insertRequest(t.app, { name: 'Của quản trị' });
    await insertRequest(t.app, { name: 'Chưa giao' });
    await as(m.userToken).assign(mine.id, { assigneeId: m.user.id });
    await as(m.userToken).assign(theirs.id, { assigneeId: m.admin.id });
    const page = async (token: string, q = '') => ((await as(token).get(`/api/customer?page=0&size=10&mine=1${q}`)).json().data as CustomerPage).items.map((r) => r.id);
    // The same URL for two accounts: each gets its own (the page cache is per caller for "mine").
    expect(await page(m.userToken)).toEqual([mine.id]);
    expect(await page(m.adminToken)).toEqual([theirs.id]);
    expect(await page(m.userToken, '&status=COMPLETED')).toEqual([]);
    expect(((await as(m.userToken).get('/api/customer?page=0&size=10')).json().data as CustomerPage).total).toBe(3);
    const csv = (await as(m.userToken).get('/api/customer/export.csv?mine=1')).body;
    expect(csv).toContain('Của nhân viên');
    expect(csv).not.toContain('Của quản trị');
    const bad = await as(m.userToken).get('/api/customer?page=0&mine=yes');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ mine: M.mineInvalid });
  });

  it('pages by each size staff may choose', async () => {
    for (let i = 0; i < 26; i++) await insertRequest(t.app);
    for (const size of [5, 10, 25, 50, 100]) {
      const data = (await as(m.userToken).get(`/api/customer?page=1&size=${size}`)).json().data as CustomerPage;
      expect([data.size, data.items.length, data.total]).toEqual([size, Math.max(0, Math.min(size, 26 - size)), 26]);
    }
  });
});
