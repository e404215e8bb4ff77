import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buildTestApp, type TestApp } from '../../helpers/testApp';
import { within } from '../../helpers/within';
import { API_MSG, MSG_JOBS } from '../../../src/shared/messages';
import { sampleDoc, sampleDocx, samplePdf, multipart, zip } from './files';

let t: TestApp;
let jobId: number;
let closedId: number;
beforeAll(async () => {
  t = await buildTestApp();
  const open = await t.app.db.selectFrom('jobs').select('id').where('status', '=', 'OPEN').orderBy('id').executeTakeFirstOrThrow();
  jobId = open.id;
  const closed = await t.app.db.updateTable('jobs').set({ status: 'CLOSED' }).where('id', '=', jobId + 1).returning('id').executeTakeFirstOrThrow();
  closedId = closed.id;
});
afterAll(() => t.close());

let ipSeq = 0;
/** Each request from its own address, so the per-IP throttle is tested on its own below. */
function apply(id: number | string, fields: Record<string, string>, files: Parameters<typeof multipart>[1], ip = `10.0.0.${++ipSeq}`) {
  const { payload, headers } = multipart(fields, files);
  return t.app.inject({ method: 'POST', url: `/api/jobs/${id}/applications`, payload, headers, remoteAddress: ip });
}

const cvDir = () => path.join(t.dataDir, 'private', 'cv');
const storedFiles = () => [cvDir(), path.join(t.dataDir, 'uploads')].flatMap((d) => (fs.existsSync(d) ? fs.readdirSync(d) : []));
const rows = () => t.app.db.selectFrom('jobApplications').selectAll().execute();

async function expectNothingStored(before: { files: string[]; rows: number }) {
  expect(storedFiles()).toEqual(before.files);
  expect((await rows()).length).toBe(before.rows);
}
const snapshot = async () => ({ files: storedFiles(), rows: (await rows()).length });

