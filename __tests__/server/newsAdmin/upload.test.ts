import fs from 'node:fs';
import path from 'node:path';
import { NEWS_ADMIN_MSG as M } from '../../../src/shared/messages/newsAdmin';
import { bearer, buildTestApp, tokenMatrix, type TestApp } from '../../helpers/testApp';
import { within } from '../../helpers/within';
import { multipart } from '../newsJobs/files';

let t: TestApp;
let m: Awaited<ReturnType<typeof tokenMatrix>>;
beforeAll(async () => {
  t = await buildTestApp();
  m = await tokenMatrix(t.app);
});
afterAll(() => t.close());

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
