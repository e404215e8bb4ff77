import { clientKey, inProcessRateLimits } from '../../../src/server/lib/rateLimit';

describe('the in-process rate limit', () => {
  let now = 1_000_000;
  const clock = () => now;
  const rule = { name: 'test', limit: 3, windowMs: 60_000 };

  it('takes places up to the limit, then answers the seconds until the oldest event leaves the window', async () => {
    const limit = inProcessRateLimits(clock)(rule);
    expect([await limit.take('a'), await limit.take('a'), await limit.take('a')]).toEqual([0, 0, 0]);
    now += 10_000;
    expect(await limit.take('a')).toBe(50);
    expect(await limit.retryAfter('a')).toBe(50);
    // A refusal counts nothing: once the first events leave the window, their places come back.
    now += 50_000;
    expect([await limit.take('a'), await limit.take('a'), await limit.take('a'), await limit.take('a')]).toEqual([0, 0, 0, 60]);
    expect(await limit.take('b')).toBe(0);
  });

  it('keeps the window exact for a key with thousands of events (a raised limit), as they leave from the front', async () => {
    const limit = inProcessRateLimits(clock)({ name: 'big', limit: 5000, windowMs: 60_000 });
    // 5,000 events, one every 10 ms over 50 s: the limit is reached.
    for (let i = 0; i < 5000; i++) {
      expect(await limit.take('office')).toBe(0);
      now += 10;
    }
    expect(await limit.take('office')).toBe(10);
    // The first 1,000 (the first 10 s) leave the window: 1,000 places come back, and no more.
    now += 19_990;
    for (let i = 0; i < 1000; i++) expect(await limit.take('office')).toBe(0);
    expect(await limit.take('office')).toBeGreaterThan(0);
    // Once every event has left, the key starts afresh.
    now += 60_000;
    expect(await limit.retryAfter('office')).toBe(0);
  });

  it('holds places as it takes them, gives a held place back on release, and forgets a key on reset', async () => {
    const limit = inProcessRateLimits(clock)(rule);
    const held = [await limit.hold('x'), await limit.hold('x'), await limit.hold('x')];
    expect(held.map((h) => h.wait)).toEqual([0, 0, 0]);
    const refused = await limit.hold('x');
    expect(refused.wait).toBe(60);
    // A refused hold holds nothing: releasing it gives nothing back.
    await refused.release();
    expect(await limit.retryAfter('x')).toBe(60);
    // Released places come back, one each (twice is still one).
    await held[1]!.release();
    await held[1]!.release();
    expect(await limit.take('x')).toBe(0);
    expect(await limit.take('x')).toBe(60);
    await limit.reset('x');
    expect(await limit.retryAfter('x')).toBe(0);
    // A place released after its key was reset gives nothing to the key's new count.
    await held[0]!.release();
    for (let i = 0; i < 3; i++) expect(await limit.take('x')).toBe(0);
    expect(await limit.take('x')).toBe(60);
  });

  it('keeps a bounded number of keys: expired ones go first, then the oldest', async () => {
    const limit = inProcessRateLimits(clock, 10)(rule);
    for (let i = 0; i < 10; i++) for (let j = 0; j < 3; j++) await limit.take(`old-${i}`);
    now += 61_000;
    for (let i = 0; i < 10; i++) for (let j = 0; j < 3; j++) await limit.take(`new-${i}`);
    // The expired keys made room; every new key is still counted.
    for (let i = 0; i < 10; i++) expect(await limit.retryAfter(`new-${i}`)).toBeGreaterThan(0);
    // Full of live keys: a further key pushes out the first one seen.
    await limit.take('newest');
    expect(await limit.retryAfter('new-0')).toBe(0);
    expect(await limit.retryAfter('new-9')).toBeGreaterThan(0);
  });

  it('keeps separate counts per rule', async () => {
    const store = inProcessRateLimits(clock);
    const a = store({ ...rule, name: 'a', limit: 1 });
    const b = store({ ...rule, name: 'b', limit: 1 });
    expect(await a.take('k')).toBe(0);
    expect(await b.take('k')).toBe(0);
    expect(await a.take('k')).toBeGreaterThan(0);
  });
});

describe('clientKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1234:5678:9abc:def0:1:2', '2001:db8:1234:5678::/64'],
    ['2001:0db8:1234:5678::1', '2001:db8:1234:5678::/64'],
    ['2001:DB8:1234:5678::abcd', '2001:db8:1234:5678::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1:2:3:4', 'fe80:0:0:0::/64'],
  ])('%s counts as %s', (ip, key) => expect(clientKey(ip)).toBe(key));
});
