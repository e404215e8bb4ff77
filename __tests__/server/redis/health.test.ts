import { API_MSG } from '../../../src/shared/messages';
import { buildTestApp } from '../../helpers/testApp';
import { onPostgres, withPgAdmin } from '../../helpers/testDatabase';
import { TEST_REDIS_URL, twoInstances } from '../../helpers/twoInstances';

/**
 * GET /api/health, what a balancer asks each instance: 200 while the database and (with
 * REDIS_URL) Redis answer, 503 with the one that does not, never cached.
 */

it('one instance without Redis: the database answers, Redis is off', async () => {
  const t = await buildTestApp();
  try {
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toMatchObject({ code: 200, data: { status: 'ok', database: 'up', redis: 'off' } });
  } finally {
    await t.close();
  }
});

it('with REDIS_URL: up while Redis answers; 503 naming Redis once its connection is gone', async () => {
  const two = await twoInstances();
  try {
    expect((await two.a.app.inject('/api/health')).json()).toMatchObject({ code: 200, data: { status: 'ok', database: 'up', redis: 'up' } });
    two.a.app.redis!.disconnect();
    const res = await two.a.app.inject('/api/health');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 503, message: API_MSG.dependencyDown, data: { status: 'down', database: 'up', redis: 'down' } });
    // The other instance is not affected.
    expect((await two.b.app.inject('/api/health')).statusCode).toBe(200);
  } finally {
    await two.close();
  }
});

it('503 naming the database when it does not answer', async () => {
  const t = await buildTestApp({ REDIS_URL: TEST_REDIS_URL, REDIS_PREFIX: `ipsite-t-${process.pid}-health:` });
  const name = onPostgres ? new URL(t.config.databaseUrl!).pathname.slice(1) : '';
  try {
    // PostgreSQL refuses this instance's connections (as a server restarting would); the SQLite file is closed.
    if (onPostgres) {
      await withPgAdmin(async (c) => {
        await c.query(`alter database "${name}" allow_connections false`);
        await c.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
      });
    } else {
      t.app.sqlite!.close();
    }
    const res = await t.app.inject('/api/health');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 503, data: { status: 'down', database: 'down', redis: 'up' } });
  } finally {
    if (onPostgres) await withPgAdmin((c) => c.query(`alter database "${name}" allow_connections true`));
    await t.close();
  }
});
