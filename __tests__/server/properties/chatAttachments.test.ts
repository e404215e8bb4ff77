import fc from 'fast-check';
import { CHAT_FILES_MSG as F } from '../../../src/shared/messages/chatAttachments';
import type { ChatMessage } from '../../../src/shared/types/chat';
import { buildTestApp, freshAddress, type TestApp } from '../../helpers/testApp';
import { multipart, samplePdf } from '../newsJobs/files';
import { hostileText } from './arbitraries';
import { expectEnvelope, expectHealthy, expectNothingStored, snapshot } from './support';

let t: TestApp;
beforeAll(async () => {
  // The limits have their own tests (chat/attachments.test.ts): here every run may store.
  t = await buildTestApp({}, { chatFileLimits: { perGuestPerHour: 1e6, perGuestPerDay: 1e6, perGuestBytes: 1e12, perAddressPerHour: 1e6 } });
});
afterAll(() => t.close());

type Kind = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp' | 'application/pdf' | null;

/** A file's bytes and the type the server must find in them (null: it must refuse the file). */
const content: fc.Arbitrary<{ data: Buffer; mime: Kind }> = fc.oneof(
  fc
    .constantFrom<[Buffer, Kind]>(
      [Buffer.from([0xff, 0xd8, 0xff, 0xdb]), 'image/jpeg'],
      [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), 'image/png'],
      [Buffer.from('GIF87a'), 'image/gif'],
      [Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBP')]), 'image/webp'],
      [samplePdf(), 'application/pdf'],
    )
    .chain(([head, mime]) => fc.uint8Array({ maxLength: 500 }).map((b) => ({ data: Buffer.concat([head, Buffer.from(b)]), mime }))),
  fc
    .constantFrom(
      '<!doctype html><script>window.__xss=1</script>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      'Đây là văn bản thường.',
      '%PDF',
      'GIF89b',
      'RIFF\0\0\0\0AVI ',
    )
    .map((s) => ({ data: Buffer.from(s), mime: null as Kind })),
  fc.constant({ data: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(300)]), mime: null as Kind }),
);

const fileName = fc.oneof(
  fc.constantFrom('Logo công ty.png', 'Tờ khai.pdf', 'anh'),
  hostileText(40).map((s) => `${s}.pdf`),
  fc.constantFrom('../../../etc/passwd', '..\\..\\boot.ini', 'C:\\Users\\a\\logo.png', 'a"b.pdf', '\u202egpj.exe', 'x'.repeat(400) + '.pdf'),
);
const tempId = fc.option(fc.oneof(fc.stringMatching(/^[\w-]{1,64}$/), hostileText(80)), { nil: undefined });
const guest = fc.stringMatching(/^[0-9a-f]{32}$/).map((h) => `guest-${h}`);

describe('POST /api/chat/{guestId}/attachments under hostile files, names and client ids', () => {
  it('stores exactly the files whose content is an accepted kind, under a clean name, and answers in Vietnamese', async () => {
    await fc.assert(
      fc.asyncProperty(content, fileName, tempId, guest, async (file, name, id, guestId) => {
        const before = await snapshot(t.app, t.dataDir);
        const body = multipart(id === undefined ? {} : { tempId: id }, [{ field: 'file', filename: name, data: file.data, type: 'application/octet-stream' }]);
        const res = await t.app.inject({ method: 'POST', url: `/api/chat/${guestId}/attachments`, payload: body.payload, headers: body.headers, remoteAddress: freshAddress() });
        const envelope = expectEnvelope(res);
        if (res.statusCode === 200) {
          const message = envelope.data as ChatMessage;
          expect(file.mime).not.toBeNull();
          expect(message.attachment!.mime).toBe(file.mime);
          // No folder part, no control or invisible character, at most 200 characters.
          expect(message.attachment!.name).not.toMatch(/[/\\\p{Cc}\p{Cf}]/u);
          expect(message.attachment!.name.length).toBeLessThanOrEqual(200);
          expect(message.content).toBe(message.attachment!.name);
          const back = await t.app.inject(`/api/chat/${guestId}/attachments/${message.attachment!.id}`);
          expect(back.rawPayload.equals(file.data)).toBe(true);
        } else {
          expect([400, 415]).toContain(res.statusCode);
          if (file.mime === null && res.statusCode === 415) expect(envelope.message).toBe(F.wrongType);
          await expectNothingStored(t.app, t.dataDir, before, `${res.statusCode}`);
        }
        // A refused content never gets through, whatever the name says; an accepted one always does
        // with a well-formed client id and a name the part header can carry (no quote or line break).
        if (file.mime === null) expect(res.statusCode).not.toBe(200);
        else if ((id === undefined || /^[\w-]{1,64}$/.test(id)) && !/["\r\n]/.test(name)) expect(res.statusCode).toBe(200);
        await expectHealthy(t.app);
      }),
      { numRuns: 120 },
    );
  });
});
