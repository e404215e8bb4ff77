import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { CHAT_FILES_MSG as F } from '../../../src/shared/messages/chatAttachments';
import { CHAT_MSG } from '../../../src/shared/messages/chat';
import { DEST } from '../../../src/shared/realtime';
import type { ChatMessage, ConversationEvent } from '../../../src/shared/types/chat';
import { ChatAttachmentStore } from '../../../src/server/chat/chatAttachments';
import { collect } from '../../helpers/rawHttp';
import { gid } from '../../helpers/guestId';
import { bearer, buildTestApp, freshAddress, tokenMatrix, type TestApp } from '../../helpers/testApp';
import { multipart, samplePdf } from '../newsJobs/files';
import { publishedDuring } from './publishedDuring';

/** The smallest files of each accepted kind, by their first bytes: what the server judges. */
const SAMPLES = {
  jpeg: { data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 7)]), mime: 'image/jpeg' },
  png: { data: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(60, 1)]), mime: 'image/png' },
  gif: { data: Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(60, 2)]), mime: 'image/gif' },
  webp: { data: Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4, 0), Buffer.from('WEBPVP8 '), Buffer.alloc(60, 3)]), mime: 'image/webp' },
  pdf: { data: samplePdf(), mime: 'application/pdf' },
};
const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>');
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

let t: TestApp;
let tokens: Awaited<ReturnType<typeof tokenMatrix>>;
beforeAll(async () => {
  // Per-guest limits small enough to reach with tiny files; the per-address one out of the way
  // (every request below but the per-address test comes from an address of its own anyway).
  t = await buildTestApp({}, { chatFileLimits: { perGuestPerHour: 3, perGuestPerDay: 4, perGuestBytes: 64 * 1024, perAddressPerHour: 2 } });
  tokens = await tokenMatrix(t.app);
});
afterAll(() => t.close());

