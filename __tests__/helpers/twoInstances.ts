import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { connectStomp, type TestStomp } from '../server/chat/stompTestClient';
import { buildTestApp, tokenMatrix, type TestApp } from './testApp';

/** The Redis every multi-instance test uses (always there, here and in CI). */
export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Base URL of an app listening on a free loopback port. */
export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const addr = t.app.server.address();
  return `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
}

export interface TwoInstances {
  a: TestApp;
  b: TestApp;
  /** The run's key and channel prefix: nothing of another run (or another site) is touched. */
  prefix: string;
  /** A plain connection for looking at (and breaking) what the instances keep in Redis. */
  redis: Redis;
  close(): Promise<void>;
}

/**
 * Two instances in this process on one database (the same SQLite file, or the same PostgreSQL
 * database with TEST_DATABASE=postgres) and one Redis, under a key prefix of their own that is
 * deleted at the end.
 */
export async function twoInstances(env: Record<string, string> = {}, overrides: Parameters<typeof buildTestApp>[1] = {}): Promise<TwoInstances> {
  const prefix = `ipsite-t-${process.pid}-${randomBytes(4).toString('hex')}:`;
  const shared = { REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: prefix, ...env };
  const a = await buildTestApp(shared, overrides);
  const b = await buildTestApp({ ...shared, DATA_DIR: a.dataDir }, overrides);
  const redis = new Redis(TEST_REDIS_URL, { connectionName: `${prefix}test` });
  return {
    a,
    b,
    prefix,
    redis,
    async close() {
      // B shares A's database: B first, then A (which drops it).
      await b.close();
      await a.close();
      const keys: string[] = [];
      let cursor = '0';
      do {
        const [next, found] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
        cursor = next;
        keys.push(...found);
      } while (cursor !== '0');
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    },
  };
}

export interface ListeningInstances {
  two: TwoInstances;
  /** Base URLs of A and B on loopback. */
  baseA: string;
  baseB: string;
  /** A token per role and state, signed by A (the instances share the secret). */
  tokens: Awaited<ReturnType<typeof tokenMatrix>>;
}

/**
 * Two instances listening on loopback with a token per role, opened before the file's tests and
 * closed after them. Read its fields inside tests (they are set once `beforeAll` has run).
 */
export function listeningInstances(env: Record<string, string> = {}, overrides: Parameters<typeof buildTestApp>[1] = {}): ListeningInstances {
  const set = {} as ListeningInstances;
  beforeAll(async () => {
    set.two = await twoInstances(env, overrides);
    set.baseA = await listen(set.two.a);
    set.baseB = await listen(set.two.b);
    set.tokens = await tokenMatrix(set.two.a.app);
  });
  afterAll(async () => {
    await set.two?.close();
  });
  return set;
}

/** Drops one instance's subscriber connection from the Redis side, as a Redis restart or a network cut would. */
export async function killSubscriber(redis: Redis, instanceId: string): Promise<void> {
  const list = (await redis.client('LIST')) as string;
  const line = list.split('\n').find((l) => l.includes(` name=ipsite-subscriber-${instanceId} `));
  const id = line && /\bid=(\d+)/.exec(line)?.[1];
  if (!id) throw new Error(`no subscriber connection of instance ${instanceId}`);
  await redis.client('KILL', 'ID', id);
}

/**
 * Opens STOMP clients (websocket) and stops every one still open after each test of the file;
 * `stopAll()` stops them earlier.
 */
export function stompClients() {
  const open: TestStomp[] = [];
  const stopAll = async () => {
    await Promise.all(open.splice(0).map((s) => s.stop()));
  };
  afterEach(stopAll);
  return {
    async connect(base: string, headers: Record<string, string>): Promise<TestStomp> {
      const s = await connectStomp(base, headers, 'websocket');
      open.push(s);
      return s;
    },
    stopAll,
  };
}
