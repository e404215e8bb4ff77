import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { cannedMatches, insertCanned, SUGGESTIONS_MAX } from '../../../src/client/features/adminChat/cannedReplies';
import { CannedRepliesDialog } from '../../../src/client/features/adminChat/CannedRepliesDialog';
import { useCannedAssist } from '../../../src/client/features/adminChat/useCannedAssist';
import { ChatComposer } from '../../../src/client/components/ChatComposer';
import { CHAT_MSG } from '../../../src/shared/messages/chat';
import type { CannedReply } from '../../../src/shared/types/chat';
import { callsTo, envelope, fakeToken, mockApi } from '../../helpers/mockApi';
import { renderWithProviders } from '../../helpers/renderWithProviders';
import { dialogs } from '../../../src/client/components/dialogs';

jest.mock('../../../src/client/components/dialogs', () => ({
  dialogs: { success: jest.fn(), error: jest.fn(), warning: jest.fn(), info: jest.fn(), loading: jest.fn(), close: jest.fn(), confirm: jest.fn() },
}));

const M = CHAT_MSG.canned;
const at = '2026-11-26T03:00:00.000Z';
const REPLIES: CannedReply[] = [
  { id: 1, shortcut: 'chao', content: 'Chào anh/chị, em có thể giúp gì ạ?', updatedAt: at },
  { id: 2, shortcut: 'chi-phi', content: 'Phí đăng ký nhãn hiệu trọn gói là 2.100.000 đ.', updatedAt: at },
  { id: 3, shortcut: 'ho-so', content: 'Hồ sơ gồm mẫu nhãn và danh mục sản phẩm.', updatedAt: at },
];

describe('matching a "/shortcut"', () => {
  it('lists the replies whose shortcut starts with what follows a "/" at the end of the draft', () => {
    expect(cannedMatches('/ch', REPLIES).map((r) => r.shortcut)).toEqual(['chao', 'chi-phi']);
    expect(cannedMatches('Dạ /CHI', REPLIES).map((r) => r.shortcut)).toEqual(['chi-phi']);
    expect(cannedMatches('/', REPLIES)).toHaveLength(3);
    // Not a shortcut: no "/", a "/" inside a word (a date, a link), or text after it.
    expect(cannedMatches('chao', REPLIES)).toEqual([]);
    expect(cannedMatches('26/11', REPLIES)).toEqual([]);
    expect(cannedMatches('/chao anh', REPLIES)).toEqual([]);
    const many = Array.from({ length: 20 }, (_, i) => ({ ...REPLIES[0]!, id: i + 10, shortcut: `a${i}` }));
    expect(cannedMatches('/a', many)).toHaveLength(SUGGESTIONS_MAX);
  });
  it('replaces the trailing "/shortcut" with the reply, keeping what was typed before it', () => {
    expect(insertCanned('/ch', REPLIES[0]!)).toBe(REPLIES[0]!.content);
    expect(insertCanned('Dạ, /chi', REPLIES[1]!)).toBe(`Dạ, ${REPLIES[1]!.content}`);
  });
});

function StaffComposer({ onSend }: { onSend: (text: string) => void }) {
  const assist = useCannedAssist();
  const [sent, setSent] = useState<string[]>([]);
  return (
    <>
      <ChatComposer
        canSend
        onSend={(t) => {
          onSend(t);
          setSent([...sent, t]);
        }}
        label={CHAT_MSG.admin.composerLabel}
        placeholder=""
        sendLabel={CHAT_MSG.admin.send}
        assist={assist}
      />
      <output>{sent.length}</output>
    </>
  );
}

function signedIn() {
  sessionStorage.setItem('accessToken', fakeToken({ sub: '7', username: 'admin', scope: 'ADMIN' }));
  return { preloadedState: { auth: { status: 'authenticated' as const, userId: 7, username: 'admin', scope: 'ADMIN' as const, expired: false, signingOut: false } } };
}

describe('the staff composer', () => {
  it('offers the canned replies after "/" in an accessible listbox: arrows move, Enter inserts, Escape closes', async () => {
    mockApi('GET', '/api/chat/admin/canned-replies', envelope(REPLIES));
    const onSend = jest.fn();
    const user = userEvent.setup();
    renderWithProviders(<StaffComposer onSend={onSend} />, signedIn());
    const box = screen.getByRole('textbox', { name: CHAT_MSG.admin.composerLabel });
    await waitFor(() => expect(callsTo('GET', '/api/chat/admin/canned-replies')).toHaveLength(1));
    await user.click(box);
    await user.keyboard('/ch');
    const list = await screen.findByRole('listbox', { name: M.suggestions });
    const options = within(list).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([`/chao${REPLIES[0]!.content}`, `/chi-phi${REPLIES[1]!.content}`]);
    expect(box).toHaveAttribute('aria-controls', list.id);
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    await user.keyboard('{ArrowUp}');
    expect(within(list).getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
    // Enter chooses; it does not send.
    await user.keyboard('{Enter}');
    expect(box).toHaveValue(REPLIES[1]!.content);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onSend).not.toHaveBeenCalled();
    expect(box).toHaveFocus();
    // Now Enter sends what was inserted.
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith(REPLIES[1]!.content);

    // Escape closes the list and the next Enter sends the text as typed.
    await user.keyboard('/ho');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveValue('/ho');
    // A click on an option chooses it too.
    await user.keyboard('-');
    await user.click(within(screen.getByRole('listbox')).getByRole('option'));
    expect(box).toHaveValue(REPLIES[2]!.content);
  });
});