const chatDir = () => path.join(t.dataDir, 'private', 'chat');
const storedFiles = () => (fs.existsSync(chatDir()) ? fs.readdirSync(chatDir()).sort() : []);
const rowCount = async () => (await t.app.db.selectFrom('chatAttachments').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n;
/** What a refused file must leave as it was: files, rows, messages, and no file marked pending (pendingFiles.test.ts). */
const snapshot = async () => ({
  files: storedFiles(),
  rows: Number(await rowCount()),
  messages: (await t.app.db.selectFrom('chatMessages').select('id').execute()).length,
  pending: (await t.app.db.selectFrom('pendingFiles').select('storedPath').execute()).length,
});

function upload(url: string, file: { filename: string; data: Buffer; type?: string } | null, fields: Record<string, string> = {}, headers: Record<string, string> = {}, remoteAddress = freshAddress()) {
  const body = multipart(fields, file ? [{ field: 'file', ...file }] : []);
  return t.app.inject({ method: 'POST', url, payload: body.payload, headers: { ...body.headers, ...headers }, remoteAddress });
}
const guestUpload = (guestId: string, file: { filename: string; data: Buffer; type?: string } | null, fields: Record<string, string> = {}, remoteAddress?: string) =>
  upload(`/api/chat/${guestId}/attachments`, file, fields, {}, remoteAddress);

describe('a visitor’s file', () => {
  it.each(Object.entries(SAMPLES))('is accepted as %s by its content, stored privately, fanned out and read back by that guest only', async (kind, sample) => {
    const guestId = gid(String(Object.keys(SAMPLES).indexOf(kind)));
    let res!: Awaited<ReturnType<typeof guestUpload>>;
    // A misleading name and claimed type do not matter: the bytes decide.
    const published = await publishedDuring<ChatMessage>(t.app, DEST.chat(guestId), async () => {
      res = await guestUpload(guestId, { filename: `Logo công ty ${kind}.bin`, data: sample.data, type: 'text/plain' }, { tempId: `t-${kind}` });
    });
    expect(res.statusCode).toBe(200);
    const message = res.json().data as ChatMessage;
    expect(message).toMatchObject({ guestId, senderType: 'GUEST', tempId: `t-${kind}`, content: `Logo công ty ${kind}.bin`, attachment: { name: `Logo công ty ${kind}.bin`, mime: sample.mime, size: sample.data.length } });
    expect(published).toEqual([message]);

    // Not under the public folder, and no public URL serves it.
    const [stored] = fs.readdirSync(chatDir()).filter((n) => fs.readFileSync(path.join(chatDir(), n)).equals(sample.data));
    expect(stored).toBeDefined();
    expect(fs.existsSync(path.join(t.dataDir, 'uploads', stored!))).toBe(false);
    expect((await t.app.inject(`/uploads/${stored}`)).statusCode).toBe(404);

    const own = await t.app.inject(`/api/chat/${guestId}/attachments/${message.attachment!.id}`);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe(sample.mime);
    expect(own.headers['x-content-type-options']).toBe('nosniff');
    expect(own.headers['content-disposition']).toBe(`attachment; filename="Logo cong ty ${kind}.bin"; filename*=UTF-8''${encodeURIComponent(`Logo công ty ${kind}.bin`)}`);
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect(own.rawPayload.equals(sample.data)).toBe(true);

    const other = await t.app.inject(`/api/chat/${gid('f')}/attachments/${message.attachment!.id}`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 404, message: F.notFound });

    // The history carries it too.
    const history = (await t.app.inject(`/api/chat/${guestId}`)).json().data as ChatMessage[];
    expect(history.at(-1)).toEqual(message);
  });

  it.each([
    ['an HTML page named .pdf', 'hop-dong.pdf', HTML, 'application/pdf'],
    ['an HTML page named .png', 'logo.png', HTML, 'image/png'],
    ['an SVG image', 'logo.svg', SVG, 'image/svg+xml'],
    ['a program named .pdf', 'tai-lieu.pdf', EXE, 'application/pdf'],
  ])('refuses %s with 415 and the Vietnamese reason, storing nothing', async (_what, filename, data, type) => {
    const before = await snapshot();
    const res = await guestUpload(gid('a'), { filename, data, type });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ code: 415, message: F.wrongType, errors: { file: F.wrongType } });
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a missing file, a bad client id and a bad guest id with 400, storing nothing', async () => {
    const before = await snapshot();
    const none = await guestUpload(gid('a'), null);
    expect(none.json()).toMatchObject({ code: 400, message: F.required });
    const badTemp = await guestUpload(gid('a'), { filename: 'a.png', data: SAMPLES.png.data }, { tempId: '<script>' });
    expect(badTemp.json()).toMatchObject({ code: 400, message: CHAT_MSG.server.invalidPayload });
    const badGuest = await guestUpload('guest-XYZ', { filename: 'a.png', data: SAMPLES.png.data });
    expect(badGuest.json()).toMatchObject({ code: 400, message: CHAT_MSG.server.invalidGuestId });
    expect(await snapshot()).toEqual(before);
  });

  it('stores a retried upload (same client id) once and keeps no second file', async () => {
    const guestId = gid('b');
    const first = await guestUpload(guestId, { filename: 'a.pdf', data: samplePdf() }, { tempId: 'same-1' });
    const before = await snapshot();
    const again = await guestUpload(guestId, { filename: 'a.pdf', data: samplePdf() }, { tempId: 'same-1' });
    expect(again.json().data).toEqual(first.json().data);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses an oversize body from its declared size before reading it (413, in Vietnamese)', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const before = await snapshot();
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `/api/chat/${gid('c')}/attachments`,
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(11 * 1024 * 1024) },
    });
    // Only the headers and a few bytes go out: the answer cannot have waited for the 11 MB.
    req.write('--x\r\n');
    const answer = await collect(req);
    req.destroy();
    expect(answer.status).toBe(413);
    expect(answer.body).toMatchObject({ code: 413, message: F.tooLarge });
    expect(await snapshot()).toEqual(before);
  });

  it('holds one guest to its files per hour and per day, and its bytes in all (429, nothing stored)', async () => {
    const guestId = gid('d');
    for (let i = 0; i < 3; i++) expect((await guestUpload(guestId, { filename: `${i}.png`, data: SAMPLES.png.data })).statusCode).toBe(200);
    let before = await snapshot();
    const fourth = await guestUpload(guestId, { filename: '3.png', data: SAMPLES.png.data });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toMatchObject({ code: 429, message: F.tooManyPerHour });
    expect(await snapshot()).toEqual(before);

    // An hour later the hourly count is free again, the daily one (4) is not after one more file.
    await t.app.db.updateTable('chatAttachments').set({ createdAt: new Date(Date.now() - 2 * 3600_000).toISOString() }).where('guestId', '=', guestId).execute();
    expect((await guestUpload(guestId, { filename: '4.png', data: SAMPLES.png.data })).statusCode).toBe(200);
    before = await snapshot();
    expect((await guestUpload(guestId, { filename: '5.png', data: SAMPLES.png.data })).json()).toMatchObject({ code: 429, message: F.tooManyPerDay });
    expect(await snapshot()).toEqual(before);

    // Bytes: a file that would pass the guest's 64 KB is refused, a smaller one still fits.
    const other = gid('e');
    const big = Buffer.concat([SAMPLES.png.data, Buffer.alloc(40 * 1024)]);
    expect((await guestUpload(other, { filename: 'a.png', data: big })).statusCode).toBe(200);
    before = await snapshot();
    expect((await guestUpload(other, { filename: 'b.png', data: big })).json()).toMatchObject({ code: 429, message: F.quotaFull });
    expect(await snapshot()).toEqual(before);
    // Staff files to that guest are not counted against it.
    const staff = await upload(`/api/chat/admin/conversations/${other}/attachments`, { filename: 'tra-loi.pdf', data: big }, {}, bearer(tokens.adminToken));
    expect(staff.statusCode).toBe(200);
  });

  it('holds one client address to its files per hour whatever guest ids it uses', async () => {
    const address = freshAddress();
    expect((await guestUpload(gid('1'), { filename: 'a.png', data: SAMPLES.png.data }, {}, address)).statusCode).toBe(200);
    expect((await guestUpload(gid('2'), { filename: 'a.png', data: SAMPLES.png.data }, {}, address)).statusCode).toBe(200);
    const before = await snapshot();
    const third = await guestUpload(gid('3'), { filename: 'a.png', data: SAMPLES.png.data }, {}, address);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 429, message: F.tooManyPerHour });
    expect(third.headers['retry-after']).toMatch(/^\d+$/);
    expect(await snapshot()).toEqual(before);
  });
});

