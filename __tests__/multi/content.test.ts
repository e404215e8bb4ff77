import { randomBytes } from 'node:crypto';
import type { NewsItem } from '../../src/shared/types/news';
import { call, cluster, eventually, signIn } from './clusterClient';

/**
 * Another instance's writes reach this instance's caches (answers and rendered pages) within a
 * second: polled until the deadline, counted from the writer's answer. A fetch begun before the
 * deadline counts, so a slow render on a loaded machine does not fail the check.
 */
const INVALIDATION_DEADLINE_MS = 1000;

const page = async (base: string, path: string) => {
  const res = await fetch(`${base}${path}`);
  return { status: res.status, html: await res.text() };
};

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(64)]);

async function upload(base: string, token: string): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([PNG], { type: 'image/png' }), 'anh-tin-tuc.png');
  const res = await fetch(`${base}/api/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  const body = (await res.json()) as { code: number; data: string; message: string };
  if (res.status !== 200) throw new Error(`upload on ${base}: ${res.status} ${body.message}`);
  return body.data;
}

describe('content written through A', () => {
  it('an image uploaded through A is served by B', async () => {
    const token = await signIn(cluster.a.url);
    const url = await upload(cluster.a.url, token);
    expect(url).toMatch(/^\/uploads\//);
    for (const base of [cluster.a.url, cluster.b.url, cluster.lb]) {
      const res = await fetch(`${base}${url}`);
      expect(res.status).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
    }
  });

  it('news created and edited through A is served and rendered by B within a second', async () => {
    const token = await signIn(cluster.a.url);
    // B has answered and rendered the news before: its caches hold the old list.
    expect((await call<NewsItem[]>(cluster.b.url, 'GET', '/api/news')).status).toBe(200);
    expect((await page(cluster.b.url, '/tin-tuc')).status).toBe(200);

    const title = `Bản tin đa máy chủ ${randomBytes(3).toString('hex')}`;
    const body = { title, subtitle: 'Sửa đổi Luật Sở hữu trí tuệ', author: 'Phòng pháp chế', sections: [{ title: 'Điểm mới', content: 'Thời hạn thẩm định đơn nhãn hiệu được rút ngắn.' }] };
    const created = await call<NewsItem>(cluster.a.url, 'POST', '/api/news', { token, body: { ...body, image: await upload(cluster.a.url, token) } });
    expect(created.status).toBe(200);
    const { id, slug } = created.body.data;

    await Promise.all([
      eventually(async () => ((await call<NewsItem[]>(cluster.b.url, 'GET', '/api/news')).body.data.some((n) => n.title === title) ? true : undefined), INVALIDATION_DEADLINE_MS, 'the new article in B\'s /api/news'),
      eventually(async () => ((await page(cluster.b.url, '/tin-tuc')).html.includes(title) ? true : undefined), INVALIDATION_DEADLINE_MS, 'the new article on B\'s rendered /tin-tuc'),
    ]);
    const article = await page(cluster.b.url, `/tin-tuc/${slug}`);
    expect(article.status).toBe(200);
    expect(article.html).toContain(title);

    // An edit of an article B has rendered: B's page and answer follow.
    const renamed = `${title} (cập nhật)`;
    const edited = await call<NewsItem>(cluster.a.url, 'PUT', `/api/news/${id}`, { token, body: { ...body, title: renamed, image: created.body.data.image } });
    expect(edited.status).toBe(200);
    await Promise.all([
      eventually(async () => ((await call<NewsItem>(cluster.b.url, 'GET', `/api/news/${slug}`)).body.data.title === renamed ? true : undefined), INVALIDATION_DEADLINE_MS, 'the edit in B\'s /api/news/<slug>'),
      eventually(async () => ((await page(cluster.b.url, `/tin-tuc/${slug}`)).html.includes(renamed) ? true : undefined), INVALIDATION_DEADLINE_MS, 'the edit on B\'s rendered article'),
    ]);
  });
});
