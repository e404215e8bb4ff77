import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VisitorContext } from '../../../src/client/features/adminChat/VisitorContext';
import { CHAT_LEADS_MSG as M } from '../../../src/shared/messages/chatLeads';
import type { ChatVisitor, Conversation } from '../../../src/shared/types/chat';
import { gid } from '../../helpers/guestId';
import { callsTo, envelope, fakeToken, mockApi } from '../../helpers/mockApi';
import { renderWithProviders } from '../../helpers/renderWithProviders';

const GID = gid('f');
const VISITOR_URL = `/api/chat/admin/conversations/${GID}/visitor`;
const CONVERT_URL = `/api/chat/admin/conversations/${GID}/customer-request`;
const conversation: Conversation = {
  guestId: GID,
  guestName: 'Lê Văn Tám',
  isOnline: true,
  lastSeen: null,
  lastMessage: null,
  unreadCount: 0,
  assignedAdmin: null,
  assignedAdminName: null,
  priority: 'normal',
  updatedAt: '2026-11-26T08:00:00.000Z',
  status: 'open',
};
const visitor = (over: Partial<ChatVisitor> = {}): ChatVisitor => ({
  guestId: GID,
  contact: { name: 'Lê Văn Tám', phone: '+84912345678', email: null, at: '2026-11-26T08:00:00.000Z' },
  customerRequestId: null,
  currentPath: '/dich-vu/nhan-hieu',
  currentTitle: 'Đăng ký nhãn hiệu',
  referrer: 'https://www.google.com/',
  device: 'Điện thoại · Safari',
  visits: 3,
  firstVisitAt: '2026-11-20T02:30:00.000Z',
  lastVisitAt: '2026-11-26T07:55:00.000Z',
  ...over,
});

function setup(first: ChatVisitor) {
  sessionStorage.setItem('accessToken', fakeToken({ sub: '7', username: 'admin', scope: 'ADMIN' }));
  let current = first;
  mockApi('GET', VISITOR_URL, () => envelope(current));
  mockApi('POST', CONVERT_URL, () => {
    current = { ...current, customerRequestId: 41 };
    return envelope({ customerRequestId: 41, created: true }, 200, M.convert.created(41));
  });
  renderWithProviders(<VisitorContext conversation={conversation} />);
  return userEvent.setup();
}

const row = (label: string) => {
  const dt = screen.getByText(label, { selector: 'dt' });
  return dt.nextElementSibling!.textContent;
};

describe('the console’s visitor context', () => {
  it('shows the contact, the page, where they came from, visits and device, with vi-VN dates (Vietnam time)', async () => {
    setup(visitor());
    const section = await screen.findByRole('region', { name: M.context.heading });
    expect(within(section).getByRole('link', { name: '0912 345 678' })).toHaveAttribute('href', 'tel:+84912345678');
    expect(row(M.context.email)).toBe(M.context.unknown);
    expect(row(M.context.currentPage)).toBe('Đăng ký nhãn hiệu — /dich-vu/nhan-hieu');
    expect(row(M.context.referrer)).toBe('https://www.google.com/');
    expect(row(M.context.firstVisit)).toBe('09:30 20/11/2026');
    expect(row(M.context.visits)).toBe('3');
    expect(row(M.context.device)).toBe('Điện thoại · Safari');
  });

  it('turns the conversation into a customer request in one click, then links to it', async () => {
    const user = setup(visitor());
    await user.click(await screen.findByRole('button', { name: M.convert.action }));
    expect(await screen.findByRole('link', { name: M.convert.open(41) })).toHaveAttribute('href', '/administration/customers?id=41');
    expect(callsTo('POST', CONVERT_URL)).toHaveLength(1);
    expect(screen.queryByRole('button', { name: M.convert.action })).not.toBeInTheDocument();
  });

  it('says when no contact was left and the visit was direct', async () => {
    setup(visitor({ contact: null, referrer: null }));
    await screen.findByRole('region', { name: M.context.heading });
    expect(row(M.context.contact)).toBe(M.context.noContact);
    expect(row(M.context.referrer)).toBe(M.context.directVisit);
  });
});
