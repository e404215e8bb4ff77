import { NEWS_ADMIN_MSG } from '../../../src/shared/messages/newsAdmin';
import { bearer, buildTestApp, tokenMatrix, type TestApp } from '../../helpers/testApp';
import { parseMail } from './mime';
import { startSmtp } from './smtpServer';
import { FONT_STACK } from '../../../src/shared/constants';

const PUBLIC_URL = 'https://shtt.example.vn';
// flaky@ is refused once (451) then accepted; busy@ is refused (452) until `busyAccepts`; gone@ always 550.
let busyAccepts = false;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let t: TestApp;
let token: string;

const refuse = (address: string, attempt: number) => {
  if (address === 'flaky@example.vn' && attempt === 1) return 451;
  if (address === 'busy@example.vn' && !busyAccepts) return 452;
  if (address === 'gone@example.vn') return 550;
  return null;
};

async function subscribe(email: string, unsubscribed = false) {
  const tok = `tok-${email.replace(/[^a-z]/g, '')}-0123456789abcdef`;
  await t.app.db
    .insertInto('subscribers')
    .values({ email, createdAt: new Date().toISOString(), unsubscribedAt: unsubscribed ? new Date().toISOString() : null, unsubscribeToken: tok })
    .execute();
  return tok;
}

async function createNews(title: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/news',
    headers: bearer(token),
    payload: {
      title,
      subtitle: 'Cập nhật quy định & thủ tục',
      author: 'Phòng pháp lý',
      image: '/uploads/anh.png',
      sections: [
        { title: 'Hồ sơ <cần> chuẩn bị', content: 'Tờ khai\nMẫu nhãn hiệu', icon: 'FILETEXT' },
        { title: 'Lưu ý', content: 'Nộp trước ngày 31/12', icon: 'ALERTTRIANGLE' },
      ],
    },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: number; slug: string };
}

const outbox = (newsId: number) => t.app.db.selectFrom('outbox').selectAll().where('newsId', '=', newsId).orderBy('toAddress').execute();

