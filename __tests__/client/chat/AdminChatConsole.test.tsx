import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChatsPage } from '../../../src/client/pages/admin/ChatsPage';
import { filterConversations, sortConversations, relativeTime } from '../../../src/client/features/adminChat/conversations';
import { CHAT_MSG } from '../../../src/shared/messages/chat';
import { MSG, LOGIN_MSG } from '../../../src/shared/messages';
import { DEST } from '../../../src/shared/realtime';
import type { ChatMessage, Conversation } from '../../../src/shared/types/chat';
import { callsTo, envelope, fakeToken, mockApi } from '../../helpers/mockApi';
import { renderWithProviders } from '../../helpers/renderWithProviders';
import { installFakeStomp } from './fakeStomp';
import { gid } from '../../helpers/guestId';

const ME = 7;
const stomp = installFakeStomp();
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

const conv = (c: string, over: Partial<Conversation> = {}): Conversation => ({
  guestId: gid(c),
  guestName: null,
  isOnline: false,
  lastSeen: null,
  lastMessage: { content: `Tin cuối của ${c}`, createdAt: minutesAgo(1), senderType: 'GUEST' },
  unreadCount: 0,
  assignedAdmin: null,
  assignedAdminName: null,
  priority: 'normal',
  updatedAt: minutesAgo(10),
  status: 'open',
  ...over,
});
const message = (id: number, guestId: string, content: string, senderType: 'GUEST' | 'ADMIN' = 'GUEST'): ChatMessage => ({
  id,
  guestId,
  content,
  senderType,
  adminId: senderType === 'ADMIN' ? ME : null,
  createdAt: new Date().toISOString(),
  tempId: null,
});

const CONVERSATIONS = [
  conv('a', { guestName: 'Anh Bình', priority: 'normal', updatedAt: minutesAgo(1), unreadCount: 2, isOnline: true }),
  conv('b', { guestName: 'Chị Lan', priority: 'high', updatedAt: minutesAgo(30), lastSeen: minutesAgo(5) }),
  conv('c', { guestName: 'Ông Tâm', priority: 'low', updatedAt: minutesAgo(0), assignedAdmin: ME, assignedAdminName: 'Quản trị' }),
  conv('d', { guestName: 'Cô Hoa', priority: 'normal', updatedAt: minutesAgo(20), unreadCount: 1, lastSeen: minutesAgo(180) }),
];

function setup(conversations = CONVERSATIONS, scope: 'ADMIN' | 'USER' = 'ADMIN') {
  sessionStorage.setItem('accessToken', fakeToken({ sub: String(ME), username: 'admin', scope }));
  mockApi('GET', '/api/chat/admin/conversations', envelope(conversations));
  mockApi('GET', `/api/chat/admin/stats/${ME}`, envelope({ totalConversations: 4, unreadConversations: 2, assignedToAdmin: 1, onlineUsers: 1, todayMessages: 9 }));
  mockApi('GET', '/api/chat/admin/canned-replies', envelope([]));
  mockApi('GET', '/api/chat/admin/availability', envelope({ available: true, withinHours: true, hours: [], staff: [{ id: ME, name: 'Quản trị', away: false }] }));
  const user = userEvent.setup();
  const view = renderWithProviders(<ChatsPage />, {
    preloadedState: { auth: { status: 'authenticated', userId: ME, username: 'admin', scope, expired: false, signingOut: false } },
  });
  return { user, ...view };
}

const names = () => within(screen.getByRole('list', { name: CHAT_MSG.admin.listLabel })).getAllByRole('button').map((b) => within(b).getAllByText(/^(Anh|Chị|Ông|Cô) /)[0]!.textContent);

