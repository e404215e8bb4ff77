import { USERS_MSG } from '../../src/shared/messages/users';
import type { CustomerDetail } from '../../src/shared/types/customerAdmin';
import { ChatRepository } from '../../src/server/chat/chatRepository';
import { customerRequestEvents } from '../../src/server/customerRequests/customerRequestEvents';
import { gid } from '../helpers/guestId';
import { ADMIN_PASSWORD, bearer, buildTestApp, createStaff, login, type TestApp } from '../helpers/testApp';
import { insertRequest } from './customerAdmin/customerFixtures';

/**
 * Writes that check something and then write, sent at the same moment. SQLite runs one transaction
 * at a time, so there these only confirm the rules; on PostgreSQL (npm run test:pg) the requests run
 * side by side on several pooled connections, as they would on two instances, and each rule must
 * hold through its lock, its row lock or its unique index.
 */
let t: TestApp;
let admin: string;
let serviceId: number;
beforeAll(async () => {
  // Six identical requests from one address pass the per-address limit (5 an hour): that limit is not what this file tests.
  t = await buildTestApp({ CONSULTATION_REQUESTS_PER_HOUR: '100' });
  admin = (await login(t.app, 'admin', ADMIN_PASSWORD)).body.data!.token;
  serviceId = (await t.app.inject({ method: 'GET', url: '/api/service/list' })).json().data[0].id;
});
afterAll(() => t.close());

