import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { buildTestApp, type TestApp } from '../../helpers/testApp';
import { within } from '../../helpers/within';
import { MSG_JOBS } from '../../../src/shared/messages/newsJobs';
import { sampleDoc, sampleDocx, samplePdf, zip } from '../newsJobs/files';
import { anyText, bogusHeaders, controlChar, hostileEmail, hostileText, HOSTILE_SNIPPETS } from './arbitraries';
import { expectEnvelope, expectHealthy, expectNothingStored, snapshot, stored, unstorable } from './support';

let t: TestApp;
let openId: number;
let closedId: number;
let seq = 0;

beforeAll(async () => {
  t = await buildTestApp();
  const jobs = await t.app.db.selectFrom('jobs').select('id').where('status', '=', 'OPEN').orderBy('id').execute();
  openId = jobs[0]!.id;
  closedId = jobs[1]!.id;
  await t.app.db.updateTable('jobs').set({ status: 'CLOSED' }).where('id', '=', closedId).execute();
});
afterAll(() => t.close());

type CvKind = 'pdf' | 'doc' | 'docx' | null;

/** A CV's bytes with the kind the server must recognise by content (null: it must refuse the file). */
const cvContent: fc.Arbitrary<{ data: Buffer; kind: CvKind; label: string }> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom<[() => Buffer, CvKind, string]>([samplePdf, 'pdf', 'pdf'], [sampleDocx, 'docx', 'docx'], [sampleDoc, 'doc', 'doc']).map(([f, kind, label]) => ({ data: f(), kind, label })) },
  // Anything after a PDF signature is a PDF as far as content sniffing goes (it is stored privately, never served).
  { weight: 2, arbitrary: fc.uint8Array({ maxLength: 2000 }).map((b) => ({ data: Buffer.concat([Buffer.from('%PDF-'), Buffer.from(b)]), kind: 'pdf' as const, label: 'pdf+junk' })) },
  {
    weight: 2,
    arbitrary: fc.uint8Array({ minLength: 1, maxLength: 3000 }).filter((b) => b[0] !== 0x25 && b[0] !== 0xd0 && b[0] !== 0x50).map((b) => ({ data: Buffer.from(b), kind: null, label: 'random' })),
  },
  {
    weight: 3,
    arbitrary: fc
      .constantFrom<[string, () => Buffer]>(
        ['html', () => Buffer.from('<html><script>window.__xss=1</script></html>')],
        ['svg', () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')],
        ['text', () => Buffer.from('Đây là CV của tôi, viết bằng văn bản thường.')],
        ['exe', () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)])],
        ['zip without word/document.xml', () => zip({ 'a.txt': 'x', '[Content_Types].xml': '<Types/>' })],
        ['xlsx', () => zip({ '[Content_Types].xml': '<Types/>', 'xl/workbook.xml': '<workbook/>' })],
        ['OLE2 without WordDocument', () => Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(1000)])],
        ['truncated zip', () => sampleDocx().subarray(0, 60)],
        ['jpeg', () => Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46])],
        ['png', () => Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0])],
        ['PDF signature too short', () => Buffer.from('%PDF')],
        ['utf-16 text', () => Buffer.from('\ufeff%PDF-1.4', 'utf16le')],
      )
      .map(([label, f]) => ({ data: f(), kind: null, label })),
  },
  // Over the 10 MB limit (kept rare: it is ten megabytes per run).
  { weight: 1, arbitrary: fc.constant(null).map(() => ({ data: Buffer.concat([samplePdf(), Buffer.alloc(10 * 1024 * 1024)]), kind: null, label: 'pdf over 10 MB' })) },
);

const declaredType = fc.constantFrom(
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'text/html',
  'image/svg+xml',
  'application/x-msdownload',
  'application/octet-stream',
  'text/plain; charset=latin1',
  '',
  'garbage/garbage/garbage',
  undefined,
);

/** A file name as typed by a person, or one that attacks paths, headers and displays. */
const fileName = fc.oneof(
  fc.constantFrom('CV Nguyễn Văn An.pdf', 'cv.docx', 'cv.doc', 'cv'),
  hostileText(40).map((s) => `${s}.pdf`),
  fc.constantFrom('../../../etc/passwd', '..\\..\\boot.ini', 'C:\\Users\\a\\cv.pdf', '/abs/cv.pdf', 'a"b.pdf', 'x\r\nContent-Type: text/html', '', ' ', '.', '..', '\u202egpj.exe', 'cv.pdf\u0000.exe', 'x'.repeat(400) + '.pdf'),
);