describe('staff chat console', () => {
  it('is closed to a USER', () => {
    setup(CONVERSATIONS, 'USER');
    expect(screen.getByText(MSG.common.forbidden)).toBeInTheDocument();
    expect(stomp.clients).toHaveLength(0);
  });

  it('shows stats, orders by priority then recency, and puts the unread count in the tab title', async () => {
    setup();
    expect(await screen.findByText('Anh Bình')).toBeInTheDocument();
    expect(names()).toEqual(['Chị Lan', 'Anh Bình', 'Cô Hoa', 'Ông Tâm']);
    expect(screen.getByLabelText(`${CHAT_MSG.admin.stats.total}: 4`)).toBeInTheDocument();
    expect(screen.getByLabelText(`${CHAT_MSG.admin.stats.online}: 1`)).toBeInTheDocument();
    expect(document.title).toBe(`(2) ${CHAT_MSG.admin.title}`);
    expect(screen.getByText(CHAT_MSG.admin.selectPrompt)).toBeInTheDocument();
  });

  it('marks each visitor online or offline with a named dot, and keeps cut names and messages in a tooltip', async () => {
    setup();
    const list = await screen.findByRole('list', { name: CHAT_MSG.admin.listLabel });
    const row = (name: string) => within(list).getByText(name).closest('[role="button"]') as HTMLElement;
    expect(within(row('Anh Bình')).getByRole('img', { name: CHAT_MSG.admin.presenceDot.online })).toBeInTheDocument();
    expect(within(row('Chị Lan')).getByRole('img', { name: CHAT_MSG.admin.presenceDot.offline })).toBeInTheDocument();
    expect(within(list).getAllByRole('img', { name: CHAT_MSG.admin.presenceDot.online })).toHaveLength(1);
    expect(within(list).getByText('Anh Bình')).toHaveAttribute('title', 'Anh Bình');
  });

  it('filters by unread, assigned to me (the signed-in admin) and search', async () => {
    const { user } = setup();
    await screen.findByText('Anh Bình');
    await user.click(screen.getByRole('button', { name: CHAT_MSG.admin.filters.unread }));
    expect(names()).toEqual(['Anh Bình', 'Cô Hoa']);
    await user.click(screen.getByRole('button', { name: CHAT_MSG.admin.filters.mine }));
    expect(names()).toEqual(['Ông Tâm']);
    await user.click(screen.getByRole('button', { name: CHAT_MSG.admin.filters.all }));
    await user.type(screen.getByRole('searchbox', { name: CHAT_MSG.admin.search }), 'lan');
    expect(names()).toEqual(['Chị Lan']);
  });

  it('opens a conversation: resets unread, shows presence, assigns to me and sets priority', async () => {
    const { user } = setup();
    const a = CONVERSATIONS[0]!;
    mockApi('GET', `/api/chat/${a.guestId}`, envelope([message(1, a.guestId, 'Tôi cần đăng ký bản quyền')]));
    mockApi('PUT', `/api/chat/admin/conversations/${a.guestId}/read`, envelope({ ...a, unreadCount: 0 }));
    mockApi('PUT', `/api/chat/admin/conversations/${a.guestId}/assign/${ME}`, envelope({ ...a, unreadCount: 0, assignedAdmin: ME, assignedAdminName: 'Quản trị' }));
    mockApi('PUT', `/api/chat/admin/conversations/${a.guestId}/priority/high`, envelope({ ...a, unreadCount: 0, assignedAdmin: ME, priority: 'high' }));
    await user.click(await screen.findByText('Anh Bình'));
    expect(await screen.findByText('Tôi cần đăng ký bản quyền')).toBeInTheDocument();
    await waitFor(() => expect(callsTo('PUT', `/api/chat/admin/conversations/${a.guestId}/read`)).toHaveLength(1));
    await waitFor(() => expect(document.title).toBe(`(1) ${CHAT_MSG.admin.title}`));
    const header = screen.getByRole('heading', { name: 'Anh Bình' }).parentElement!;
    expect(within(header).getByText(CHAT_MSG.admin.online)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: CHAT_MSG.admin.assignToMe }));
    expect(await screen.findByText(CHAT_MSG.admin.assignedToMe)).toBeInTheDocument();
    expect(callsTo('PUT', `/api/chat/admin/conversations/${a.guestId}/assign/${ME}`)).toHaveLength(1);

    await user.click(screen.getByRole('combobox', { name: CHAT_MSG.admin.priority }));
    await user.click(screen.getByRole('option', { name: CHAT_MSG.admin.priorities.high }));
    await waitFor(() => expect(callsTo('PUT', `/api/chat/admin/conversations/${a.guestId}/priority/high`)).toHaveLength(1));
    await waitFor(() => expect(names()[0]).toBe('Anh Bình'));
  });

  it('shows "last seen" with relative times, appends live messages once, and sends with Enter', async () => {
    const { user } = setup();
    const b = CONVERSATIONS[1]!;
    mockApi('GET', `/api/chat/${b.guestId}`, envelope([]));
    await user.click(await screen.findByText('Chị Lan'));
    const header = screen.getByRole('heading', { name: 'Chị Lan' }).parentElement!;
    expect(within(header).getByText(CHAT_MSG.admin.lastSeen(CHAT_MSG.admin.minutesAgo(5)))).toBeInTheDocument();
    await act(() => stomp.last().open());
    expect(stomp.last().connectHeaders).toMatchObject({ Authorization: expect.stringMatching(/^Bearer /), adminId: String(ME) });
    await screen.findByText(CHAT_MSG.admin.noMessages);

    const incoming = message(50, b.guestId, 'Cho tôi hỏi giá');
    act(() => {
      stomp.last().deliver(DEST.adminConversations, { message: incoming, conversation: { ...b, unreadCount: 0, updatedAt: new Date().toISOString() } });
      stomp.last().deliver(DEST.adminConversations, { message: incoming, conversation: { ...b, unreadCount: 0, updatedAt: new Date().toISOString() } });
    });
    expect(await screen.findAllByText('Cho tôi hỏi giá')).toHaveLength(1);

    act(() => stomp.last().deliver(DEST.adminUserStatus, { guestId: b.guestId, isOnline: true, lastSeen: null }));
    // Cache patches reach the screen on the store's next batch tick (RTK's auto-batching).
    expect(await within(header).findByText(CHAT_MSG.admin.online)).toBeInTheDocument();

    const box = screen.getByRole('textbox', { name: CHAT_MSG.admin.composerLabel });
    // The text is pasted around the keys under test (each keystroke re-renders the console).
    await user.click(box);
    await user.paste('Dạ, phí là 2.100.000 đ');
    await user.keyboard('{Shift>}{Enter}{/Shift}');
    await user.paste('chưa gồm VAT');
    expect(stomp.last().messagesSent()).toHaveLength(0);
    await user.type(box, '{Enter}');
    expect(stomp.last().messagesSent()).toEqual([
      { destination: DEST.sendMessage, body: expect.objectContaining({ guestId: b.guestId, content: 'Dạ, phí là 2.100.000 đ\nchưa gồm VAT', senderType: 'ADMIN', adminId: ME }) },
    ]);
  });

  it('resolves a conversation (it leaves the unread list), and shows it open again when another console or a new message says so', async () => {
    const { user } = setup();
    const d = CONVERSATIONS[3]!;
    mockApi('GET', `/api/chat/${d.guestId}`, envelope([message(3, d.guestId, 'Tôi cần gia hạn')]));
    mockApi('PUT', `/api/chat/admin/conversations/${d.guestId}/read`, envelope({ ...d, unreadCount: 0 }));
    mockApi('PUT', `/api/chat/admin/conversations/${d.guestId}/status/resolved`, envelope({ ...d, unreadCount: 0, status: 'resolved' }));
    await user.click(await screen.findByText('Cô Hoa'));
    await screen.findByText('Tôi cần gia hạn');
    await act(() => stomp.last().open());
    await user.click(screen.getByRole('button', { name: CHAT_MSG.conversationState.resolve }));
    expect(await screen.findByRole('button', { name: CHAT_MSG.conversationState.reopen })).toBeInTheDocument();
    expect(callsTo('PUT', `/api/chat/admin/conversations/${d.guestId}/status/resolved`)).toHaveLength(1);
    const list = screen.getByRole('list', { name: CHAT_MSG.admin.listLabel });
    expect(within(list).getByText(CHAT_MSG.conversationState.resolved)).toBeInTheDocument();

    // Another console, or the visitor's next message, opens it again: the event says so.
    act(() => stomp.last().deliver(DEST.adminConversations, { message: message(4, d.guestId, 'Cho tôi hỏi thêm'), conversation: { ...d, unreadCount: 0, status: 'open', updatedAt: new Date().toISOString() } }));
    expect(await screen.findByRole('button', { name: CHAT_MSG.conversationState.resolve })).toBeInTheDocument();
    expect(within(list).queryByText(CHAT_MSG.conversationState.resolved)).not.toBeInTheDocument();
  });

  it('shows the visitor typing in the open thread, and tells the visitor when staff type', async () => {
    const { user } = setup();
    const b = CONVERSATIONS[1]!;
    mockApi('GET', `/api/chat/${b.guestId}`, envelope([]));
    await user.click(await screen.findByText('Chị Lan'));
    await act(() => stomp.last().open());
    await screen.findByText(CHAT_MSG.admin.noMessages);
    act(() => stomp.last().deliver(DEST.adminTyping, { guestId: b.guestId, senderType: 'GUEST', staffName: null }));
    expect(await screen.findByText(CHAT_MSG.typing.guest)).toBeInTheDocument();
    // Another visitor typing is not shown here.
    act(() => stomp.last().deliver(DEST.adminTyping, { guestId: CONVERSATIONS[0]!.guestId, senderType: 'GUEST', staffName: null }));
    expect(screen.getAllByText(CHAT_MSG.typing.guest)).toHaveLength(1);
    // Their message ends it.
    act(() => stomp.last().deliver(DEST.adminConversations, { message: message(70, b.guestId, 'Tôi hỏi tiếp'), conversation: { ...b, updatedAt: new Date().toISOString() } }));
    await screen.findByText('Tôi hỏi tiếp');
    expect(screen.queryByText(CHAT_MSG.typing.guest)).not.toBeInTheDocument();

    const box = screen.getByRole('textbox', { name: CHAT_MSG.admin.composerLabel });
    await user.type(box, 'Dạ');
    expect(stomp.last().published).toEqual([{ destination: DEST.sendTyping, body: { guestId: b.guestId } }]);
  });

  it('leaves resolved conversations out of the unread filter', () => {
    const list = [conv('a', { unreadCount: 2 }), conv('b', { unreadCount: 1, status: 'resolved' }), conv('c')];
    expect(filterConversations(list, 'unread', '', ME).map((c) => c.guestId[6])).toEqual(['a']);
    expect(filterConversations(list, 'all', '', ME)).toHaveLength(3);
  });

  it('refreshes stats and list every 30 s, the list only while no conversation is open', async () => {
    jest.useFakeTimers();
    try {
      sessionStorage.setItem('accessToken', fakeToken({ sub: String(ME), username: 'admin', scope: 'ADMIN' }));
      mockApi('GET', '/api/chat/admin/conversations', envelope(CONVERSATIONS));
      mockApi('GET', `/api/chat/admin/stats/${ME}`, envelope({ totalConversations: 4, unreadConversations: 2, assignedToAdmin: 1, onlineUsers: 1, todayMessages: 9 }));
      const b = CONVERSATIONS[1]!;
      mockApi('GET', `/api/chat/${b.guestId}`, envelope([]));
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      renderWithProviders(<ChatsPage />, { preloadedState: { auth: { status: 'authenticated', userId: ME, username: 'admin', scope: 'ADMIN', expired: false, signingOut: false } } });
      await act(() => jest.advanceTimersByTimeAsync(100));
      const count = () => [callsTo('GET', '/api/chat/admin/conversations').length, callsTo('GET', `/api/chat/admin/stats/${ME}`).length];
      expect(count()).toEqual([1, 1]);
      await act(() => jest.advanceTimersByTimeAsync(30_000));
      expect(count()).toEqual([2, 2]);
      await user.click(screen.getByText('Chị Lan'));
      await act(() => jest.advanceTimersByTimeAsync(30_000));
      expect(count()).toEqual([2, 3]);
    } finally {
      jest.useRealTimers();
    }
  });

  it.each([MSG.common.sessionExpired, MSG.common.sessionEnded])(
    'treats the server ending the session ("%s") as a reconnection with a renewed token, not an error',
    async (message) => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
      try {
        setup();
        const first = sessionStorage.getItem('accessToken');
        sessionStorage.setItem('refreshToken', 'r1');
        const renewed = fakeToken({ sub: String(ME), username: 'admin', scope: 'ADMIN' }, 'renewed');
        mockApi('POST', '/api/auth/refresh', envelope({ token: renewed, refreshToken: 'r2' }));
        await act(() => stomp.last().open());
        expect(stomp.last().connectHeaders.Authorization).toBe(`Bearer ${first}`);

        act(() => stomp.last().stompError(message));
        expect(warn).not.toHaveBeenCalled();
        expect(screen.getByText(CHAT_MSG.admin.connectionLost)).toBeInTheDocument();
        // The library reconnects (after 5 s): the CONNECT carries a renewed token.
        await act(() => stomp.last().open());
        expect(callsTo('POST', '/api/auth/refresh')).toHaveLength(1);
        expect(stomp.last().connectHeaders.Authorization).toBe(`Bearer ${renewed}`);
        expect(screen.queryByText(CHAT_MSG.admin.connectionLost)).not.toBeInTheDocument();
        expect(stomp.clients).toHaveLength(1);
      } finally {
        warn.mockRestore();
      }
    },
  );

  it('stops reconnecting when the renewal is refused', async () => {
    setup();
    sessionStorage.setItem('refreshToken', 'r1');
    mockApi('POST', '/api/auth/refresh', envelope(null, 401, LOGIN_MSG.refreshInvalid));
    await act(() => stomp.last().open());
    act(() => stomp.last().stompError(MSG.common.sessionEnded));
    await act(() => stomp.last().open());
    expect(callsTo('POST', '/api/auth/refresh')).toHaveLength(1);
    await waitFor(() => expect(stomp.last().deactivated).toBe(true));
  });

  it('shows the connection-lost note when the socket drops', async () => {
    setup();
    await act(() => stomp.last().open());
    expect(screen.queryByText(CHAT_MSG.admin.connectionLost)).not.toBeInTheDocument();
    act(() => stomp.last().drop());
    expect(screen.getByText(CHAT_MSG.admin.connectionLost)).toBeInTheDocument();
  });
});

describe('conversation helpers', () => {
  it('ranks high 3, normal 2, low 1, then most recent first', () => {
    const list = [conv('a', { priority: 'low', updatedAt: '2026-01-03' }), conv('b', { priority: 'high', updatedAt: '2026-01-01' }), conv('c', { priority: 'normal', updatedAt: '2026-01-01' }), conv('d', { priority: 'normal', updatedAt: '2026-01-02' })];
    expect(sortConversations(list).map((c) => c.guestId[6])).toEqual(['b', 'd', 'c', 'a']);
  });

  it('words relative times in Vietnamese', () => {
    const now = Date.parse('2026-11-21T10:00:00Z');
    expect(relativeTime('2026-11-21T09:59:30Z', now)).toBe(CHAT_MSG.admin.justNow);
    expect(relativeTime('2026-11-21T09:15:00Z', now)).toBe(CHAT_MSG.admin.minutesAgo(45));
    expect(relativeTime('2026-11-21T07:00:00Z', now)).toBe(CHAT_MSG.admin.hoursAgo(3));
    expect(relativeTime('2026-11-19T10:00:00Z', now)).toMatch(/19\/11\/2026/);
  });
});
