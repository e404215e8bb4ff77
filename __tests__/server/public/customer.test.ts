import { buildTestApp, freshAddress, type TestApp } from '../../helpers/testApp';
import pg from 'pg';
import { itPostgresOnly, itSqliteOnly } from '../../helpers/testDatabase';
import { CONSULTATION_FORM_MSG } from '../../../src/shared/messages/publicForms';
import { customerRequestEvents, type CustomerRequestCreated } from '../../../src/server/customerRequests/customerRequestEvents';
import { SAME_REQUEST } from '../../../src/server/customerRequests/customerRequestsRepository';

const M = CONSULTATION_FORM_MSG;
let t: TestApp;
let serviceId: number;
beforeAll(async () => {
  t = await buildTestApp();
  serviceId = (await t.app.inject({ method: 'GET', url: '/api/service/list' })).json().data[0].id;
});
afterAll(() => t.close());

// Each request from its own address: the per-address limit has its own tests (publicWriteLimits.test.ts).
const post = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/customer', payload: payload as object, headers, remoteAddress: freshAddress() });
const count = async (table: 'customerRequests' | 'notifications') =>
  Number((await t.app.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

let seq = 0;
const valid = () => {
  seq += 1;
  return { name: '  Trần Thị Mai  ', phone: '+84 912 345 678', email: `mai${seq}@congty.vn`, serviceId, description: 'Tôi muốn đăng ký nhãn hiệu cho quán cà phê.' };
};

describe('POST /api/customer', () => {
  it('stores a NEW request with the service name and a staff notification, and thanks the visitor in Vietnamese', async () => {
    const events: CustomerRequestCreated[] = [];
    customerRequestEvents(t.app.db).on('created', (e) => events.push(e));
    const body = valid();
    const res = await post(body);
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(json.message).toBe(M.serverThanks);
    expect(json.data).toMatchObject({ name: 'Trần Thị Mai', phone: '+84912345678', email: body.email, serviceId, serviceName: 'Đăng ký bảo hộ nhãn hiệu', status: 'NEW', completedAt: null, cancelledAt: null });

    const notification = await t.app.db.selectFrom('notifications').selectAll().where('customerRequestId', '=', json.data.id).executeTakeFirstOrThrow();
    expect(notification).toMatchObject({ customerServiceName: 'Trần Thị Mai', serviceName: 'Đăng ký bảo hộ nhãn hiệu' });
    expect(events).toHaveLength(1);
    expect(events[0]!.notification).toMatchObject({ id: notification.id, customerServiceName: 'Trần Thị Mai', read: false });
    // What the visitor and the staff event are told is what was stored, column for column.
    const { searchText: _searchText, source, assigneeId, ...stored } = await t.app.db.selectFrom('customerRequests').selectAll().where('id', '=', json.data.id).executeTakeFirstOrThrow();
    expect([source, assigneeId]).toEqual(['form', null]);
    expect(json.data).toEqual(stored);
    expect(events[0]!.request).toEqual({ ...stored, assigneeId: null });
    expect(events[0]!.notification).toEqual({ ...notification, read: false });
  });

  it('accepts a request without a description (stored as null)', async () => {
    const { description: _d, ...body } = valid();
    const res = await post(body);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.description).toBeNull();
  });

  it('returns the first request for a double submit within 10 s instead of creating a second', async () => {
    const body = valid();
    const before = await count('customerRequests');
    const [a, b] = await Promise.all([post(body), post(body)]);
    const c = await post(body);
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([200, 200, 200]);
    expect(new Set([a.json().data.id, b.json().data.id, c.json().data.id]).size).toBe(1);
    expect(await count('customerRequests')).toBe(before + 1);
    // A different description is a different request.
    const d = await post({ ...body, description: 'Một yêu cầu khác' });
    expect(d.json().data.id).not.toBe(a.json().data.id);
  });

  it('creates a new request for the same content once the 10 s window has passed', async () => {
    const body = valid();
    const first = (await post(body)).json().data;
    const old = new Date(Date.now() - 11_000).toISOString();
    await t.app.db.updateTable('customerRequests').set({ createdAt: old }).where('id', '=', first.id).execute();
    const second = (await post(body)).json().data;
    expect(second.id).not.toBe(first.id);
  });

  itSqliteOnly('looks for the double submit by e-mail, not through every recent request of the service', "SQLite's query plan of its prepared statement", async () => {
    // Many requests for one service inside the window (a burst): the check must not walk them.
    const plan = t.app.sqlite!.prepare(`explain query plan ${SAME_REQUEST}`).all('a@b.vn', '0912345678', serviceId, new Date().toISOString(), null) as Array<{ detail: string }>;
    expect(plan.map((p) => p.detail).join(' | ')).toMatch(/USING INDEX customer_requests_email_idx \(email=\?\)/);
  });

  itPostgresOnly('stores a request in four round trips on its connection: begin, the lock, one write, commit', 'SQLite runs prepared statements in the process', async () => {
    // Each round trip costs the instance more CPU than PostgreSQL spends on it: the count is the cost.
    const query = jest.spyOn(pg.Client.prototype, 'query');
    try {
      expect((await post(valid())).statusCode).toBe(200);
      const calls = query.mock.calls.map((args, i) => ({ client: query.mock.contexts[i], text: String(typeof args[0] === 'string' ? args[0] : (args[0] as { text?: string }).text).trim().toLowerCase() }));
      const insert = calls.find((c) => c.text.includes('insert into customer_requests'))!;
      const onItsConnection = calls.filter((c) => c.client === insert.client).map((c) => c.text);
      const at = onItsConnection.indexOf(insert.text);
      const begin = onItsConnection.lastIndexOf('begin', at);
      const commit = onItsConnection.indexOf('commit', at);
      expect(begin).toBeGreaterThanOrEqual(0);
      expect(onItsConnection.slice(begin, commit + 1)).toHaveLength(4);
    } finally {
      query.mockRestore();
    }
  });

  it.each([
    ['name', { name: '' }, M.nameRequired],
    ['name', { name: '   ' }, M.nameRequired],
    ['name', { name: 'x'.repeat(101) }, M.nameMax],
    ['name', { name: 12 }, 'Giá trị không đúng kiểu dữ liệu'],
    ['phone', { phone: '' }, M.phoneRequired],
    ['phone', { phone: '+84 12345' }, M.phoneInvalid],
    ['phone', { phone: 'call me maybe' }, M.phoneInvalid],
    // The right characters and length, but no number anywhere (too long for Vietnam, no such prefix).
    ['phone', { phone: '0123 456 789 012' }, M.phoneInvalid],
    ['phone', { phone: '+84 0000 000 000' }, M.phoneInvalid],
    ['email', { email: '' }, M.emailRequired],
    ['email', { email: 'mai@congty' }, M.emailInvalid],
    ['email', { email: 'mai @congty.vn' }, M.emailInvalid],
    ['serviceId', { serviceId: undefined }, M.serviceRequired],
    ['serviceId', { serviceId: 'abc' }, M.serviceRequired],
    ['serviceId', { serviceId: -1 }, M.serviceRequired],
    // Larger than any id: PostgreSQL's bigint would refuse it with an error (a 500) rather than "not found".
    ['serviceId', { serviceId: 1e251 }, M.serviceRequired],
    ['serviceId', { serviceId: 99999 }, M.serviceUnknown],
    ['description', { description: 'x'.repeat(2001) }, M.descriptionMax],
  ])('refuses a bad %s (%j) with 400, the form’s message, and stores nothing', async (field, patch, message) => {
    const before = [await count('customerRequests'), await count('notifications')];
    const res = await post({ ...valid(), ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, data: null, errors: { [field]: message } });
    expect([await count('customerRequests'), await count('notifications')]).toEqual(before);
  });

  it.each([
    ['the Vietnamese way', '0912345680', '+84912345680'],
    ['with the trunk 0 after +84', '+84 0912 345 680', '+84912345680'],
    ['with spaces after +84', '+84 912 345 680', '+84912345680'],
    ['with dots and brackets', '(091) 234.5680', '+84912345680'],
    ['a Hanoi landline', '024 3822 1234', '+842438221234'],
    ['a number of another country', '+1 202-555-0143', '+12025550143'],
  ])('stores a phone typed %s (%s) as E.164 %s', async (_how, phone, e164) => {
    const res = await post({ ...valid(), phone });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.phone).toBe(e164);
    const row = await t.app.db.selectFrom('customerRequests').select('phone').where('id', '=', res.json().data.id).executeTakeFirstOrThrow();
    expect(row.phone).toBe(e164);
  });

  it.each([
    ['a JSON array', JSON.stringify([valid()]), 400],
    ['malformed JSON', '{"name": ', 400],
    ['an empty body', '', 400],
    ['JSON null', 'null', 400],
    ['a bare number', '42', 400],
    ['a body over 1 MiB', JSON.stringify({ ...valid(), description: 'x'.repeat(1024 * 1024 + 10) }), 413],
  ])('refuses %s with %i and stores nothing', async (_label, payload, status) => {
    const before = await count('customerRequests');
    const res = await t.app.inject({ method: 'POST', url: '/api/customer', payload, headers: { 'content-type': 'application/json' }, remoteAddress: freshAddress() });
    expect(res.statusCode).toBe(status);
    expect(res.json().code).toBe(status);
    expect(res.json().message).toMatch(/[À-ỹ]/);
    expect(await count('customerRequests')).toBe(before);
  });

  it('refuses a non-JSON content type without a 500', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/customer', payload: 'name=a', headers: { 'content-type': 'application/x-www-form-urlencoded' }, remoteAddress: freshAddress() });
    expect(res.statusCode).toBe(415);
  });
});
