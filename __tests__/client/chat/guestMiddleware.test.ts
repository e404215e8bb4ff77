import { act } from '@testing-library/react';
import { makeStore } from '../../../src/client/app/store';
import { chatApi } from '../../../src/client/features/chat/chatApi';
import '../../../src/client/features/chat/chatStore';
import { connectRequested, disconnectRequested, isEcho, messageQueued, messageReceived, selectChat, sendRequested } from '../../../src/client/features/chat/chatSlice';
import { mergeThread } from '../../../src/client/features/chat/useChatThread';
import { CHAT_MSG } from '../../../src/shared/messages/chat';
import { DEST, reconnectDelay } from '../../../src/shared/realtime';
import type { ChatMessage, ChatMessageView } from '../../../src/shared/types/chat';
import { callsTo, envelope, mockApi } from '../../helpers/mockApi';
import { installFakeStomp } from './fakeStomp';

const GID = `guest-${'cd'.repeat(16)}`;
const stomp = installFakeStomp();

function connectedStore() {
  mockApi('GET', `/api/chat/${GID}`, envelope([]));
  mockApi('PUT', `/api/chat/admin/guest/${GID}/online/true`, envelope(true));
  mockApi('PUT', `/api/chat/admin/guest/${GID}/online/false`, envelope(false));
  const store = makeStore({ guest: { guestId: GID } });
  store.dispatch(connectRequested());
  return store;
}

const draft = (content: string, createdAt: string, tempId: string | null = null): ChatMessageView => ({
  id: null,
  tempId,
  guestId: GID,
  content,
  senderType: 'GUEST',
  adminId: null,
  createdAt,
  status: 'sending',
});
const echo = (content: string, createdAt: string, tempId: string | null = null, id = 1): ChatMessage => ({ id, tempId, guestId: GID, content, senderType: 'GUEST', adminId: null, createdAt });

describe('echo matching', () => {
  const t0 = '2026-11-21T10:00:00.000Z';
  it('matches by client id when both carry one', () => {
    expect(isEcho(draft('a', t0, 'x'), echo('a', t0, 'x'))).toBe(true);
    expect(isEcho(draft('a', t0, 'x'), echo('a', t0, 'y'))).toBe(false);
  });
  it('otherwise matches same guest, content and sender within 2 seconds', () => {
    expect(isEcho(draft('a', t0), echo('a', '2026-11-21T10:00:02.000Z'))).toBe(true);
    expect(isEcho(draft('a', t0), echo('a', '2026-11-21T10:00:02.001Z'))).toBe(false);
    expect(isEcho(draft('a', t0), echo('b', t0))).toBe(false);
    expect(isEcho(draft('a', t0), { ...echo('a', t0), senderType: 'ADMIN' })).toBe(false);
    expect(isEcho(draft('a', t0), { ...echo('a', t0), guestId: `guest-${'0'.repeat(32)}` })).toBe(false);
  });
  it('replaces the draft with the stored message in the thread', () => {
    const store = makeStore({ guest: { guestId: GID } });
    store.dispatch(messageQueued(draft('xin chào', new Date().toISOString())));
    store.dispatch(messageReceived(echo('xin chào', new Date().toISOString())));
    expect(selectChat(store.getState()).pending).toEqual([]);
  });
  it('keeps the last 100 messages of the merged thread', () => {
    const confirmed = Array.from({ length: 100 }, (_, i) => echo(`m${i}`, '2026-11-21T10:00:00.000Z', null, i + 1));
    const merged = mergeThread(confirmed, [draft('new', '2026-11-21T10:01:00.000Z', 't')]);
    expect(merged).toHaveLength(100);
    expect(merged[0]!.content).toBe('m1');
    expect(merged[99]!.content).toBe('new');
  });
});

