import { writtenTables } from '../../../src/server/db/postgresWrites';
import { bearer, buildTestApp, tokenMatrix, type TestApp } from '../../helpers/testApp';
import { insertRequest, services } from '../customerAdmin/customerFixtures';

/**
 * The caches follow the tables' write versions: this instance's own writes move them before the
 * write's promise settles, on SQLite (triggers on its connection) as on PostgreSQL (when the write
 * commits), so a read right after a write is never served from a cache built before it.
 */
let t: TestApp;
let m: Awaited<ReturnType<typeof tokenMatrix>>;
beforeAll(async () => {
  t = await buildTestApp();
  m = await tokenMatrix(t.app);
});
afterAll(() => t.close());

const titles = async () => ((await t.app.inject('/api/news')).json().data as Array<{ title: string }>).map((n) => n.title);
const now = () => new Date().toISOString();

describe('a read right after this instance’s write', () => {
  it('sees a statement written outside a transaction', async () => {
    await titles();
    await t.app.db.insertInto('news').values({ slug: 'tin-ngoai-giao-dich', title: 'Tin ngoài giao dịch', subtitle: '', author: '', image: '', createdAt: now(), updatedAt: now() }).execute();
    expect(await titles()).toContain('Tin ngoài giao dịch');
  });

  it('sees what a transaction wrote once it committed, and nothing of one rolled back', async () => {
    await titles();
    await t.app.db.transaction().execute(async (trx) => {
      await trx.insertInto('news').values({ slug: 'tin-trong-giao-dich', title: 'Tin trong giao dịch', subtitle: '', author: '', image: '', createdAt: now(), updatedAt: now() }).execute();
      // Read by another request while the transaction is open: SQLite waits for it, PostgreSQL shows the committed rows.
      await trx.selectFrom('news').select('id').execute();
    });
    expect(await titles()).toContain('Tin trong giao dịch');
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await trx.updateTable('news').set({ title: 'Không được lưu' }).where('slug', '=', 'tin-trong-giao-dich').execute();
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await titles()).not.toContain('Không được lưu');
  });

  it('sees what a delete changed through a foreign key in another table (the staff list of a deleted service)', async () => {
    const [first] = await services(t.app);
    const service = await t.app.db
      .insertInto('services')
      .values({ slug: 'dich-vu-se-xoa', title: 'Dịch vụ sẽ xoá', description: 'Tạm', image: '/x.svg', href: '/dich-vu-se-xoa', category: 'Dịch vụ khác', sortOrder: 99, updatedAt: now() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const request = await insertRequest(t.app, { serviceId: service.id, serviceName: 'Dịch vụ sẽ xoá' });
    const page = async () =>
      ((await t.app.inject({ method: 'GET', url: '/api/customer?page=0&size=100', headers: bearer(m.userToken) })).json().data as { items: Array<{ id: number; serviceId: number | null }> }).items.find(
        (r) => r.id === request.id,
      );
    expect((await page())?.serviceId).toBe(service.id);
    expect((await page())?.serviceId).toBe(service.id);
    // ON DELETE SET NULL rewrites customer_requests: its cached pages must go too.
    await t.app.db.deleteFrom('services').where('id', '=', service.id).execute();
    expect((await page())?.serviceId).toBeNull();
    expect(first).toBeDefined();
  });
});

describe('writtenTables (what a PostgreSQL statement writes, from its SQL)', () => {
  it.each([
    ['insert into "news" ("slug") values ($1) returning "id"', ['news']],
    ['update "users" set "active" = $1 where "id" = $2', ['users']],
    ['delete from "news" where "id" = $1', ['news', 'news_sections']],
    ['delete from "services" where "id" = $1', ['services', 'customer_requests']],
    ['insert into chat_conversations (guest_id) values ($1) on conflict (guest_id) do update set updated_at = excluded.updated_at', ['chat_conversations', 'set']],
    ['with "x" as (update "jobs" set "status" = $1 returning "id") select * from "x"', ['jobs']],
    ['truncate table "partners"', ['partners']],
  ])('%s', (sql, tables) => {
    expect([...(writtenTables(sql) ?? [])].sort()).toEqual([...tables].sort());
  });

  it.each(['select * from "news" where "id" = $1', 'select * from "customer_requests" for update', 'begin', 'commit'])('writes nothing: %s', (sql) => {
    expect(writtenTables(sql)).toBeNull();
  });
});
