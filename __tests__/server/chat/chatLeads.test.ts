import { customerRequestEvents, type CustomerRequestCreated } from '../../../src/server/customerRequests/customerRequestEvents';
import { ChatLeadsRepository, IDLE_VISITOR_RETENTION_MS, VISIT_IDLE_MS } from '../../../src/server/chat/chatLeadsRepository';
import { describeDevice } from '../../../src/server/chat/userAgent';
import { CHAT_MSG } from '../../../src/shared/messages/chat';
import { CHAT_LEADS_MSG as M } from '../../../src/shared/messages/chatLeads';
import { CONSULTATION_FORM_MSG } from '../../../src/shared/messages/publicForms';
import { DEST } from '../../../src/shared/realtime';
import type { ChatVisitor, ConversationEvent } from '../../../src/shared/types/chat';
import { gid } from '../../helpers/guestId';
import { bearer, buildTestApp, freshAddress, tokenMatrix, type TestApp } from '../../helpers/testApp';
import { publishedDuring } from './publishedDuring';

let t: TestApp;
let tokens: Awaited<ReturnType<typeof tokenMatrix>>;
const created: CustomerRequestCreated[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  tokens = await tokenMatrix(t.app);
  customerRequestEvents(t.app.db).on('created', (e) => created.push(e));
});
afterAll(() => t.close());

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

const contact = (guestId: string, payload: unknown, remoteAddress = freshAddress()) =>
  t.app.inject({ method: 'POST', url: `/api/chat/${guestId}/contact`, payload: payload as object, remoteAddress });
const visit = (guestId: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress = freshAddress()) =>
  t.app.inject({ method: 'POST', url: `/api/chat/${guestId}/visit`, payload: payload as object, headers, remoteAddress });
const visitor = async (guestId: string, token = tokens.adminToken) =>
  t.app.inject({ method: 'GET', url: `/api/chat/admin/conversations/${guestId}/visitor`, headers: bearer(token) });
const convert = (guestId: string, token = tokens.adminToken) =>
  t.app.inject({ method: 'POST', url: `/api/chat/admin/conversations/${guestId}/customer-request`, headers: bearer(token) });
const requestsOf = (name: string) => t.app.db.selectFrom('customerRequests').selectAll().where('name', '=', name).execute();
const say = (guestId: string, content: string) => t.app.chat.postMessage({ guestId, content, senderType: 'GUEST', adminId: null, tempId: null });

