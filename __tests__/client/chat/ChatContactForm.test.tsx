import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChatContactForm } from '../../../src/client/features/chat/ChatContactForm';
import { ChatPanel } from '../../../src/client/features/chat/ChatPanel';
import { contactFormOpened } from '../../../src/client/features/chat/chatPanelSlice';
import { CHAT_LEADS_MSG as M } from '../../../src/shared/messages/chatLeads';
import { CONSULTATION_FORM_MSG } from '../../../src/shared/messages/publicForms';
import { callsTo, envelope, mockApi } from '../../helpers/mockApi';
import { renderWithProviders } from '../../helpers/renderWithProviders';
import { installFakeStomp } from './fakeStomp';

const GID = `guest-${'cd'.repeat(16)}`;
const CONTACT = `/api/chat/${GID}/contact`;
installFakeStomp();

function setup(onClose = jest.fn()) {
  const user = userEvent.setup();
  renderWithProviders(<ChatContactForm guestId={GID} onClose={onClose} />);
  return { user, onClose };
}
const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });

describe('ChatContactForm', () => {
  it('focuses the name, and refuses a contact without a phone or e-mail without calling the server', async () => {
    const { user } = setup();
    expect(field(M.contact.nameLabel)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: M.contact.submit }));
    expect(await screen.findByText(CONSULTATION_FORM_MSG.nameRequired)).toBeInTheDocument();
    await user.type(field(M.contact.nameLabel), 'Lê Văn Tám');
    await user.click(screen.getByRole('button', { name: M.contact.submit }));
    expect(await screen.findByText(M.contact.phoneOrEmail)).toBeInTheDocument();
    expect(field(M.contact.phoneLabel)).toHaveAttribute('aria-invalid', 'true');
    await user.type(field(M.contact.emailLabel), 'khong-hop-le');
    await user.click(screen.getByRole('button', { name: M.contact.submit }));
    expect(await screen.findByText(CONSULTATION_FORM_MSG.emailInvalid)).toBeInTheDocument();
    expect(callsTo('POST', CONTACT)).toHaveLength(0);
  });

  it('sends only what was given, trimmed, and shows the thanks', async () => {
    mockApi('POST', CONTACT, envelope({ name: 'Lê Văn Tám', phone: '+84912345678', email: null }, 200, M.contact.saved));
    const { user } = setup();
    await user.type(field(M.contact.nameLabel), '  Lê Văn Tám ');
    await user.type(field(M.contact.phoneLabel), '0912 345 678');
    await user.click(screen.getByRole('button', { name: M.contact.submit }));
    expect(await screen.findByText(M.contact.saved)).toBeInTheDocument();
    expect(callsTo('POST', CONTACT).map((c) => c.body)).toEqual([{ name: 'Lê Văn Tám', phone: '0912 345 678' }]);
  });

  it('shows the server’s field error next to its field and its 429 text', async () => {
    let answer: { status: number; body: unknown } = { status: 400, body: { code: 400, message: CONSULTATION_FORM_MSG.phoneInvalid, data: null, errors: { phone: CONSULTATION_FORM_MSG.phoneInvalid } } };
    mockApi('POST', CONTACT, () => answer);
    const { user } = setup();
    await user.type(field(M.contact.nameLabel), 'An');
    await user.type(field(M.contact.phoneLabel), '0912345678');
    await user.click(screen.getByRole('button', { name: M.contact.submit }));
    await waitFor(() => expect(field(M.contact.phoneLabel)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText(CONSULTATION_FORM_MSG.phoneInvalid).length).toBeGreaterThan(0);

    answer = { status: 429, body: { code: 429, message: M.contact.tooMany(42), data: null, errors: undefined } };
    await user.click(screen.getByRole('button', { name: M.contact.submit }));
    expect(await screen.findByText(M.contact.tooMany(42))).toBeInTheDocument();
  });

  it('"Đóng" calls onClose', async () => {
    const { user, onClose } = setup();
    await user.click(screen.getByRole('button', { name: M.contact.cancel }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('the chat panel’s lead actions', () => {
  it('contactFormOpened opens the panel with the form; the action brings the visitor back to it, and opens it again once closed', async () => {
    mockApi('GET', `/api/chat/${GID}`, envelope([]));
    mockApi('PUT', `/api/chat/admin/guest/${GID}/online/true`, envelope(true));
    mockApi('POST', `/api/chat/${GID}/visit`, envelope(true));
    const user = userEvent.setup();
    const view = renderWithProviders(<ChatPanel />, { preloadedState: { guest: { guestId: GID } } });
    act(() => {
      view.store.dispatch(contactFormOpened());
    });
    expect(await screen.findByRole('form', { name: M.contact.title })).toBeInTheDocument();
    // Opened with the panel, the form keeps the focus (the composer would take it otherwise).
    expect(field(M.contact.nameLabel)).toHaveFocus();
    const action = screen.getByRole('button', { name: M.contact.open });
    expect(action).toHaveAttribute('aria-expanded', 'true');
    // Clicked while the form shows (it may have opened by itself a moment before), it stays and takes the focus.
    await user.click(action);
    expect(screen.getByRole('form', { name: M.contact.title })).toBeInTheDocument();
    expect(field(M.contact.nameLabel)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: M.contact.cancel }));
    expect(screen.queryByRole('form', { name: M.contact.title })).not.toBeInTheDocument();
    expect(action).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('textbox', { name: /Nội dung tin nhắn/ })).toHaveFocus();
    await user.click(action);
    expect(screen.getByRole('form', { name: M.contact.title })).toBeInTheDocument();
    await waitFor(() => expect(callsTo('POST', `/api/chat/${GID}/visit`)).toHaveLength(1));
    expect(callsTo('POST', `/api/chat/${GID}/visit`)[0]!.body).toMatchObject({ path: '/' });
  });

  it('asks for the transcript and shows the server’s answer', async () => {
    mockApi('GET', `/api/chat/${GID}`, envelope([]));
    mockApi('PUT', `/api/chat/admin/guest/${GID}/online/true`, envelope(true));
    mockApi('POST', `/api/chat/${GID}/visit`, envelope(true));
    mockApi('POST', `/api/chat/${GID}/transcript`, { status: 400, body: { code: 400, message: M.transcript.noEmail, data: null } });
    const user = userEvent.setup();
    const view = renderWithProviders(<ChatPanel />, { preloadedState: { guest: { guestId: GID } } });
    act(() => {
      view.store.dispatch(contactFormOpened());
    });
    await user.click(await screen.findByRole('button', { name: M.transcript.request }));
    expect(await screen.findByText(M.transcript.noEmail)).toBeInTheDocument();
  });
});