const at = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('concurrent writes', () => {
  it('stores identical consultation requests sent at once (a double click) once, with one notification', async () => {
    const body = { name: 'Nguyễn Văn Bấm Hai Lần', phone: '0912 345 678', email: 'hai.lan@example.vn', serviceId, description: 'Gửi hai lần cùng lúc' };
    let created = 0;
    const count = () => (created += 1);
    customerRequestEvents(t.app.db).on('created', count);
    try {
      const answers = await Promise.all(at(6).map(() => t.app.inject({ method: 'POST', url: '/api/customer', payload: body })));
      expect(answers.map((a) => a.statusCode)).toEqual(at(6).map(() => 200));
      const ids = new Set(answers.map((a) => a.json().data.id as number));
      expect(ids.size).toBe(1);
      const rows = await t.app.db.selectFrom('customerRequests').select('id').where('email', '=', body.email).execute();
      expect(rows).toHaveLength(1);
      const notes = await t.app.db.selectFrom('notifications').select('id').where('customerRequestId', '=', rows[0]!.id).execute();
      expect(notes).toHaveLength(1);
      expect(created).toBe(1);
    } finally {
      customerRequestEvents(t.app.db).off('created', count);
    }
  });

  it('stores a chat message sent twice at once with one client id once, and counts it unread once', async () => {
    // Two repositories on one database: on PostgreSQL two instances' worth of stores, each with its own queue.
    const repos = [t.app.chat.repo, new ChatRepository(t.app.db, t.app.sqlite)];
    const guestId = gid('race');
    const sent = await Promise.all(
      at(4).map((i) => repos[i % 2]!.addMessage({ guestId, content: 'Một lần thôi', senderType: 'GUEST', adminId: null, clientId: 'race-1' }, true)),
    );
    expect(sent.filter((s) => !s.duplicate)).toHaveLength(1);
    expect(new Set(sent.map((s) => s.message.id)).size).toBe(1);
    expect(await t.app.chat.repo.lastMessages(guestId, 10)).toHaveLength(1);
    expect((await t.app.chat.repo.findConversation(guestId))?.unreadCount).toBe(1);
  });

  it('records two status changes made at once one after the other, each from the status the other left', async () => {
    const request = await insertRequest(t.app, { status: 'NEW' });
    const [a, b] = await Promise.all(
      ['RECEIVED', 'PROCESSING'].map((status) => t.app.inject({ method: 'PUT', url: `/api/customer/status/${request.id}?status=${status}`, headers: bearer(admin) })),
    );
    expect([a!.statusCode, b!.statusCode]).toEqual([200, 200]);
    const detail = (await t.app.inject({ method: 'GET', url: `/api/customer/${request.id}`, headers: bearer(admin) })).json().data as CustomerDetail;
    const history = [...detail.history].sort((x, y) => x.id - y.id);
    expect(history).toHaveLength(2);
    expect(history[0]!.fromStatus).toBe('NEW');
    expect(history[1]!.fromStatus).toBe(history[0]!.toStatus);
    expect(detail.status).toBe(history[1]!.toStatus);
  });

  it('keeps one active ADMIN when the last two demote each other at once', async () => {
    const me = (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(admin) })).json().data as { id: number };
    const other = await createStaff(t.app, { role: 'ADMIN' });
    const otherToken = (await login(t.app, other.username, other.password)).body.data!.token;
    const [a, b] = await Promise.all([
      t.app.inject({ method: 'PUT', url: `/api/auth/users/${other.id}/role?role=USER`, headers: bearer(admin) }),
      t.app.inject({ method: 'PUT', url: `/api/auth/users/${me.id}/role?role=USER`, headers: bearer(otherToken) }),
    ]);
    // One of them went first; the second then would have demoted the last active ADMIN (409), or was
    // no longer an ADMIN when it asked (403): either way it changed nothing.
    const codes = [a!.statusCode, b!.statusCode];
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect([403, 409]).toContain(codes.find((c) => c !== 200));
    const admins = await t.app.db.selectFrom('users').select('id').where('role', '=', 'ADMIN').where('active', '=', 'ACTIVE').execute();
    expect(admins).toHaveLength(1);
    // Back to the seeded admin alone as the ADMIN, for the tests after this one.
    if (admins[0]!.id !== me.id) {
      const back = await t.app.inject({ method: 'PUT', url: `/api/auth/users/${me.id}/role?role=ADMIN`, headers: bearer(otherToken) });
      expect(back.statusCode).toBe(200);
    }
  });

  it('creates one of two accounts whose usernames differ only in case, sent at once; the other is a 409', async () => {
    const account = (username: string, email: string) => ({ username, email, password: 'mat-khau-1', fullName: 'Trần Văn Trùng', role: 'USER' });
    const answers = await Promise.all([
      t.app.inject({ method: 'POST', url: '/api/auth/users', headers: bearer(admin), payload: account('tran_trung', 'trung1@shtt.vn') }),
      t.app.inject({ method: 'POST', url: '/api/auth/users', headers: bearer(admin), payload: account('Tran_Trung', 'trung2@shtt.vn') }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.findIndex((a) => a.statusCode === 409);
    expect(answers[refused]!.json().message).toBe(USERS_MSG.usernameTaken(refused === 0 ? 'tran_trung' : 'Tran_Trung'));
  });

  it('gives two articles created at once with the same title a slug each (the second takes the next one)', async () => {
    const article = { title: 'Bài viết trùng tiêu đề', subtitle: 'Tạo cùng lúc', author: 'Ban biên tập', image: 'https://cdn.example.vn/anh.webp', sections: [{ title: 'Mở đầu', content: 'Nội dung' }] };
    const answers = await Promise.all(at(2).map(() => t.app.inject({ method: 'POST', url: '/api/news', headers: bearer(admin), payload: article })));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => a.json().data.slug as string).sort()).toEqual(['bai-viet-trung-tieu-de', 'bai-viet-trung-tieu-de-2']);
  });

  it('holds unique names in any case in the database itself, whatever code writes', async () => {
    const now = new Date().toISOString();
    const row = (username: string, email: string) => ({
      username,
      email,
      passwordHash: 'x',
      fullName: 'Bản ghi trực tiếp',
      phoneNumber: null,
      position: null,
      role: 'USER' as const,
      active: 'ACTIVE' as const,
      createdAt: now,
      updatedAt: now,
    });
    // The outcome as text: better-sqlite3's errors may come from another test file's realm (the addon
    // is loaded once per worker), and Jest's toThrow does not see those as errors.
    const insert = (username: string, email: string) =>
      t.app.db
        .insertInto('users')
        .values(row(username, email))
        .execute()
        .then(
          () => 'stored',
          (err: unknown) => String(err),
        );
    expect(await insert('le_thu', 'le.thu@shtt.vn')).toBe('stored');
    expect(await insert('LE_THU', 'khac@shtt.vn')).toMatch(/unique/i);
    expect(await insert('le_thu_2', 'Le.Thu@SHTT.vn')).toMatch(/unique/i);
  });
});
