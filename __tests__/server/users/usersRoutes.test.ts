import { randomUUID } from 'node:crypto';
import { USERS_MSG } from '../../../src/shared/messages/users';
import type { StaffUser } from '../../../src/shared/types/auth';
import { ADMIN_PASSWORD, bearer, buildTestApp, createStaff, login, type TestApp } from '../../helpers/testApp';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = (await login(t.app, 'admin', ADMIN_PASSWORD)).body.data!.token;
});
afterAll(() => t.close());

const put = (url: string, payload?: object) => t.app.inject({ method: 'PUT', url, headers: bearer(admin), ...(payload ? { payload } : {}) });
const post = (payload: object) => t.app.inject({ method: 'POST', url: '/api/auth/users', headers: bearer(admin), payload });
const count = async () => (await t.app.db.selectFrom('users').select('id').execute()).length;
const refresh = (refreshToken: string) => t.app.inject({ method: 'POST', url: '/api/auth/refresh', payload: { refreshToken } });

const valid = { username: 'lan_nguyen', password: 'mat-khau-1', email: 'lan@shtt.vn', fullName: 'Nguyễn Thị Lan', phoneNumber: '0901 234 567', position: 'Chuyên viên', role: 'USER' };

describe('POST /api/auth/users', () => {
  it('creates an account with trimmed values, a lower-cased e-mail, an argon2 hash and no hash in the answer', async () => {
    const res = await post({ ...valid, username: '  hoa_tran ', email: ' Hoa.Tran@SHTT.VN ', fullName: ' Trần Hoa ', phoneNumber: '  ', position: '', role: undefined });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ code: 200, message: USERS_MSG.created });
    expect(body.data).toMatchObject({ username: 'hoa_tran', email: 'hoa.tran@shtt.vn', fullName: 'Trần Hoa', phoneNumber: null, position: null, role: 'USER', active: 'ACTIVE' });
    expect(res.body).not.toMatch(/password/i);
    const row = await t.app.db.selectFrom('users').selectAll().where('username', '=', 'hoa_tran').executeTakeFirstOrThrow();
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    // The new account can sign in with the password as typed.
    expect((await login(t.app, 'hoa_tran', valid.password)).res.statusCode).toBe(200);
  });

  it.each([
    [{ ...valid, username: '' }, 'username', USERS_MSG.usernameRequired],
    [{ ...valid, username: 'ab' }, 'username', USERS_MSG.usernameMin],
    [{ ...valid, username: 'lan nguyen' }, 'username', USERS_MSG.usernamePattern],
    [{ ...valid, username: 'lan-nguyễn' }, 'username', USERS_MSG.usernamePattern],
    [{ ...valid, password: '' }, 'password', USERS_MSG.passwordRequired],
    [{ ...valid, password: '12345' }, 'password', USERS_MSG.passwordMin],
    [{ ...valid, email: '' }, 'email', USERS_MSG.emailRequired],
    [{ ...valid, email: 'lan@shtt' }, 'email', USERS_MSG.emailInvalid],
    [{ ...valid, email: 'lan shtt@x.vn' }, 'email', USERS_MSG.emailInvalid],
    [{ ...valid, fullName: ' ' }, 'fullName', USERS_MSG.fullNameRequired],
    [{ ...valid, fullName: 'L' }, 'fullName', USERS_MSG.fullNameMin],
    [{ ...valid, phoneNumber: '090-abc' }, 'phoneNumber', USERS_MSG.phoneInvalid],
    [{ ...valid, position: 'X' }, 'position', USERS_MSG.positionMin],
    [{ ...valid, role: 'ROOT' }, 'role', USERS_MSG.roleInvalid],
    [{ ...valid, username: 42 }, 'username', 'Giá trị không đúng kiểu dữ liệu'],
  ])('refuses %j with 400, the form’s message, and writes nothing', async (payload, field, message) => {
    const before = await count();
    const res = await post(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, data: null, errors: { [field]: message } });
    expect(await count()).toBe(before);
  });

  it('chains the username and password checks: a bad username hides the password error', async () => {
    const res = await post({ ...valid, username: 'ab', password: '1' });
    expect(res.json().errors).toEqual({ username: USERS_MSG.usernameMin });
  });

  it('refuses a non-object body and an oversized one', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/users', headers: { ...bearer(admin), 'content-type': 'application/json' }, payload: '[1]' })).statusCode).toBe(400);
    const big = await post({ ...valid, fullName: 'x'.repeat(1024 * 1024 + 10) });
    expect(big.statusCode).toBe(413);
  });

  it('answers 409 naming a duplicate username (any case) or e-mail', async () => {
    await post({ ...valid, username: 'dup_user', email: 'dup@shtt.vn' });
    const before = await count();
    const sameName = await post({ ...valid, username: 'DUP_user', email: 'other@shtt.vn' });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toMatchObject({ message: USERS_MSG.usernameTaken('DUP_user'), errors: { username: USERS_MSG.usernameTaken('DUP_user') } });
    const sameMail = await post({ ...valid, username: 'another_one', email: 'DUP@shtt.vn' });
    expect(sameMail.statusCode).toBe(409);
    expect(sameMail.json().message).toBe(USERS_MSG.emailTaken('dup@shtt.vn'));
    expect(await count()).toBe(before);
  });
});