describe('POST /chat/{guestId}/contact', () => {
  it('stores the contact, names the conversation, and creates one customer request marked as from the chat, with its notification', async () => {
    const guestId = gid('1');
    await say(guestId, 'Tôi muốn đăng ký nhãn hiệu <b>Cà phê Sữa</b>');
    const before = created.length;
    const events = await publishedDuring<ConversationEvent>(t.app, DEST.adminConversations, async () => {
      const res = await contact(guestId, { name: '  Lê Văn Tám ', phone: '0912 345 678', email: '' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: M.contact.saved, data: { name: 'Lê Văn Tám', phone: '+84912345678', email: null } });
    });
    expect(events.at(-1)!.conversation).toMatchObject({ guestId, guestName: 'Lê Văn Tám' });

    const [request, ...more] = await requestsOf('Lê Văn Tám');
    expect(more).toEqual([]);
    expect(request).toMatchObject({ phone: '+84912345678', email: '', serviceId: null, serviceName: M.contact.serviceName, source: 'chat', status: 'NEW' });
    expect(request!.description).toContain('Tôi muốn đăng ký nhãn hiệu <b>Cà phê Sữa</b>');
    expect(created.slice(before)).toEqual([expect.objectContaining({ request: expect.objectContaining({ id: request!.id }), notification: expect.objectContaining({ customerRequestId: request!.id }) })]);
    // The staff search finds it like any request.
    expect(request!.searchText).toContain('tam');
  });

  it('giving details again updates the contact and creates no second request within the window', async () => {
    const guestId = gid('2');
    await contact(guestId, { name: 'Phạm Hoa', email: 'hoa@congty.vn' });
    const before = created.length;
    const res = await contact(guestId, { name: 'Phạm Thị Hoa', phone: '0987654321', email: 'hoa@congty.vn' });
    expect(res.statusCode).toBe(200);
    expect(created.length).toBe(before);
    expect(await requestsOf('Phạm Thị Hoa')).toEqual([]);
    expect(await requestsOf('Phạm Hoa')).toHaveLength(1);
    const v = (await visitor(guestId)).json().data as ChatVisitor;
    expect(v.contact).toMatchObject({ name: 'Phạm Thị Hoa', phone: '+84987654321', email: 'hoa@congty.vn' });
    expect((await t.app.chat.repo.findConversation(guestId))!.guestName).toBe('Phạm Thị Hoa');
  });

  it.each([
    [{ name: '', phone: '0912345678' }, 'name', CONSULTATION_FORM_MSG.nameRequired],
    [{ name: 'An', phone: '', email: '' }, 'phone', M.contact.phoneOrEmail],
    [{ name: 'An' }, 'phone', M.contact.phoneOrEmail],
    [{ name: 'An', phone: '12345' }, 'phone', CONSULTATION_FORM_MSG.phoneInvalid],
    [{ name: 'An', email: 'khong-phai-email' }, 'email', CONSULTATION_FORM_MSG.emailInvalid],
    [{ name: 'A'.repeat(101), email: 'a@b.vn' }, 'name', CONSULTATION_FORM_MSG.nameMax],
    [{ name: 42, email: 'a@b.vn' }, 'name', undefined],
  ])('refuses %j with a Vietnamese message and stores nothing', async (payload, field, message) => {
    const guestId = gid('3');
    const res = await contact(guestId, payload);
    expect(res.statusCode).toBe(400);
    if (message) expect(res.json()).toMatchObject({ message, errors: { [field]: message } });
    expect(await new ChatLeadsRepository(t.app.db).find(guestId)).toBeNull();
    expect(await t.app.chat.repo.findConversation(guestId)).toBeNull();
  });

  it('refuses a malformed guest id and a body over its size limit', async () => {
    expect((await contact('guest-zz', { name: 'An', email: 'a@b.vn' })).json()).toMatchObject({ code: 400, message: CHAT_MSG.server.invalidGuestId });
    expect((await contact(gid('3'), { name: 'An', email: 'a@b.vn', padding: 'x'.repeat(5000) })).statusCode).toBe(413);
  });

  it('takes CHAT_CONTACTS_PER_HOUR contacts an hour from one address (10 by default), then 429 with Retry-After', async () => {
    expect(t.config.chatContactsPerHour).toBe(10);
    const address = freshAddress();
    for (let i = 0; i < t.config.chatContactsPerHour; i += 1) expect((await contact(gid('4'), { name: 'Ngô Bình', email: 'binh@congty.vn' }, address)).statusCode).toBe(200);
    const res = await contact(gid('4'), { name: 'Ngô Bình', email: 'binh@congty.vn' }, address);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.json().message).toMatch(/^Bạn đã gửi thông tin quá nhiều lần/);
  });

  it('takes the number CHAT_CONTACTS_PER_HOUR sets (an office behind one address may need more, a quiet site fewer)', async () => {
    const two = await buildTestApp({ CHAT_CONTACTS_PER_HOUR: '2' });
    try {
      const address = freshAddress();
      const send = (n: string) =>
        two.app.inject({ method: 'POST', url: `/api/chat/${gid(n)}/contact`, payload: { name: 'Ngô Bình', email: 'binh@congty.vn' }, remoteAddress: address });
      expect([(await send('a')).statusCode, (await send('b')).statusCode, (await send('c')).statusCode]).toEqual([200, 200, 429]);
    } finally {
      await two.close();
    }
  });
});

