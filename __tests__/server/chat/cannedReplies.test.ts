import { CHAT_MSG } from '../../../src/shared/messages/chat';
import { CHAT } from '../../../src/shared/realtime';
import type { CannedReply } from '../../../src/shared/types/chat';
import { bearer, buildTestApp, tokenMatrix, type TestApp } from '../../helpers/testApp';

const M = CHAT_MSG.canned;
let t: TestApp;
let tokens: Awaited<ReturnType<typeof tokenMatrix>>;
let existing: CannedReply;

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await tokenMatrix(t.app);
  existing = (await post({ shortcut: 'chao', content: 'Chào anh/chị, em có thể giúp gì ạ?' })).json().data;
});
afterAll(() => t.close());

function post(body: unknown, token = tokens.adminToken) {
  return t.app.inject({ method: 'POST', url: '/api/chat/admin/canned-replies', headers: bearer(token), payload: body as object });
}
function put(id: number | string, body: unknown) {
  return t.app.inject({ method: 'PUT', url: `/api/chat/admin/canned-replies/${id}`, headers: bearer(tokens.adminToken), payload: body as object });
}
const list = async () => (await t.app.inject({ method: 'GET', url: '/api/chat/admin/canned-replies', headers: bearer(tokens.adminToken) })).json().data as CannedReply[];

describe('canned reply routes: role matrix', () => {
  it.each(['none', 'userToken', 'adminToken', 'expiredToken', 'tamperedToken'] as const)('with %s', async (who) => {
    const expected = { none: 401, userToken: 403, adminToken: 200, expiredToken: 401, tamperedToken: 401 }[who];
    const headers = who === 'none' ? {} : bearer(tokens[who]);
    // A reply of its own for each caller, so that an allowed call succeeds (not 404/409).
    const own = (await post({ shortcut: `matran-${who.toLowerCase()}`, content: 'Nội dung' })).json().data as CannedReply;
    const calls = [
      ['GET', '/api/chat/admin/canned-replies', undefined],
      ['POST', '/api/chat/admin/canned-replies', { shortcut: `moi-${who.toLowerCase()}`, content: 'Mới' }],
      ['PUT', `/api/chat/admin/canned-replies/${own.id}`, { shortcut: own.shortcut, content: 'Đã sửa' }],
      ['DELETE', `/api/chat/admin/canned-replies/${own.id}`, undefined],
    ] as const;
    for (const [method, url, payload] of calls) {
      const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
      expect({ method, status: res.statusCode }).toEqual({ method, status: expected });
      expect(res.json().code).toBe(expected);
    }
    if (expected !== 200) {
      // Nothing changed: the reply is there as it was, and no new one.
      const rows = await list();
      expect(rows.find((r) => r.id === own.id)).toMatchObject({ content: 'Nội dung' });
      expect(rows.some((r) => r.shortcut === `moi-${who.toLowerCase()}`)).toBe(false);
    }
  });
});

describe('canned replies', () => {
  it('are listed by shortcut, stored with a lower-case shortcut and trimmed text', async () => {
    const res = await post({ shortcut: '  Phi-DK ', content: '  Phí đăng ký nhãn hiệu là 2.100.000 đ.  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: M.created, data: { shortcut: 'phi-dk', content: 'Phí đăng ký nhãn hiệu là 2.100.000 đ.' } });
    const shortcuts = (await list()).map((r) => r.shortcut);
    expect(shortcuts).toEqual([...shortcuts].sort());
    expect(shortcuts).toContain('phi-dk');
  });

  it('refuse a shortcut already used, in any case, with 409 and a Vietnamese message', async () => {
    const res = await post({ shortcut: 'CHAO', content: 'Khác' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: M.shortcutTaken('chao'), errors: { shortcut: M.shortcutTaken('chao') } });
    const other = (await post({ shortcut: 'tam-biet', content: 'Chào tạm biệt' })).json().data as CannedReply;
    expect((await put(other.id, { shortcut: 'chao', content: 'x' })).statusCode).toBe(409);
    expect((await list()).find((r) => r.id === other.id)).toMatchObject({ shortcut: 'tam-biet', content: 'Chào tạm biệt' });
  });

  it.each([
    ['an empty shortcut', { shortcut: '', content: 'a' }, 'shortcut', M.shortcutRequired],
    ['a shortcut with diacritics and a space', { shortcut: 'có dấu', content: 'a' }, 'shortcut', M.shortcutFormat],
    ['a shortcut with its slash', { shortcut: '/chao2', content: 'a' }, 'shortcut', M.shortcutFormat],
    ['a 33-character shortcut', { shortcut: 'a'.repeat(CHAT.cannedShortcutMax + 1), content: 'a' }, 'shortcut', M.shortcutTooLong],
    ['blank text', { shortcut: 'dai', content: '   ' }, 'content', M.contentRequired],
    ['1001 characters', { shortcut: 'dai', content: 'x'.repeat(CHAT.maxLength + 1) }, 'content', M.contentTooLong],
    ['a number for a shortcut', { shortcut: 123, content: 'a' }, 'shortcut', undefined],
  ])('refuse %s with 400, a Vietnamese message and nothing stored', async (_name, body, field, message) => {
    const before = await list();
    const res = await post(body);
    expect(res.statusCode).toBe(400);
    const json = res.json();
    expect(Object.keys(json.errors)).toContain(field);
    if (message) expect(json.errors[field]).toBe(message);
    // Vietnamese: with letters outside ASCII.
    expect(json.message).toMatch(/[^ -~]/);
    expect(await list()).toEqual(before);
  });

  it('accept exactly 1000 characters', async () => {
    const res = await post({ shortcut: 'dai-1000', content: 'đ'.repeat(CHAT.maxLength) });
    expect(res.statusCode).toBe(200);
  });

  it('are changed and deleted; an unknown or malformed id answers 404 or 400', async () => {
    const res = await put(existing.id, { shortcut: 'chao', content: 'Dạ chào anh/chị ạ.' });
    expect(res.json()).toMatchObject({ code: 200, message: M.updated, data: { id: existing.id, content: 'Dạ chào anh/chị ạ.' } });
    expect((await put(999_999, { shortcut: 'khong-co', content: 'x' })).json()).toMatchObject({ code: 404, message: M.notFound });
    expect((await put('abc', { shortcut: 'khong-co', content: 'x' })).json()).toMatchObject({ code: 400, message: M.idInvalid });
    const del = () => t.app.inject({ method: 'DELETE', url: `/api/chat/admin/canned-replies/${existing.id}`, headers: bearer(tokens.adminToken) });
    expect((await del()).json()).toMatchObject({ code: 200, message: M.removed, data: true });
    expect((await del()).json()).toMatchObject({ code: 404, message: M.notFound });
    expect((await list()).some((r) => r.id === existing.id)).toBe(false);
  });

  it(`keep at most ${CHAT.cannedMax}`, async () => {
    const n = (await list()).length;
    for (let i = n; i < CHAT.cannedMax; i++) await t.app.db.insertInto('chatCannedReplies').values({ shortcut: `so-${i}`, content: `${i}`, updatedBy: null, createdAt: '2026-11-26T00:00:00.000Z', updatedAt: '2026-11-26T00:00:00.000Z' }).execute();
    const res = await post({ shortcut: 'mot-nua', content: 'Thêm nữa' });
    expect(res.json()).toMatchObject({ code: 409, message: M.tooMany });
    expect(await list()).toHaveLength(CHAT.cannedMax);
  });
});