describe('POST /api/jobs/{id}/applications', () => {
  it('stores a real PDF CV privately with the applicant’s details and answers a Vietnamese message', async () => {
    const pdf = samplePdf();
    const res = await apply(jobId, { name: '  Nguyễn Văn An ', email: 'An.Nguyen@Example.vn', phone: '0912 345 678' }, [
      { field: 'cv', filename: 'CV Nguyễn Văn An.pdf', data: pdf, type: 'application/pdf' },
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 200, message: MSG_JOBS.received, data: { id: expect.any(Number), jobId } });
    const [row] = await rows();
    expect(row).toMatchObject({
      jobId,
      name: 'Nguyễn Văn An',
      email: 'an.nguyen@example.vn',
      phone: '0912 345 678',
      cvOriginalName: 'CV Nguyễn Văn An.pdf',
      cvMime: 'application/pdf',
      cvSize: pdf.length,
    });
    expect(row!.cvPath).toMatch(/^cv\/[a-f0-9]{32}\.pdf$/);
    expect(fs.readFileSync(path.join(t.dataDir, 'private', row!.cvPath))).toEqual(pdf);
    // Never public: nothing under uploads/, and the /uploads route does not reach the private folder.
    expect(fs.existsSync(path.join(t.dataDir, 'uploads'))).toBe(false);
    const name = path.basename(row!.cvPath);
    expect((await t.app.inject({ method: 'GET', url: `/uploads/${name}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/uploads/..%2Fprivate%2Fcv%2F${name}` })).statusCode).toBe(404);
  });

  it('accepts .doc and .docx by content, and the CV alone (every other field is optional)', async () => {
    const a = await apply(jobId, {}, [{ field: 'cv', filename: 'cv.docx', data: sampleDocx() }]);
    const b = await apply(jobId, { name: '', email: '', phone: '' }, [{ field: 'cv', filename: 'cv.doc', data: sampleDoc() }]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const stored = (await rows()).slice(-2);
    expect(stored.map((r) => r.cvMime)).toEqual(['application/vnd.openxmlformats-officedocument.wordprocessingml.document', 'application/msword']);
    expect(stored.map((r) => [r.name, r.email, r.phone])).toEqual([
      [null, null, null],
      [null, null, null],
    ]);
  });

  it('refuses a text file named .pdf with 415 and stores nothing', async () => {
    const before = await snapshot();
    const res = await apply(jobId, { name: 'Trần B' }, [{ field: 'cv', filename: 'cv.pdf', data: Buffer.from('Đây là văn bản thường'), type: 'application/pdf' }]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 415, message: MSG_JOBS.cvWrongType, data: null });
    await expectNothingStored(before);
  });

  it('refuses a ZIP that is not a Word document with 415', async () => {
    const before = await snapshot();
    const res = await apply(jobId, {}, [{ field: 'cv', filename: 'cv.docx', data: zip({ 'xl/workbook.xml': '<x/>' }) }]);
    expect(res.statusCode).toBe(415);
    await expectNothingStored(before);
  });

  it('refuses a CV over 10 MB with 413 and stores nothing', async () => {
    const before = await snapshot();
    const big = Buffer.concat([samplePdf(), Buffer.alloc(10 * 1024 * 1024)]);
    const res = await apply(jobId, { name: 'Lê C' }, [{ field: 'cv', filename: 'cv.pdf', data: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 413, message: MSG_JOBS.cvTooLarge, data: null });
    await expectNothingStored(before);
  });

  it('refuses a missing or empty CV with 400 and the form’s alert text', async () => {
    const before = await snapshot();
    for (const files of [[], [{ field: 'cv', filename: '', data: Buffer.alloc(0) }], [{ field: 'photo', filename: 'cv.pdf', data: samplePdf() }]]) {
      const res = await apply(jobId, { name: 'Phạm D' }, files);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, message: MSG_JOBS.cvRequired, errors: { cv: MSG_JOBS.cvRequired } });
    }
    await expectNothingStored(before);
  });

  it.each([
    [{ email: 'khong-phai-email' }, 'email', MSG_JOBS.emailInvalid],
    [{ phone: '0912' }, 'phone', MSG_JOBS.phoneInvalid],
    [{ phone: '09123456789abc' }, 'phone', MSG_JOBS.phoneInvalid],
    [{ name: 'A'.repeat(101) }, 'name', MSG_JOBS.nameMax],
  ])('refuses the fields %j with 400 (shared schema) and stores nothing', async (fields, field, message) => {
    const before = await snapshot();
    const res = await apply(jobId, fields, [{ field: 'cv', filename: 'cv.pdf', data: samplePdf() }]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, errors: { [field]: message } });
    await expectNothingStored(before);
  });

  it('refuses a second file, a JSON body and an unknown, closed or malformed job', async () => {
    const before = await snapshot();
    const two = await apply(jobId, {}, [
      { field: 'cv', filename: 'a.pdf', data: samplePdf() },
      { field: 'cv', filename: 'b.pdf', data: samplePdf() },
    ]);
    expect(two.statusCode).toBe(413);
    const json = await t.app.inject({ method: 'POST', url: `/api/jobs/${jobId}/applications`, payload: { cv: 'x' } });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe(API_MSG.unsupportedMediaType);
    for (const id of [987654, closedId]) {
      const res = await apply(id, {}, [{ field: 'cv', filename: 'cv.pdf', data: samplePdf() }]);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe(MSG_JOBS.notFound);
    }
    expect((await apply('abc', {}, [{ field: 'cv', filename: 'cv.pdf', data: samplePdf() }])).statusCode).toBe(400);
    await expectNothingStored(before);
  });

  const within5s = <T>(p: Promise<T>) => within(p, 5000, 'the answer');

  it.each([
    ['a file name with a bare line break (the part header is refused)', 'filename="cv\n.pdf"'],
    ['no Content-Disposition', ''],
  ])('answers at once when busboy skips a large part: %s', async (_label, disposition) => {
    const before = await snapshot();
    const b = 'skipBoundary';
    for (const size of [64 * 1024, 3 * 1024 * 1024]) {
      const head = disposition ? `Content-Disposition: form-data; name="cv"; ${disposition}\r\n` : '';
      const payload = Buffer.concat([
        Buffer.from(`--${b}\r\n${head}Content-Type: application/pdf\r\n\r\n`),
        samplePdf(),
        Buffer.alloc(size),
        Buffer.from(`\r\n--${b}--\r\n`),
      ]);
      const res = await within5s(
        t.app.inject({ method: 'POST', url: `/api/jobs/${jobId}/applications`, payload, headers: { 'content-type': `multipart/form-data; boundary=${b}` }, remoteAddress: `10.1.0.${++ipSeq}` }),
      );
      // The skipped part is no CV at all.
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 400, message: MSG_JOBS.cvRequired });
    }
    await expectNothingStored(before);
  });

  it('answers at once when a second large file is over the files limit (413)', async () => {
    const before = await snapshot();
    const big = Buffer.concat([samplePdf(), Buffer.alloc(2 * 1024 * 1024)]);
    const res = await within5s(apply(jobId, {}, [{ field: 'cv', filename: 'a.pdf', data: samplePdf() }, { field: 'cv', filename: 'b.pdf', data: big }]));
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe(API_MSG.bodyTooLarge);
    await expectNothingStored(before);
  });

  it('refuses a multipart body sent without its length (chunked) with 411', async () => {
    const before = await snapshot();
    const { payload, headers } = multipart({ name: 'Võ E' }, [{ field: 'cv', filename: 'cv.pdf', data: samplePdf() }]);
    const res = await within5s(
      t.app.inject({ method: 'POST', url: `/api/jobs/${jobId}/applications`, payload: Readable.from([payload]), headers: { ...headers, 'transfer-encoding': 'chunked' }, remoteAddress: `10.1.1.${++ipSeq}` }),
    );
    expect(res.statusCode).toBe(411);
    expect(res.json()).toMatchObject({ code: 411, message: API_MSG.lengthRequired, data: null });
    await expectNothingStored(before);
  });

  it('limits one address to 10 stored applications an hour (429)', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < 10; i++) {
      expect((await apply(jobId, {}, [{ field: 'cv', filename: 'cv.pdf', data: samplePdf() }], ip)).statusCode).toBe(200);
    }
    const res = await apply(jobId, {}, [{ field: 'cv', filename: 'cv.pdf', data: samplePdf() }], ip);
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await apply(jobId, {}, [{ field: 'cv', filename: 'cv.pdf', data: samplePdf() }], '10.9.9.10')).statusCode).toBe(200);
  });

  it('holds applications sent all at once from one address to the same 10', async () => {
    const answers = await Promise.all(Array.from({ length: 14 }, () => apply(jobId, {}, [{ field: 'cv', filename: 'cv.pdf', data: samplePdf() }], '10.9.8.7')));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(10);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(4);
  });
});