/** A name the server stores as typed: no quote, backslash, slash, line break or invisible character, not '.' or '..'. */
const plainName = (s: string) => !/["\\/\r\n\p{Cc}\p{Cf}]/u.test(s) && !/^\s*\.{1,2}\s*$/.test(s) && s.trim().length > 0 && s.trim().length <= 200;

interface Part {
  name: string;
  filename?: string;
  type?: string;
  data: Buffer;
}

type Shape = 'ok' | 'no-boundary' | 'wrong-boundary' | 'truncated' | 'no-closing' | 'json' | 'no-content-type' | 'urlencoded';

function multipartBody(parts: Part[], shape: Shape): { payload: Buffer; contentType?: string } {
  const boundary = `----ipsite${++seq}x`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"`;
    if (p.filename !== undefined) head += `; filename="${p.filename}"`;
    if (p.type !== undefined) head += `\r\nContent-Type: ${p.type}`;
    chunks.push(Buffer.from(`${head}\r\n\r\n`), p.data, Buffer.from('\r\n'));
  }
  if (shape !== 'no-closing') chunks.push(Buffer.from(`--${boundary}--\r\n`));
  let payload = Buffer.concat(chunks);
  if (shape === 'truncated') payload = payload.subarray(0, Math.floor(payload.length / 2));
  const ct = `multipart/form-data; boundary=${boundary}`;
  switch (shape) {
    case 'no-boundary':
      return { payload, contentType: 'multipart/form-data' };
    case 'wrong-boundary':
      return { payload, contentType: 'multipart/form-data; boundary=not-the-one' };
    case 'json':
      return { payload: Buffer.from(JSON.stringify({ cv: payload.toString('base64') })), contentType: 'application/json' };
    case 'no-content-type':
      return { payload };
    case 'urlencoded':
      return { payload, contentType: 'application/x-www-form-urlencoded' };
    default:
      return { payload, contentType: ct };
  }
}

/** An optional applicant field: a known-valid value, a hostile one (validity unknown), or none. */
function applicantField(valid: fc.Arbitrary<string>, hostile: fc.Arbitrary<string>) {
  return fc.oneof(
    { weight: 4, arbitrary: valid.map((value) => ({ value, valid: true as boolean | undefined })) },
    { weight: 2, arbitrary: hostile.map((value) => ({ value, valid: undefined as boolean | undefined })) },
    { weight: 2, arbitrary: fc.constant({ value: undefined as string | undefined, valid: true as boolean | undefined }) },
  );
}

const validPhone = fc.stringMatching(/^\+?0[0-9 .()-]{9,18}[0-9]$/).filter((p) => p.length <= 20);

const application = fc.record({
  jobId: fc.oneof(
    { weight: 8, arbitrary: fc.constant<string | 'open' | 'closed'>('open') },
    { weight: 1, arbitrary: fc.constant('closed') },
    { weight: 1, arbitrary: fc.constantFrom('0', '-1', '99999999', '99999999999', 'abc', '1e3', '01', '1%00', '%2e%2e', encodeURIComponent('<script>')) },
  ),
  // Valid: hostile but storable text (U+0000 is refused on either database, like a lone surrogate).
  name: applicantField(hostileText(100).filter((s) => stored(s).length <= 100 && !unstorable(s)), fc.oneof(anyText(120), fc.constant('x'.repeat(1500)))),
  email: applicantField(hostileEmail, anyText(60)),
  phone: applicantField(validPhone, fc.oneof(anyText(30), fc.array(controlChar).map((a) => a.join('')))),
  cv: cvContent,
  cvPart: fc.record({ filename: fileName, type: declaredType, fieldName: fc.oneof({ weight: 9, arbitrary: fc.constant('cv') }, { weight: 1, arbitrary: fc.constantFrom('CV', 'file', 'cv[]', '') }) }),
  extra: fc.oneof(
    { weight: 6, arbitrary: fc.constant<'none' | 'second-cv' | 'many-fields' | 'odd-field'>('none') },
    { weight: 1, arbitrary: fc.constantFrom<'second-cv' | 'many-fields' | 'odd-field'>('second-cv', 'many-fields', 'odd-field') },
  ),
  shape: fc.oneof({ weight: 8, arbitrary: fc.constant<Shape>('ok') }, { weight: 1, arbitrary: fc.constantFrom<Shape>('no-boundary', 'wrong-boundary', 'truncated', 'no-closing', 'json', 'no-content-type', 'urlencoded') }),
  headers: bogusHeaders,
});

const rows = () => t.app.db.selectFrom('jobApplications').selectAll().orderBy('id', 'desc');

