import { NEWS_ADMIN_MSG as M } from '../../../src/shared/messages/newsAdmin';
import { bearer, buildTestApp, tokenMatrix, type TestApp } from '../../helpers/testApp';

let t: TestApp;
let m: Awaited<ReturnType<typeof tokenMatrix>>;
beforeAll(async () => {
  t = await buildTestApp();
  m = await tokenMatrix(t.app);
});
afterAll(() => t.close());

const valid = () => ({
  title: '  Đăng ký nhãn hiệu: Điều cần biết  ',
  subtitle: 'Hướng dẫn cho doanh nghiệp',
  author: 'Luật sư Trần Đức',
  image: 'https://cdn.example.vn/anh.webp',
  sections: [
    { title: 'Hồ sơ', content: 'Tờ khai, mẫu nhãn hiệu', icon: 'FILETEXT' },
    { title: 'Thời hạn', content: '12 tháng' },
  ],
});

const newsCount = async () => Number((await t.app.db.selectFrom('news').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });

async function create(token = m.userToken, body: object = valid()) {
  const res = await inject('POST', '/api/news', token, body);
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: number; slug: string; sections: Array<{ icon: string; position: number }> };
}

describe('role matrix on every staff news route', () => {
  const routes = (id: number): Array<[string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?]> => [
    ['create', 'POST', '/api/news', valid()],
    ['update', 'PUT', `/api/news/${id}`, valid()],
    ['send', 'POST', `/api/news/notificationNews/${id}`],
    ['summary', 'GET', '/api/news/deliveries'],
    ['deliveries', 'GET', `/api/news/${id}/deliveries`],
    ['delete', 'DELETE', `/api/news/${id}`],
  ];

  it('refuses no token, an expired and a tampered token with 401 and writes nothing', async () => {
    const { id } = await create();
    const before = await newsCount();
    for (const [, method, url, body] of routes(id)) {
      for (const token of [undefined, m.expiredToken, m.tamperedToken]) {
        const res = await inject(method, url, token, body);
        expect({ url, method, status: res.statusCode }).toEqual({ url, method, status: 401 });
        expect(res.json().code).toBe(401);
      }
    }
    expect(await newsCount()).toBe(before);
    expect(await t.app.db.selectFrom('news').select('title').where('id', '=', id).executeTakeFirst()).toEqual({ title: 'Đăng ký nhãn hiệu: Điều cần biết' });
  });

  it.each(['userToken', 'adminToken'] as const)('lets %s through on every route', async (which) => {
    const { id } = await create();
    for (const [, method, url, body] of routes(id)) {
      const res = await inject(method, url, m[which], body);
      expect({ url, method, status: res.statusCode }).toEqual({ url, method, status: 200 });
    }
  });
});

describe('POST /news', () => {
  it('trims, stores the sections in order with BOOKOPEN as the default icon, and makes a slug without diacritics', async () => {
    const item = await create();
    expect(item).toMatchObject({ title: 'Đăng ký nhãn hiệu: Điều cần biết', slug: expect.stringMatching(/^dang-ky-nhan-hieu-dieu-can-biet(-\d+)?$/) });
    expect(item.sections.map((s) => [s.position, s.icon])).toEqual([
      [1, 'FILETEXT'],
      [2, 'BOOKOPEN'],
    ]);
    const again = await create();
    expect(again.slug).not.toBe(item.slug);
    // The public side finds it by slug.
    const pub = await inject('GET', `/api/news/${again.slug}`);
    expect(pub.json().data.id).toBe(again.id);
  });

  it('never takes a slug that is a route of its own', async () => {
    const item = await create(m.userToken, { ...valid(), title: 'Unsubscribe' });
    expect(item.slug).toBe('unsubscribe-tin-tuc');
  });

  it('refuses bad input with 400 and field errors, writing nothing', async () => {
    const before = await newsCount();
    const cases: Array<[object, string, string]> = [
      [{ ...valid(), title: '   ' }, 'title', M.required],
      [{ ...valid(), subtitle: '' }, 'subtitle', M.required],
      [{ ...valid(), author: undefined }, 'author', M.required],
      [{ ...valid(), image: '' }, 'image', M.required],
      [{ ...valid(), image: 'javascript:alert(1)' }, 'image', M.imageUrlInvalid],
      [{ ...valid(), image: '//evil.example/x.png' }, 'image', M.imageUrlInvalid],
      [{ ...valid(), title: 'x'.repeat(201) }, 'title', M.titleMax],
      [{ ...valid(), sections: [{ title: '', content: 'a' }] }, 'sections[0].title', M.sectionTitleRequired],
      [{ ...valid(), sections: [{ title: 'a', content: ' ' }] }, 'sections[0].content', M.sectionContentRequired],
      [{ ...valid(), sections: [{ title: 'a', content: 'b', icon: 'SKULL' }] }, 'sections[0].icon', M.iconInvalid],
      [{ ...valid(), sections: Array.from({ length: 51 }, () => ({ title: 'a', content: 'b' })) }, 'sections', M.sectionsMax],
      [{ ...valid(), title: 42 }, 'title', expect.any(String) as unknown as string],
    ];
    for (const [body, field, message] of cases) {
      const res = await inject('POST', '/api/news', m.userToken, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[field]).toEqual(message);
    }
    expect((await inject('POST', '/api/news', m.userToken, [1, 2])).statusCode).toBe(400);
    expect(await newsCount()).toBe(before);
  });
});