describe('a visitor’s files sent all at once', () => {
  /** Guest ids no other test uses. */
  const fresh = (n: number) => `guest-${n.toString(16).padStart(32, '0')}`;

  it('are held to the guest’s files per hour and its bytes: the checks and the store do not interleave', async () => {
    const guestId = fresh(1);
    const before = Number(await rowCount());
    const answers = await Promise.all(Array.from({ length: 7 }, (_, i) => guestUpload(guestId, { filename: `${i}.png`, data: SAMPLES.png.data })));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((r) => r.statusCode === 429).map((r) => r.json().message)).toEqual(Array(4).fill(F.tooManyPerHour));
    expect(Number(await rowCount()) - before).toBe(3);
    expect((await new ChatAttachmentStore(t.app.db, t.app.uploads).guestUsage(guestId)).lastHour).toBe(3);

    // Two files that each fit the 64 KB, but not together.
    const other = fresh(2);
    const big = Buffer.concat([SAMPLES.png.data, Buffer.alloc(40 * 1024)]);
    const both = await Promise.all([guestUpload(other, { filename: 'a.png', data: big }), guestUpload(other, { filename: 'b.png', data: big })]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 429]);
    expect(both.find((r) => r.statusCode === 429)!.json().message).toBe(F.quotaFull);
  });

  it('are held to the client address’s files per hour whatever guest ids they use', async () => {
    const address = freshAddress();
    const files = storedFiles().length;
    const answers = await Promise.all([3, 4, 5, 6, 7, 8].map((n) => guestUpload(fresh(n), { filename: 'a.png', data: SAMPLES.png.data }, {}, address)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(answers.filter((r) => r.statusCode === 429)).toHaveLength(4);
    expect(storedFiles().length - files).toBe(2);
  });
});

