import fs from 'node:fs';
import path from 'node:path';
import { buildTestApp, type TestApp } from '../../helpers/testApp';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 1)]);

describe('uploads plugin', () => {
  it('saves a public file under a random name and serves it with its checked type, cached for good', async () => {
    const url = await t.app.uploads.savePublic(PNG, 'png');
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{32}\.png$/);
    expect(fs.readFileSync(path.join(t.dataDir, url))).toEqual(PNG);
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.rawPayload).toEqual(PNG);
  });

  it('keeps CVs out of the public folder and answers 404 for names it did not make', async () => {
    const rel = await t.app.uploads.savePrivate('cv', Buffer.from('%PDF-1.4\n'), 'pdf');
    expect(fs.existsSync(path.join(t.dataDir, 'private', rel))).toBe(true);
    for (const url of [`/uploads/${path.basename(rel)}`, '/uploads/..%2F..%2Fapp.sqlite', '/uploads/khong-co.png', `/uploads/${'a'.repeat(32)}.png`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe(404);
    }
    expect(t.app.uploads.privatePath('../app.sqlite')).toBeNull();
    await t.app.uploads.removePrivate(rel);
    expect(fs.existsSync(path.join(t.dataDir, 'private', rel))).toBe(false);
  });
});