describe('POST /api/jobs/{id}/applications under hostile multipart bodies', () => {
  it('never fails; accepts a CV by its content only; a refusal stores neither a row nor a file; what is stored is what was sent', async () => {
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(application, async (a) => {
        const parts: Part[] = [];
        for (const key of ['name', 'email', 'phone'] as const) if (a[key].value !== undefined) parts.push({ name: key, data: Buffer.from(a[key].value!) });
        if (a.extra === 'odd-field') parts.push({ name: `${HOSTILE_SNIPPETS[seq % HOSTILE_SNIPPETS.length]}`, data: Buffer.from('x') });
        if (a.extra === 'many-fields') for (let i = 0; i < 8; i++) parts.push({ name: `f${i}`, data: Buffer.from('x') });
        parts.push({ name: a.cvPart.fieldName, filename: a.cvPart.filename, type: a.cvPart.type, data: a.cv.data });
        if (a.extra === 'second-cv') parts.push({ name: 'cv', filename: 'cv2.pdf', type: 'application/pdf', data: samplePdf() });
        const { payload, contentType } = multipartBody(parts, a.shape);
        const id = a.jobId === 'open' ? openId : a.jobId === 'closed' ? closedId : a.jobId;
        // One address per request: the per-IP throttle is not what is tested here.
        const ip = `10.${(seq >> 16) & 255}.${(seq >> 8) & 255}.${seq & 255}`;

        const before = await snapshot(t.app, t.dataDir);
        const res = await within(
          t.app.inject({
            method: 'POST',
            url: `/api/jobs/${id}/applications`,
            payload,
            headers: { ...a.headers, ...(contentType ? { 'content-type': contentType } : {}) },
            remoteAddress: ip,
          }),
          10_000,
          'the answer',
        );
        const body = expectEnvelope(res);

        // A quote or line break in the file name breaks the part's header: what busboy then makes of it is its business.
        const headerSafe = !/["\r\n]/.test(a.cvPart.filename);
        const mustRefuse =
          a.jobId !== 'open' || a.shape !== 'ok' || a.extra === 'many-fields' || (headerSafe && (a.cv.kind === null || a.extra === 'second-cv' || a.cvPart.fieldName !== 'cv'));
        const mustAccept =
          !mustRefuse && a.extra === 'none' && a.name.valid && a.email.valid && a.phone.valid && plainName(a.cvPart.filename);
        if (mustRefuse && res.statusCode === 200) throw new Error(`accepted what must be refused: ${a.cv.label}, ${a.jobId}, ${a.shape}, ${a.extra}`);
        if (mustAccept && res.statusCode !== 200) throw new Error(`refused a valid application (${a.cv.label}): ${res.statusCode} ${res.body}`);
        // (A 10 MB part whose header busboy refuses is no file at all: a second CV after it may be accepted.)
        if (headerSafe && a.cv.label === 'pdf over 10 MB' && a.shape === 'ok' && a.jobId === 'open') expect([413, 400]).toContain(res.statusCode);

        if (res.statusCode !== 200) {
          await expectNothingStored(t.app, t.dataDir, before, `${res.statusCode} ${a.cv.label}`);
        } else {
          accepted += 1;
          expect(body.message).toBe(MSG_JOBS.received);
          const row = await rows().executeTakeFirstOrThrow();
          expect(row.id).toBe((body.data as { id: number }).id);
          // The file on disk is byte for byte the one sent, under a random name in the private folder.
          // When the first part's header is broken, busboy may drop that part and keep the second CV.
          const onDisk = fs.readFileSync(path.join(t.dataDir, 'private', row.cvPath));
          const keptSecond = !headerSafe && a.extra === 'second-cv' && !onDisk.equals(a.cv.data);
          const cv = keptSecond ? { data: samplePdf(), kind: 'pdf' } : a.cv;
          expect(row.cvPath).toMatch(new RegExp(`^cv/[a-f0-9]{32}\\.${cv.kind}$`));
          expect(onDisk.equals(cv.data)).toBe(true);
          expect(row.cvSize).toBe(cv.data.length);
          expect((await snapshot(t.app, t.dataDir)).files).toHaveLength(before.files.length + 1);
          // The applicant's text is stored exactly as the UTF-8 sent (trimmed; the address lower-cased).
          const sent = (f: { value?: string }) => (f.value !== undefined && stored(Buffer.from(f.value).toString()) ? stored(Buffer.from(f.value).toString()) : null);
          expect(row.name).toBe(sent(a.name));
          expect(row.email).toBe(sent(a.email)?.toLowerCase() ?? null);
          expect(row.phone).toBe(sent(a.phone));
          // The original file name is kept for staff, without folders or invisible characters.
          expect(row.cvOriginalName.length).toBeGreaterThan(0);
          expect(row.cvOriginalName.length).toBeLessThanOrEqual(200);
          expect(row.cvOriginalName).not.toMatch(/[/\\\p{Cc}\p{Cf}]/u);
          if (!keptSecond && plainName(a.cvPart.filename)) expect(row.cvOriginalName).toBe(a.cvPart.filename.trim().slice(0, 200));
        }
        await expectHealthy(t.app);
      }),
      { numRuns: 120 },
    );
    expect(accepted).toBeGreaterThan(0);
  });

  it('answers the envelope to a body that is not multipart at all', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(anyText(500), fc.uint8Array({ maxLength: 500 }).map((b) => Buffer.from(b))), fc.constantFrom('application/json', 'text/plain', 'multipart/form-data; boundary=a', 'multipart/mixed; boundary=a', undefined), async (data, type) => {
        const before = await snapshot(t.app, t.dataDir);
        const res = await t.app.inject({ method: 'POST', url: `/api/jobs/${openId}/applications`, payload: data, headers: type ? { 'content-type': type } : {}, remoteAddress: `172.16.${++seq % 250}.${seq % 250}` });
        expectEnvelope(res);
        expect(res.statusCode).not.toBe(200);
        await expectNothingStored(t.app, t.dataDir, before);
      }),
      { numRuns: 60 },
    );
  });
});