describe('staff files', () => {
  const whoExpected = { none: 401, userToken: 403, adminToken: 200, expiredToken: 401, tamperedToken: 401 } as const;
  const who = Object.keys(whoExpected) as Array<keyof typeof whoExpected>;
  let visitorFileId: number | undefined;
  const headersOf = (w: keyof typeof whoExpected): Record<string, string> => (w === 'none' ? {} : bearer(tokens[w]));

  it.each(who)('POST /chat/admin/conversations/{guestId}/attachments with %s', async (w) => {
    const guestId = gid('5');
    await t.app.chat.postMessage({ guestId, content: 'Cho tôi hỏi', senderType: 'GUEST', adminId: null, tempId: null });
    const before = await snapshot();
    let res!: Awaited<ReturnType<typeof upload>>;
    const events = await publishedDuring<ConversationEvent>(t.app, DEST.adminConversations, async () => {
      res = await upload(`/api/chat/admin/conversations/${guestId}/attachments`, { filename: 'Báo giá.pdf', data: samplePdf() }, { tempId: `s-${w}` }, headersOf(w));
    });
    expect(res.statusCode).toBe(whoExpected[w]);
    expect(res.json().code).toBe(whoExpected[w]);
    if (whoExpected[w] === 200) {
      const message = res.json().data as ChatMessage;
      expect(message).toMatchObject({ senderType: 'ADMIN', adminId: tokens.admin.id, content: 'Báo giá.pdf', attachment: { name: 'Báo giá.pdf', mime: 'application/pdf' } });
      expect(events.map((e) => e.message)).toEqual([message]);
      // The visitor reads the staff's file in its own conversation.
      expect((await t.app.inject(`/api/chat/${guestId}/attachments/${message.attachment!.id}`)).statusCode).toBe(200);
    } else {
      expect(await snapshot()).toEqual(before);
      expect(events).toEqual([]);
    }
  });

  it.each(who)('GET /chat/admin/attachments/{id} with %s', async (w) => {
    // One visitor file for every caller (the guest's hourly limit is 3 here).
    visitorFileId ??= ((await guestUpload(gid('6'), { filename: 'nhan-hieu.png', data: SAMPLES.png.data })).json().data as ChatMessage).attachment!.id;
    const id = visitorFileId;
    const res = await t.app.inject({ method: 'GET', url: `/api/chat/admin/attachments/${id}`, headers: headersOf(w) });
    expect(res.statusCode).toBe(whoExpected[w]);
    if (whoExpected[w] === 200) {
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="nhan-hieu.png"/);
      expect(res.rawPayload.equals(SAMPLES.png.data)).toBe(true);
    } else {
      expect(res.json().code).toBe(whoExpected[w]);
      expect(res.rawPayload.includes(SAMPLES.png.data)).toBe(false);
    }
  });

  it('answers 404 for a conversation that does not exist or a file that does not, and refuses a disguised file', async () => {
    const before = await snapshot();
    const noConversation = await upload(`/api/chat/admin/conversations/${gid('9')}/attachments`, { filename: 'a.pdf', data: samplePdf() }, {}, bearer(tokens.adminToken));
    expect(noConversation.json()).toMatchObject({ code: 404, message: CHAT_MSG.server.conversationNotFound });
    const disguised = await upload(`/api/chat/admin/conversations/${gid('5')}/attachments`, { filename: 'a.pdf', data: HTML }, {}, bearer(tokens.adminToken));
    expect(disguised.json()).toMatchObject({ code: 415, message: F.wrongType });
    for (const id of ['999999', 'abc', '0', '1e3']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/chat/admin/attachments/${id}`, headers: bearer(tokens.adminToken) })).json()).toMatchObject({ code: 404, message: F.notFound });
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('deleting a conversation', () => {
  it('removes its messages, its file rows and its files, and no other guest’s', async () => {
    const guestId = gid('7');
    const keep = (await guestUpload(gid('8'), { filename: 'giu.png', data: SAMPLES.png.data })).json().data as ChatMessage;
    const sent = (await guestUpload(guestId, { filename: 'xoa.pdf', data: samplePdf() })).json().data as ChatMessage;
    const store = new ChatAttachmentStore(t.app.db, t.app.uploads);
    const filesBefore = storedFiles();
    expect(await store.deleteConversation(guestId)).toBe(true);
    expect(await store.find(sent.attachment!.id)).toBeNull();
    expect(await t.app.db.selectFrom('chatMessages').select('id').where('guestId', '=', guestId).execute()).toEqual([]);
    expect(storedFiles()).toHaveLength(filesBefore.length - 1);
    expect(await store.find(keep.attachment!.id)).not.toBeNull();
    expect((await t.app.inject(`/api/chat/${gid('8')}/attachments/${keep.attachment!.id}`)).statusCode).toBe(200);
  });
});
