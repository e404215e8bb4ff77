/**
 * Baseline of the API part: a bare Fastify hello-world, started like the real server
 * (`node --import tsx`, its own process), so the ratio measures what our routes add.
 */
import Fastify from 'fastify';

async function main(): Promise<void> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  // The same bare server answering n bytes of JSON: what a body as large as an endpoint's costs
  // the client and the network stack alone (the API part compares with it as well).
  const bodies = new Map<number, Buffer>();
  app.get('/bytes/:n', async (req, reply) => {
    const n = Math.min(Math.max(Number((req.params as { n: string }).n) || 0, 20), 1_000_000);
    let body = bodies.get(n);
    if (!body) bodies.set(n, (body = Buffer.from(JSON.stringify({ data: 'x'.repeat(n - 11) }))));
    return reply.type('application/json; charset=utf-8').send(body);
  });
  await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
  process.stdout.write('listening\n');
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
