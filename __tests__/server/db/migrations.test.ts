import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator } from 'kysely';
import { openPostgresDatabase, openSqliteDatabase, type Db } from '../../../src/server/db/database';
import { migrations } from '../../../src/server/db/migrations';
import { migrateToLatest } from '../../../src/server/db/migrate';
import { customerSearchText } from '../../../src/server/lib/customerSearchText';
import { createTestDatabase, onPostgres, type TestDatabase } from '../../helpers/testDatabase';

/**
 * Migrations on a database made by an earlier version: the rows already there get what a new
 * column needs (here the folded search text of every consultation request, in batches).
 */
let db: Db;
let dir: string | undefined;
let database: TestDatabase | undefined;

beforeEach(async () => {
  if (onPostgres) {
    database = await createTestDatabase({ template: false });
    db = openPostgresDatabase(database.env.DATABASE_URL!, 2).db;
  } else {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ipsite-migrations-'));
    db = openSqliteDatabase(path.join(dir, 'app.sqlite')).db;
  }
});
afterEach(async () => {
  await db.destroy();
  await database?.drop();
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const migrator = () => new Migrator({ db, provider: { getMigrations: async () => migrations } });

it('fills the folded search text of the requests stored before the column existed', async () => {
  const before = await migrator().migrateTo('2026_11_21_0008_customer_request_indexes');
  expect(before.error).toBeUndefined();
  const now = new Date().toISOString();
  // More than one batch of the migration (1,000 rows), written as the earlier version did (no search_text).
  const rows = Array.from({ length: 1_500 }, (_, i) => ({
    name: i % 2 ? `Nguyễn Văn Đức ${i}` : `TRẦN THỊ HOA ${i}`,
    phone: `09${String(i).padStart(8, '0')}`,
    email: `Khach.${i}@CongTy.VN`,
    serviceName: 'Đăng ký bảo hộ nhãn hiệu',
  }));
  const old = db as unknown as Db & { insertInto(table: 'customerRequests'): ReturnType<Db['insertInto']> };
  for (let i = 0; i < rows.length; i += 500) {
    await old
      .insertInto('customerRequests')
      .values(rows.slice(i, i + 500).map((r) => ({ ...r, serviceId: null, description: null, status: 'NEW', createdAt: now, updatedAt: now, completedAt: null, cancelledAt: null }) as never))
      .execute();
  }

  await migrateToLatest(db);
  const stored = await db.selectFrom('customerRequests').select(['name', 'phone', 'email', 'serviceName', 'searchText']).orderBy('id').execute();
  expect(stored).toHaveLength(rows.length);
  for (const [i, row] of stored.entries()) expect(row.searchText).toBe(customerSearchText(rows[i]!));
  expect(stored[1]!.searchText).toBe('nguyen van duc 1\n0900000001 84900000001\nkhach.1@congty.vn\ndang ky bao ho nhan hieu');
  expect(stored[1]!.phone).toBe('+84900000001');
});

it('stores the phones typed before as E.164 and searches them by their digits, keeping a text that is no number', async () => {
  const before = await migrator().migrateTo('2026_11_26_0003_table_change_notices');
  expect(before.error).toBeUndefined();
  const now = new Date().toISOString();
  const typed = ['+84 0912 345 680', '0961931668', '+84 28 3822 1234', '+1 202 555 0143', 'gọi giờ hành chính'];
  const old = db as unknown as Db & { insertInto(table: 'customerRequests'): ReturnType<Db['insertInto']> };
  await old
    .insertInto('customerRequests')
    .values(
      typed.map(
        (phone, i) =>
          ({ name: `Khách ${i}`, phone, email: `k${i}@congty.vn`, serviceName: 'Tư vấn', serviceId: null, description: null, status: 'NEW', createdAt: now, updatedAt: now, completedAt: null, cancelledAt: null, searchText: '' }) as never,
      ),
    )
    .execute();

  await migrateToLatest(db);
  const stored = await db.selectFrom('customerRequests').select(['phone', 'searchText']).orderBy('id').execute();
  expect(stored.map((r) => r.phone)).toEqual(['+84912345680', '+84961931668', '+842838221234', '+12025550143', 'gọi giờ hành chính']);
  expect(stored.map((r) => r.searchText.split('\n')[1])).toEqual([
    '0912345680 84912345680',
    '0961931668 84961931668',
    '02838221234 842838221234',
    '2025550143 12025550143',
    'goi gio hanh chinh',
  ]);
});

it('shows the WebP rendering of a seed illustration where an article still names its SVG, and leaves any other image', async () => {
  const before = await migrator().migrateTo('2026_11_27_0500_pending_files');
  expect(before.error).toBeUndefined();
  const now = new Date().toISOString();
  const images = ['/images/news/quyen-tac-gia.svg', '/uploads/news/ab12cd34.png', '/images/news/tu-ve.svg', '/images/news/madrid-quoc-te.svg?v=2'];
  await db
    .insertInto('news')
    .values(images.map((image, i) => ({ slug: `bai-${i}`, title: `Bài ${i}`, subtitle: 'Tóm tắt', author: 'Biên tập', image, createdAt: now, updatedAt: now })))
    .execute();

  await migrateToLatest(db);
  const stored = await db.selectFrom('news').select('image').orderBy('id').execute();
  expect(stored.map((r) => r.image)).toEqual(['/images/news/quyen-tac-gia.webp', ...images.slice(1)]);
});
