import { CompiledQuery } from 'kysely';
import { CUSTOMER_STATUSES, type CustomerStatus } from '../../../src/shared/types/customer';
import type { CustomerPage } from '../../../src/shared/types/customerAdmin';
import { CustomerAdminRepository } from '../../../src/server/routes/customerAdmin/customerAdminRepository';
import { customerSearchText } from '../../../src/server/lib/customerSearchText';
import { bearer, buildTestApp, tokenMatrix, type TestApp } from '../../helpers/testApp';
import { onPostgres } from '../../helpers/testDatabase';
import { services } from './customerFixtures';

const ROWS = 100_000;
const BATCH = 500;
const START = Date.UTC(2026, 0, 1, 0, 0, 0);

interface Row {
  id: number;
  name: string;
  email: string;
  status: CustomerStatus;
  serviceId: number;
  createdAt: string;
}

let t: TestApp;
let token: string;
let rows: Row[];
let serviceIds: number[];

/** The Vietnamese calendar day of an instant, computed independently of the server's code. */
const vnDay = (iso: string) => new Date(Date.parse(iso) + 7 * 3600_000).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await buildTestApp();
  token = (await tokenMatrix(t.app)).userToken;
  const list = await services(t.app);
  serviceIds = list.map((s) => s.id);
  await t.app.db.deleteFrom('customerRequests').execute();
  rows = [];
  // One multi-row INSERT per batch, all in one transaction: 100,000 rows in a few seconds.
  await t.app.db.transaction().execute(async (trx) => {
    for (let start = 0; start < ROWS; start += BATCH) {
      const values = [];
      for (let i = start; i < start + BATCH; i += 1) {
        const service = list[i % list.length]!;
        // Ids ascend while createdAt runs every 7 minutes but not monotonically (i * 7919 mod ROWS).
        const createdAt = new Date(START + ((i * 7919) % ROWS) * 7 * 60_000).toISOString();
        const row = { id: i + 1, name: `Khách ${String((i * 31) % ROWS).padStart(6, '0')}`, email: `kh${i}@example.vn`, status: CUSTOMER_STATUSES[i % 5]!, serviceId: service.id, createdAt };
        rows.push(row);
        const phone = `09${String(i).padStart(8, '0')}`;
        const searchText = customerSearchText({ name: row.name, phone, email: row.email, serviceName: service.title });
        values.push({ ...row, phone, serviceName: service.title, description: null, updatedAt: createdAt, completedAt: null, cancelledAt: null, searchText });
      }
      await trx.insertInto('customerRequests').values(values).execute();
    }
  });
}, 120_000);
afterAll(() => t.close());

async function page(query: string): Promise<CustomerPage> {
  const res = await t.app.inject({ method: 'GET', url: `/api/customer?${query}`, headers: bearer(token) });
  expect(res.statusCode).toBe(200);
  return res.json().data as CustomerPage;
}

const newestFirst = (a: Row, b: Row) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id;
const ids = (list: Array<{ id: number }>) => list.map((r) => r.id);

it('pages the whole table newest first with the right total', async () => {
  const sorted = [...rows].sort(newestFirst);
  const first = await page('page=0&size=5');
  expect(first).toMatchObject({ total: ROWS, page: 0, size: 5 });
  expect(ids(first.items)).toEqual(ids(sorted.slice(0, 5)));
  const middle = await page('page=7345&size=7');
  expect(ids(middle.items)).toEqual(ids(sorted.slice(7345 * 7, 7345 * 7 + 7)));
  const last = await page(`page=${ROWS / 5 - 1}&size=5`);
  expect(ids(last.items)).toEqual(ids(sorted.slice(-5)));
  expect((await page(`page=${ROWS / 5}&size=5`)).items).toEqual([]);
});

it('never repeats or skips a row between consecutive pages', async () => {
  const seen = new Set<number>();
  for (let p = 0; p < 5; p += 1) for (const r of (await page(`page=${p}&size=100&sort=createdAt:asc`)).items) seen.add(r.id);
  expect(seen.size).toBe(500);
  expect([...seen]).toEqual(ids([...rows].sort((a, b) => -newestFirst(a, b)).slice(0, 500)));
});

