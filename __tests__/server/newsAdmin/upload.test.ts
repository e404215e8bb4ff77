import fs from 'node:fs';
import path from 'node:path';
import { NEWS_ADMIN_MSG as M } from '../../../src/shared/messages/newsAdmin';
import { bearer, buildTestApp, tokenMatrix, type TestApp } from '../../helpers/testApp';
import { within } from '../../helpers/within';
import { multipart } from '../newsJobs/files';

let t: TestApp;
let m: Awaited<ReturnType<typeof tokenMatrix>>;
let restarted: TestApp | undefined;
beforeAll(async () => {
  t = await buildTestApp();
  m = await tokenMatrix(t.app);
});
afterAll(async () => {
  await restarted?.close();
  await t.close();
});

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32, 1)]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(32)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64)]);

const stored = () => (fs.existsSync(path.join(t.dataDir, 'uploads')) ? fs.readdirSync(path.join(t.dataDir, 'uploads')) : []);
const upload = (token: string | undefined, files: Parameters<typeof multipart>[1], fields: Record<string, string> = {}) => {
  const body = multipart(fields, files);
  return t.app.inject({ method: 'POST', url: '/api/upload', payload: body.payload, headers: { ...body.headers, ...(token ? bearer(token) : {}) } });
};

describe('POST /upload', () => {
  it('refuses no token, an expired and a tampered token with 401, storing nothing', async () => {
    for (const token of [undefined, m.expiredToken, m.tamperedToken]) {
      const res = await upload(token, [{ field: 'file', filename: 'a.png', data: PNG, type: 'image/png' }]);
      expect(res.statusCode).toBe(401);
    }
    expect(stored()).toEqual([]);
  });

  it('stores each image kind for USER and ADMIN under a random name and serves it back', async () => {
    const cases: Array<[Buffer, string, string]> = [
      [PNG, 'anh.png', 'png'],
      [JPEG, 'anh.jpeg', 'jpg'],
      [GIF, 'anh.gif', 'gif'],
      // The name and claimed type do not matter: the content is a WebP.
      [WEBP, 'anh.bin', 'webp'],
    ];
    for (const [i, [data, filename, ext]] of cases.entries()) {
      const res = await upload(i % 2 ? m.adminToken : m.userToken, [{ field: 'file', filename, data, type: 'application/octet-stream' }]);
      expect(res.statusCode).toBe(200);
      const url = res.json().data as string;
      expect(url).toMatch(new RegExp(`^/uploads/[a-f0-9]{32}\\.${ext}$`));
      expect(url).not.toContain('anh');
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload).toEqual(data);
    }
    expect(stored()).toHaveLength(4);
  });

  it('refuses a text file named .png (415), a file over 5 MB (413) and a missing file (400), storing nothing', async () => {
    const before = stored().length;
    const fake = await upload(m.userToken, [{ field: 'file', filename: 'anh.png', data: Buffer.from('<svg onload="alert(1)"></svg> not an image'), type: 'image/png' }]);
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toMatchObject({ code: 415, message: M.imageNotImage });
    const pdf = await upload(m.userToken, [{ field: 'file', filename: 'anh.jpg', data: Buffer.from('%PDF-1.4\n'), type: 'image/jpeg' }]);
    expect(pdf.statusCode).toBe(415);

    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const tooLarge = await upload(m.userToken, [{ field: 'file', filename: 'lon.png', data: big, type: 'image/png' }]);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe(M.imageTooLarge);

    const none = await upload(m.userToken, [], { note: 'x' });
    expect(none.statusCode).toBe(400);
    const wrongField = await upload(m.userToken, [{ field: 'image', filename: 'a.png', data: PNG }]);
    expect(wrongField.statusCode).toBe(400);
    const json = await t.app.inject({ method: 'POST', url: '/api/upload', headers: bearer(m.userToken), payload: { file: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(stored()).toHaveLength(before);
  });

  it('answers a large image whose part header busboy refuses (a bare line break) with 400 at once, storing nothing', async () => {
    const before = stored().length;
    const data = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
    const res = await within(upload(m.userToken, [{ field: 'file', filename: 'anh\n.png', data, type: 'image/png' }]), 5000, 'the answer');
    expect(res.statusCode).toBe(400);
    expect(stored()).toHaveLength(before);
  });
});

describe('images no article names', () => {
  const pending = async (app = t.app) => (await app.db.selectFrom('pendingFiles').select('storedPath').where('storedPath', 'like', '/uploads/%').orderBy('storedPath').execute()).map((r) => r.storedPath);
  const onDisk = (url: string) => fs.existsSync(path.join(t.dataDir, url));
  const uploaded = async () => {
    const res = await upload(m.userToken, [{ field: 'file', filename: 'anh.png', data: PNG, type: 'image/png' }]);
    expect(res.statusCode).toBe(200);
    return res.json().data as string;
  };
  const article = (image: string) => ({ title: `Bài viết ${image.slice(9, 15)}`, subtitle: 'Tóm tắt', author: 'Ban biên tập', image, sections: [{ title: 'Mở đầu', content: 'Nội dung' }] });
  const save = async (method: 'POST' | 'PUT', url: string, body: object) => {
    const res = await t.app.inject({ method, url, headers: bearer(m.userToken), payload: body });
    expect(res.statusCode).toBe(200);
    return res.json().data as { id: number };
  };
  /** As if the image had been uploaded two days ago. */
  const age = (url: string) =>
    t.app.db
      .updateTable('pendingFiles')
      .set({ createdAt: new Date(Date.now() - 48 * 3600_000).toISOString() })
      .where('storedPath', '=', url)
      .execute();

  it('are pending until an article is saved with them; those a day old are removed at start, the rest kept, even once their article goes', async () => {
    await Promise.all((await pending()).map((url) => t.app.db.deleteFrom('pendingFiles').where('storedPath', '=', url).execute()));
    // Saved with a new article, then with the article changed to another: neither is pending, and
    // both stay once the article goes (a bulletin already sent shows them).
    const created = await uploaded();
    const { id } = await save('POST', '/api/news', article(created));
    const updated = await uploaded();
    await save('PUT', `/api/news/${id}`, article(updated));
    expect((await t.app.inject({ method: 'DELETE', url: `/api/news/${id}`, headers: bearer(m.userToken) })).statusCode).toBe(200);
    // The article's save was refused and never sent again: pending.
    const abandoned = await uploaded();
    const refused = await t.app.inject({ method: 'POST', url: '/api/news', headers: bearer(m.userToken), payload: { ...article(abandoned), title: '' } });
    expect(refused.statusCode).toBe(400);
    // Named by an article's row, but the process stopped before taking the mark off.
    const committed = await uploaded();
    const now = new Date().toISOString();
    await t.app.db.insertInto('news').values({ slug: 'anh-da-luu', title: 'Ảnh đã lưu', subtitle: 'Tóm tắt', author: 'Ban biên tập', image: committed, createdAt: now, updatedAt: now }).execute();
    // Uploaded a moment ago, its article's save still to come.
    const recent = await uploaded();
    expect(await pending()).toEqual([abandoned, committed, recent].sort());
    for (const url of [abandoned, committed]) await age(url);

    restarted = await buildTestApp({ DATA_DIR: t.dataDir });
    const swept = async (app: TestApp['app']) => {
      while ((await pending(app)).length > 1) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    await within(swept(restarted.app), 5000, 'the sweep at start');
    expect(await pending(restarted.app)).toEqual([recent]);
    expect(onDisk(abandoned)).toBe(false);
    expect((await restarted.app.inject({ method: 'GET', url: abandoned })).statusCode).toBe(404);
    for (const url of [created, updated, committed, recent]) expect((await restarted.app.inject({ method: 'GET', url })).statusCode).toBe(200);
  });
});
