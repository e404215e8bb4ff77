import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChatPanel } from '../../../src/client/features/chat/ChatPanel';
import { chatPanelToggled } from '../../../src/client/features/chat/chatPanelSlice';
import { CHAT_MSG } from '../../../src/shared/messages/chat';
import { DEST } from '../../../src/shared/realtime';
import type { ChatMessage } from '../../../src/shared/types/chat';
import { callsTo, envelope, mockApi } from '../../helpers/mockApi';
import { makeStore } from '../../../src/client/app/store';
import { renderWithProviders } from '../../helpers/renderWithProviders';
import { installFakeStomp } from './fakeStomp';

const GID = `guest-${'ab'.repeat(16)}`;
const stomp = installFakeStomp();

const msg = (id: number, content: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  guestId: GID,
  content,
  senderType: 'GUEST',
  adminId: null,
  createdAt: new Date().toISOString(),
  tempId: null,
  ...extra,
});

function setup(history: ChatMessage[] = []) {
  mockApi('GET', `/api/chat/${GID}`, envelope(history));
  mockApi('PUT', `/api/chat/admin/guest/${GID}/online/true`, envelope(true));
  mockApi('PUT', `/api/chat/admin/guest/${GID}/online/false`, envelope(false));
  mockApi('GET', '/api/chat/availability', envelope({ available: true, withinHours: true, hours: [] }));
  const user = userEvent.setup();
  const view = renderWithProviders(<ChatPanel />, { preloadedState: { guest: { guestId: GID } } });
  act(() => {
    view.store.dispatch(chatPanelToggled());
  });
  return { user, ...view };
}

async function openConnected(history: ChatMessage[] = []) {
  const s = setup(history);
  await act(() => stomp.last().open());
  await screen.findByText(CHAT_MSG.status.CONNECTED);
  return s;
}