describe('POST /chat/{guestId}/visit', () => {
  it('keeps the current page, the first referrer, the device, and counts visits after 30 minutes idle', async () => {
    const guestId = gid('5');
    await say(guestId, 'Xin chào');
    const ok1 = await visit(guestId, { path: '/', title: 'Trang chủ', referrer: 'https://www.google.com/' }, { 'user-agent': IPHONE });
    expect(ok1.statusCode).toBe(200);
    await visit(guestId, { path: '/dich-vu/nhan-hieu', title: 'Đăng ký nhãn hiệu', referrer: 'https://facebook.com/' }, { 'user-agent': IPHONE });
    let v = (await visitor(guestId)).json().data as ChatVisitor;
    expect(v).toMatchObject({ currentPath: '/dich-vu/nhan-hieu', currentTitle: 'Đăng ký nhãn hiệu', referrer: 'https://www.google.com/', device: 'Điện thoại · Safari', visits: 1 });
    expect(v.firstVisitAt).not.toBeNull();
    expect(v.lastVisitAt! >= v.firstVisitAt!).toBe(true);

    // The previous page 31 minutes ago: the next one starts a second visit; the first visit stays.
    const repo = new ChatLeadsRepository(t.app.db);
    const earlier = new Date(Date.now() - VISIT_IDLE_MS - 60_000).toISOString();
    await t.app.db.updateTable('chatVisitors').set({ lastVisitAt: earlier, firstVisitAt: earlier }).where('guestId', '=', guestId).execute();
    await repo.recordVisit(guestId, { path: '/lien-he', title: 'Liên hệ', referrer: null }, describeDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0'));
    v = (await visitor(guestId)).json().data as ChatVisitor;
    expect(v).toMatchObject({ visits: 2, firstVisitAt: earlier, currentPath: '/lien-he', device: 'Máy tính · Edge', referrer: 'https://www.google.com/' });
    expect(v.lastVisitAt! > earlier).toBe(true);
  });

  it('cuts long texts, drops a referrer that is not a web address, and refuses a path that is not the site’s', async () => {
    const guestId = gid('6');
    await say(guestId, 'Xin chào');
    expect((await visit(guestId, { path: `/${'a'.repeat(900)}`, title: 'T'.repeat(500), referrer: 'javascript:alert(1)' })).statusCode).toBe(200);
    const v = (await visitor(guestId)).json().data as ChatVisitor;
    expect(v.currentPath).toHaveLength(500);
    expect(v.currentTitle).toHaveLength(200);
    expect(v.referrer).toBeNull();
    for (const path of ['https://evil.example/', '//evil.example/', '', 7]) {
      const res = await visit(guestId, { path });
      expect(res.statusCode).toBe(400);
    }
    expect((await visit(guestId, { path: 'https://evil.example/' })).json().message).toBe(M.server.pathInvalid);
  });

  it('forgets visitors who never wrote nor left a contact after the retention time, and keeps the others', async () => {
    const repo = new ChatLeadsRepository(t.app.db);
    await visit(gid('7'), { path: '/' });
    await visit(gid('8'), { path: '/' });
    await contact(gid('8'), { name: 'Vũ Lan', email: 'lan@congty.vn' });
    const old = new Date(Date.now() - IDLE_VISITOR_RETENTION_MS - 60_000).toISOString();
    await t.app.db.updateTable('chatVisitors').set({ lastVisitAt: old }).where('guestId', 'in', [gid('7'), gid('8'), gid('5')]).execute();
    await repo.purgeIdle();
    expect(await repo.find(gid('7'))).toBeNull();
    expect(await repo.find(gid('8'))).not.toBeNull();
    expect(await repo.find(gid('5'))).not.toBeNull();
  });
});

describe('describeDevice', () => {
  it.each([
    [IPHONE, 'Điện thoại · Safari'],
    ['Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/120.0 Mobile/15E148 Safari/604.1', 'Máy tính bảng · Chrome'],
    ['Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36', 'Máy tính bảng · Chrome'],
    ['Mozilla/5.0 (Linux; Android 13; SM-A536E) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0 Mobile Safari/537.36', 'Điện thoại · Samsung Internet'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) coc_coc_browser/118.0 Chrome/118.0 Safari/537.36', 'Máy tính · Cốc Cốc'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:120.0) Gecko/20100101 Firefox/120.0', 'Máy tính · Firefox'],
    ['curl/8.0', 'Máy tính · trình duyệt khác'],
  ])('%s → %s', (ua, expected) => expect(describeDevice(ua)).toBe(expected));
  it('says nothing without a User-Agent', () => expect(describeDevice(undefined)).toBeNull());
});