it('filters by status, service and days and counts the matches', async () => {
  const service = serviceIds[3]!;
  const from = '2026-03-10';
  const to = '2026-03-12';
  const expected = rows.filter((r) => r.status === 'COMPLETED' && r.serviceId === service && vnDay(r.createdAt) >= from && vnDay(r.createdAt) <= to).sort(newestFirst);
  expect(expected.length).toBeGreaterThan(5);
  const got = await page(`page=0&size=100&status=COMPLETED&service=${service}&from=${from}&to=${to}`);
  expect(got.total).toBe(expected.length);
  expect(ids(got.items)).toEqual(ids(expected.slice(0, 100)));

  expect((await page('page=0&size=1&status=CANCELED')).total).toBe(ROWS / 5);
  expect((await page(`page=0&size=1&service=${service}`)).total).toBe(rows.filter((r) => r.serviceId === service).length);
  const oneDay = rows.filter((r) => vnDay(r.createdAt) === '2026-02-01');
  const day = await page('page=0&size=100&from=2026-02-01&to=2026-02-01');
  expect(day.total).toBe(oneDay.length);
  expect(ids(day.items)).toEqual(ids(oneDay.sort(newestFirst).slice(0, 100)));
});

it('searches and sorts by name', async () => {
  expect(ids((await page('page=0&size=5&q=kh1234@')).items)).toEqual([1235]);
  const byName = [...rows].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id));
  expect(ids((await page('page=3&size=5&sort=name:asc')).items)).toEqual(ids(byName.slice(15, 20)));
  expect(ids((await page('page=0&size=5&sort=name:desc')).items)).toEqual(ids([...byName].reverse().slice(0, 5)));
});

describe('query plans', () => {
  const explain = async (compiled: CompiledQuery) => {
    if (onPostgres) {
      // Fresh statistics, as autovacuum would keep them: the plans below are those of a 100,000-row table.
      await t.app.db.executeQuery(CompiledQuery.raw('analyze customer_requests'));
      const res = await t.app.db.executeQuery<{ 'QUERY PLAN': string }>(CompiledQuery.raw(`EXPLAIN (COSTS OFF) ${compiled.sql}`, [...compiled.parameters]));
      return res.rows.map((r) => r['QUERY PLAN']).join('\n');
    }
    const res = await t.app.db.executeQuery<{ detail: string }>(CompiledQuery.raw(`EXPLAIN QUERY PLAN ${compiled.sql}`, [...compiled.parameters]));
    return res.rows.map((r) => r.detail).join('\n');
  };
  type Filters = Parameters<CustomerAdminRepository['pageQuery']>[0];
  const plan = (filters: Filters) => explain(new CustomerAdminRepository(t.app.db).pageQuery(filters, 'createdAt:desc', 3, 5).compile());

  it.each([
    ['status', { status: 'NEW' as const }, 'customer_requests_status_created_idx'],
    ['service', { service: 1 }, 'customer_requests_service_created_idx'],
    ['date range', { from: '2026-02-01', to: '2026-02-03' }, 'customer_requests_created_at_idx'],
    ['status and dates', { status: 'NEW' as const, from: '2026-02-01', to: '2026-02-03' }, 'customer_requests_status_created_idx'],
    ['status and service', { status: 'NEW' as const, service: 1 }, 'customer_requests_service_status_created_idx'],
    // "Mine": the index holds assigned requests only, so a new (unassigned) request costs it nothing.
    ['assignee', { assigneeId: 1 }, 'customer_requests_assignee_created_idx'],
  ])('the %s filter reads an index in order, with no full scan or sort', async (_name, filters, index) => {
    const text = await plan(filters);
    if (onPostgres) {
      // One index read backwards (newest first, ties by the id the index names last), ids only.
      expect(text).toMatch(new RegExp(`Index (Only )?Scan Backward using ${index} on customer_requests`));
      expect(text).not.toMatch(/Seq Scan|Sort/);
      return;
    }
    // The page query reads ids only, so the index may be covering.
    expect(text).toMatch(new RegExp(`USING (COVERING )?INDEX ${index}\\b`));
    expect(text).not.toMatch(/SCAN customer_requests$/m);
    expect(text).not.toContain('TEMP B-TREE');
  });

  it('the search reads the folded column, through its trigram index on PostgreSQL, in date order on SQLite', async () => {
    const page = new CustomerAdminRepository(t.app.db).pageQuery({ q: 'Nguyễn' }, 'createdAt:desc', 3, 5).compile();
    expect(page.sql).toContain('search_text like');
    expect(page.parameters).toContain('%nguyen%');
    const text = await explain(page);
    if (onPostgres) {
      // How many match is read from the trigram index, not by reading every row.
      const count = await explain(new CustomerAdminRepository(t.app.db).countQuery({ q: 'kh1234@' }).compile());
      expect(count).toContain('Bitmap Index Scan on customer_requests_search_idx');
      expect(count).not.toContain('Seq Scan');
    } else {
      // No index answers a substring: the page walks the date index newest first and stops at the page.
      expect(text).toMatch(/USING INDEX customer_requests_created_at_idx/);
      expect(text).not.toContain('TEMP B-TREE');
    }
  });
});
