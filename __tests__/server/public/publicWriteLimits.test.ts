import { NOTIFICATIONS_CHANNEL } from '../../../src/server/plugins/notificationsSocket';
import { isStaffNotification } from '../../../src/shared/types/notifications';
import { customerRequestEvents } from '../../../src/server/customerRequests/customerRequestEvents';
import { CONSULTATION_FORM_MSG, NEWSLETTER_MSG } from '../../../src/shared/messages/publicForms';
import { buildTestApp, freshAddress, type TestApp } from '../../helpers/testApp';

/**
 * What one client address may send to the public write routes in an hour (5 consultation
 * requests, 5 newsletter subscriptions), and the consultation form's honeypot.
 */

let t: TestApp;
let serviceId: number;
beforeAll(async () => {
  t = await buildTestApp();
  serviceId = (await t.app.inject({ method: 'GET', url: '/api/service/list' })).json().data[0].id;
});
afterAll(() => t.close());

const count = async (table: 'customerRequests' | 'notifications' | 'subscribers') =>
  Number((await t.app.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

let seq = 0;
const request = (extra: Record<string, unknown> = {}) => {
  seq += 1;
  return { name: 'Phạm Văn Bình', phone: '0912 345 678', email: `binh${seq}@congty.vn`, serviceId, description: `Yêu cầu số ${seq}`, ...extra };
};
const consult = (remoteAddress: string, body: object = request()) => t.app.inject({ method: 'POST', url: '/api/customer', payload: body, remoteAddress });
const subscribe = (remoteAddress: string, email: string) =>
  t.app.inject({ method: 'POST', url: `/api/news/subscribe?email=${encodeURIComponent(email)}`, remoteAddress });

/** Counts what reaches the staff bells: the in-process event and the pubsub channel every instance delivers from. */
function bells() {
  let rung = 0;
  const onCreated = () => (rung += 1);
  customerRequestEvents(t.app.db).on('created', onCreated);
  // The channel also carries request changes, which ring no bell.
  const unsubscribe = t.app.pubsub.subscribe(NOTIFICATIONS_CHANNEL, (msg) => (rung += isStaffNotification(msg) ? 1 : 0));
  return {
    rung: () => rung,
    stop() {
      customerRequestEvents(t.app.db).off('created', onCreated);
      unsubscribe();
    },
  };
}

describe('POST /api/customer from one address', () => {
  it('stores 5 of 60 requests sent in a burst; the others get 429 with Retry-After and the form’s Vietnamese message, and ring no bell', async () => {
    const address = freshAddress();
    const before = [await count('customerRequests'), await count('notifications')];
    const bell = bells();
    try {
      const answers = [];
      for (let i = 0; i < 60; i++) answers.push(await consult(address));
      expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
      const refused = answers.slice(5);
      expect(refused.every((a) => a.statusCode === 429)).toBe(true);
      const wait = Number(refused[0]!.headers['retry-after']);
      expect(wait).toBeGreaterThan(3500);
      expect(wait).toBeLessThanOrEqual(3600);
      expect(refused[0]!.json()).toEqual({ code: 429, message: CONSULTATION_FORM_MSG.tooManyRequests(Math.ceil(wait / 60)), data: null });
      expect(refused[0]!.json().message).toMatch(/^Bạn đã gửi quá nhiều yêu cầu tư vấn.*Vui lòng thử lại sau 60 phút/);
      expect([await count('customerRequests'), await count('notifications')]).toEqual([before[0]! + 5, before[1]! + 5]);
      expect(bell.rung()).toBe(5 * 2);
    } finally {
      bell.stop();
    }
  });

  it('counts each address on its own: a neighbour is not blocked', async () => {
    const busy = freshAddress();
    for (let i = 0; i < 6; i++) await consult(busy);
    expect((await consult(busy)).statusCode).toBe(429);
    expect((await consult(freshAddress())).statusCode).toBe(200);
  });

  it('counts an IPv6 client by its /64 network (one subscriber line), and IPv4 written as IPv6 as IPv4', async () => {
    const answers = [];
    for (let i = 1; i <= 6; i++) answers.push((await consult(`2001:db8:1234:5678::${i.toString(16)}`)).statusCode);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await consult('2001:db8:1234:5679::1')).statusCode).toBe(200);
    const v4 = freshAddress();
    for (let i = 0; i < 5; i++) expect((await consult(v4)).statusCode).toBe(200);
    expect((await consult(`::ffff:${v4}`)).statusCode).toBe(429);
  });

  it('refuses concurrent requests beyond the limit too (no two take the last place)', async () => {
    const address = freshAddress();
    const answers = await Promise.all(Array.from({ length: 12 }, () => consult(address)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(7);
  });
});

describe('the honeypot', () => {
  it('a request with it filled is answered as accepted, and nothing is stored and no bell rings', async () => {
    const before = [await count('customerRequests'), await count('notifications')];
    const bell = bells();
    try {
      const res = await consult(freshAddress(), request({ website: 'http://spam.example' }));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: 200, message: CONSULTATION_FORM_MSG.serverThanks, data: { name: 'Phạm Văn Bình', status: 'NEW' } });
      expect([await count('customerRequests'), await count('notifications')]).toEqual(before);
      expect(bell.rung()).toBe(0);
    } finally {
      bell.stop();
    }
  });

  it('an empty one (what the form sends, or nothing at all) is a request like any other', async () => {
    const before = await count('customerRequests');
    expect((await consult(freshAddress(), request({ website: '' }))).statusCode).toBe(200);
    expect((await consult(freshAddress(), request({ website: '   ' }))).statusCode).toBe(200);
    expect(await count('customerRequests')).toBe(before + 2);
  });
});

describe('POST /api/news/subscribe from one address', () => {
  it('accepts 5 of 40 subscriptions of arbitrary addresses; the others get 429 with Retry-After and the form’s message, storing nothing', async () => {
    const address = freshAddress();
    const before = await count('subscribers');
    const answers = [];
    for (let i = 0; i < 40; i++) answers.push(await subscribe(address, `nguoi-la-${i}@example.vn`));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    const refused = answers.slice(5);
    expect(refused.every((a) => a.statusCode === 429)).toBe(true);
    const wait = Number(refused[0]!.headers['retry-after']);
    expect(wait).toBeGreaterThan(3500);
    expect(refused[0]!.json()).toEqual({ code: 429, message: NEWSLETTER_MSG.tooManyRequests(Math.ceil(wait / 60)), data: null });
    expect(await count('subscribers')).toBe(before + 5);
    // Another address subscribes as usual.
    expect((await subscribe(freshAddress(), 'lan@congty.vn')).statusCode).toBe(200);
  });
});
