import { buildTestApp, freshAddress, type TestApp } from '../../helpers/testApp';
import { NEWSLETTER_MSG } from '../../../src/shared/messages/publicForms';

const M = NEWSLETTER_MSG;
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

// Each request from its own address: the per-address limit has its own tests (publicWriteLimits.test.ts).
const subscribe = (query: string) => t.app.inject({ method: 'POST', url: `/api/news/subscribe${query}`, remoteAddress: freshAddress() });
const rows = () => t.app.db.selectFrom('subscribers').selectAll().execute();

describe('POST /api/news/subscribe', () => {
  it('stores a new address lower-cased and answers true', async () => {
    const res = await subscribe('?email=%20Lan.Nguyen@CongTy.VN%20');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 200, data: true, message: M.subscribed });
    const stored = await rows();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ email: 'lan.nguyen@congty.vn', unsubscribedAt: null });
    expect(stored[0]!.unsubscribeToken).toMatch(/^[\w-]{30,}$/);
  });

  it('is idempotent: the same address in any case answers false and stores nothing new', async () => {
    const again = await subscribe('?email=lan.nguyen@congty.vn');
    const upper = await subscribe('?email=LAN.NGUYEN@CONGTY.VN');
    expect(again.json()).toMatchObject({ code: 200, data: false, message: M.alreadySubscribed });
    expect(upper.json().data).toBe(false);
    expect(await rows()).toHaveLength(1);
  });

  it('stores one row when the same new address arrives twice at once', async () => {
    const [a, b] = await Promise.all([subscribe('?email=hoa@congty.vn'), subscribe('?email=hoa@congty.vn')]);
    expect([a.json().data, b.json().data].sort()).toEqual([false, true]);
    expect((await rows()).filter((r) => r.email === 'hoa@congty.vn')).toHaveLength(1);
  });

  it('re-activates an address that had unsubscribed (answers true)', async () => {
    await t.app.db.updateTable('subscribers').set({ unsubscribedAt: new Date().toISOString() }).where('email', '=', 'hoa@congty.vn').execute();
    const res = await subscribe('?email=hoa@congty.vn');
    expect(res.json().data).toBe(true);
    expect((await rows()).find((r) => r.email === 'hoa@congty.vn')!.unsubscribedAt).toBeNull();
  });

  it.each([
    ['', M.emailRequired],
    ['?email=', M.emailRequired],
    ['?email=not-an-email', M.emailInvalid],
    ['?email=a%20b@c.vn', M.emailInvalid],
    [`?email=${'a'.repeat(250)}@c.vn`, M.emailInvalid],
    ['?email=a@b.vn&email=c@d.vn', 'Giá trị không đúng kiểu dữ liệu'],
  ])('refuses %s with 400 and a Vietnamese message, storing nothing', async (query, message) => {
    const before = (await rows()).length;
    const res = await subscribe(query);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, message, data: null });
    expect(await rows()).toHaveLength(before);
  });

  it('answers 404 on GET (no such route)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/news/subscribe/x' });
    expect(res.statusCode).toBe(404);
  });
});
