import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore } from '../../../src/client/app/store';
import { ChatButton } from '../../../src/client/features/chat/ChatButton';
import { ChatPanel } from '../../../src/client/features/chat/ChatPanel';
import { selectChat } from '../../../src/client/features/chat/chatSlice';
import { PREVIEW_MAX, previewText } from '../../../src/client/features/chat/replyNotice';
import { titleWithCount } from '../../../src/client/features/chat/useUnreadTitle';
import { CHAT_MSG } from '../../../src/shared/messages/chat';
import { PUBLIC_MSG } from '../../../src/shared/messages/publicSite';
import { DEST } from '../../../src/shared/realtime';
import type { ChatMessage } from '../../../src/shared/types/chat';
import { envelope, mockApi } from '../../helpers/mockApi';
import { renderWithProviders } from '../../helpers/renderWithProviders';
import { installFakeStomp } from './fakeStomp';

const GID = `guest-${'ef'.repeat(16)}`;
const stomp = installFakeStomp();
let nextId = 100;

const reply = (content: string, extra: Partial<ChatMessage> = {}): ChatMessage => ({
  id: ++nextId,
  guestId: GID,
  content,
  senderType: 'ADMIN',
  adminId: 2,
  createdAt: new Date().toISOString(),
  tempId: null,
  ...extra,
});

/** A fake Web Audio context: counts the tones a beep starts (jsdom has no audio). */
class FakeAudioContext {
  static tones = 0;
  static created = 0;
  state = 'running';
  currentTime = 0;
  destination = {};
  constructor() {
    FakeAudioContext.created += 1;
  }
  createGain() {
    return { gain: { value: 0 }, connect: () => undefined };
  }
  createOscillator() {
    return { frequency: { value: 0 }, connect: () => undefined, start: () => (FakeAudioContext.tones += 1), stop: () => undefined };
  }
  resume() {
    return Promise.resolve();
  }
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  document.dispatchEvent(new Event('visibilitychange'));
}

const chatButton = () => screen.getByRole('button', { name: new RegExp(`^${PUBLIC_MSG.frame.chatOpen}`) });