describe('staff routes: role matrix', () => {
  const expected = { none: 401, userToken: 403, adminToken: 200, expiredToken: 401, tamperedToken: 401 } as const;
  const who = ['none', 'userToken', 'adminToken', 'expiredToken', 'tamperedToken'] as const;

  it.each(who)('GET /chat/admin/conversations/{guestId}/visitor with %s', async (w) => {
    await say(gid('9'), 'Xin chào');
    const headers = w === 'none' ? {} : bearer(tokens[w]);
    const res = await t.app.inject({ method: 'GET', url: `/api/chat/admin/conversations/${gid('9')}/visitor`, headers });
    expect(res.statusCode).toBe(expected[w]);
    expect(res.json().data ?? null).toEqual(expected[w] === 200 ? expect.objectContaining({ guestId: gid('9') }) : null);
  });

  it.each(who)('POST /chat/admin/conversations/{guestId}/customer-request with %s', async (w) => {
    const guestId = gid('a');
    await contact(guestId, { name: 'Đỗ Minh', phone: '0903123456' });
    await t.app.db.updateTable('chatVisitors').set({ customerRequestId: null }).where('guestId', '=', guestId).execute();
    const before = (await requestsOf('Đỗ Minh')).length;
    const headers = w === 'none' ? {} : bearer(tokens[w]);
    const res = await t.app.inject({ method: 'POST', url: `/api/chat/admin/conversations/${guestId}/customer-request`, headers });
    expect(res.statusCode).toBe(expected[w]);
    expect((await requestsOf('Đỗ Minh')).length).toBe(before + (expected[w] === 200 ? 1 : 0));
  });
});

describe('POST /chat/admin/conversations/{guestId}/customer-request', () => {
  it('creates the request from the contact and the transcript once; a second click answers the same one', async () => {
    const guestId = gid('b');
    await say(guestId, 'Phí đăng ký sáng chế bao nhiêu?');
    await say(guestId, 'Số của tôi là 0911222333');
    await t.app.chat.postMessage({ guestId, content: 'Dạ, em gọi lại ngay ạ', senderType: 'ADMIN', adminId: tokens.admin.id, tempId: null });
    // A contact stored before the request window: the conversion makes the request.
    const repo = new ChatLeadsRepository(t.app.db);
    await repo.saveContact(guestId, { name: 'Hoàng Yến', phone: '+84911222333', email: 'yen@congty.vn' });
    const before = created.length;
    const first = await convert(guestId);
    expect(first.statusCode).toBe(200);
    const { customerRequestId, created: wasCreated } = first.json().data as { customerRequestId: number; created: boolean };
    expect(wasCreated).toBe(true);
    expect(first.json().message).toBe(M.convert.created(customerRequestId));
    const stored = await t.app.db.selectFrom('customerRequests').selectAll().where('id', '=', customerRequestId).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ name: 'Hoàng Yến', phone: '+84911222333', email: 'yen@congty.vn', source: 'chat' });
    expect(stored.description).toBe(`${M.contact.summaryHeading}\n- Phí đăng ký sáng chế bao nhiêu?\n- Số của tôi là 0911222333`);
    expect(created.length).toBe(before + 1);

    const again = await convert(guestId);
    expect(again.json()).toMatchObject({ message: M.convert.open(customerRequestId), data: { customerRequestId, created: false } });
    expect(created.length).toBe(before + 1);
    expect(((await visitor(guestId)).json().data as ChatVisitor).customerRequestId).toBe(customerRequestId);
  });

  it('two clicks at once make one request', async () => {
    const guestId = gid('c');
    await say(guestId, 'Tư vấn giúp tôi');
    await new ChatLeadsRepository(t.app.db).saveContact(guestId, { name: 'Cùng Lúc', phone: '+84911000111', email: null });
    const [a, b] = await Promise.all([convert(guestId), convert(guestId)]);
    expect(a.json().data.customerRequestId).toBe(b.json().data.customerRequestId);
    expect(await requestsOf('Cùng Lúc')).toHaveLength(1);
  });

  it('without a phone or e-mail: 400 in Vietnamese and no request; unknown conversation: 404', async () => {
    const guestId = gid('d');
    await say(guestId, 'Chỉ hỏi thôi');
    const res = await convert(guestId);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(M.convert.noContact);
    expect(((await visitor(guestId)).json().data as ChatVisitor).customerRequestId).toBeNull();
    expect((await convert(gid('e'))).json()).toMatchObject({ code: 404, message: CHAT_MSG.server.conversationNotFound });
    expect((await convert('guest-nothex')).statusCode).toBe(400);
  });
});
