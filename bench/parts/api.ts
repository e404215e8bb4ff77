/**
 * Part 2 of `npm run bench`: API throughput with autocannon (100 connections, 10 s after a
 * warm-up; --quick 2 s), once without and once with pipelining, then the p99 at half the maximum
 * rate measured without pipelining, offered evenly spaced (bench/lib/load/paced.ts). Baseline: a
 * bare Fastify hello-world started the same way as the real server (its own `node --import tsx`
 * process), measured in the same run. The real server runs on a database with 100,000 customer
 * requests (seeded while it is stopped). Each run also reads the server's CPU time per answer
 * from /proc, a figure that does not depend on the client's share of the cores.
 */
import path from 'node:path';
import http from 'node:http';
import { startChildServer, type ChildServer } from '../../scripts/lib/childServer';
import { cpuMs, profilingArgs, startBaseline } from '../baselines/startChild';
import { load, type HttpTarget, type LoadFigures } from '../lib/load/http';
import { paced } from '../lib/load/paced';
import { row, type BenchPart, type Row } from '../lib/report';
import { seedCustomerRequests } from '../lib/seedRequests';

const ADMIN_PASSWORD = 'bench-admin-password';
const CONNECTIONS = 100;
const PIPELINING = 10;
const SEEDED_REQUESTS = 100_000;

interface Endpoint {
  name: string;
  /** Target text and the share of hello-world req/s it must reach (null: a figure for information, no target). */
  share: number | null;
  /** An extra p99 ceiling at full load (ms). */
  p99Max?: number;
  target: (server: ChildServer) => Promise<HttpTarget>;
}

type Run = LoadFigures & {
  cpuUsPerRequest: number | null;
  /** Server CPU during the run, in cores (1 = one core busy all along): below ~0.9 the server was not what limited the rate. */
  serverCores: number | null;
  /** The client's own (autocannon runs in this process), same unit. */
  clientCores?: number;
};

interface Measured {
  plain: Run;
  pipelined: Run;
  half: Run & { sendLagP99: number };
  halfRate: number;
}

/** A load run, with the server's CPU time per answered request (from /proc: independent of the client's share of the cores) and how busy it was. */
async function withCpu<R extends LoadFigures>(pid: number, run: () => Promise<R>): Promise<R & { cpuUsPerRequest: number | null; serverCores: number | null }> {
  const before = cpuMs(pid);
  const started = Date.now();
  const result = await run();
  const after = cpuMs(pid);
  const used = before !== null && after !== null ? after - before : null;
  return {
    ...result,
    cpuUsPerRequest: used !== null && result.total > 0 ? (used * 1000) / result.total : null,
    serverCores: used !== null ? used / (Date.now() - started) : null,
  };
}

async function measure(target: HttpTarget, pid: number, seconds: number, warmSeconds: number, log: (s: string) => void, name: string): Promise<Measured> {
  await load(target, { connections: CONNECTIONS, seconds: warmSeconds });
  const plain = await withCpu(pid, () => load(target, { connections: CONNECTIONS, seconds }));
  const pipelined = await withCpu(pid, () => load(target, { connections: CONNECTIONS, seconds, pipelining: PIPELINING }));
  // "The measured maximum rate" is the one without pipelining (browsers and proxies do not
  // pipeline); half of it is offered evenly spaced (see paced.ts for why not autocannon's overallRate).
  const halfRate = plain.reqPerSec / 2;
  // autocannon stops sending at the deadline, not the server answering: let the backlog drain.
  await new Promise((r) => setTimeout(r, 1000));
  const half = await withCpu(pid, () => paced(target, { rate: halfRate, seconds, connections: CONNECTIONS }));
  const fmt = (r: Run) =>
    `${Math.round(r.reqPerSec)} req/s p50 ${r.p50.toFixed(1)} p99 ${r.p99.toFixed(1)} ms, ${r.cpuUsPerRequest?.toFixed(0)} µs CPU/req, ${busy(r)}${r.non2xx + r.errors ? ` non-2xx ${r.non2xx} errors ${r.errors} ${JSON.stringify(r.statusCodes)}` : ''}`;
  log(`  ${name}: ${fmt(plain)} | pipelined ${fmt(pipelined)} | paced at ${Math.round(halfRate)} req/s: ${fmt(half)}`);
  return { plain, pipelined, half, halfRate };
}

const percent = (cores: number | null | undefined) => (cores === null || cores === undefined ? '?' : `${Math.round(cores * 100)}%`);
/** How busy each side was, in % of one core: the one near 100% is what limited the rate. */
const busy = (r: Run) => `server ${percent(r.serverCores)} of a core${r.clientCores === undefined ? '' : `, client ${percent(r.clientCores)}`}`;

const FAMILY = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Vũ', 'Đặng', 'Bùi'];
const GIVEN = ['An', 'Bình', 'Châu', 'Dũng', 'Hà', 'Lan', 'Minh', 'Phúc', 'Thảo', 'Vy'];