describe('GET /api/auth/users', () => {
  it('lists every account newest first, without password hashes', async () => {
    await createStaff(t.app);
    await new Promise((r) => setTimeout(r, 5));
    const newest = await createStaff(t.app);
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/users', headers: bearer(admin) });
    const list = res.json().data as StaffUser[];
    expect(list[0]!.username).toBe(newest.username);
    const times = list.map((u) => u.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(list.some((u) => u.username === 'admin')).toBe(true);
    expect(res.body).not.toMatch(/passwordHash|\$argon2/);
  });
});

describe('PUT /api/auth/users/{id}', () => {
  it('updates the account and returns it', async () => {
    const u = await createStaff(t.app);
    const res = await put(`/api/auth/users/${u.id}`, { username: `${u.username}_x`, email: ' NEW.MAIL@Shtt.vn ', fullName: 'Lê Văn Minh', phoneNumber: '+84 (28) 3822-1234', position: 'Trưởng phòng', role: 'USER' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: USERS_MSG.updated, data: { id: u.id, username: `${u.username}_x`, email: 'new.mail@shtt.vn', fullName: 'Lê Văn Minh', position: 'Trưởng phòng' } });
  });

  it('answers 409 when the new username or e-mail belongs to someone else, but not for the account’s own', async () => {
    const a = await createStaff(t.app);
    const b = await createStaff(t.app);
    const body = { username: a.username, email: `${b.username}@example.vn`, fullName: 'Tên', role: 'USER' };
    const res = await put(`/api/auth/users/${b.id}`, body);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(USERS_MSG.usernameTaken(a.username));
    const mail = await put(`/api/auth/users/${b.id}`, { ...body, username: b.username, email: `${a.username}@example.vn` });
    expect(mail.statusCode).toBe(409);
    expect(mail.json().errors).toEqual({ email: USERS_MSG.emailTaken(`${a.username}@example.vn`) });
    expect((await put(`/api/auth/users/${b.id}`, { ...body, username: b.username })).statusCode).toBe(200);
  });

  it('refuses bad input with 400 and writes nothing; unknown id 404; malformed id 400', async () => {
    const u = await createStaff(t.app);
    const res = await put(`/api/auth/users/${u.id}`, { username: 'ok_name', email: 'bad', fullName: 'Tên', role: 'USER' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ email: USERS_MSG.emailInvalid });
    const row = await t.app.db.selectFrom('users').select('username').where('id', '=', u.id).executeTakeFirstOrThrow();
    expect(row.username).toBe(u.username);
    const missing = await put('/api/auth/users/999999', { username: 'ok_name', email: 'a@b.vn', fullName: 'Tên', role: 'USER' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(USERS_MSG.notFound);
    expect((await put('/api/auth/users/abc/role?role=USER')).statusCode).toBe(400);
  });
});

describe('role, active and password', () => {
  it('changes the role and the active state and returns the updated user', async () => {
    const u = await createStaff(t.app);
    const role = await put(`/api/auth/users/${u.id}/role?role=ADMIN`);
    expect(role.json()).toMatchObject({ code: 200, data: { id: u.id, role: 'ADMIN' } });
    const active = await put(`/api/auth/users/${u.id}/active?active=INACTIVE`);
    expect(active.json()).toMatchObject({ code: 200, data: { id: u.id, active: 'INACTIVE' } });
    expect((await put(`/api/auth/users/${u.id}/active?active=ACTIVE`)).json().data.active).toBe('ACTIVE');
  });

  it.each([
    ['role?role=ROOT', USERS_MSG.roleInvalid],
    ['role', USERS_MSG.roleInvalid],
    ['active?active=maybe', USERS_MSG.activeInvalid],
    ['password?newPassword=12345', USERS_MSG.passwordMin],
    ['password', USERS_MSG.passwordRequired],
  ])('refuses %s with 400', async (suffix, message) => {
    const u = await createStaff(t.app);
    const res = await put(`/api/auth/users/${u.id}/${suffix}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    const row = await t.app.db.selectFrom('users').selectAll().where('id', '=', u.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ role: 'USER', active: 'ACTIVE' });
  });

  it('answers 404 for an unknown id on every sub-route', async () => {
    for (const suffix of ['role?role=USER', 'active?active=ACTIVE', 'password?newPassword=abcdef1']) {
      const res = await put(`/api/auth/users/987654/${suffix}`);
      expect(res.statusCode).toBe(404);
    }
  });

  it('a password change sets the new password and revokes that user’s refresh tokens', async () => {
    const u = await createStaff(t.app);
    const pair = (await login(t.app, u.username, u.password)).body.data!;
    const res = await put(`/api/auth/users/${u.id}/password?newPassword=${encodeURIComponent('mật khẩu mới 1')}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(USERS_MSG.passwordChanged);
    expect((await refresh(pair.refreshToken)).statusCode).toBe(401);
    expect((await login(t.app, u.username, u.password)).res.statusCode).toBe(401);
    expect((await login(t.app, u.username, 'mật khẩu mới 1')).res.statusCode).toBe(200);
  });

  it('deactivation revokes that user’s refresh tokens; other users keep theirs', async () => {
    const u = await createStaff(t.app);
    const other = await createStaff(t.app);
    const pair = (await login(t.app, u.username, u.password)).body.data!;
    const otherPair = (await login(t.app, other.username, other.password)).body.data!;
    await put(`/api/auth/users/${u.id}/active?active=INACTIVE`);
    await put(`/api/auth/users/${u.id}/active?active=ACTIVE`);
    // Reactivated, yet the old session stays dead.
    expect((await refresh(pair.refreshToken)).statusCode).toBe(401);
    expect((await refresh(otherPair.refreshToken)).statusCode).toBe(200);
  });
});

describe('the last active ADMIN', () => {
  it('cannot be demoted, deactivated or edited to USER — not even by themselves — until another admin exists', async () => {
    const t2 = await buildTestApp();
    try {
      const pair = (await login(t2.app, 'admin', ADMIN_PASSWORD)).body.data!;
      const me = (await t2.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(pair.token) })).json().data as StaffUser;
      const call = (url: string, payload?: object) => t2.app.inject({ method: 'PUT', url, headers: bearer(pair.token), ...(payload ? { payload } : {}) });
      // An INACTIVE admin does not count as a remaining admin.
      await createStaff(t2.app, { role: 'ADMIN', active: 'INACTIVE' });
      for (const res of [
        await call(`/api/auth/users/${me.id}/role?role=USER`),
        await call(`/api/auth/users/${me.id}/active?active=INACTIVE`),
        await call(`/api/auth/users/${me.id}`, { username: 'admin', email: 'admin@shtt.vn', fullName: 'Quản trị', role: 'USER' }),
      ]) {
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe(USERS_MSG.lastAdmin);
      }
      const row = await t2.app.db.selectFrom('users').selectAll().where('id', '=', me.id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ role: 'ADMIN', active: 'ACTIVE', email: 'admin@shtt.local' });
      // With a second active admin, the first may step down.
      const second = await createStaff(t2.app, { role: 'USER' });
      expect((await call(`/api/auth/users/${second.id}/role?role=ADMIN`)).statusCode).toBe(200);
      expect((await call(`/api/auth/users/${me.id}/role?role=USER`)).statusCode).toBe(200);
      // Now `second` is the last one.
      const secondToken = t2.app.tokens.signAccess({ id: second.id, username: second.username, role: 'ADMIN' }, randomUUID());
      const last = await t2.app.inject({ method: 'PUT', url: `/api/auth/users/${second.id}/active?active=INACTIVE`, headers: bearer(secondToken) });
      expect(last.statusCode).toBe(409);
    } finally {
      await t2.close();
    }
  });
});
