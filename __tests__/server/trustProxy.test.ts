import { buildTestApp, type TestApp } from '../helpers/testApp';

/**
 * TRUST_PROXY decides whose address the per-client limits count: behind a balancer on another
 * host, the client's (from X-Forwarded-For, when the balancer is trusted), otherwise the peer's.
 */

const BALANCER = '10.0.0.5';

async function consultations(t: TestApp, forwardedFor: string[]): Promise<number[]> {
  const serviceId = (await t.app.inject({ method: 'GET', url: '/api/service/list' })).json().data[0].id as number;
  const codes: number[] = [];
  for (const [i, client] of forwardedFor.entries()) {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer',
      remoteAddress: BALANCER,
      headers: { 'x-forwarded-for': client },
      payload: { name: 'Đỗ Minh Châu', phone: '0912 345 678', email: `chau${i}@congty.vn`, serviceId, description: 'Đăng ký kiểu dáng' },
    });
    codes.push(res.statusCode);
  }
  return codes;
}

it('with the balancer trusted, each client behind it has its own limit; a forged hop before it changes nothing', async () => {
  const t = await buildTestApp({ TRUST_PROXY: '10.0.0.0/8', CONSULTATION_REQUESTS_PER_HOUR: '1' });
  try {
    // Two clients, then the first again; then the first again claiming to be a third (a forged
    // left-most entry: the balancer appends the address it saw, which is the one counted).
    expect(await consultations(t, ['203.0.113.7', '203.0.113.8', '203.0.113.7', '198.51.100.1, 203.0.113.7'])).toEqual([200, 200, 429, 429]);
  } finally {
    await t.close();
  }
});

it('without TRUST_PROXY a balancer on another host is not believed: every client shares its address and one limit', async () => {
  const t = await buildTestApp({ CONSULTATION_REQUESTS_PER_HOUR: '1' });
  try {
    expect(await consultations(t, ['203.0.113.7', '203.0.113.8'])).toEqual([200, 429]);
  } finally {
    await t.close();
  }
});

it('TRUST_PROXY=1 believes one hop, whatever its address', async () => {
  const t = await buildTestApp({ TRUST_PROXY: '1', CONSULTATION_REQUESTS_PER_HOUR: '1' });
  try {
    expect(await consultations(t, ['203.0.113.7', '203.0.113.8', '198.51.100.1, 203.0.113.8'])).toEqual([200, 200, 429]);
  } finally {
    await t.close();
  }
});
