import path from 'node:path';
import Database from 'better-sqlite3';
import { customerSearchText } from '../../src/server/lib/customerSearchText';

const STATUSES = ['NEW', 'RECEIVED', 'PROCESSING', 'COMPLETED', 'CANCELED'] as const;
const FAMILY = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Hoàng', 'Huỳnh', 'Phan', 'Vũ', 'Võ', 'Đặng', 'Bùi', 'Đỗ'];
const MIDDLE = ['Văn', 'Thị', 'Minh', 'Thanh', 'Quốc', 'Ngọc', 'Hữu', 'Gia'];
const GIVEN = ['An', 'Bình', 'Châu', 'Dũng', 'Giang', 'Hà', 'Hùng', 'Khánh', 'Lan', 'Long', 'Mai', 'Nam', 'Phúc', 'Quân', 'Sơn', 'Thảo', 'Trang', 'Tuấn', 'Vy', 'Yến'];

/**
 * Fills customer_requests of a migrated, seeded database (the server must not be running) with
 * `count` requests spread over the last two years, every status and service, so that the staff
 * list is measured on a realistic table. Deterministic: the same count gives the same rows.
 */
export function seedCustomerRequests(dataDir: string, count: number): void {
  const db = new Database(path.join(dataDir, 'app.sqlite'));
  try {
    const services = db.prepare('select id, title from services order by id').all() as Array<{ id: number; title: string }>;
    if (services.length === 0) throw new Error('no services: start the server once to migrate and seed first');
    const insert = db.prepare(
      `insert into customer_requests (name, phone, email, service_id, service_name, description, status, created_at, updated_at, completed_at, cancelled_at, search_text)
       values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const end = Date.now();
    const span = 2 * 365 * 24 * 3600 * 1000;
    let seed = 42;
    const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const pick = <T>(list: readonly T[]) => list[Math.floor(rnd() * list.length)]!;
    db.transaction(() => {
      for (let i = 0; i < count; i++) {
        const service = pick(services);
        const status = pick(STATUSES);
        const created = new Date(end - span + Math.floor((span * i) / count)).toISOString();
        const name = `${pick(FAMILY)} ${pick(MIDDLE)} ${pick(GIVEN)}`;
        const phone = `09${String(10_000_000 + i).slice(-8)}`;
        const email = `khach${i}@example.vn`;
        insert.run(
          name,
          phone,
          email,
          service.id,
          service.title,
          i % 3 === 0 ? null : `Cần tư vấn về ${service.title.toLowerCase()}`,
          status,
          created,
          created,
          status === 'COMPLETED' ? created : null,
          status === 'CANCELED' ? created : null,
          customerSearchText({ name, phone, email, serviceName: service.title }),
        );
      }
    })();
    db.pragma('optimize');
  } finally {
    db.close();
  }
}