describe('PUT /news/{id}', () => {
  it('updates the fields and replaces the sections, keeping the slug', async () => {
    const item = await create();
    const res = await inject('PUT', `/api/news/${item.id}`, m.adminToken, {
      ...valid(),
      id: item.id,
      title: 'Tiêu đề mới',
      sections: [{ title: 'Duy nhất', content: 'Một mục', icon: 'AWARD' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: item.id, slug: item.slug, title: 'Tiêu đề mới', sections: [{ position: 1, title: 'Duy nhất', icon: 'AWARD' }] });
    expect(await t.app.db.selectFrom('newsSections').select('id').where('newsId', '=', item.id).execute()).toHaveLength(1);
  });

  it('answers 404 for an unknown id, 400 for a bad id or a mismatched body id, and changes nothing on bad input', async () => {
    const item = await create();
    expect((await inject('PUT', '/api/news/999999', m.userToken, valid())).statusCode).toBe(404);
    expect((await inject('PUT', '/api/news/abc', m.userToken, valid())).statusCode).toBe(400);
    const mismatch = await inject('PUT', `/api/news/${item.id}`, m.userToken, { ...valid(), id: item.id + 1 });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors.id).toBe(M.idMismatch);
    const bad = await inject('PUT', `/api/news/${item.id}`, m.userToken, { ...valid(), title: 'Khác', sections: [{ title: 'x', content: '' }] });
    expect(bad.statusCode).toBe(400);
    const stored = (await inject('GET', `/api/news/${item.id}`)).json().data;
    expect(stored.title).toBe('Đăng ký nhãn hiệu: Điều cần biết');
    expect(stored.sections).toHaveLength(2);
  });
});

describe('DELETE /news/{id}', () => {
  it('deletes the article and its sections; an unknown id is 404', async () => {
    const item = await create();
    const res = await inject('DELETE', `/api/news/${item.id}`, m.userToken);
    expect(res.json()).toMatchObject({ code: 200, data: true, message: M.deleted });
    expect((await inject('GET', `/api/news/${item.id}`)).statusCode).toBe(404);
    expect(await t.app.db.selectFrom('newsSections').select('id').where('newsId', '=', item.id).execute()).toHaveLength(0);
    expect((await inject('DELETE', `/api/news/${item.id}`, m.userToken)).statusCode).toBe(404);
    expect((await inject('DELETE', '/api/news/0', m.userToken)).statusCode).toBe(400);
  });
});

describe('POST /news/notificationNews/{id} without SMTP_URL', () => {
  it('records every message in the outbox as sent to the log; an unknown article is 404', async () => {
    const item = await create();
    await t.app.db.insertInto('subscribers').values({ email: 'doc-gia@example.vn', createdAt: new Date().toISOString(), unsubscribedAt: null, unsubscribeToken: 'log-mode-token-0123456789' }).execute();
    expect(t.app.mailer.mode).toBe('log');
    const res = await inject('POST', `/api/news/notificationNews/${item.id}`, m.userToken);
    expect(res.json()).toMatchObject({ code: 200, data: true, message: M.sendSummary(1, 0, 0) });
    const rows = await t.app.db.selectFrom('outbox').selectAll().where('newsId', '=', item.id).execute();
    expect(rows).toEqual([expect.objectContaining({ kind: 'NEWSLETTER', toAddress: 'doc-gia@example.vn', status: 'SENT', attempts: 1, subject: '[Bản tin] Đăng ký nhãn hiệu: Điều cần biết' })]);
    expect((await inject('POST', '/api/news/notificationNews/999999', m.userToken)).statusCode).toBe(404);
    expect((await inject('GET', '/api/news/999999/deliveries', m.userToken)).statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents the staff news routes, the upload and the unsubscribe link', async () => {
    const doc = (await inject('GET', '/api/docs')).json() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/news/notificationNews/{id}', '/api/news/deliveries', '/api/news/{id}/deliveries', '/api/upload', '/api/news/unsubscribe']),
    );
    expect(doc.paths['/api/news']).toHaveProperty('post');
    expect(doc.paths['/api/news/{id}']).toEqual(expect.objectContaining({ put: expect.anything(), delete: expect.anything() }));
  });
});
