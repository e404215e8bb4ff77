import { LOGIN_MSG } from '../../src/shared/messages';
import { call, cluster, visitorIp } from './clusterClient';

/** The default LOGIN_MAX_ATTEMPTS: failed sign-ins allowed per address and username in the window. */
const MAX_ATTEMPTS = 5;

describe('failed sign-ins', () => {
  it('count across instances: the attempts spread over A and B add up to one limit', async () => {
    const ip = visitorIp();
    const attempt = (base: string) => call(base, 'POST', '/api/auth/login', { ip, body: { username: 'admin', password: 'not-the-password' } });
    for (let i = 0; i < MAX_ATTEMPTS; i++) {
      const res = await attempt(i % 2 === 0 ? cluster.a.url : cluster.b.url);
      expect(res).toMatchObject({ status: 401, body: { message: LOGIN_MSG.wrongCredentials } });
    }
    // Three failures on A and two on B: each instance alone would still allow more.
    for (const base of [cluster.b.url, cluster.a.url, cluster.lb]) {
      const res = await attempt(base);
      expect(res.status).toBe(429);
      expect(res.body.message).toMatch(/^Bạn đã đăng nhập sai quá nhiều lần\. Vui lòng thử lại sau \d+ giây\.$/);
    }
    // Another visitor's address is not held back by it.
    expect((await call(cluster.b.url, 'POST', '/api/auth/login', { ip: visitorIp(), body: { username: 'admin', password: 'not-the-password' } })).status).toBe(401);
  });
});
