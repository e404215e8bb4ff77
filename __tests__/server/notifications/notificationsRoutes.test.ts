import { randomUUID } from 'node:crypto';
import { NOTIFICATIONS_MSG as M } from '../../../src/shared/messages/notifications';
import { API_MSG, MSG } from '../../../src/shared/messages';
import { NOTIFICATIONS_LIST_LIMIT } from '../../../src/shared/types/notifications';
import { bearer, buildTestApp, createStaff, freshAddress, tokenMatrix, type TestApp } from '../../helpers/testApp';

let t: TestApp;
let m: Awaited<ReturnType<typeof tokenMatrix>>;
let serviceId: number;

beforeAll(async () => {
  t = await buildTestApp();
  m = await tokenMatrix(t.app);
  serviceId = (await t.app.inject({ method: 'GET', url: '/api/service/list' })).json().data[0].id;
});
afterAll(() => t.close());

let seq = 0;
/** A real consultation request through the public route: it creates the notification. */
async function newRequest(name = 'Trần Thị Mai') {
  seq += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/customer',
    payload: { name, phone: '0912 345 678', email: `khach${seq}@congty.vn`, serviceId, description: `Yêu cầu số ${seq}` },
    // Many requests in this file, each from its own visitor: the per-address limit is tested elsewhere.
    remoteAddress: freshAddress(),
  });
  expect(res.statusCode).toBe(200);
  const row = await t.app.db.selectFrom('notifications').selectAll().where('customerRequestId', '=', res.json().data.id).executeTakeFirstOrThrow();
  return row.id;
}

const list = (token: string) => t.app.inject({ method: 'GET', url: '/api/notifications', headers: bearer(token) });
const readOne = (token: string, id: number | string) => t.app.inject({ method: 'PUT', url: `/api/notifications/${id}/read`, headers: bearer(token) });
const readAll = (token: string) => t.app.inject({ method: 'PUT', url: '/api/notifications/read', headers: bearer(token) });

describe('role matrix', () => {
  const routes = [
    { name: 'GET /notifications', method: 'GET' as const, url: () => '/api/notifications' },
    { name: 'PUT /notifications/read', method: 'PUT' as const, url: () => '/api/notifications/read' },
    { name: 'PUT /notifications/{id}/read', method: 'PUT' as const, url: (id: number) => `/api/notifications/${id}/read` },
  ];
  it.each(routes)('$name: none 401, USER 200, ADMIN 200, expired 401, tampered 401', async ({ method, url }) => {
    const id = await newRequest();
    const call = (headers: Record<string, string> = {}) => t.app.inject({ method, url: url(id), headers });
    const none = await call();
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ code: 401, message: API_MSG.unauthorized });
    expect((await call(bearer(m.userToken))).statusCode).toBe(200);
    expect((await call(bearer(m.adminToken))).statusCode).toBe(200);
    const expired = await call(bearer(m.expiredToken));
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe(MSG.common.invalidToken);
    expect((await call(bearer(m.tamperedToken))).statusCode).toBe(401);
  });

  it('refuses an INACTIVE account', async () => {
    const off = await createStaff(t.app, { active: 'INACTIVE' });
    const token = t.app.tokens.signAccess({ id: off.id, username: off.username, role: 'USER' }, randomUUID());
    expect((await list(token)).statusCode).toBe(401);
  });
});