describe('managing canned replies', () => {
  it('adds one (checked with the server’s schema first), shows the server’s refusal under its field, edits and deletes', async () => {
    let replies = [...REPLIES];
    mockApi('GET', '/api/chat/admin/canned-replies', () => envelope(replies));
    mockApi('POST', '/api/chat/admin/canned-replies', (req) => {
      const body = req.body as { shortcut: string; content: string };
      if (replies.some((r) => r.shortcut === body.shortcut)) return { status: 409, body: { code: 409, message: M.shortcutTaken(body.shortcut), data: null, errors: { shortcut: M.shortcutTaken(body.shortcut) } } };
      const created = { id: 9, ...body, updatedAt: at };
      replies = [...replies, created];
      return envelope(created);
    });
    mockApi('PUT', '/api/chat/admin/canned-replies/2', (req) => {
      const updated = { id: 2, ...(req.body as { shortcut: string; content: string }), updatedAt: at };
      replies = replies.map((r) => (r.id === 2 ? updated : r));
      return envelope(updated);
    });
    const user = userEvent.setup();
    renderWithProviders(<CannedRepliesDialog onClose={() => undefined} />, signedIn());
    const dialog = await screen.findByRole('dialog', { name: M.dialogTitle });
    expect(await within(dialog).findByText('/chao')).toBeInTheDocument();

    const shortcut = within(dialog).getByRole('textbox', { name: M.shortcut });
    const content = within(dialog).getByRole('textbox', { name: M.content });
    await user.click(within(dialog).getByRole('button', { name: M.add }));
    expect(await within(dialog).findByText(M.shortcutRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(M.contentRequired)).toBeInTheDocument();
    expect(callsTo('POST', '/api/chat/admin/canned-replies')).toHaveLength(0);

    await user.type(shortcut, 'có dấu');
    await user.type(content, 'Nội dung');
    await user.click(within(dialog).getByRole('button', { name: M.add }));
    expect(await within(dialog).findByText(M.shortcutFormat)).toBeInTheDocument();
    expect(callsTo('POST', '/api/chat/admin/canned-replies')).toHaveLength(0);

    await user.clear(shortcut);
    await user.type(shortcut, 'CHAO');
    await user.click(within(dialog).getByRole('button', { name: M.add }));
    expect(await within(dialog).findByText(M.shortcutTaken('chao'))).toBeInTheDocument();
    // Sent as the server stores it: lowered.
    expect(callsTo('POST', '/api/chat/admin/canned-replies')[0]!.body).toEqual({ shortcut: 'chao', content: 'Nội dung' });

    await user.clear(shortcut);
    await user.type(shortcut, 'cam-on');
    await user.click(within(dialog).getByRole('button', { name: M.add }));
    expect(await within(dialog).findByText('/cam-on')).toBeInTheDocument();
    expect(shortcut).toHaveValue('');

    await user.click(within(dialog).getByRole('button', { name: M.edit('chi-phi') }));
    expect(shortcut).toHaveValue('chi-phi');
    await user.clear(content);
    await user.type(content, 'Phí mới: 2.500.000 đ');
    await user.click(within(dialog).getByRole('button', { name: M.save }));
    expect(await within(dialog).findByText('Phí mới: 2.500.000 đ')).toBeInTheDocument();
    expect(callsTo('PUT', '/api/chat/admin/canned-replies/2')[0]!.body).toEqual({ shortcut: 'chi-phi', content: 'Phí mới: 2.500.000 đ' });

    // Deleting asks first; "no" changes nothing.
    mockApi('DELETE', '/api/chat/admin/canned-replies/3', () => {
      replies = replies.filter((r) => r.id !== 3);
      return envelope(true);
    });
    const confirm = dialogs.confirm as jest.Mock;
    confirm.mockResolvedValueOnce(false);
    await user.click(within(dialog).getByRole('button', { name: M.remove('ho-so') }));
    expect(confirm).toHaveBeenCalledWith(M.remove('ho-so'), REPLIES[2]!.content, 'Xóa', M.cancel);
    expect(callsTo('DELETE', '/api/chat/admin/canned-replies/3')).toHaveLength(0);
    confirm.mockResolvedValueOnce(true);
    await user.click(within(dialog).getByRole('button', { name: M.remove('ho-so') }));
    await waitFor(() => expect(within(dialog).queryByText('/ho-so')).not.toBeInTheDocument());
    expect(callsTo('DELETE', '/api/chat/admin/canned-replies/3')).toHaveLength(1);
  });
});
