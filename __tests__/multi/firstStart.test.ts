import { migrations } from '../../src/server/db/migrations';
import { cluster, query } from './clusterClient';

// Runs first (__tests__/multi/sequencer.cjs). The global setup started both instances at the same moment on an empty database: both are
// healthy (a migration or seeder that ran twice would have stopped one with a unique violation
// or a failed DDL), and what they wrote is there once.
describe('two instances started at once on an empty database', () => {
  it('ran each migration once and seeded once', async () => {
    for (const base of [cluster.a.url, cluster.b.url]) expect((await fetch(`${base}/api/health`)).status).toBe(200);

    const ran = await query<{ name: string }>('select name from kysely_migration order by name');
    expect(ran.map((r) => r.name)).toEqual(Object.keys(migrations).sort());

    const [users] = await query<{ n: number; admins: number }>(`select count(*)::int as n, count(*) filter (where role = 'ADMIN')::int as admins from users`);
    expect(users).toEqual({ n: 1, admins: 1 });
    for (const table of ['services', 'news', 'jobs']) {
      const [row] = await query<{ n: number; titles: number }>(`select count(*)::int as n, count(distinct title)::int as titles from ${table}`);
      expect(row!.n).toBeGreaterThan(0);
      expect(row!.n).toBe(row!.titles);
    }
  });
});
