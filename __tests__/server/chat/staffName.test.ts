import { DEST } from '../../../src/shared/realtime';
import type { ChatMessage } from '../../../src/shared/types/chat';
import { gid } from '../../helpers/guestId';
import { publishedDuring } from './publishedDuring';
import { buildTestApp, createStaff, type TestApp } from '../../helpers/testApp';

let t: TestApp;

async function staffNamed(fullName: string) {
  const staff = await createStaff(t.app, { role: 'ADMIN' });
  await t.app.db.updateTable('users').set({ fullName }).where('id', '=', staff.id).execute();
  return staff;
}

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** What the guest's topic carried while `work` ran. */
const published = (guestId: string, work: () => Promise<unknown>) => publishedDuring<ChatMessage>(t.app, DEST.chat(guestId), work);

describe('the answering staff member’s name', () => {
  it('comes with each staff message, live and in the history; a visitor’s message has none', async () => {
    const guestId = gid('5');
    const ha = await staffNamed('Nguyễn Thu Hà');
    const minh = await staffNamed('Trần Văn Minh');
    await t.app.chat.postMessage({ guestId, content: 'Cho tôi hỏi', senderType: 'GUEST', adminId: null, tempId: null });
    await t.app.chat.assign(guestId, ha.id);

    const live = await published(guestId, async () => {
      await t.app.chat.postMessage({ guestId, content: 'Em Hà đây ạ', senderType: 'ADMIN', adminId: ha.id, tempId: 'r1' });
      // A colleague who is not assigned answers too: their own name.
      await t.app.chat.postMessage({ guestId, content: 'Em Minh bổ sung', senderType: 'ADMIN', adminId: minh.id, tempId: null });
      // A retried send (same client id) is published again, with the name.
      await t.app.chat.postMessage({ guestId, content: 'Em Hà đây ạ', senderType: 'ADMIN', adminId: ha.id, tempId: 'r1' });
    });
    expect(live.map((m) => [m.content, m.staffName])).toEqual([
      ['Em Hà đây ạ', 'Nguyễn Thu Hà'],
      ['Em Minh bổ sung', 'Trần Văn Minh'],
      ['Em Hà đây ạ', 'Nguyễn Thu Hà'],
    ]);

    const res = await t.app.inject({ method: 'GET', url: `/api/chat/${guestId}` });
    expect((res.json().data as ChatMessage[]).map((m) => [m.content, m.staffName])).toEqual([
      ['Cho tôi hỏi', null],
      ['Em Hà đây ạ', 'Nguyễn Thu Hà'],
      ['Em Minh bổ sung', 'Trần Văn Minh'],
    ]);
  });
});
