import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Redis from 'ioredis';
import { freePort, startChildServer, type ChildServer } from '../../scripts/lib/childServer';
import { alive, HOST } from '../helpers/pgTestRun';
import { dropPgDatabase, pgUrl, withPgAdmin } from '../helpers/testDatabase';

/**
 * Several real instances of the site on one fresh PostgreSQL database and one Redis key prefix,
 * behind HAProxy running the shipped `deploy/haproxy.cfg` (addresses from its environment).
 * Used by `npm run test:multi` (its global setup) and by the bench's `instances` part.
 */

export const ROOT = path.resolve(__dirname, '..', '..');
export const HAPROXY = process.env.HAPROXY_PATH ?? '/usr/sbin/haproxy';
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
export const MULTI_ADMIN_PASSWORD = 'multi-admin-pass';

/** What the test files need to reach the cluster (passed to Jest's workers as JSON in IPSITE_MULTI). */
export interface ClusterInfo {
  /** The balancer's base URL. */
  lb: string;
  a: { url: string; pid: number };
  b: { url: string; pid: number };
  databaseUrl: string;
  redisPrefix: string;
  uploadsDir: string;
  adminPassword: string;
}

export interface Cluster {
  info: ClusterInfo;
  servers: ChildServer[];
  haproxy: ChildProcess | null;
  /** Everything haproxy printed (its access log included), for a failure's message. */
  haproxyOutput(): string;
  stop(): Promise<void>;
}

export interface ClusterOptions {
  /** Instances to start (1 or 2; the balancer gets the same address twice for one). */
  instances?: 1 | 2;
  /** Extra environment of every instance. */
  env?: Record<string, string>;
  /** No balancer (the bench's single-instance rows). */
  balancer?: boolean;
}

/** Deletes every Redis key of a prefix (SCAN, never KEYS: the Redis is shared with other runs). */
export async function dropRedisPrefix(prefix: string): Promise<void> {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

async function waitFor(check: () => Promise<boolean>, ms: number, what: string, log: () => string): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out after ${ms} ms waiting for ${what}:\n${log()}`);
}

/** HAProxy in the foreground on the shipped config, the instances' addresses in its environment. */
async function startHaproxy(a: string, b: string): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  if (!fs.existsSync(HAPROXY)) throw new Error(`${HAPROXY} is missing: apt-get install -y haproxy (Debian), or set HAPROXY_PATH`);
  const port = await freePort();
  let output = '';
  const child = spawn(HAPROXY, ['-db', '-f', path.join(ROOT, 'deploy', 'haproxy.cfg')], {
    env: { ...process.env, LB_BIND: `127.0.0.1:${port}`, APP_A: a, APP_B: b },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The access log grows with every request: keep its tail only.
  const keep = (d: Buffer) => (output = (output + String(d)).slice(-20_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  await waitFor(
    async () => {
      if (child.exitCode !== null) throw new Error(`haproxy exited with ${child.exitCode}:\n${output}`);
      return fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    },
    20_000,
    'haproxy in front of the instances',
    () => output,
  );
  return { child, url, output: () => output };
}

function stopProcess(child: ChildProcess | null): Promise<void> {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** Databases and Redis keys of earlier runs on this machine whose process is gone (killed before its teardown). */
async function dropStaleRuns(): Promise<void> {
  const stale = await withPgAdmin(async (c) => {
    const { rows } = await c.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [`ipsite_m_${HOST}_%`]);
    return rows.map((r) => r.datname).filter((name) => !alive(Number(name.split('_')[3])));
  });
  for (const name of stale) {
    await dropPgDatabase(name);
    await dropRedisPrefix(`${name}:`);
  }
}

/**
 * A fresh database and Redis prefix, the instances started at the same moment on the empty
 * database (migrations and seeding must happen once between them), a shared UPLOADS_DIR and,
 * unless told otherwise, HAProxy in front. Whatever was started is stopped again if a step fails.
 */
export async function startCluster(opts: ClusterOptions = {}): Promise<Cluster> {
  await dropStaleRuns();
  const run = `ipsite_m_${HOST}_${process.pid}_${randomBytes(3).toString('hex')}`;
  const databaseUrl = pgUrl(run);
  const redisPrefix = `${run}:`;
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ipsite-multi-uploads-'));
  const servers: ChildServer[] = [];
  let haproxy: Awaited<ReturnType<typeof startHaproxy>> | null = null;
  let dbCreated = false;

  const stop = async () => {
    await stopProcess(haproxy?.child ?? null);
    await Promise.all(servers.map((s) => s.stop()));
    if (dbCreated) await dropPgDatabase(run);
    await dropRedisPrefix(redisPrefix);
    fs.rmSync(uploadsDir, { recursive: true, force: true });
  };

  try {
    await withPgAdmin((c) => c.query(`create database "${run}"`));
    dbCreated = true;
    const env = {
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_SIZE: '4',
      REDIS_URL,
      REDIS_PREFIX: redisPrefix,
      UPLOADS_DIR: uploadsDir,
      ADMIN_PASSWORD: MULTI_ADMIN_PASSWORD,
      ...opts.env,
    };
    const count = opts.instances ?? 2;
    const started = await Promise.allSettled(Array.from({ length: count }, () => startChildServer({ env })));
    for (const s of started) if (s.status === 'fulfilled') servers.push(s.value);
    const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
    if (failed) throw failed.reason;
    const [a, b = a] = servers as [ChildServer, ChildServer?];
    if (opts.balancer !== false) haproxy = await startHaproxy(`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`);
    return {
      info: {
        lb: haproxy?.url ?? a.url,
        a: { url: a.url, pid: a.child.pid! },
        b: { url: b.url, pid: b.child.pid! },
        databaseUrl,
        redisPrefix,
        uploadsDir,
        adminPassword: MULTI_ADMIN_PASSWORD,
      },
      servers,
      haproxy: haproxy?.child ?? null,
      haproxyOutput: () => haproxy?.output() ?? '',
      stop,
    };
  } catch (err) {
    await stop().catch(() => undefined);
    throw err;
  }
}

/** In a test file: the cluster the global setup started. */
export function clusterInfo(): ClusterInfo {
  const raw = process.env.IPSITE_MULTI;
  if (!raw) throw new Error('IPSITE_MULTI is unset: run these tests through `npm run test:multi` (its global setup starts the cluster)');
  return JSON.parse(raw) as ClusterInfo;
}
