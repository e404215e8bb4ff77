import type { InjectOptions } from 'fastify';
import { API_MSG, MSG } from '../../../src/shared/messages';
import { bearer, buildTestApp, tokenMatrix, type TestApp } from '../../helpers/testApp';
import { insertRequest } from './customerFixtures';

let t: TestApp;
let m: Awaited<ReturnType<typeof tokenMatrix>>;
beforeAll(async () => {
  t = await buildTestApp();
  m = await tokenMatrix(t.app);
});
afterAll(() => t.close());

/** Every staff route of the customer list with a request a staff member may make. */
const routes: Array<[string, () => Promise<InjectOptions>]> = [
  ['GET /customer', async () => ({ method: 'GET', url: '/api/customer' })],
  ['GET /customer?page=', async () => ({ method: 'GET', url: '/api/customer?page=0&size=5&status=NEW' })],
  ['GET /customer/{id}', async () => ({ method: 'GET', url: `/api/customer/${(await insertRequest(t.app)).id}` })],
  ['PUT /customer/status/{id}', async () => ({ method: 'PUT', url: `/api/customer/status/${(await insertRequest(t.app)).id}?status=RECEIVED` })],
  ['GET /customer/export.csv', async () => ({ method: 'GET', url: '/api/customer/export.csv?status=NEW' })],
  ['GET /customer?mine=1', async () => ({ method: 'GET', url: '/api/customer?page=0&size=10&mine=1' })],
  ['GET /customer/assignees', async () => ({ method: 'GET', url: '/api/customer/assignees' })],
  ['POST /customer/note/{id}', async () => ({ method: 'POST', url: `/api/customer/note/${(await insertRequest(t.app)).id}`, payload: { body: 'Đã gọi, hẹn gặp thứ Hai' } })],
  ['PUT /customer/assignee/{id}', async () => ({ method: 'PUT', url: `/api/customer/assignee/${(await insertRequest(t.app)).id}`, payload: { assigneeId: m.user.id } })],
];

describe.each(routes)('%s (staff)', (_name, request) => {
  const send = async (headers: Record<string, string>) => t.app.inject({ ...(await request()), headers });

  it('answers 401 without a token', async () => {
    const res = await send({});
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 401, message: API_MSG.unauthorized, data: null });
  });

  it('answers 200 to a USER', async () => {
    const res = await send(bearer(m.userToken));
    expect(res.statusCode).toBe(200);
  });

  it('answers 200 to an ADMIN', async () => {
    const res = await send(bearer(m.adminToken));
    expect(res.statusCode).toBe(200);
  });

  it('answers 401 to an expired token', async () => {
    const res = await send(bearer(m.expiredToken));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 401, message: MSG.common.invalidToken });
  });

  it('answers 401 to a tampered token', async () => {
    const res = await send(bearer(m.tamperedToken));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 401, message: MSG.common.invalidToken });
  });
});

it('writes nothing when the caller is not signed in', async () => {
  const row = await insertRequest(t.app);
  await t.app.inject({ method: 'PUT', url: `/api/customer/status/${row.id}?status=COMPLETED` });
  const after = await t.app.db.selectFrom('customerRequests').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
  expect(after.status).toBe('NEW');
  expect(await t.app.db.selectFrom('customerStatusHistory').selectAll().where('customerRequestId', '=', row.id).execute()).toHaveLength(0);
  for (const headers of [{}, bearer(m.expiredToken), bearer(m.tamperedToken)]) {
    await t.app.inject({ method: 'POST', url: `/api/customer/note/${row.id}`, payload: { body: 'x' }, headers });
    await t.app.inject({ method: 'PUT', url: `/api/customer/assignee/${row.id}`, payload: { assigneeId: m.user.id }, headers });
  }
  expect(await t.app.db.selectFrom('customerRequestNotes').selectAll().where('customerRequestId', '=', row.id).execute()).toHaveLength(0);
  expect(await t.app.db.selectFrom('customerAssignmentHistory').selectAll().where('customerRequestId', '=', row.id).execute()).toHaveLength(0);
  expect((await t.app.db.selectFrom('customerRequests').select('assigneeId').where('id', '=', row.id).executeTakeFirstOrThrow()).assigneeId).toBeNull();
});