async function json<T>(res: Response): Promise<T> {
  if (!res.ok) throw new Error(`${res.url}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

async function staffToken(server: ChildServer): Promise<string> {
  const res = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  return (await json<{ token: string }>(res)).token;
}

/** One answer's body exactly as sent (the first request of the target): raw bytes, compressed if the target asks so (fetch would decode them). */
function answerBody(target: HttpTarget): Promise<Buffer> {
  const url = new URL(target.path, target.url);
  const body = target.body?.();
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: target.method ?? 'GET', headers: target.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve(Buffer.concat(chunks)));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function serviceIds(server: ChildServer): Promise<number[]> {
  return (await json<Array<{ id: number }>>(await fetch(`${server.url}/api/service/list`))).map((s) => s.id);
}

const ENDPOINTS: Endpoint[] = [
  { name: 'GET /api/news', share: 0.6, target: async (s) => ({ url: s.url, path: '/api/news' }) },
  // What a browser asks for (autocannon names no encoding): the brotli copy kept with the answer.
  { name: 'GET /api/news with accept-encoding: br (as browsers ask)', share: null, target: async (s) => ({ url: s.url, path: '/api/news', headers: { 'accept-encoding': 'br, gzip' } }) },
  { name: 'GET /api/services/home', share: 0.6, target: async (s) => ({ url: s.url, path: '/api/services/home' }) },
  { name: 'GET /api/services/dang-ky-bao-ho-nhan-hieu', share: 0.6, target: async (s) => ({ url: s.url, path: '/api/services/dang-ky-bao-ho-nhan-hieu' }) },
  {
    // What staff do in the back-office: a status tab and a service filter, the first pages. The
    // requests go through every combination in turn (5 statuses × every service × pages 1–2),
    // each built once: autocannon rebuilds a request made per call (setupRequest) every time, and
    // keeps a copy of every prepared request per connection; past ~100 of them its own process
    // spent a fifth of its time collecting garbage (5 → 50 mark-compacts in 10 s, client 95% →
    // 115% of a core at half the rate) and the client, not the server, set the figure.
    name: 'GET /api/customer (status + service, pages 1–2 of 20)',
    share: 0.3,
    p99Max: 30,
    target: async (s) => {
      const services = await serviceIds(s);
      const statuses = ['NEW', 'RECEIVED', 'PROCESSING', 'COMPLETED', 'CANCELED'];
      const paths = [0, 1].flatMap((page) =>
        services.flatMap((service) => statuses.map((status) => `/api/customer?status=${status}&service=${service}&page=${page}&size=20&sort=createdAt:desc`)),
      );
      return { url: s.url, path: paths[0]!, paths, headers: { authorization: `Bearer ${await staffToken(s)}` } };
    },
  },
  {
    name: 'POST /api/customer',
    share: 0.25,
    target: async (s) => {
      const services = await serviceIds(s);
      const run = Date.now().toString(36);
      let n = 0;
      return {
        url: s.url,
        method: 'POST',
        path: '/api/customer',
        headers: { 'content-type': 'application/json' },
        // Every request a different visitor: the double-submit check must not answer from the first one.
        body: () => {
          const i = n++;
          return JSON.stringify({
            name: `${FAMILY[i % FAMILY.length]} ${GIVEN[Math.floor(i / FAMILY.length) % GIVEN.length]}`,
            phone: `09${String(i % 100_000_000).padStart(8, '0')}`,
            email: `bench.${run}.${i}@example.vn`,
            serviceId: services[i % services.length],
            description: i % 3 === 0 ? '' : `Tôi cần tư vấn, yêu cầu số ${i}`,
          });
        },
      };
    },
  },
];

export const run: BenchPart = async ({ quick, tmpDir }) => {
  const seconds = quick ? 2 : 10;
  const warmSeconds = quick ? 1 : 3;
  const log = (line: string) => process.stdout.write(`${line}\n`);
  const endpoints = quick ? ENDPOINTS.filter((e) => e.name !== 'GET /api/services/home') : ENDPOINTS;

  // The hello-world stays up (idle) during the whole part: each endpoint is also compared with it
  // answering that endpoint's very body (its first answer, PUT into it), measured right after, in the
  // same conditions, with how busy each side was.
  const hello = await startBaseline('helloFastify.ts');
  const results: Array<{ endpoint: Endpoint; m: Measured; bytes: number; sameBody: Run }> = [];
  let base: Measured;
  try {
    base = await measure({ url: hello.url, path: '/' }, hello.child.pid!, seconds, warmSeconds, log, 'hello-world');

    // Migrate and seed once, stop, add the 100,000 requests, start again on the same data.
    const dataDir = path.join(tmpDir, 'api-data');
    // The load comes from one address: the per-address limit on consultation requests is lifted.
    const env = { ADMIN_PASSWORD, CONSULTATION_REQUESTS_PER_HOUR: '1000000000' };
    await (await startChildServer({ env, dataDir })).stop();
    const seedStarted = Date.now();
    seedCustomerRequests(dataDir, SEEDED_REQUESTS);
    log(`  seeded ${SEEDED_REQUESTS.toLocaleString('en-US')} customer requests in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);
    const server = await startChildServer({ env, dataDir, nodeArgs: profilingArgs() });
    try {
      for (const [i, endpoint] of endpoints.entries()) {
        const target = await endpoint.target(server);
        const body = await answerBody(target);
        await fetch(`${hello.url}/body/${i}`, { method: 'PUT', headers: { 'content-type': 'application/octet-stream' }, body: new Uint8Array(body) });
        const m = await measure(target, server.child.pid!, seconds, warmSeconds, log, endpoint.name);
        const sameBody = await withCpu(hello.child.pid!, () => load({ url: hello.url, path: `/body/${i}` }, { connections: CONNECTIONS, seconds }));
        log(`    hello-world sending the same ${body.length}-byte body: ${Math.round(sameBody.reqPerSec)} req/s, ${busy(sameBody)}`);
        results.push({ endpoint, m, bytes: body.length, sameBody });
      }
    } finally {
      await server.stop();
    }
  } finally {
    await hello.stop();
  }

  const ms = (n: number) => `${n < 10 ? n.toFixed(1) : Math.round(n)} ms`;
  const cpu = (r: Run) => (r.cpuUsPerRequest === null ? '' : `; server ${Math.round(r.cpuUsPerRequest)} µs CPU/req`);
  const note = (r: Run) => `p50 ${ms(r.p50)}, p99 ${ms(r.p99)}${cpu(r)}; ${busy(r)}`;
  // How busy each side was and how late the client sent: the client's own delays count in its latencies.
  const halfNote = (m: Measured) => `paced ${Math.round(m.halfRate)} req/s, 100 connections; ${busy(m.half)}; sent ≤ ${ms(m.half.sendLagP99)} after due (p99)`;
  const rows: Row[] = [
    row({ part: 'api', figure: 'hello-world req/s', value: base.plain.reqPerSec, unit: 'req/s', baseline: null, target: '', met: null, note: note(base.plain) }),
    row({ part: 'api', figure: `hello-world req/s, pipelining ${PIPELINING}`, value: base.pipelined.reqPerSec, unit: 'req/s', baseline: null, target: '', met: null, note: note(base.pipelined) }),
    row({ part: 'api', figure: 'hello-world p99 at ½ max rate', value: base.half.p99, unit: 'ms', baseline: null, target: '≤ 10 ms', met: base.half.p99 <= 10, note: halfNote(base) }),
  ];
  for (const { endpoint: e, m, bytes, sameBody } of results) {
    const pct = e.share === null ? '' : `≥ ${Math.round(e.share * 100)}% of hello-world`;
    const meets = (value: number, base: number) => (e.share === null ? null : value >= e.share * base);
    const sized = `; hello-world sending this very ${(bytes / 1024).toFixed(1)} KB body: ${Math.round(sameBody.reqPerSec)} req/s (${busy(sameBody)}), this is ${Math.round((100 * m.plain.reqPerSec) / sameBody.reqPerSec)}% of it`;
    rows.push(
      row({
        part: 'api',
        figure: `${e.name} req/s`,
        value: m.plain.reqPerSec,
        unit: 'req/s',
        baseline: base.plain.reqPerSec,
        target: pct,
        met: meets(m.plain.reqPerSec, base.plain.reqPerSec),
        note: note(m.plain) + sized,
      }),
      row({
        part: 'api',
        figure: `${e.name} req/s, pipelining ${PIPELINING}`,
        value: m.pipelined.reqPerSec,
        unit: 'req/s',
        baseline: base.pipelined.reqPerSec,
        target: pct,
        met: meets(m.pipelined.reqPerSec, base.pipelined.reqPerSec),
        note: note(m.pipelined),
      }),
    );
    if (e.p99Max !== undefined) {
      rows.push(row({ part: 'api', figure: `${e.name} p99`, value: m.plain.p99, unit: 'ms', baseline: base.plain.p99, target: `≤ ${e.p99Max} ms`, met: m.plain.p99 <= e.p99Max, note: '100 connections, as fast as it answers' }));
    }
    rows.push(row({ part: 'api', figure: `${e.name} p99 at ½ max rate`, value: m.half.p99, unit: 'ms', baseline: base.half.p99, target: '≤ 10 ms', met: m.half.p99 <= 10, note: halfNote(m) }));
    const runs = [m.plain, m.pipelined, m.half];
    const bad = runs.reduce((n, r) => n + r.non2xx + r.errors, 0);
    const codes = runs.flatMap((r) => Object.entries(r.statusCodes).map(([c, n]) => `${c}×${n}`));
    rows.push(
      row({
        part: 'api',
        figure: `${e.name} non-2xx + errors`,
        value: bad,
        unit: '',
        baseline: null,
        target: '0',
        met: bad === 0,
        note: `of ${runs.reduce((n, r) => n + r.total, 0).toLocaleString('en-US')} answers${codes.length ? `; ${codes.join(', ')}` : ''}`,
      }),
    );
  }
  return rows;
};