describe('guest STOMP middleware', () => {
  afterEach(() => jest.useRealTimers());

  it('reconnects after min(5000 × 2^attempts, 30000) ms, 5 times at most, then asks to reload', async () => {
    jest.useFakeTimers();
    const store = connectedStore();
    expect(stomp.clients).toHaveLength(1);
    const delays = [5000, 10_000, 20_000, 30_000, 30_000];
    expect(delays).toEqual([0, 1, 2, 3, 4].map(reconnectDelay));
    for (const [i, delay] of delays.entries()) {
      act(() => stomp.last().stompError('máy chủ bận'));
      expect(selectChat(store.getState())).toMatchObject({ status: 'ERROR', error: CHAT_MSG.stompError('máy chủ bận'), attempts: i });
      await act(() => jest.advanceTimersByTimeAsync(delay - 1));
      expect(stomp.clients).toHaveLength(i + 1);
      await act(() => jest.advanceTimersByTimeAsync(1));
      expect(stomp.clients).toHaveLength(i + 2);
      expect(selectChat(store.getState()).status).toBe('RECONNECTING');
    }
    act(() => stomp.last().stompError('máy chủ bận'));
    expect(selectChat(store.getState())).toMatchObject({ status: 'ERROR', error: CHAT_MSG.reloadPage, gaveUp: true });
    await act(() => jest.advanceTimersByTimeAsync(120_000));
    expect(stomp.clients).toHaveLength(6);
  });

  it('resets the attempts on a successful connection', async () => {
    jest.useFakeTimers();
    const store = connectedStore();
    act(() => stomp.last().drop());
    expect(selectChat(store.getState()).error).toBe(CHAT_MSG.websocketError);
    await act(() => jest.advanceTimersByTimeAsync(5000));
    await act(() => stomp.last().open());
    expect(selectChat(store.getState())).toMatchObject({ status: 'CONNECTED', attempts: 0, error: null });
    act(() => stomp.last().drop());
    await act(() => jest.advanceTimersByTimeAsync(4999));
    expect(stomp.clients).toHaveLength(2);
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(stomp.clients).toHaveLength(3);
  });

  it('sends only when connected, and marks presence on connect and disconnect', async () => {
    const store = connectedStore();
    store.dispatch(sendRequested('trước khi kết nối'));
    expect(selectChat(store.getState()).pending).toEqual([]);
    await stomp.last().open();
    store.dispatch(sendRequested('  sau khi kết nối  '));
    expect(stomp.last().published).toEqual([{ destination: DEST.sendMessage, body: expect.objectContaining({ content: 'sau khi kết nối' }) }]);
    store.dispatch(disconnectRequested());
    expect(stomp.last().deactivated).toBe(true);
    expect(selectChat(store.getState()).status).toBe('DISCONNECTED');
    await new Promise((r) => setTimeout(r, 0));
    expect(callsTo('PUT', `/api/chat/admin/guest/${GID}/online/true`)).toHaveLength(1);
    expect(callsTo('PUT', `/api/chat/admin/guest/${GID}/online/false`)).toHaveLength(1);
  });

  it('turns drafts still waiting for their echo into failed ones when the connection drops', async () => {
    const store = connectedStore();
    await stomp.last().open();
    store.dispatch(sendRequested('đang bay'));
    expect(selectChat(store.getState()).pending[0]!.status).toBe('sending');
    stomp.last().drop();
    expect(selectChat(store.getState()).pending[0]!.status).toBe('failed');
  });

  it('appends received messages to the history cache once', async () => {
    const store = connectedStore();
    await stomp.last().open();
    await store.dispatch(chatApi.endpoints.getChatHistory.initiate(GID));
    stomp.last().deliver(DEST.chat(GID), echo('một', new Date().toISOString(), null, 5));
    stomp.last().deliver(DEST.chat(GID), echo('một', new Date().toISOString(), null, 5));
    expect(chatApi.endpoints.getChatHistory.select(GID)(store.getState()).data?.map((m) => m.id)).toEqual([5]);
  });
});

describe('history', () => {
  afterEach(() => jest.useRealTimers());

  it('gives up after 10 s with the time-out text', async () => {
    jest.useFakeTimers();
    mockApi('GET', `/api/chat/${GID}`, () => new Promise(() => undefined));
    // The mock never answers; the base query's 10 s time-out aborts the request.
    const realFetch = global.fetch;
    global.fetch = jest.fn(
      (input: RequestInfo | URL) =>
        new Promise<Response>((_resolve, reject) => {
          const signal = (input as Request).signal;
          signal.addEventListener('abort', () => reject(signal.reason));
          void realFetch(input);
        }),
    ) as typeof fetch;
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const store = makeStore({ guest: { guestId: GID } });
    const pending = store.dispatch(chatApi.endpoints.getChatHistory.initiate(GID));
    await jest.advanceTimersByTimeAsync(9999);
    expect(selectChat(store.getState()).historyError).toBeNull();
    await jest.advanceTimersByTimeAsync(1);
    await pending;
    expect(selectChat(store.getState()).historyError).toBe(CHAT_MSG.historyTimeout);
    warn.mockRestore();
  });

  it('a network failure shows its message and empties the list; a later message still shows', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi('GET', `/api/chat/${GID}`, envelope([echo('cũ', '2026-11-21T10:00:00.000Z', null, 1)]));
    const store = makeStore({ guest: { guestId: GID } });
    await store.dispatch(chatApi.endpoints.getChatHistory.initiate(GID));
    mockApi('GET', `/api/chat/${GID}`, () => {
      throw new Error('mạng hỏng');
    });
    await store.dispatch(chatApi.endpoints.getChatHistory.initiate(GID, { forceRefetch: true }));
    expect(selectChat(store.getState()).historyError).toBe('Error: mạng hỏng');
    expect(chatApi.endpoints.getChatHistory.select(GID)(store.getState()).data).toEqual([]);
    store.dispatch(messageReceived(echo('mới', new Date().toISOString(), null, 2)));
    expect(chatApi.endpoints.getChatHistory.select(GID)(store.getState()).data?.map((m) => m.content)).toEqual(['mới']);
    expect(selectChat(store.getState()).historyError).toBe('Error: mạng hỏng');
    warn.mockRestore();
  });

  it('treats a non-array as empty and keeps the last 100', async () => {
    mockApi('GET', `/api/chat/${GID}`, envelope({ not: 'a list' }));
    const store = makeStore({ guest: { guestId: GID } });
    expect((await store.dispatch(chatApi.endpoints.getChatHistory.initiate(GID))).data).toEqual([]);
    const many = Array.from({ length: 120 }, (_, i) => echo(`m${i}`, '2026-11-21T10:00:00.000Z', null, i + 1));
    mockApi('GET', `/api/chat/${GID}`, envelope(many));
    const res = await store.dispatch(chatApi.endpoints.getChatHistory.initiate(GID, { forceRefetch: true }));
    expect(res.data).toHaveLength(100);
    expect(res.data![0]!.id).toBe(21);
  });
});
