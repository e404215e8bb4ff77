import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChatPanel } from '../../../src/client/features/chat/ChatPanel';
import { chatPanelToggled } from '../../../src/client/features/chat/chatPanelSlice';
import { CHAT_MSG } from '../../../src/shared/messages/chat';
import { CHAT_FILES_MSG as F } from '../../../src/shared/messages/chatAttachments';
import type { ChatMessage } from '../../../src/shared/types/chat';
import { callsTo, envelope, mockApi } from '../../helpers/mockApi';
import { renderWithProviders } from '../../helpers/renderWithProviders';
import { installFakeStomp } from './fakeStomp';

const GID = `guest-${'cd'.repeat(16)}`;
const stomp = installFakeStomp();

async function openConnected() {
  mockApi('GET', `/api/chat/${GID}`, envelope([]));
  mockApi('PUT', `/api/chat/admin/guest/${GID}/online/true`, envelope(true));
  mockApi('PUT', `/api/chat/admin/guest/${GID}/online/false`, envelope(false));
  const view = renderWithProviders(<ChatPanel />, { preloadedState: { guest: { guestId: GID } } });
  act(() => {
    view.store.dispatch(chatPanelToggled());
  });
  await act(() => stomp.last().open());
  await screen.findByText(CHAT_MSG.status.CONNECTED);
  return view;
}

const fileInput = () => screen.getByLabelText(F.attach, { selector: 'input' });

describe('the visitor’s panel sends files', () => {
  it('posts the file with a client id to its own conversation, and shows it once, the echo included', async () => {
    await openConnected();
    let sent: ChatMessage | null = null;
    mockApi('POST', `/api/chat/${GID}/attachments`, (req) => {
      const body = String(req.body);
      const tempId = /name="tempId"\r\n\r\n([^\r]+)/.exec(body)?.[1] ?? null;
      expect(body).toContain('filename="Tờ khai.pdf"');
      expect(body).toContain('%PDF-1.4');
      sent = { id: 41, guestId: GID, content: 'Tờ khai.pdf', senderType: 'GUEST', adminId: null, createdAt: new Date().toISOString(), tempId, attachment: { id: 7, name: 'Tờ khai.pdf', mime: 'application/pdf', size: 8 } };
      return envelope(sent);
    });
    await userEvent.setup().upload(fileInput(), new File(['%PDF-1.4'], 'Tờ khai.pdf', { type: 'application/pdf' }));
    const log = screen.getByRole('log');
    const link = await within(log).findByRole('link', { name: F.pdfLink('Tờ khai.pdf', '8 B') });
    expect(link).toHaveAttribute('href', `/api/chat/${GID}/attachments/7`);
    expect(callsTo('POST', `/api/chat/${GID}/attachments`)).toHaveLength(1);
    expect(sent!.tempId).toMatch(/^[\w-]+$/);
    // The STOMP echo of the same message adds nothing.
    await act(() => stomp.last().deliver(`/topic/chat/${GID}`, sent!));
    expect(within(log).getAllByRole('link', { name: F.pdfLink('Tờ khai.pdf', '8 B') })).toHaveLength(1);
  });

  it('shows the server’s refusal of a disguised file and adds nothing to the thread', async () => {
    await openConnected();
    mockApi('POST', `/api/chat/${GID}/attachments`, envelope(null, 415, F.wrongType));
    await userEvent.setup().upload(fileInput(), new File(['<html></html>'], 'bao-gia.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(F.wrongType);
    expect(within(screen.getByRole('log')).queryByRole('link')).toBeNull();
  });
});
