import { call, cluster, signIn } from './clusterClient';

// No JWT_SECRET is set for the cluster: the generated secret must be one for every instance.
describe('a sign-in on one instance', () => {
  it('is valid on the other and through the balancer, and its refresh token too', async () => {
    const res = await call<{ token: string; refreshToken: string }>(cluster.a.url, 'POST', '/api/auth/login', { body: { username: 'admin', password: cluster.adminPassword } });
    expect(res.status).toBe(200);
    const { token, refreshToken } = res.body.data;
    for (const base of [cluster.a.url, cluster.b.url, cluster.lb]) {
      expect((await call(base, 'GET', '/api/notifications', { token })).status).toBe(200);
    }
    const refreshed = await call<{ token: string }>(cluster.b.url, 'POST', '/api/auth/refresh', { body: { refreshToken } });
    expect(refreshed.status).toBe(200);
    expect((await call(cluster.a.url, 'GET', '/api/notifications', { token: refreshed.body.data.token })).status).toBe(200);
    // And a token signed with another secret is refused by both.
    const [header, payload] = (await signIn(cluster.b.url)).split('.');
    for (const base of [cluster.a.url, cluster.b.url]) {
      expect((await call(base, 'GET', '/api/notifications', { token: `${header}.${payload}.${'A'.repeat(43)}` })).status).toBe(401);
    }
  });
});
