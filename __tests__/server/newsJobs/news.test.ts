import fs from 'node:fs';
import path from 'node:path';
import { buildTestApp, type TestApp } from '../../helpers/testApp';
import { API_MSG, MSG_NEWS } from '../../../src/shared/messages';
import { NEWS_ICONS, type NewsItem } from '../../../src/shared/types/news';
import { SEED_NEWS, seedNews } from '../../../src/server/db/seed/news';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/news', () => {
  it('lists the seeded articles newest first, each with 3–5 sections in order', async () => {
    const res = await get('/api/news');
    expect(res.statusCode).toBe(200);
    const body = res.json() as { code: number; data: NewsItem[] };
    expect(body.code).toBe(200);
    expect(body.data.length).toBeGreaterThanOrEqual(6);
    const dates = body.data.map((n) => n.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const n of body.data) {
      expect(n).toEqual(expect.objectContaining({ id: expect.any(Number), slug: expect.any(String), title: expect.any(String), author: expect.any(String) }));
      expect(n.sections.length).toBeGreaterThanOrEqual(3);
      expect(n.sections.length).toBeLessThanOrEqual(5);
      expect(n.sections.map((s) => s.position)).toEqual(n.sections.map((_, i) => i + 1));
      for (const s of n.sections) expect(NEWS_ICONS).toContain(s.icon);
    }
  });

  it('lists the same articles without their sections for view=summary (what the public lists read), and refuses another view', async () => {
    const whole = (await get('/api/news')).json().data as NewsItem[];
    const res = await get('/api/news?view=summary');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(whole.map(({ sections: _sections, ...summary }) => summary));
    expect(res.rawPayload.length).toBeLessThan(JSON.stringify(whole).length / 3);
    for (const view of ['', 'full', 'SUMMARY', '<script>']) {
      const bad = await get(`/api/news?view=${encodeURIComponent(view)}`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 400, message: API_MSG.badNewsView, data: null });
    }
  });

  it('points every article at a WebP of our own, 800×450, rendered from the SVG source beside it', async () => {
    const { data } = (await get('/api/news')).json() as { data: NewsItem[] };
    for (const n of data) {
      expect(n.image).toMatch(/^\/images\/news\/[a-z0-9-]+\.webp$/);
      const webp = fs.readFileSync(path.join(__dirname, '../../../public', n.image));
      expect(webp.subarray(0, 4).toString('latin1')).toBe('RIFF');
      expect(webp.subarray(8, 16).toString('latin1')).toBe('WEBPVP8 ');
      // A lossy frame's size: 14 bits each after its start code (9d 01 2a).
      expect(webp.subarray(23, 26)).toEqual(Buffer.from([0x9d, 0x01, 0x2a]));
      expect([webp.readUInt16LE(26) & 0x3fff, webp.readUInt16LE(28) & 0x3fff]).toEqual([800, 450]);
      expect(webp.length).toBeLessThan(16 * 1024);
      const svg = fs.readFileSync(path.join(__dirname, '../../../public', n.image.replace(/\.webp$/, '.svg')), 'utf8');
      expect(svg).toMatch(/<svg[^>]+width="800"[^>]+height="450"/);
    }
  });

  it('seeds only a fresh database: an article the staff deleted does not come back', async () => {
    const first = await t.app.db.selectFrom('news').select('id').where('slug', '=', 'dang-ky-quyen-tac-gia-vi-sao-nen-lam').executeTakeFirstOrThrow();
    await t.app.db.deleteFrom('news').where('id', '=', first.id).execute();
    await seedNews(t.app.db);
    const count = await t.app.db.selectFrom('news').select((e) => e.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(SEED_NEWS.length - 1);
    // Its sections went with it (ON DELETE CASCADE).
    const orphans = await t.app.db.selectFrom('newsSections').select('id').where('newsId', '=', first.id).execute();
    expect(orphans).toEqual([]);
  });
});

describe('GET /api/news/{id}', () => {
  it('answers one article by numeric id, with its sections', async () => {
    const { data } = (await get('/api/news')).json() as { data: NewsItem[] };
    const res = await get(`/api/news/${data[1]!.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(data[1]);
  });

  it('answers the same article by slug (the footer links use /tin-tuc/{slug})', async () => {
    const { data } = (await get('/api/news')).json() as { data: NewsItem[] };
    const res = await get(`/api/news/${data[0]!.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(data[0]!.id);
  });

  it('opens every "important link" of the footer (/tin-tuc/{href})', async () => {
    const footer = await get('/api/services/toto');
    expect(footer.statusCode).toBe(200);
    const links = (footer.json().data.importants ?? []) as Array<{ href: string }>;
    expect(links.length).toBeGreaterThan(0);
    for (const { href } of links) expect((await get(`/api/news/${href}`)).statusCode).toBe(200);
  });

  it.each(['999999', 'bai-viet-khong-ton-tai'])('answers 404 with a Vietnamese message for unknown %s', async (key) => {
    const res = await get(`/api/news/${key}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 404, message: MSG_NEWS.notFound, data: null });
  });

  it.each(['-3', 'Bai%20Viet', 'a_b', 'tin--tuc', 'Tin-Tuc'])('refuses the malformed key %s with 400', async (key) => {
    const res = await get(`/api/news/${key}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, message: MSG_NEWS.badId, data: null });
  });
});
