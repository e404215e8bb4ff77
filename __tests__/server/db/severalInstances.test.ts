import { randomUUID } from 'node:crypto';
import { SERVICE_SEEDS } from '../../../src/server/db/seed/catalogue';
import { SEED_JOBS } from '../../../src/server/db/seed/jobs';
import { SEED_NEWS } from '../../../src/server/db/seed/news';
import { partnerSeeds, servicePageSeeds } from '../../../src/server/db/seed/servicePages';
import { migrations } from '../../../src/server/db/migrations';
import type { WatchedTable } from '../../../src/server/db/tableVersions';
import { ServicePagesRepository } from '../../../src/server/servicePages/servicePagesRepository';
import { ADMIN_PASSWORD, bearer, buildTestApp, createStaff, login, type TestApp } from '../../helpers/testApp';
import { createTestDatabase, describePostgresOnly, PG_TEST_POOL_SIZE, withPgAdmin, type TestDatabase } from '../../helpers/testDatabase';

/**
 * Two instances of the app on one PostgreSQL database, as behind a load balancer: they start at the
 * same moment on an empty database, and each drops its caches when the other writes.
 */
describePostgresOnly('two instances on one database', 'one SQLite file has one server', () => {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let adminOnA: string;

  beforeAll(async () => {
    // Empty: not a copy of the migrated template. Both instances migrate and seed it.
    database = await createTestDatabase({ template: false });
    const env = { ...database.env, DATABASE_POOL_SIZE: PG_TEST_POOL_SIZE };
    [a, b] = await Promise.all([buildTestApp(env), buildTestApp(env)]);
    adminOnA = (await login(a.app, 'admin', ADMIN_PASSWORD)).body.data!.token;
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await database?.drop();
  });

  /** Resolves when `app` has seen a write to `table` (its own, or through the change notices). */
  const nextChange = (t: TestApp, table: WatchedTable) =>
    new Promise<void>((resolve) => {
      const seen = (changed: string) => {
        if (changed !== table) return;
        t.app.tableVersions.events.off('changed', seen);
        resolve();
      };
      t.app.tableVersions.events.on('changed', seen);
    });

  const count = async (table: 'users' | 'services' | 'news' | 'jobs' | 'partners' | 'servicePages') =>
    Number((await a.app.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('migrate and seed once when both start at the same moment on an empty database', async () => {
    const applied = await a.app.db.selectFrom('kysely_migration' as never).select('name' as never).execute();
    expect(applied).toHaveLength(Object.keys(migrations).length);
    expect(await count('users')).toBe(1);
    expect(await count('services')).toBe(SERVICE_SEEDS.length);
    expect(await count('news')).toBe(SEED_NEWS.length);
    expect(await count('jobs')).toBe(SEED_JOBS.length);
    expect(await count('servicePages')).toBe(servicePageSeeds.length);
    expect(await count('partners')).toBe(partnerSeeds.length);
  });

  it('serves on B the news written through A, once the notice arrives', async () => {
    const before = (await b.app.inject('/api/news')).json().data as Array<{ title: string }>;
    // Served from B's cache from now on (same ETag), until a write to news moves the version.
    const cached = await b.app.inject('/api/news');
    expect(cached.headers.etag).toBeDefined();
    const noticed = nextChange(b, 'news');
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/news',
      headers: bearer(adminOnA),
      payload: { title: 'Tin viết trên máy A', subtitle: 'Đọc trên máy B', author: 'Ban biên tập', image: 'https://cdn.example.vn/anh.webp', sections: [{ title: 'Nội dung', content: 'Một đoạn' }] },
    });
    expect(res.statusCode).toBe(200);
    await noticed;
    const after = (await b.app.inject('/api/news')).json().data as Array<{ title: string }>;
    expect(after).toHaveLength(before.length + 1);
    expect(after.map((n) => n.title)).toContain('Tin viết trên máy A');
  });

  it('serves on B a service page corrected through A (the page cache and the answer cache)', async () => {
    const slug = servicePageSeeds[0]!.slug;
    expect((await b.app.inject(`/api/services/${slug}`)).json().data.title).toBe(servicePageSeeds[0]!.title);
    const noticed = nextChange(b, 'service_pages');
    await new ServicePagesRepository(a.app.db).savePage({ ...servicePageSeeds[0]!, title: 'Tiêu đề đã sửa trên máy A' });
    await noticed;
    expect((await b.app.inject(`/api/services/${slug}`)).json().data.title).toBe('Tiêu đề đã sửa trên máy A');
  });

  it('counts on B the consultation request sent to A (the staff list page B had kept)', async () => {
    const staff = await createStaff(a.app, { role: 'USER' });
    const token = (await login(b.app, staff.username, staff.password)).body.data!.token;
    const page = async () => (await b.app.inject({ method: 'GET', url: '/api/customer?page=0&size=5', headers: bearer(token) })).json().data as { total: number };
    const before = (await page()).total;
    expect((await page()).total).toBe(before);
    const noticed = nextChange(b, 'customer_requests');
    const serviceId = (await a.app.inject('/api/service/list')).json().data[0].id as number;
    const sent = await a.app.inject({ method: 'POST', url: '/api/customer', payload: { name: 'Khách gửi máy A', phone: '0912345678', email: 'may.a@example.vn', serviceId } });
    expect(sent.statusCode).toBe(200);
    await noticed;
    expect((await page()).total).toBe(before + 1);
  });

  it('refuses on B, at once after the notice, the token of an account deactivated through A', async () => {
    const staff = await createStaff(a.app, { role: 'USER' });
    const token = b.app.tokens.signAccess({ id: staff.id, username: staff.username, role: 'USER' }, randomUUID());
    const me = () => b.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    // B keeps the account it read.
    expect((await me()).statusCode).toBe(200);
    expect((await me()).statusCode).toBe(200);
    const noticed = nextChange(b, 'users');
    expect((await a.app.inject({ method: 'PUT', url: `/api/auth/users/${staff.id}/active?active=INACTIVE`, headers: bearer(adminOnA) })).statusCode).toBe(200);
    await noticed;
    expect((await me()).statusCode).toBe(401);
  });

  it('reads through its caches while its notices are cut off, and listens again', async () => {
    const synced = (t: TestApp, value: boolean) =>
      new Promise<void>((resolve) => {
        const seen = (now: boolean) => {
          if (now !== value) return;
          t.app.tableVersions.events.off('synced', seen);
          resolve();
        };
        t.app.tableVersions.events.on('synced', seen);
      });
    const titles = async () => ((await b.app.inject('/api/news')).json().data as Array<{ title: string }>).map((n) => n.title);
    await titles();
    const cut = synced(b, false);
    const back = synced(b, true);
    // The server ends every LISTEN connection to this database (a restart of PostgreSQL, a network cut).
    const dbName = new URL(database.env.DATABASE_URL!).pathname.slice(1);
    const ended = await withPgAdmin((c) =>
      c.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and application_name = 'ipsite-listen'`, [dbName]),
    );
    expect(ended.rowCount).toBe(2);
    await cut;
    // Whatever B answers now is read from the database: a write it is not told about is seen at once.
    await a.app.db
      .insertInto('news')
      .values({ slug: 'tin-luc-mat-ket-noi', title: 'Tin lúc mất kết nối', subtitle: '', author: '', image: '', createdAt: new Date().toISOString(), updatedAt: new Date().toISOString() })
      .execute();
    expect(await titles()).toContain('Tin lúc mất kết nối');
    await back;
    // Listening again: B caches, and drops the cache on A's next write as before.
    const noticed = nextChange(b, 'news');
    await a.app.db.updateTable('news').set({ title: 'Tin sau khi nối lại' }).where('slug', '=', 'tin-luc-mat-ket-noi').execute();
    await noticed;
    expect(await titles()).toContain('Tin sau khi nối lại');
  });
});
