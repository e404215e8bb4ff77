import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChatPanel } from '../../../src/client/features/chat/ChatPanel';
import { chatPanelToggled } from '../../../src/client/features/chat/chatPanelSlice';
import { selectChatAvailable } from '../../../src/client/features/chat/chatAvailability';
import { OpeningHoursDialog } from '../../../src/client/features/adminChat/OpeningHoursDialog';
import { rowErrors, toDays, toRows } from '../../../src/client/features/adminChat/openingHoursForm';
import { ChatsPage } from '../../../src/client/pages/admin/ChatsPage';
import { DEFAULT_OPENING_HOURS, formatOpeningHours, type ChatAvailability, type StaffAvailability } from '../../../src/shared/chatHours';
import { CHAT_MSG } from '../../../src/shared/messages/chat';
import { CHAT_AVAILABILITY_MSG as M } from '../../../src/shared/messages/chatAvailability';
import { CHAT_LEADS_MSG } from '../../../src/shared/messages/chatLeads';
import { DEST } from '../../../src/shared/realtime';
import { callsTo, envelope, fakeToken, mockApi } from '../../helpers/mockApi';
import { renderWithProviders } from '../../helpers/renderWithProviders';
import { installFakeStomp } from './fakeStomp';

const GID = `guest-${'cd'.repeat(16)}`;
const ME = 7;
const stomp = installFakeStomp();
const NOBODY: ChatAvailability = { available: false, withinHours: true, hours: DEFAULT_OPENING_HOURS };
const NOTICE = M.visitor.unavailable('T2–T6 8:00–17:30, T7 8:00–12:00');

function openPanel(first: ChatAvailability) {
  mockApi('GET', `/api/chat/${GID}`, envelope([]));
  mockApi('PUT', `/api/chat/admin/guest/${GID}/online/true`, envelope(true));
  mockApi('GET', '/api/chat/availability', envelope(first));
  const view = renderWithProviders(<ChatPanel />, { preloadedState: { guest: { guestId: GID } } });
  act(() => {
    view.store.dispatch(chatPanelToggled());
  });
  return view;
}

describe('the visitor panel when nobody can answer', () => {
  it('says so in Vietnamese with the hours, opens the contact form once, and keeps the thread usable', async () => {
    const { store } = openPanel(NOBODY);
    expect(await screen.findByText(NOTICE, { exact: false })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: CHAT_LEADS_MSG.contact.title });
    expect(within(form).getByLabelText(CHAT_LEADS_MSG.contact.nameLabel, { exact: false })).toHaveFocus();
    // Closed by the visitor, it stays closed: the notice alone still says how to be called back.
    await userEvent.setup().click(within(form).getByRole('button', { name: CHAT_LEADS_MSG.contact.cancel }));
    expect(screen.queryByRole('form', { name: CHAT_LEADS_MSG.contact.title })).not.toBeInTheDocument();
    expect(selectChatAvailable(store.getState())).toBe(false);
    expect(callsTo('GET', '/api/chat/availability')).toHaveLength(1);
    await act(() => stomp.last().open());
    const input = screen.getByLabelText(CHAT_MSG.panel.inputLabel);
    await userEvent.setup().type(input, 'Cho tôi hỏi phí{Enter}');
    expect(stomp.last().messagesSent()).toMatchObject([{ destination: DEST.sendMessage, body: { content: 'Cho tôi hỏi phí' } }]);
    // Asked again once connected: a change while the socket was not there would have been missed.
    await waitFor(() => expect(callsTo('GET', '/api/chat/availability')).toHaveLength(2));
  });

  it('changes live: a staff member arriving removes the notice, leaving brings it back', async () => {
    const { store } = openPanel(NOBODY);
    await act(() => stomp.last().open());
    expect(await screen.findByText(NOTICE, { exact: false })).toBeInTheDocument();
    act(() => stomp.last().deliver(DEST.chatAvailability, { ...NOBODY, available: true }));
    await waitFor(() => expect(screen.queryByText(NOTICE, { exact: false })).not.toBeInTheDocument());
    expect(selectChatAvailable(store.getState())).toBe(true);
    act(() => stomp.last().deliver(DEST.chatAvailability, { ...NOBODY, withinHours: false }));
    expect(await screen.findByText(NOTICE, { exact: false })).toBeInTheDocument();
  });

  it('shows nothing while available, or before the server answered', async () => {
    const { store } = openPanel({ ...NOBODY, available: true });
    expect(selectChatAvailable(store.getState())).toBe(true);
    await waitFor(() => expect(callsTo('GET', '/api/chat/availability')).toHaveLength(1));
    expect(screen.queryByText(NOTICE, { exact: false })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: CHAT_LEADS_MSG.contact.title })).not.toBeInTheDocument();
  });
});

