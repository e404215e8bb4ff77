import { CHAT_LEADS_MSG as M } from '../../../src/shared/messages/chatLeads';
import { LEAD_LIMITS, TRANSCRIPT_EVERY_MS } from '../../../src/server/routes/chat/leads';
import { gid } from '../../helpers/guestId';
import { buildTestApp, freshAddress, tokenMatrix, type TestApp } from '../../helpers/testApp';
import { parseMail } from '../newsAdmin/mime';
import { startSmtp } from '../newsAdmin/smtpServer';
import { FONT_STACK } from '../../../src/shared/constants';

// down@ is refused (451) while `downRefuses`: the mail fails and the visitor may ask again.
let downRefuses = true;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
let adminId: number;

beforeAll(async () => {
  smtp = await startSmtp((address) => (address === 'down@example.vn' && downRefuses ? 451 : null));
  t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  adminId = (await tokenMatrix(t.app)).admin.id;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const transcript = (guestId: string, remoteAddress = freshAddress()) => t.app.inject({ method: 'POST', url: `/api/chat/${guestId}/transcript`, remoteAddress });
const contact = (guestId: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/chat/${guestId}/contact`, payload, remoteAddress: freshAddress() });
const say = (guestId: string, content: string, senderType: 'GUEST' | 'ADMIN' = 'GUEST') =>
  t.app.chat.postMessage({ guestId, content, senderType, adminId: senderType === 'ADMIN' ? adminId : null, tempId: null });
const mailsTo = (address: string) => smtp.received.filter((m) => m.rcptTo.includes(address)).map((m) => parseMail(m.raw));

describe('POST /chat/{guestId}/transcript', () => {
  it('mails the conversation to the e-mail the visitor gave, in Vietnamese, with every text escaped', async () => {
    const guestId = gid('1');
    await say(guestId, 'Nhãn hiệu <script>alert("x")</script> & logo còn trống không?');
    await say(guestId, 'Dạ, để em tra cứu giúp anh ạ', 'ADMIN');
    await contact(guestId, { name: 'Trịnh <Quang>', email: 'quang@example.vn' });
    const res = await transcript(guestId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: M.transcript.sent('quang@example.vn'), data: 'quang@example.vn' });

    const [mail, ...more] = mailsTo('quang@example.vn');
    expect(more).toEqual([]);
    expect(mail!.headers.subject).toBe(M.transcript.subject);
    expect(mail!.html).toContain('Nhãn hiệu &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; logo còn trống không?');
    expect(mail!.html).toContain(M.transcript.greeting('Trịnh &lt;Quang&gt;'));
    expect(mail!.html).not.toContain('<script>');
    // The site's fonts, quoted so that the style attribute holds them whole.
    expect(mail!.html).toContain(`<body style="font-family:${FONT_STACK}">`);
    expect(mail!.html).toMatch(/Nhân viên \d+/);
    expect(mail!.text).toContain('Bạn: Nhãn hiệu <script>alert("x")</script> & logo còn trống không?');
  });

  it(`sends once per ${TRANSCRIPT_EVERY_MS / 60_000} minutes per visitor`, async () => {
    const guestId = gid('2');
    await say(guestId, 'Cho tôi xin bảng giá');
    await contact(guestId, { name: 'Lý Hà', email: 'ha@example.vn' });
    expect((await transcript(guestId)).statusCode).toBe(200);
    const res = await transcript(guestId);
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toBe(M.transcript.tooSoon(TRANSCRIPT_EVERY_MS / 60_000));
    expect(mailsTo('ha@example.vn')).toHaveLength(1);
    // Once the time has passed, another one goes.
    const past = new Date(Date.now() - TRANSCRIPT_EVERY_MS - 1000).toISOString();
    await t.app.db.updateTable('chatVisitors').set({ transcriptSentAt: past }).where('guestId', '=', guestId).execute();
    expect((await transcript(guestId)).statusCode).toBe(200);
    expect(mailsTo('ha@example.vn')).toHaveLength(2);
  });

  it('refuses without an e-mail or without messages, in Vietnamese, and sends nothing', async () => {
    const before = smtp.received.length;
    const noContact = await transcript(gid('3'));
    expect(noContact.json()).toMatchObject({ code: 400, message: M.transcript.noEmail });
    await say(gid('4'), 'Xin chào');
    await contact(gid('4'), { name: 'Chỉ Số', phone: '0912345678' });
    expect((await transcript(gid('4'))).json()).toMatchObject({ code: 400, message: M.transcript.noEmail });
    await contact(gid('5'), { name: 'Chưa Viết', email: 'chuaviet@example.vn' });
    expect((await transcript(gid('5'))).json()).toMatchObject({ code: 400, message: M.transcript.empty });
    expect(smtp.received.length).toBe(before);
  });

  it('a mail the server refuses answers 502 and may be asked for again at once', async () => {
    const guestId = gid('6');
    await say(guestId, 'Gửi cho tôi nhé');
    await contact(guestId, { name: 'Mạng Chậm', email: 'down@example.vn' });
    const res = await transcript(guestId);
    expect(res.json()).toMatchObject({ code: 502, message: M.transcript.mailFailed });
    downRefuses = false;
    expect((await transcript(guestId)).statusCode).toBe(200);
    expect(mailsTo('down@example.vn')).toHaveLength(1);
  });

  it(`takes ${LEAD_LIMITS.transcriptsPerHour} requests an hour from one address`, async () => {
    const address = freshAddress();
    for (let i = 0; i < LEAD_LIMITS.transcriptsPerHour; i += 1) await transcript(gid('7'), address);
    const res = await transcript(gid('7'), address);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});