/** The chat button and the panel as the page has them; the panel opened once, connected, then closed. */
async function visitorWhoClosedThePanel() {
  mockApi('GET', `/api/chat/${GID}`, envelope([]));
  mockApi('PUT', `/api/chat/admin/guest/${GID}/online/true`, envelope(true));
  mockApi('PUT', `/api/chat/admin/guest/${GID}/online/false`, envelope(false));
  const user = userEvent.setup();
  const view = renderWithProviders(
    <>
      <ChatButton />
      <ChatPanel />
    </>,
    { preloadedState: { guest: { guestId: GID } } },
  );
  await user.click(chatButton());
  await act(() => stomp.last().open());
  await screen.findByText(CHAT_MSG.status.CONNECTED);
  await user.click(screen.getByRole('button', { name: CHAT_MSG.panel.close }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  return { user, ...view };
}

const deliver = (m: ChatMessage) => act(() => stomp.last().deliver(DEST.chat(GID), m));

beforeEach(() => {
  document.title = 'Dịch vụ sở hữu trí tuệ';
  setVisibility('visible');
});

describe('replies the visitor has not seen', () => {
  it('count on the chat button and in the tab title, with a preview of the newest, all cleared when the panel opens', async () => {
    const { user, store } = await visitorWhoClosedThePanel();
    deliver(reply('Chào anh, em là tư vấn viên'));
    deliver(reply('Phí đăng ký nhãn hiệu\nlà 2.100.000 đ', { staffName: 'Nguyễn Thu Hà' }));
    expect(chatButton()).toHaveAccessibleName(`${PUBLIC_MSG.frame.chatOpen}, ${CHAT_MSG.notice.unread(2)}`);
    expect(screen.getByTestId('chat-unread-badge')).toHaveTextContent('2');
    expect(document.title).toBe('(2) Dịch vụ sở hữu trí tuệ');
    const preview = screen.getByRole('status', { name: CHAT_MSG.notice.preview });
    // The newest one, on one line, with who wrote it.
    expect(within(preview).getByText('Phí đăng ký nhãn hiệu là 2.100.000 đ')).toBeInTheDocument();
    expect(within(preview).getByText('Nguyễn Thu Hà')).toBeInTheDocument();

    // The preview opens the panel: everything is seen.
    await user.click(within(preview).getByRole('button', { name: new RegExp(CHAT_MSG.notice.openPreview) }));
    expect(screen.getByRole('dialog', { name: CHAT_MSG.panel.title })).toBeInTheDocument();
    expect(selectChat(store.getState()).notice).toEqual({ unread: 0, latest: null, previewDismissed: false });
    expect(chatButton()).toHaveAccessibleName(PUBLIC_MSG.frame.chatOpen);
    expect(screen.queryByTestId('chat-unread-badge')).not.toBeInTheDocument();
    expect(document.title).toBe('Dịch vụ sở hữu trí tuệ');

    // With the panel open in front of the visitor, a reply is not counted.
    deliver(reply('Anh cần thêm gì không ạ?'));
    expect(await screen.findByText('Anh cần thêm gì không ạ?')).toBeInTheDocument();
    expect(selectChat(store.getState()).notice.unread).toBe(0);
    expect(document.title).toBe('Dịch vụ sở hữu trí tuệ');
  });

  it('counts a message delivered twice once, and never the visitor’s own messages', async () => {
    const { store } = await visitorWhoClosedThePanel();
    const m = reply('Dạ em nhận được rồi');
    deliver(m);
    deliver(m);
    deliver(reply('Tôi gửi thêm', { senderType: 'GUEST', adminId: null }));
    expect(selectChat(store.getState()).notice.unread).toBe(1);
    expect(document.title).toBe('(1) Dịch vụ sở hữu trí tuệ');
  });

  it('the preview can be dismissed; the count stays until the panel opens, and a newer reply shows it again', async () => {
    const { user } = await visitorWhoClosedThePanel();
    deliver(reply('Lần một'));
    await user.click(screen.getByRole('button', { name: CHAT_MSG.notice.dismiss }));
    expect(screen.queryByRole('status', { name: CHAT_MSG.notice.preview })).not.toBeInTheDocument();
    expect(screen.getByTestId('chat-unread-badge')).toHaveTextContent('1');
    deliver(reply('Lần hai'));
    expect(within(screen.getByRole('status', { name: CHAT_MSG.notice.preview })).getByText('Lần hai')).toBeInTheDocument();
    expect(screen.getByTestId('chat-unread-badge')).toHaveTextContent('2');
  });

  it('counts while the panel is collapsed, and clears when it is expanded', async () => {
    const { user, store } = await visitorWhoClosedThePanel();
    await user.click(chatButton());
    await user.click(screen.getByRole('button', { name: CHAT_MSG.panel.collapse }));
    deliver(reply('Anh còn đó không ạ?'));
    expect(selectChat(store.getState()).notice.unread).toBe(1);
    expect(document.title).toBe('(1) Dịch vụ sở hữu trí tuệ');
    await user.click(screen.getByRole('button', { name: CHAT_MSG.panel.expand }));
    expect(selectChat(store.getState()).notice.unread).toBe(0);
    expect(document.title).toBe('Dịch vụ sở hữu trí tuệ');
  });

  it('a panel closed while collapsed opens expanded again, and the replies are seen', async () => {
    const { user, store } = await visitorWhoClosedThePanel();
    await user.click(chatButton());
    await user.click(screen.getByRole('button', { name: CHAT_MSG.panel.collapse }));
    await user.click(screen.getByRole('button', { name: CHAT_MSG.panel.close }));
    deliver(reply('Em gửi anh báo giá'));
    expect(selectChat(store.getState()).notice.unread).toBe(1);
    await user.click(chatButton());
    expect(screen.getByRole('button', { name: CHAT_MSG.panel.collapse })).toBeInTheDocument();
    expect(await screen.findByText('Em gửi anh báo giá')).toBeInTheDocument();
    expect(selectChat(store.getState()).notice.unread).toBe(0);
  });

  it('counts while the tab is hidden, even with the panel open, and clears when the visitor comes back', async () => {
    const { user, store } = await visitorWhoClosedThePanel();
    await user.click(chatButton());
    setVisibility('hidden');
    deliver(reply('Hồ sơ của anh đã đủ'));
    expect(selectChat(store.getState()).notice.unread).toBe(1);
    expect(document.title).toBe('(1) Dịch vụ sở hữu trí tuệ');
    act(() => setVisibility('visible'));
    expect(selectChat(store.getState()).notice.unread).toBe(0);
    expect(document.title).toBe('Dịch vụ sở hữu trí tuệ');
  });

  it('keeps the count in front of the title a page sets when the visitor navigates', async () => {
    await visitorWhoClosedThePanel();
    deliver(reply('Chào anh'));
    document.title = 'Tin tức';
    await waitFor(() => expect(document.title).toBe('(1) Tin tức'));
  });

  it('plays a sound only after the visitor turned it on in the panel; the choice is kept with the identity', async () => {
    const original = (window as { AudioContext?: unknown }).AudioContext;
    (window as { AudioContext?: unknown }).AudioContext = FakeAudioContext;
    try {
      const { user, store } = await visitorWhoClosedThePanel();
      const tones = FakeAudioContext.tones;
      deliver(reply('Không có âm báo'));
      expect(FakeAudioContext.tones).toBe(tones);

      await user.click(chatButton());
      const toggle = screen.getByRole('button', { name: CHAT_MSG.panel.sound });
      expect(toggle).toHaveAttribute('aria-pressed', 'false');
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-pressed', 'true');
      expect(store.getState().guest.replySound).toBe(true);
      await waitFor(() => expect(JSON.parse((JSON.parse(localStorage.getItem('persist:ipsite') ?? '{}') as { guest?: string }).guest ?? 'null')).toMatchObject({ guestId: GID, replySound: true }));
      await user.click(screen.getByRole('button', { name: CHAT_MSG.panel.close }));

      deliver(reply('Có âm báo'));
      // A beep is two tones.
      expect(FakeAudioContext.tones).toBe(tones + 2);
    } finally {
      (window as { AudioContext?: unknown }).AudioContext = original;
      localStorage.removeItem('persist:ipsite');
    }
  });

  it('a page whose chat never loaded shows a plain chat button', () => {
    renderWithProviders(<ChatButton />, { store: makeStore() });
    expect(chatButton()).toHaveAccessibleName(PUBLIC_MSG.frame.chatOpen);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('preview and title texts', () => {
  it('cuts a long message to one short line with an ellipsis', () => {
    const long = 'Đăng ký '.repeat(30);
    const text = previewText(long);
    expect(text).toHaveLength(PREVIEW_MAX);
    expect(text.endsWith('…')).toBe(true);
    expect(previewText('  a\n\n b  ')).toBe('a b');
  });
  it('puts the count in front of the title only when there is one', () => {
    expect(titleWithCount('Trang chủ', 3)).toBe('(3) Trang chủ');
    expect(titleWithCount('Trang chủ', 0)).toBe('Trang chủ');
  });
});

