/**
 * Baseline of the API part: a bare Fastify hello-world, started like the real server
 * (`node --import tsx`, its own process), so the ratio measures what our routes add.
 */
import Fastify from 'fastify';

async function main(): Promise<void> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  // The same bare server answering exactly an endpoint's body (PUT once by the bench, then read):
  // what that answer costs the client and the network stack alone. The very bytes matter, not
  // only their number: autocannon decodes every body into a string, and Vietnamese UTF-8 takes
  // the client far longer to decode than ASCII of the same length.
  const bodies = new Map<string, Buffer>();
  app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: 10 * 2 ** 20 }, (_req, body, done) => done(null, body));
  app.put('/body/:key', async (req) => {
    bodies.set((req.params as { key: string }).key, req.body as Buffer);
    return { stored: (req.body as Buffer).length };
  });
  app.get('/body/:key', async (req, reply) => {
    const body = bodies.get((req.params as { key: string }).key);
    if (!body) return reply.code(404).send({ missing: true });
    return reply.type('application/json; charset=utf-8').send(body);
  });
  await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
  process.stdout.write('listening\n');
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