describe('opening hours: the dialog’s logic', () => {
  it('reads the hours into rows (a closed day keeps times to restore) and back', () => {
    const rows = toRows(DEFAULT_OPENING_HOURS);
    expect(rows[6]).toEqual({ day: 7, open: false, opens: '08:00', closes: '17:30' });
    expect(toDays(rows)).toEqual(DEFAULT_OPENING_HOURS);
    expect(toDays([{ day: 1, open: true, opens: ' 07:30 ', closes: '24:00' }])).toEqual([{ day: 1, opens: '07:30', closes: '24:00' }]);
  });

  it('finds each day’s first problem with the server’s schema', () => {
    const rows = toRows(DEFAULT_OPENING_HOURS);
    expect(rowErrors(rows)).toEqual({});
    rows[2] = { ...rows[2]!, opens: '18:00' };
    rows[3] = { ...rows[3]!, closes: '8h' };
    // A closed day's times are not checked.
    rows[6] = { ...rows[6]!, opens: 'xx' };
    expect(rowErrors(rows)).toEqual({ 3: M.errors.order('Thứ Tư'), 4: M.errors.timeFormat });
  });

  it('groups days with the same hours for people', () => {
    expect(formatOpeningHours(DEFAULT_OPENING_HOURS)).toBe('T2–T6 8:00–17:30, T7 8:00–12:00');
    expect(formatOpeningHours(toDays(toRows([])))).toBe(M.alwaysClosed);
  });
});

describe('opening hours dialog', () => {
  it('says a day’s problem under it and saves nothing; once fixed it saves the week, closed days without times', async () => {
    const user = userEvent.setup();
    mockApi('PUT', '/api/chat/admin/opening-hours', envelope({ ...NOBODY, staff: [] }));
    const onClose = jest.fn();
    renderWithProviders(<OpeningHoursDialog hours={DEFAULT_OPENING_HOURS} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: M.dialog.title });
    const closes = within(dialog).getByLabelText(M.dialog.closes('Thứ Tư'));
    await user.clear(closes);
    await user.type(closes, '07:00');
    await user.click(within(dialog).getByRole('button', { name: M.dialog.save }));
    expect(await within(dialog).findByText(M.errors.order('Thứ Tư'))).toBeInTheDocument();
    expect(closes).toHaveAccessibleDescription(M.errors.order('Thứ Tư'));
    expect(callsTo('PUT', '/api/chat/admin/opening-hours')).toHaveLength(0);

    await user.clear(closes);
    await user.type(closes, '24:00');
    await user.click(within(dialog).getByRole('checkbox', { name: M.dialog.open('Thứ Bảy') }));
    expect(within(dialog).getByLabelText(M.dialog.opens('Thứ Bảy'))).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: M.dialog.save }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [put] = callsTo('PUT', '/api/chat/admin/opening-hours');
    expect((put!.body as { days: unknown[] }).days).toEqual([
      ...DEFAULT_OPENING_HOURS.slice(0, 2),
      { day: 3, opens: '08:00', closes: '24:00' },
      ...DEFAULT_OPENING_HOURS.slice(3, 5),
      { day: 6, opens: null, closes: null },
      DEFAULT_OPENING_HOURS[6],
    ]);
  });
});

describe('the console’s availability bar', () => {
  const state = (over: Partial<StaffAvailability> = {}): StaffAvailability => ({
    available: true,
    withinHours: true,
    hours: DEFAULT_OPENING_HOURS,
    staff: [{ id: ME, name: 'Quản trị', away: false }],
    ...over,
  });

  function setup() {
    sessionStorage.setItem('accessToken', fakeToken({ sub: String(ME), username: 'admin', scope: 'ADMIN' }));
    mockApi('GET', '/api/chat/admin/conversations', envelope([]));
    mockApi('GET', `/api/chat/admin/stats/${ME}`, envelope({ totalConversations: 0, unreadConversations: 0, assignedToAdmin: 0, onlineUsers: 0, todayMessages: 0 }));
    mockApi('GET', '/api/chat/admin/availability', envelope(state()));
    return renderWithProviders(<ChatsPage />, {
      preloadedState: { auth: { status: 'authenticated', userId: ME, username: 'admin', scope: 'ADMIN', expired: false, signingOut: false } },
    });
  }

  it('names who is on duty, follows the topic, and switches the signed-in staff member away', async () => {
    setup();
    expect(await screen.findByText(M.console.onDuty('Quản trị'))).toBeInTheDocument();
    await act(() => stomp.last().open());
    expect(stomp.last().subscriptions.has(DEST.adminAvailability)).toBe(true);
    act(() => stomp.last().deliver(DEST.adminAvailability, state({ staff: [{ id: 3, name: 'Lan', away: false }, { id: ME, name: 'Quản trị', away: false }] })));
    expect(await screen.findByText(M.console.onDuty('Lan, Quản trị'))).toBeInTheDocument();

    mockApi('PUT', '/api/chat/admin/availability/away', envelope(state({ available: true, staff: [{ id: 3, name: 'Lan', away: false }, { id: ME, name: 'Quản trị', away: true }] })));
    await userEvent.setup().click(screen.getByRole('switch', { name: M.console.away }));
    expect(callsTo('PUT', '/api/chat/admin/availability/away').map((c) => c.body)).toEqual([{ away: true }]);
    expect(await screen.findByText(M.console.onDuty(`Lan, Quản trị${M.console.awaySuffix}`))).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: M.console.away })).toBeChecked();

    act(() => stomp.last().deliver(DEST.adminAvailability, state({ available: false, withinHours: false, staff: [] })));
    expect(await screen.findByText(M.console.outsideHours)).toBeInTheDocument();
    expect(screen.getByText(M.console.nobody)).toBeInTheDocument();
  });
});
