import net from 'node:net';
import { createRedisPubSub, openRedis } from '../../../src/server/plugins/pubsub';

/** Redis that does not answer: said once per outage, and a publish fails instead of hanging. */
it('reports a Redis that refuses connections once, and fails a publish after its retries', async () => {
  // A port nothing listens on: a server opened and closed again.
  const port = await new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: p } = server.address() as net.AddressInfo;
      server.close(() => resolve(p));
    });
  });
  const url = `redis://127.0.0.1:${port}`;
  const reports: unknown[] = [];
  let firstReport!: () => void;
  const reported = new Promise<void>((resolve) => (firstReport = resolve));
  const pubsub = createRedisPubSub(openRedis(url, 'ipsite-test-pub'), openRedis(url, 'ipsite-test-sub'), 'ipsite-t-none:', () => undefined, (err) => {
    reports.push(err);
    firstReport();
  });
  await reported;
  await expect(pubsub.publish('stomp', { a: 1 })).rejects.toThrow();
  // Two connections, each reported once however many times ioredis retried meanwhile.
  expect(reports.length).toBeLessThanOrEqual(2);
  expect(String(reports[0])).toMatch(/ECONNREFUSED/);
  await pubsub.close();
});
