import fs from 'node:fs';
import path from 'node:path';
import { NEWS_ADMIN_MSG } from '../../../src/shared/messages/newsAdmin';
import { Leases } from '../../../src/server/lib/leases';
import { bearer, buildTestApp, createStaff, login, tokenMatrix } from '../../helpers/testApp';
import { twoInstances, type TwoInstances } from '../../helpers/twoInstances';

/**
 * What two instances agree on through the database they share: one newsletter send of an
 * article at a time (a lease that expires if its holder dies), and the generated JWT secret.
 */

let two: TwoInstances;
let token: string;

beforeAll(async () => {
  // No JWT_SECRET: the instances generate one between them.
  two = await twoInstances({ JWT_SECRET: '' });
  token = (await tokenMatrix(two.a.app)).userToken;
});

afterAll(async () => {
  await two.close();
});

describe('leases', () => {
  let now = Date.parse('2026-11-26T08:00:00Z');
  const clock = () => now;

  it('one holder at a time; a lease not renewed expires and is taken over; a release frees it', async () => {
    const onA = new Leases(two.a.app.db, 60_000, clock);
    const onB = new Leases(two.b.app.db, 60_000, clock);
    const first = await onA.acquire('job:1');
    expect(first).not.toBeNull();
    expect(await onB.acquire('job:1')).toBeNull();
    expect(await onA.acquire('job:1')).toBeNull();
    // Another name is free.
    const other = await onB.acquire('job:2');
    expect(other).not.toBeNull();
    await other!.release();

    // The holder died (its renewals stopped): a minute later the lease is B's.
    now += 60_000;
    const taken = await onB.acquire('job:1');
    expect(taken).not.toBeNull();
    // The old holder's late release does not free the new holder's lease.
    await first!.release();
    expect(await onA.acquire('job:1')).toBeNull();
    await taken!.release();
    const again = await onA.acquire('job:1');
    expect(again).not.toBeNull();
    await again!.release();
    expect(await two.a.app.db.selectFrom('leases').selectAll().execute()).toEqual([]);
  });

  it('a newsletter send of an article under way on A is refused on B with 409, and allowed once it ends', async () => {
    const created = await two.a.app.inject({
      method: 'POST',
      url: '/api/news',
      headers: bearer(token),
      payload: { title: 'Thông báo gia hạn văn bằng', subtitle: 'Cập nhật', author: 'Phòng pháp lý', image: '/uploads/anh.png', sections: [{ title: 'Hồ sơ', content: 'Tờ khai', icon: 'FILETEXT' }] },
    });
    expect(created.statusCode).toBe(200);
    const id = created.json().data.id as number;
    // What A's send holds while it mails.
    const sending = await new Leases(two.a.app.db).acquire(`newsletter:${id}`);
    expect(sending).not.toBeNull();
    const refused = await two.b.app.inject({ method: 'POST', url: `/api/news/notificationNews/${id}`, headers: bearer(token) });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 409, message: NEWS_ADMIN_MSG.alreadySending, data: null });
    await sending!.release();
    const sent = await two.b.app.inject({ method: 'POST', url: `/api/news/notificationNews/${id}`, headers: bearer(token) });
    expect(sent.statusCode).toBe(200);
    expect(await two.b.app.db.selectFrom('leases').selectAll().execute()).toEqual([]);
  });
});

describe('the generated JWT secret', () => {
  it('is one for both instances: a sign-in through A is accepted by B, and the secret is not in DATA_DIR', async () => {
    const staff = await createStaff(two.a.app);
    const { body } = await login(two.a.app, staff.username, staff.password);
    const me = await two.b.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(body.data!.token) });
    expect(me.statusCode).toBe(200);
    expect(fs.existsSync(path.join(two.a.dataDir, 'jwt-secret'))).toBe(false);
    const rows = await two.a.app.db.selectFrom('appSecrets').select(['name']).execute();
    expect(rows).toEqual([{ name: 'jwt' }]);
  });

  it('instances starting at once on an empty database agree on one', async () => {
    const first = await buildTestApp({ JWT_SECRET: '' });
    try {
      await first.app.db.deleteFrom('appSecrets').execute();
      const [x, y] = await Promise.all([
        buildTestApp({ JWT_SECRET: '', DATA_DIR: first.dataDir }),
        buildTestApp({ JWT_SECRET: '', DATA_DIR: first.dataDir }),
      ]);
      try {
        const staff = await createStaff(x.app);
        const { body } = await login(x.app, staff.username, staff.password);
        expect((await y.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(body.data!.token) })).statusCode).toBe(200);
        expect(await first.app.db.selectFrom('appSecrets').select('name').execute()).toHaveLength(1);
      } finally {
        await Promise.all([x.close(), y.close()]);
      }
    } finally {
      await first.close();
    }
  });

  it('adopts a key kept in DATA_DIR/jwt-secret when the database has none, so the tokens it signed stay valid', async () => {
    const key = 'k'.repeat(40);
    const first = await buildTestApp({ JWT_SECRET: key });
    try {
      const staff = await createStaff(first.app);
      const { body } = await login(first.app, staff.username, staff.password);
      fs.writeFileSync(path.join(first.dataDir, 'jwt-secret'), key, { mode: 0o600 });
      const restarted = await buildTestApp({ JWT_SECRET: '', DATA_DIR: first.dataDir });
      try {
        expect((await restarted.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(body.data!.token) })).statusCode).toBe(200);
        expect(await restarted.app.db.selectFrom('appSecrets').select('value').execute()).toEqual([{ value: key }]);
      } finally {
        await restarted.close();
      }
    } finally {
      await first.close();
    }
  });
});
