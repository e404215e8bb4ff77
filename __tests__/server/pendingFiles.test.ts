import fs from 'node:fs';
import path from 'node:path';
import { gid } from '../helpers/guestId';
import { buildTestApp, freshAddress, type TestApp } from '../helpers/testApp';
import { within } from '../helpers/within';
import { multipart, samplePdf } from './newsJobs/files';

/**
 * Private files (chat files, CVs) are written before the row naming them is committed. Each is
 * listed as pending from before it is written until that row is committed, and a process stopped in
 * between leaves a listed file nothing leads to: every start, and every hour, removes what has been
 * listed for over an hour and no row names. Nothing unlisted is ever removed.
 */
let t: TestApp;
let restarted: TestApp | undefined;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await restarted?.close();
  await t.close();
});

const pending = async (app = t.app) => (await app.db.selectFrom('pendingFiles').select('storedPath').orderBy('storedPath').execute()).map((r) => r.storedPath);
const onDisk = (rel: string) => fs.existsSync(path.join(t.app.uploads.privateDir, rel));
const chatFiles = () => (fs.existsSync(path.join(t.app.uploads.privateDir, 'chat')) ? fs.readdirSync(path.join(t.app.uploads.privateDir, 'chat')) : []);
/** As if the file had been written two hours ago. */
const age = (rel: string) =>
  t.app.db
    .updateTable('pendingFiles')
    .set({ createdAt: new Date(Date.now() - 2 * 3600_000).toISOString() })
    .where('storedPath', '=', rel)
    .execute();

async function sendChatFile(): Promise<string> {
  const body = multipart({}, [{ field: 'file', filename: 'hoa-don.pdf', data: samplePdf() }]);
  const res = await t.app.inject({ method: 'POST', url: `/api/chat/${gid('b')}/attachments`, payload: body.payload, headers: body.headers, remoteAddress: freshAddress() });
  expect(res.statusCode).toBe(200);
  const row = await t.app.db.selectFrom('chatAttachments').select('storedPath').where('id', '=', res.json().data.attachment.id).executeTakeFirstOrThrow();
  return row.storedPath;
}

async function sendCv(): Promise<string> {
  const job = await t.app.db.selectFrom('jobs').select('id').where('status', '=', 'OPEN').orderBy('id').executeTakeFirstOrThrow();
  const body = multipart({ name: 'Trần Bình' }, [{ field: 'cv', filename: 'cv.pdf', data: samplePdf() }]);
  const res = await t.app.inject({ method: 'POST', url: `/api/jobs/${job.id}/applications`, payload: body.payload, headers: body.headers, remoteAddress: freshAddress() });
  expect(res.statusCode).toBe(200);
  const row = await t.app.db.selectFrom('jobApplications').select('cvPath').where('id', '=', res.json().data.id).executeTakeFirstOrThrow();
  return row.cvPath;
}

it('a chat file and a CV are pending only until their rows are committed', async () => {
  const [chat, cv] = [await sendChatFile(), await sendCv()];
  expect([onDisk(chat), onDisk(cv)]).toEqual([true, true]);
  expect(await pending()).toEqual([]);
});

it('a file not kept (a retried upload: the first copy is the one kept) leaves neither the file nor its mark', async () => {
  const send = () => {
    const body = multipart({ tempId: 'lan-1' }, [{ field: 'file', filename: 'hoa-don.pdf', data: samplePdf() }]);
    return t.app.inject({ method: 'POST', url: `/api/chat/${gid('c')}/attachments`, payload: body.payload, headers: body.headers, remoteAddress: freshAddress() });
  };
  const first = await send();
  const before = chatFiles();
  const again = await send();
  expect(again.json().data.id).toBe(first.json().data.id);
  expect(chatFiles()).toEqual(before);
  expect(await pending()).toEqual([]);
});

it('at start, files pending for over an hour that no row names are removed; the others are kept', async () => {
  // Written, then the process "stopped" before the row: pending, an hour old or just now.
  const abandonedChat = await t.app.uploads.savePrivate('chat', samplePdf(), 'pdf');
  const abandonedCv = await t.app.uploads.savePrivate('cv', samplePdf(), 'pdf');
  const recent = await t.app.uploads.savePrivate('chat', samplePdf(), 'pdf');
  // Stored, but the process stopped before unmarking it: kept, and no longer pending.
  const committed = await sendChatFile();
  await t.app.db.insertInto('pendingFiles').values({ storedPath: committed, createdAt: new Date().toISOString() }).execute();
  // Not listed (put there by hand, or by another store): never removed.
  const unlisted = path.posix.join('chat', 'dat-tay.pdf');
  fs.writeFileSync(path.join(t.app.uploads.privateDir, unlisted), samplePdf());
  for (const rel of [abandonedChat, abandonedCv, committed]) await age(rel);
  expect(await pending()).toEqual([abandonedChat, abandonedCv, committed, recent].sort());

  restarted = await buildTestApp({ DATA_DIR: t.dataDir });
  const swept = async (app: TestApp['app']) => {
    while ((await pending(app)).length > 1) await new Promise((resolve) => setTimeout(resolve, 20));
  };
  await within(swept(restarted.app), 5000, 'the sweep at start');
  expect(await pending(restarted.app)).toEqual([recent]);
  expect([onDisk(abandonedChat), onDisk(abandonedCv)]).toEqual([false, false]);
  expect([onDisk(recent), onDisk(committed), onDisk(unlisted)]).toEqual([true, true, true]);
  // The stored file is still served.
  const row = await t.app.db.selectFrom('chatAttachments').select(['id', 'guestId']).where('storedPath', '=', committed).executeTakeFirstOrThrow();
  expect((await restarted.app.inject(`/api/chat/${row.guestId}/attachments/${row.id}`)).statusCode).toBe(200);
});