describe('GET /api/notifications', () => {
  it('lists newest first with every field and read=false for a fresh one', async () => {
    const older = await newRequest('Nguyễn Văn Bình');
    const newer = await newRequest('Lê Thị Cúc');
    const res = await list(m.userToken);
    expect(res.json()).toMatchObject({ code: 200 });
    const data = res.json().data as { id: number }[];
    expect(data.findIndex((n) => n.id === newer)).toBeLessThan(data.findIndex((n) => n.id === older));
    expect(data.find((n) => n.id === newer)).toEqual({
      id: newer,
      customerRequestId: expect.any(Number),
      customerServiceName: 'Lê Thị Cúc',
      serviceName: 'Đăng ký bảo hộ nhãn hiệu',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      read: false,
    });
  });

  it(`answers at most ${NOTIFICATIONS_LIST_LIMIT}, the newest`, async () => {
    const requestId = (await t.app.db.selectFrom('customerRequests').select('id').executeTakeFirstOrThrow()).id;
    const base = Date.parse('2030-01-01T00:00:00Z');
    await t.app.db
      .insertInto('notifications')
      .values(Array.from({ length: NOTIFICATIONS_LIST_LIMIT + 5 }, (_, i) => ({
        customerRequestId: requestId,
        customerServiceName: `Khách ${i}`,
        serviceName: 'Dịch vụ',
        createdAt: new Date(base + i * 1000).toISOString(),
      })))
      .execute();
    const data = (await list(m.adminToken)).json().data as { customerServiceName: string }[];
    expect(data).toHaveLength(NOTIFICATIONS_LIST_LIMIT);
    expect(data[0]!.customerServiceName).toBe(`Khách ${NOTIFICATIONS_LIST_LIMIT + 4}`);
    await t.app.db.deleteFrom('notifications').where('customerServiceName', 'like', 'Khách %').execute();
  });
});

describe('read state', () => {
  it('is per staff member: A reading one does not mark it for B', async () => {
    const a = await createStaff(t.app);
    const b = await createStaff(t.app, { role: 'ADMIN' });
    const tokenA = t.app.tokens.signAccess({ id: a.id, username: a.username, role: 'USER' }, randomUUID());
    const tokenB = t.app.tokens.signAccess({ id: b.id, username: b.username, role: 'ADMIN' }, randomUUID());
    const id = await newRequest();

    const res = await readOne(tokenA, id);
    expect(res.json()).toMatchObject({ code: 200, message: M.markedRead, data: { id, read: true } });
    const seen = async (token: string) => ((await list(token)).json().data as { id: number; read: boolean }[]).find((n) => n.id === id)!.read;
    expect(await seen(tokenA)).toBe(true);
    expect(await seen(tokenB)).toBe(false);
  });

  it('is idempotent and keeps the first read time', async () => {
    const id = await newRequest();
    expect((await readOne(m.userToken, id)).statusCode).toBe(200);
    const first = await t.app.db.selectFrom('notificationReads').select('readAt').where('notificationId', '=', id).executeTakeFirstOrThrow();
    const again = await readOne(m.userToken, id);
    expect(again.json()).toMatchObject({ code: 200, data: { id, read: true } });
    const rows = await t.app.db.selectFrom('notificationReads').select('readAt').where('notificationId', '=', id).execute();
    expect(rows).toEqual([first]);
  });

  it('answers 404 for an unknown id and 400 for a malformed one, writing nothing', async () => {
    const before = (await t.app.db.selectFrom('notificationReads').selectAll().execute()).length;
    const unknown = await readOne(m.userToken, 987654);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 404, message: M.notFound });
    for (const bad of ['abc', '0', '-3', '1.5', '99999999999999999999']) {
      const res = await readOne(m.userToken, bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(M.invalidId);
    }
    expect((await t.app.db.selectFrom('notificationReads').selectAll().execute()).length).toBe(before);
  });

  it('marks all for the caller only and reports how many were newly marked', async () => {
    const a = await createStaff(t.app);
    const b = await createStaff(t.app);
    const tokenA = t.app.tokens.signAccess({ id: a.id, username: a.username, role: 'USER' }, randomUUID());
    const tokenB = t.app.tokens.signAccess({ id: b.id, username: b.username, role: 'USER' }, randomUUID());
    await newRequest();
    const one = ((await list(tokenA)).json().data as { id: number }[])[0]!.id;
    await readOne(tokenA, one);
    const total = ((await list(tokenA)).json().data as unknown[]).length;

    const res = await readAll(tokenA);
    expect(res.json()).toMatchObject({ code: 200, message: M.markedAllRead, data: total - 1 });
    expect(((await list(tokenA)).json().data as { read: boolean }[]).every((n) => n.read)).toBe(true);
    expect(((await list(tokenB)).json().data as { read: boolean }[]).some((n) => n.read)).toBe(false);
    expect((await readAll(tokenA)).json().data).toBe(0);
  });
});
