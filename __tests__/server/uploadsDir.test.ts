import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { bearer, buildTestApp, createStaff, type TestApp } from '../helpers/testApp';

/**
 * UPLOADS_DIR: the folder of uploaded files, a volume every instance mounts. An image uploaded
 * through one instance is served by another whose DATA_DIR (and database file) is its own; a CV
 * is kept under the same folder, out of DATA_DIR.
 */

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 7)]);
let shared: string;
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  shared = fs.mkdtempSync(path.join(os.tmpdir(), 'ipsite-uploads-'));
  a = await buildTestApp({ UPLOADS_DIR: shared });
  b = await buildTestApp({ UPLOADS_DIR: shared });
});

afterAll(async () => {
  await Promise.all([a.close(), b.close()]);
  fs.rmSync(shared, { recursive: true, force: true });
});

it('an image uploaded through A is served by B, from UPLOADS_DIR and not from DATA_DIR', async () => {
  const staff = await createStaff(a.app);
  const token = a.app.tokens.signAccess({ id: staff.id, username: staff.username, role: 'USER' }, randomUUID());
  const boundary = 'ranh-gioi-123';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="anh.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await a.app.inject({ method: 'POST', url: '/api/upload', headers: { ...bearer(token), 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
  expect(res.statusCode).toBe(200);
  const url = res.json().data as string;
  expect(fs.readFileSync(path.join(shared, url))).toEqual(PNG);
  expect(fs.existsSync(path.join(a.dataDir, 'uploads'))).toBe(false);

  const served = await b.app.inject({ method: 'GET', url });
  expect(served.statusCode).toBe(200);
  expect(served.headers['content-type']).toBe('image/png');
  expect(served.rawPayload).toEqual(PNG);
});

it('a CV is kept under UPLOADS_DIR/private, never served', async () => {
  const rel = await a.app.uploads.savePrivate('cv', Buffer.from('%PDF-1.4\n'), 'pdf');
  expect(fs.existsSync(path.join(shared, 'private', rel))).toBe(true);
  expect(b.app.uploads.privatePath(rel)).toBe(path.join(shared, 'private', rel));
  expect((await b.app.inject({ method: 'GET', url: `/uploads/${path.basename(rel)}` })).statusCode).toBe(404);
});
