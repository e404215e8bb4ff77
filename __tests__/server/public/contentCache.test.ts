import zlib from 'node:zlib';
import { buildTestApp, type TestApp } from '../../helpers/testApp';
import { chooseEncoding } from '../../../src/server/lib/compression';

// Public content answers (news, services …) are built once per change of the data and kept as
// bytes, with an ETag and brotli/gzip copies for the clients that accept them.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const BROWSER = 'gzip, deflate, br, zstd';

describe('chooseEncoding (Accept-Encoding)', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['BR;Q=0.5', 'br'],
    ['gzip;q=0, br;q=0', null],
    ['*', 'br'],
    ['*;q=0', null],
    ['*, br;q=0', 'gzip'],
    ['deflate', null],
  ])('%p → %p', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });
});

describe('GET /api/news, as a browser and as a plain client asks', () => {
  it('sends the plain JSON to a client that names no encoding, saying the answer varies with it', async () => {
    const res = await get('/api/news');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(res.json().data.length).toBeGreaterThan(0);
  });

  it('sends brotli to a browser, then gzip to a client that accepts only gzip: the same JSON, each with its own ETag', async () => {
    const plain = await get('/api/news');
    const br = await get('/api/news', { 'accept-encoding': BROWSER });
    const gz = await get('/api/news', { 'accept-encoding': 'gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.brotliDecompressSync(br.rawPayload).equals(plain.rawPayload)).toBe(true);
    expect(zlib.gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);
    // Far smaller than the text (Vietnamese articles): what a phone downloads on a client-side visit to /tin-tuc.
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    const tag = String(plain.headers.etag).slice(1, -1);
    expect([br.headers.etag, gz.headers.etag]).toEqual([`"${tag}-br"`, `"${tag}-gz"`]);
    expect(br.headers.vary).toBe('Accept-Encoding');
  });

  it('answers 304 to any tag of the current version, whichever encoding the client kept', async () => {
    const plain = await get('/api/news');
    const tag = String(plain.headers.etag);
    const brTag = tag.replace(/"$/, '-br"');
    for (const ifNoneMatch of [tag, brTag, `W/${brTag}`, `"other", ${tag}`, '*']) {
      const res = await get('/api/news', { 'accept-encoding': BROWSER, 'if-none-match': ifNoneMatch });
      expect([ifNoneMatch, res.statusCode]).toEqual([ifNoneMatch, 304]);
      expect(res.rawPayload.length).toBe(0);
    }
    const other = await get('/api/news', { 'accept-encoding': BROWSER, 'if-none-match': '"something-else-br"' });
    expect(other.statusCode).toBe(200);
  });

  it('builds the answer again once the data changes: a new ETag, the old one no longer matches, copies follow', async () => {
    const before = await get('/api/news', { 'accept-encoding': 'br' });
    const first = (await get('/api/news')).json().data[0];
    await t.app.db.updateTable('news').set({ title: 'Tiêu đề mới sau khi sửa' }).where('id', '=', first.id).execute();

    const after = await get('/api/news', { 'accept-encoding': 'br', 'if-none-match': String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const news = JSON.parse(zlib.brotliDecompressSync(after.rawPayload).toString('utf8'));
    expect(news.data.find((n: { id: number }) => n.id === first.id).title).toBe('Tiêu đề mới sau khi sửa');
  });

  it('sends a small answer as it is, whatever the client accepts', async () => {
    const res = await get('/api/service/list', { 'accept-encoding': BROWSER });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toBeUndefined();
    expect(Array.isArray(res.json().data)).toBe(true);
  });

  it('compresses every cached content answer worth it: the home page services, a service page, one article', async () => {
    const list = (await get('/api/news')).json().data;
    for (const url of ['/api/services/home', '/api/services/dang-ky-bao-ho-nhan-hieu', `/api/news/${list[0].slug}`]) {
      const plain = await get(url);
      const gz = await get(url, { 'accept-encoding': 'gzip' });
      expect([url, plain.statusCode, gz.headers['content-encoding']]).toEqual([url, 200, 'gzip']);
      expect(zlib.gunzipSync(gz.rawPayload).equals(plain.rawPayload)).toBe(true);
    }
  });

  it('keeps a 404 uncached and uncompressed', async () => {
    const res = await get('/api/news/khong-co-bai-nay', { 'accept-encoding': BROWSER });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().message).toBeTruthy();
  });
});
