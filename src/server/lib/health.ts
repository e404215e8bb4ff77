import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

export type DependencyState = 'up' | 'down';

export interface Health {
  /** `ok` when every configured dependency answers, else `down` (answered 503). */
  status: 'ok' | 'down';
  uptime: number;
  database: DependencyState;
  /** `off` when REDIS_URL is unset (one instance, nothing to check). */
  redis: DependencyState | 'off';
}

/** A dependency that has not answered within this is down: a balancer's check must not hang. */
export const HEALTH_TIMEOUT_MS = 2000;

async function answers(check: () => Promise<unknown>, timeoutMs: number): Promise<DependencyState> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<DependencyState>((resolve) => (timer = setTimeout(() => resolve('down'), timeoutMs)));
  try {
    return await Promise.race([check().then((): DependencyState => 'up'), late]);
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/** What GET /api/health reports: the database and, with REDIS_URL, Redis. */
export async function checkHealth(app: FastifyInstance, timeoutMs = HEALTH_TIMEOUT_MS): Promise<Health> {
  const { redis } = app;
  const [database, redisState] = await Promise.all([
    answers(() => sql`select 1`.execute(app.db), timeoutMs),
    // A connection that is not ready would queue the PING until it reconnects: down at once.
    redis ? (redis.status === 'ready' ? answers(() => redis.ping(), timeoutMs) : Promise.resolve<DependencyState>('down')) : Promise.resolve('off' as const),
  ]);
  const status = database === 'up' && redisState !== 'down' ? 'ok' : 'down';
  return { status, uptime: Math.round(process.uptime()), database, redis: redisState };
}
