/**
 * Part `instances` of `npm run bench`: what PostgreSQL + Redis and a second instance cost per
 * request, each as a ratio measured in the same run. Two endpoints, the consultation POST (a
 * write) and `GET /api/news` (a cached read), under autocannon (50 connections, 8 s after a 2 s
 * warm-up; --quick 2 s), against:
 *   - one instance on SQLite (the default), baseline of
 *   - one instance on PostgreSQL and Redis (a fresh database and key prefix);
 *   - one instance behind HAProxy (deploy/haproxy.cfg, both server lines on it), baseline of
 *   - two instances behind HAProxy, on one PostgreSQL database and Redis.
 * On two cores a second instance cannot add capacity; the figure that matters is the CPU time per
 * answered request, read from /proc for every process that serves it: the instances, HAProxy and
 * the PostgreSQL backends of the run's database (Redis is shared with other runs and left out).
 */
import pg from 'pg';
import { startChildServer } from '../../scripts/lib/childServer';
import { startCluster } from '../../__tests__/multi/cluster';
import { PG_ADMIN_URL } from '../../__tests__/helpers/testDatabase';
import { cpuMs } from '../baselines/startChild';
import { load, type HttpTarget, type LoadResult } from '../lib/load/http';
import { row, type BenchPart, type Row } from '../lib/report';

const CONNECTIONS = 50;
/** The load comes from one address (and through HAProxy from loopback): the per-address limits are lifted. */
const ENV = { CONSULTATION_REQUESTS_PER_HOUR: '1000000000', ADMIN_PASSWORD: 'bench-admin-password' };

interface Setup {
  name: string;
  url: string;
  /** Every process whose CPU time serves the requests, by what it is (instance, haproxy, postgres). */
  pids: () => Promise<Array<{ pid: number; role: string }>>;
  stop: () => Promise<void>;
}

interface Measured extends LoadResult {
  /** CPU time per answered request over the setup's processes, in µs. */
  cpuUsPerRequest: number | null;
  /** The same by kind of process. */
  cpuUsByRole: Record<string, number>;
}

function endpoints(serviceIds: number[]): Array<{ name: string; target: (url: string) => HttpTarget }> {
  const run = Date.now().toString(36);
  let n = 0;
  return [
    {
      name: 'POST /api/customer',
      target: (url) => ({
        url,
        method: 'POST',
        path: '/api/customer',
        headers: { 'content-type': 'application/json' },
        // A different visitor each time: the double-submit check must not answer from the first.
        body: () => {
          const i = n++;
          return JSON.stringify({ name: `Khách hàng ${i}`, phone: `09${String(i % 100_000_000).padStart(8, '0')}`, email: `inst.${run}.${i}@example.vn`, serviceId: serviceIds[i % serviceIds.length], description: `Yêu cầu số ${i}` });
        },
      }),
    },
    { name: 'GET /api/news', target: (url) => ({ url, path: '/api/news' }) },
  ];
}

/**
 * CPU time used by a changing set of processes (pools open and close PostgreSQL backends during a
 * run): sampled every 200 ms, each process counted from its first sample (from 0 when it appeared
 * after the start) to its last. A backend that ends loses at most its last 200 ms.
 */
async function cpuDuring<R>(pids: Setup['pids'], work: () => Promise<R>): Promise<{ result: R; usedMs: Record<string, number> }> {
  const first = new Map<number, number>();
  const last = new Map<number, number>();
  const roles = new Map<number, string>();
  let started = false;
  const sample = async () => {
    for (const { pid, role } of await pids()) {
      roles.set(pid, role);
      const ms = cpuMs(pid);
      if (ms === null) continue;
      if (!first.has(pid)) first.set(pid, started ? 0 : ms);
      last.set(pid, ms);
    }
  };
  await sample();
  started = true;
  let sampling = Promise.resolve();
  const timer = setInterval(() => (sampling = sampling.then(sample)), 200);
  try {
    const result = await work();
    await sampling.then(sample);
    const usedMs: Record<string, number> = {};
    for (const [pid, ms] of last) usedMs[roles.get(pid)!] = (usedMs[roles.get(pid)!] ?? 0) + ms - first.get(pid)!;
    return { result, usedMs };
  } finally {
    clearInterval(timer);
  }
}

async function measure(setup: Setup, target: HttpTarget, seconds: number, warmSeconds: number): Promise<Measured> {
  await load(target, { connections: CONNECTIONS, seconds: warmSeconds });
  const { result, usedMs } = await cpuDuring(setup.pids, () => load(target, { connections: CONNECTIONS, seconds }));
  const perRequest = (ms: number) => (ms * 1000) / Math.max(1, result.total);
  const cpuUsByRole = Object.fromEntries(Object.entries(usedMs).map(([role, ms]) => [role, perRequest(ms)]));
  return { ...result, cpuUsPerRequest: result.total > 0 ? perRequest(Object.values(usedMs).reduce((a, b) => a + b, 0)) : null, cpuUsByRole };
}