describe('visitor chat panel', () => {
  it('connects with the guest id when opened, shows the states, the history and marks presence', async () => {
    setup([msg(1, 'Tôi muốn đăng ký nhãn hiệu'), msg(2, 'Chào anh, em hỗ trợ ngay', { senderType: 'ADMIN', adminId: 3 })]);
    const panel = screen.getByRole('dialog', { name: CHAT_MSG.panel.title });
    expect(within(panel).getByText(CHAT_MSG.status.CONNECTING)).toBeInTheDocument();
    expect(stomp.last().options.connectHeaders).toEqual({ guestId: GID });
    expect(screen.getByRole('button', { name: CHAT_MSG.panel.send })).toBeDisabled();
    await act(() => stomp.last().open());
    expect(within(panel).getByText(CHAT_MSG.status.CONNECTED)).toBeInTheDocument();
    expect(await screen.findByText('Tôi muốn đăng ký nhãn hiệu')).toBeInTheDocument();
    expect(screen.getByText('Chào anh, em hỗ trợ ngay')).toBeInTheDocument();
    expect([...stomp.last().subscriptions.keys()]).toEqual([DEST.chat(GID), DEST.errors, DEST.typing(GID), DEST.chatAvailability]);
    await waitFor(() => expect(callsTo('PUT', `/api/chat/admin/guest/${GID}/online/true`)).toHaveLength(1));
  });

  it('sends on Enter (Shift+Enter adds a line), shows sending, then sent once when the echo arrives', async () => {
    const { user } = await openConnected();
    const input = screen.getByLabelText(CHAT_MSG.panel.inputLabel);
    await user.type(input, 'Dòng 1{Shift>}{Enter}{/Shift}Dòng 2');
    expect(stomp.last().messagesSent()).toHaveLength(0);
    expect(input).toHaveValue('Dòng 1\nDòng 2');
    await user.type(input, '{Enter}');
    const [sent] = stomp.last().messagesSent();
    expect(sent).toMatchObject({ destination: DEST.sendMessage, body: { guestId: GID, content: 'Dòng 1\nDòng 2', senderType: 'GUEST' } });
    const tempId = (sent!.body as { tempId: string }).tempId;
    expect(tempId).toMatch(/^[\w-]+$/);
    expect(input).toHaveValue('');
    expect(screen.getByText(/Đang gửi/)).toBeInTheDocument();

    act(() => stomp.last().deliver(DEST.chat(GID), msg(10, 'Dòng 1\nDòng 2', { tempId })));
    expect(await screen.findByText(/Đã gửi/)).toBeInTheDocument();
    expect(screen.queryByText(/Đang gửi/)).not.toBeInTheDocument();
    // The same message delivered again (a retried send's echo) is not shown twice.
    act(() => stomp.last().deliver(DEST.chat(GID), msg(10, 'Dòng 1\nDòng 2', { tempId })));
    expect(screen.getAllByText((_, el) => el?.textContent === 'Dòng 1\nDòng 2' && el.tagName === 'SPAN')).toHaveLength(1);
  });

  it('does not send an empty message and shows the counter above 950 and the limit at 1000', async () => {
    const { user } = await openConnected();
    const input = screen.getByLabelText(CHAT_MSG.panel.inputLabel);
    await user.type(input, '   {Enter}');
    expect(stomp.last().messagesSent()).toHaveLength(0);
    await user.clear(input);
    await user.click(input);
    await user.paste('x'.repeat(950));
    expect(screen.queryByText(/ký tự/)).not.toBeInTheDocument();
    await user.paste('x');
    expect(screen.getByText(CHAT_MSG.panel.remaining(49))).toBeInTheDocument();
    await user.paste('x'.repeat(49));
    expect(screen.getByText(CHAT_MSG.panel.remaining(0))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: CHAT_MSG.panel.send })).toBeEnabled();
    await user.paste('x');
    expect(screen.getByText(CHAT_MSG.tooLong)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: CHAT_MSG.panel.send })).toBeDisabled();
    await user.type(input, '{Enter}');
    expect(stomp.last().messagesSent()).toHaveLength(0);
  });

  it('marks a message failed with the failure text when publishing throws, and resends it', async () => {
    const { user } = await openConnected();
    stomp.last().failPublish = true;
    await user.type(screen.getByLabelText(CHAT_MSG.panel.inputLabel), 'Xin chào{Enter}');
    expect(await screen.findByText(CHAT_MSG.sendFailed)).toBeInTheDocument();
    expect(screen.getByText(/Gửi thất bại/)).toBeInTheDocument();
    stomp.last().failPublish = false;
    await user.click(screen.getByRole('button', { name: CHAT_MSG.panel.resend }));
    expect(stomp.last().messagesSent()).toHaveLength(1);
    expect(screen.getByText(/Đang gửi/)).toBeInTheDocument();
  });

  it('shows server errors from /topic/errors', async () => {
    await openConnected();
    act(() => stomp.last().deliver(DEST.errors, CHAT_MSG.tooLong));
    expect(screen.getByText(CHAT_MSG.serverError(CHAT_MSG.tooLong))).toBeInTheDocument();
  });

  it('shows the STOMP error with a retry button, and retry reconnects at once', async () => {
    const { user } = await openConnected();
    act(() => stomp.last().stompError('Phiên hết hạn'));
    expect(screen.getByText(CHAT_MSG.status.ERROR)).toBeInTheDocument();
    expect(screen.getByText(CHAT_MSG.stompError('Phiên hết hạn'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: CHAT_MSG.panel.retry }));
    expect(stomp.clients).toHaveLength(2);
    expect(screen.getByText(CHAT_MSG.status.CONNECTING)).toBeInTheDocument();
    await waitFor(() => expect(callsTo('PUT', `/api/chat/admin/guest/${GID}/online/false`)).toHaveLength(1));
  });

  it('collapses and expands, locks page scroll while open, moves focus in and closes on Escape', async () => {
    const { user, store } = await openConnected();
    expect(document.body.style.overflow).toBe('hidden');
    expect(screen.getByLabelText(CHAT_MSG.panel.inputLabel)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: CHAT_MSG.panel.collapse }));
    expect(screen.queryByLabelText(CHAT_MSG.panel.inputLabel)).not.toBeInTheDocument();
    expect(document.body.style.overflow).toBe('');
    await user.click(screen.getByRole('button', { name: CHAT_MSG.panel.expand }));
    expect(screen.getByLabelText(CHAT_MSG.panel.inputLabel)).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(store.getState().chatPanel.open).toBe(false);
    expect(document.body.style.overflow).toBe('');
  });

  it('creates the guest identity when there is none', async () => {
    // The new id is unknown beforehand, so its history call is not mocked: it fails and is only logged.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const view = renderWithProviders(<ChatPanel />);
    act(() => {
      view.store.dispatch(chatPanelToggled());
    });
    const id = view.store.getState().guest.guestId;
    expect(id).toMatch(/^guest-[0-9a-f]{32}$/);
    expect(stomp.last().options.connectHeaders).toEqual({ guestId: id });
    await waitFor(() => expect(warn).toHaveBeenCalled());
    warn.mockRestore();
  });

  it('tells staff the visitor is typing (once per interval) and shows staff typing until their message comes', async () => {
    const { user } = await openConnected();
    const input = screen.getByLabelText(CHAT_MSG.panel.inputLabel);
    await user.type(input, 'Xin');
    expect(stomp.last().published).toEqual([{ destination: DEST.sendTyping, body: { guestId: GID } }]);
    act(() => stomp.last().deliver(DEST.typing(GID), { guestId: GID, senderType: 'ADMIN', staffName: 'Nguyễn Thu Hà' }));
    expect(await screen.findByText(CHAT_MSG.typing.staff('Nguyễn Thu Hà'))).toBeInTheDocument();
    act(() => stomp.last().deliver(DEST.chat(GID), msg(60, 'Dạ em đây', { senderType: 'ADMIN', adminId: 3, staffName: 'Nguyễn Thu Hà' })));
    await screen.findByText('Dạ em đây');
    expect(screen.queryByText(CHAT_MSG.typing.staff('Nguyễn Thu Hà'))).not.toBeInTheDocument();
  });

  it('shows who answers above their messages, once per run, and names them for screen readers', async () => {
    await openConnected([
      msg(1, 'Cho tôi hỏi phí'),
      msg(2, 'Dạ phí là 2.100.000 đ', { senderType: 'ADMIN', adminId: 3, staffName: 'Nguyễn Thu Hà' }),
      msg(3, 'Đã gồm lệ phí nhà nước', { senderType: 'ADMIN', adminId: 3, staffName: 'Nguyễn Thu Hà' }),
      msg(4, 'Em Minh bổ sung ạ', { senderType: 'ADMIN', adminId: 4, staffName: 'Trần Văn Minh' }),
      msg(5, 'Tin cũ không rõ người gửi', { senderType: 'ADMIN', adminId: null, staffName: null }),
    ]);
    const log = await screen.findByRole('log');
    await within(log).findByText('Dạ phí là 2.100.000 đ');
    // The visible names: one per run of one person's messages.
    expect(within(log).getAllByText('Nguyễn Thu Hà')).toHaveLength(1);
    expect(within(log).getAllByText('Trần Văn Minh')).toHaveLength(1);
    expect(within(log).getAllByText(CHAT_MSG.panel.support)).toHaveLength(1);
    // Each message says who wrote it to a screen reader.
    expect(within(log).getByText('Đã gồm lệ phí nhà nước').parentElement).toHaveTextContent('Nguyễn Thu Hà: Đã gồm lệ phí nhà nước');
    expect(within(log).getByText('Cho tôi hỏi phí').parentElement).toHaveTextContent(`${CHAT_MSG.panel.you}: Cho tôi hỏi phí`);
  });

  it('restores a returning visitor’s identity from localStorage when the chat first opens, and waits for it before creating one or connecting', async () => {
    mockApi('GET', `/api/chat/${GID}`, envelope([]));
    mockApi('PUT', `/api/chat/admin/guest/${GID}/online/true`, envelope(true));
    // As redux-persist wrote it on an earlier visit (the format every earlier release used).
    localStorage.setItem('persist:ipsite', JSON.stringify({ guest: JSON.stringify({ guestId: GID }), _persist: JSON.stringify({ version: 1, rehydrated: true }) }));
    const read = jest.spyOn(Storage.prototype, 'getItem');
    const before = stomp.clients.length;
    // The page's store: redux-persist is not part of it, nothing has been read.
    const store = makeStore();
    expect(store.getState()).not.toHaveProperty('_persist');
    expect(read).not.toHaveBeenCalled();
    try {
      renderWithProviders(<ChatPanel />, { store });
      act(() => {
        store.dispatch(chatPanelToggled());
      });
      // Opened before localStorage was read: no new identity that would replace the stored one.
      expect(store.getState().guest.guestId).toBeNull();
      expect(stomp.clients.length).toBe(before);
      await waitFor(() => expect(store.getState().guest.guestId).toBe(GID));
      expect(read).toHaveBeenCalledWith('persist:ipsite');
      await waitFor(() => expect(stomp.last().options.connectHeaders).toEqual({ guestId: GID }));
    } finally {
      read.mockRestore();
      localStorage.removeItem('persist:ipsite');
    }
  });

  it('a first-time visitor gets a new identity once the empty storage has been read, and it is kept there', async () => {
    // As above, the new id's history call is not mocked: it fails and is only logged.
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    localStorage.removeItem('persist:ipsite');
    const store = makeStore();
    renderWithProviders(<ChatPanel />, { store });
    act(() => {
      store.dispatch(chatPanelToggled());
    });
    await waitFor(() => expect(store.getState().guest.guestId).toMatch(/^guest-[0-9a-f]{32}$/));
    const id = store.getState().guest.guestId!;
    await waitFor(() => expect(JSON.parse((JSON.parse(localStorage.getItem('persist:ipsite') ?? '{}') as { guest?: string }).guest ?? 'null')).toEqual({ guestId: id }));
    localStorage.removeItem('persist:ipsite');
    await waitFor(() => expect(warn).toHaveBeenCalledWith('chat history failed', expect.anything()));
    warn.mockRestore();
  });
});
