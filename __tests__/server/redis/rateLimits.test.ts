import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { redisRateLimits } from '../../../src/server/lib/rateLimit';
import { createStaff, freshAddress } from '../../helpers/testApp';
import { TEST_REDIS_URL, twoInstances, type TwoInstances } from '../../helpers/twoInstances';

/**
 * Limits counted in Redis (REDIS_URL): the same sliding window as in process, atomic across
 * connections, and shared by every instance: the consultation requests, failed sign-ins and
 * newsletter subscriptions of one client count together whichever instance they reach.
 */

describe('the Redis rate limit store', () => {
  const prefix = `ipsite-t-${process.pid}-${randomBytes(4).toString('hex')}:`;
  const first = new Redis(TEST_REDIS_URL);
  const second = new Redis(TEST_REDIS_URL);
  const rule = { name: 'test', limit: 3, windowMs: 60_000 };

  afterAll(async () => {
    const keys = await first.keys(`${prefix}*`);
    if (keys.length) await first.del(...keys);
    await Promise.all([first.quit(), second.quit()]);
  });

  it('takes places up to the limit, then answers the seconds until the oldest event leaves the window', async () => {
    const limit = redisRateLimits(first, prefix)(rule);
    expect([await limit.take('a'), await limit.take('a'), await limit.take('a')]).toEqual([0, 0, 0]);
    const wait = await limit.take('a');
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60);
    expect(await limit.retryAfter('a')).toBe(wait);
    expect(await limit.take('b')).toBe(0);
    // The key expires with its window: nothing stays in Redis for longer.
    const ttl = await first.pttl(`${prefix}rl:test:a`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('holds places as it takes them, gives a held place back on release, and forgets a key on reset', async () => {
    const limit = redisRateLimits(first, prefix)(rule);
    const held = [];
    for (let i = 0; i < 5; i++) held.push(await limit.hold('x'));
    expect(held.map((h) => h.wait === 0)).toEqual([true, true, true, false, false]);
    expect(await first.zcard(`${prefix}rl:test:x`)).toBe(3);
    // A refused hold holds nothing; a released place comes back once, whichever connection asks.
    await held[4]!.release();
    await held[1]!.release();
    await held[1]!.release();
    expect(await first.zcard(`${prefix}rl:test:x`)).toBe(2);
    const other = redisRateLimits(second, prefix)(rule);
    expect(await other.take('x')).toBe(0);
    expect(await other.take('x')).toBeGreaterThan(0);
    await limit.reset('x');
    expect(await limit.retryAfter('x')).toBe(0);
  });

  it('two stores on two connections count together, and never hand out more places than the limit at once', async () => {
    const a = redisRateLimits(first, prefix)(rule);
    const b = redisRateLimits(second, prefix)(rule);
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).take('race')));
    expect(answers.filter((w) => w === 0)).toHaveLength(3);
    expect(await first.zcard(`${prefix}rl:test:race`)).toBe(3);
  });
});

describe('limits across two instances', () => {
  let two: TwoInstances;
  let serviceId: number;

  beforeAll(async () => {
    two = await twoInstances({ CONSULTATION_REQUESTS_PER_HOUR: '3', LOGIN_MAX_ATTEMPTS: '3' });
    serviceId = (await two.a.app.inject({ method: 'GET', url: '/api/service/list' })).json().data[0].id;
  });

  afterAll(async () => {
    await two.close();
  });

  it('consultation requests of one address count together on A and B', async () => {
    const address = freshAddress();
    const send = (t: TwoInstances['a'], n: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/customer',
        remoteAddress: address,
        payload: { name: 'Trần Văn Bình', phone: '0912 345 678', email: `binh${n}@congty.vn`, serviceId, description: 'Tư vấn nhãn hiệu' },
      });
    expect([(await send(two.a, 1)).statusCode, (await send(two.b, 2)).statusCode, (await send(two.a, 3)).statusCode]).toEqual([200, 200, 200]);
    const refused = await send(two.b, 4);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/Vui lòng|thử lại/);
    // Another address is not affected.
    expect((await two.b.app.inject({ method: 'POST', url: '/api/customer', remoteAddress: freshAddress(), payload: { name: 'Lê Thị Cúc', phone: '0912 345 679', email: 'cuc@congty.vn', serviceId, description: 'Bản quyền' } })).statusCode).toBe(200);
  });

  it('failed sign-ins count across instances: the right password is refused on B after failures on A and B', async () => {
    const staff = await createStaff(two.a.app);
    const address = freshAddress();
    const attempt = (t: TwoInstances['a'], password: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/login', remoteAddress: address, payload: { username: staff.username, password } });
    expect((await attempt(two.a, 'sai-mat-khau-1')).statusCode).toBe(401);
    expect((await attempt(two.b, 'sai-mat-khau-2')).statusCode).toBe(401);
    expect((await attempt(two.a, 'sai-mat-khau-3')).statusCode).toBe(401);
    const blocked = await attempt(two.b, staff.password);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});