beforeAll(async () => {
  smtp = await startSmtp(refuse);
  t = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, PUBLIC_URL });
  // Short waits between attempts keep the test quick; the production defaults are seconds.
  t.app.mailer.retryDelaysMs = [20, 40];
  token = (await tokenMatrix(t.app)).userToken;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('newsletter over a real SMTP server', () => {
  let news: { id: number; slug: string };
  const tokens: Record<string, string> = {};

  it('mails every active subscriber once, with the unsubscribe link and headers, retrying transient refusals', async () => {
    for (const e of ['an@example.vn', 'binh@example.vn', 'flaky@example.vn', 'busy@example.vn', 'gone@example.vn']) tokens[e] = await subscribe(e);
    await subscribe('old@example.vn', true);
    news = await createNews('Nhãn hiệu <mới> & bảo hộ năm 2027');

    const res = await t.app.inject({ method: 'POST', url: `/api/news/notificationNews/${news.id}`, headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 200, data: false, message: NEWS_ADMIN_MSG.sendSummary(3, 2, 0) });

    const recipients = smtp.received.flatMap((m) => m.rcptTo).sort();
    expect(recipients).toEqual(['an@example.vn', 'binh@example.vn', 'flaky@example.vn']);
    for (const m of smtp.received) {
      const mail = parseMail(m.raw);
      const to = m.rcptTo[0]!;
      const link = `${PUBLIC_URL}/api/news/unsubscribe?token=${tokens[to]}`;
      expect(mail.headers.subject).toBe('[Bản tin] Nhãn hiệu <mới> & bảo hộ năm 2027');
      expect(mail.headers.to).toContain(to);
      expect(mail.headers['list-unsubscribe']).toBe(`<${link}>`);
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      // Staff text is escaped in the HTML body, and the sections are numbered.
      expect(mail.html).toContain('Nhãn hiệu &lt;mới&gt; &amp; bảo hộ năm 2027');
      expect(mail.html).toContain('1. Hồ sơ &lt;cần&gt; chuẩn bị');
      expect(mail.html).toContain('Tờ khai<br>Mẫu nhãn hiệu');
      expect(mail.html).not.toContain('<mới>');
      // The site's fonts, quoted so that the style attribute holds them whole.
      expect(mail.html).toContain(`<body style="margin:0;background:#f4f6f9;font-family:${FONT_STACK};color:#1d2733">`);
      expect(mail.html).toContain(`href="${link}"`);
      expect(mail.html).toContain(`src="${PUBLIC_URL}/uploads/anh.png"`);
      expect(mail.text).toContain('2. Lưu ý');
      expect(mail.text).toContain(link);
      expect(mail.text).toContain(`${PUBLIC_URL}/tin-tuc/${news.slug}`);
    }

    const rows = await outbox(news.id);
    const by = Object.fromEntries(rows.map((r) => [r.toAddress, r]));
    expect(rows).toHaveLength(5);
    expect(by['an@example.vn']).toMatchObject({ status: 'SENT', attempts: 1, lastError: null });
    expect(by['flaky@example.vn']).toMatchObject({ status: 'SENT', attempts: 2, lastError: null });
    expect(by['flaky@example.vn']!.sentAt).toEqual(expect.any(String));
    // A transient refusal is tried three times, a permanent one (5xx) only once.
    expect(by['busy@example.vn']).toMatchObject({ status: 'FAILED', attempts: 3, sentAt: null });
    expect(by['busy@example.vn']!.lastError).toMatch(/452/);
    expect(by['gone@example.vn']).toMatchObject({ status: 'FAILED', attempts: 1 });
    expect(smtp.rcptAttempts.get('busy@example.vn')).toBe(3);
    expect(smtp.rcptAttempts.get('gone@example.vn')).toBe(1);
    expect(smtp.rcptAttempts.has('old@example.vn')).toBe(false);

    const summary = await t.app.inject({ method: 'GET', url: '/api/news/deliveries', headers: bearer(token) });
    expect(summary.json().data).toContainEqual(expect.objectContaining({ newsId: news.id, sent: 3, failed: 2, pending: 0 }));
    const detail = await t.app.inject({ method: 'GET', url: `/api/news/${news.id}/deliveries`, headers: bearer(token) });
    expect(detail.json().data).toHaveLength(5);
    expect(detail.json().data).toContainEqual(expect.objectContaining({ toAddress: 'gone@example.vn', status: 'FAILED', attempts: 1 }));
  });

  it('a second send retries the failures and mails nobody twice', async () => {
    busyAccepts = true;
    const before = smtp.received.length;
    const res = await t.app.inject({ method: 'POST', url: `/api/news/notificationNews/${news.id}`, headers: bearer(token) });
    expect(res.json()).toMatchObject({ data: false, message: NEWS_ADMIN_MSG.sendSummary(1, 1, 3) });
    expect(smtp.received.slice(before).map((m) => m.rcptTo[0])).toEqual(['busy@example.vn']);
    const by = Object.fromEntries((await outbox(news.id)).map((r) => [r.toAddress, r]));
    expect(by['busy@example.vn']).toMatchObject({ status: 'SENT', attempts: 4, lastError: null });
    expect(by['gone@example.vn']).toMatchObject({ status: 'FAILED', attempts: 2 });
  });

  it('the one-click unsubscribe link works and the address is not mailed again', async () => {
    const link = `/api/news/unsubscribe?token=${tokens['binh@example.vn']}`;
    const res = await t.app.inject({
      method: 'POST',
      url: link,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 200, data: true });
    const sub = await t.app.db.selectFrom('subscribers').selectAll().where('email', '=', 'binh@example.vn').executeTakeFirstOrThrow();
    expect(sub.unsubscribedAt).toEqual(expect.any(String));

    const other = await createNews('Bản quyền phần mềm');
    const before = smtp.received.length;
    const sent = await t.app.inject({ method: 'POST', url: `/api/news/notificationNews/${other.id}`, headers: bearer(token) });
    expect(sent.json().message).toBe(NEWS_ADMIN_MSG.sendSummary(3, 1, 0));
    const recipients = smtp.received.slice(before).flatMap((m) => m.rcptTo).sort();
    expect(recipients).toEqual(['an@example.vn', 'busy@example.vn', 'flaky@example.vn']);
  });
});