async function sqliteSetup(): Promise<Setup> {
  const server = await startChildServer({ env: ENV });
  return { name: 'one instance, SQLite', url: server.url, pids: async () => [{ pid: server.child.pid!, role: 'instance' }], stop: () => server.stop() };
}

async function clusterSetup(name: string, instances: 1 | 2, balancer: boolean): Promise<Setup> {
  const cluster = await startCluster({ instances, balancer, env: ENV });
  const database = new URL(cluster.info.databaseUrl).pathname.slice(1);
  // The PostgreSQL backends serving the run's database, asked on one connection to another database.
  const admin = new pg.Client({ connectionString: PG_ADMIN_URL, application_name: 'ipsite-bench-instances' });
  await admin.connect();
  const backends = async () => (await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [database])).rows.map((r) => ({ pid: r.pid, role: 'postgres' }));
  return {
    name,
    url: cluster.info.lb,
    pids: async () => [
      ...cluster.servers.map((s) => ({ pid: s.child.pid!, role: 'instance' })),
      ...(cluster.haproxy ? [{ pid: cluster.haproxy.pid!, role: 'haproxy' }] : []),
      ...(await backends()),
    ],
    stop: async () => {
      await admin.end();
      await cluster.stop();
    },
  };
}

const byRole = (m: Measured) => Object.entries(m.cpuUsByRole).map(([role, us]) => `${role} ${Math.round(us)} µs`).join(', ');

export const run: BenchPart = async ({ quick }) => {
  const seconds = quick ? 2 : 8;
  const warmSeconds = quick ? 1 : 2;
  const log = (line: string) => process.stdout.write(`${line}\n`);
  const pairs: Array<{ figure: string; start: [() => Promise<Setup>, () => Promise<Setup>] }> = [
    { figure: 'on PostgreSQL + Redis vs SQLite', start: [() => clusterSetup('one instance, PostgreSQL + Redis', 1, false), sqliteSetup] },
    { figure: 'two instances vs one, behind HAProxy', start: [() => clusterSetup('two instances behind HAProxy', 2, true), () => clusterSetup('one instance behind HAProxy', 1, true)] },
  ];
  const rows: Row[] = [];
  for (const { figure, start } of pairs) {
    // Both setups of a pair are measured one after the other, endpoint by endpoint, each started alone.
    const figures: Array<Map<string, { setup: string; m: Measured }>> = [];
    for (const begin of start) {
      const setup = await begin();
      const byEndpoint = new Map<string, { setup: string; m: Measured }>();
      try {
        const services = ((await (await fetch(`${setup.url}/api/service/list`)).json()) as { data: Array<{ id: number }> }).data.map((s) => s.id);
        for (const e of endpoints(services)) {
          const m = await measure(setup, e.target(setup.url), seconds, warmSeconds);
          log(`  ${setup.name}, ${e.name}: ${Math.round(m.reqPerSec)} req/s, p99 ${m.p99} ms, ${m.cpuUsPerRequest?.toFixed(0)} µs CPU/req (${byRole(m)})${m.non2xx + m.errors ? `, non-2xx ${m.non2xx} errors ${m.errors} ${JSON.stringify(m.statusCodes)}` : ''}`);
          byEndpoint.set(e.name, { setup: setup.name, m });
        }
      } finally {
        await setup.stop();
      }
      figures.push(byEndpoint);
    }
    const [value, baseline] = figures as [Map<string, { setup: string; m: Measured }>, Map<string, { setup: string; m: Measured }>];
    for (const [endpoint, v] of value) {
      const b = baseline.get(endpoint)!;
      const bad = v.m.non2xx + v.m.errors + b.m.non2xx + b.m.errors;
      const note = `${v.setup} (${byRole(v.m)}) vs ${b.setup} (${byRole(b.m)}): p99 ${v.m.p99} vs ${b.m.p99} ms${bad ? `; ${bad} non-2xx or errors` : ''}`;
      rows.push(
        row({ part: 'instances', figure: `${endpoint} CPU per request, ${figure}`, value: v.m.cpuUsPerRequest, unit: 'µs', baseline: b.m.cpuUsPerRequest, target: '', met: null, note }),
        row({ part: 'instances', figure: `${endpoint} req/s, ${figure}`, value: v.m.reqPerSec, unit: 'req/s', baseline: b.m.reqPerSec, target: '', met: null }),
      );
    }
  }
  return rows;
};
