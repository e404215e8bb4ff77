import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOTIFICATIONS_MSG as M } from '../../../src/shared/messages/notifications';
import { formatRelativeTime } from '../../../src/client/features/notifications/relativeTime';
import { callsTo, envelope, mockApi } from '../../helpers/mockApi';
import { renderWithProviders } from '../../helpers/renderWithProviders';
import { BellWithToasts, notifications } from './fixtures';

// While the dropdown is open the page behind it (the bell included) is aria-hidden.
const bell = (unread: number) => screen.findByRole('button', { name: M.bellLabel(unread), hidden: true });
const items = () => within(screen.getByRole('dialog', { name: M.title })).queryAllByTestId('notification-item');

async function openWith(list: ReturnType<typeof notifications>, unread: number) {
  mockApi('GET', '/api/notifications', envelope(list));
  const user = userEvent.setup();
  renderWithProviders(<BellWithToasts />);
  await user.click(await bell(unread));
  await screen.findByRole('dialog', { name: M.title });
  return user;
}

describe('the header bell', () => {
  it('shows the unread count on the badge and 99+ above 99', async () => {
    mockApi('GET', '/api/notifications', envelope(notifications(150, 120)));
    renderWithProviders(<BellWithToasts />);
    await bell(120);
    expect(screen.getByTestId('notifications-badge')).toHaveTextContent('99+');
  });

  it('shows 5 items, then 5 more, then all, then collapses back to 5', async () => {
    const user = await openWith(notifications(12, 3), 3);
    const dialog = screen.getByRole('dialog', { name: M.title });
    expect(within(dialog).getByText(M.unreadCount(3))).toBeInTheDocument();
    expect(items()).toHaveLength(5);
    // Each entry is a list item of the named list (a <ul> holds only <li>s).
    expect(within(within(dialog).getByRole('list', { name: M.title })).getAllByRole('listitem')).toHaveLength(5);
    expect(items()[0]).toHaveTextContent('Khách hàng 12');
    expect(items()[0]).toHaveTextContent('Đăng ký bản quyền tác giả');
    expect(items()[0]).toHaveTextContent(M.minutesAgo(5));
    expect(within(items()[0]!).getByRole('img', { name: M.unreadDot })).toBeInTheDocument();
    expect(within(items()[4]!).queryByRole('img', { name: M.unreadDot })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: M.collapse })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: M.showMore }));
    expect(items()).toHaveLength(10);
    await user.click(within(dialog).getByRole('button', { name: M.showMore }));
    expect(items()).toHaveLength(12);
    expect(within(dialog).queryByRole('button', { name: M.showMore })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: M.collapse }));
    expect(items()).toHaveLength(5);
    await user.click(within(dialog).getByRole('button', { name: M.showAll(12) }));
    expect(items()).toHaveLength(12);
    expect(within(dialog).queryByRole('button', { name: M.showAll(12) })).not.toBeInTheDocument();
  });

  it('has no paging controls for 5 or fewer and closes with Escape, back on the bell', async () => {
    const user = await openWith(notifications(4, 1), 1);
    expect(items()).toHaveLength(4);
    expect(screen.queryByRole('button', { name: M.showMore })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await bell(1)).toHaveFocus();
  });

  it('says there are no notifications', async () => {
    await openWith([], 0);
    expect(screen.getByText(M.empty)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: M.markAllRead })).toBeDisabled();
  });

  it('marks one read by a click and the badge follows', async () => {
    const list = notifications(6, 2);
    mockApi('PUT', `/api/notifications/${list[0]!.id}/read`, envelope({ ...list[0], read: true }));
    const user = await openWith(list, 2);
    await user.click(items()[0]!);
    expect(await bell(1)).toBeInTheDocument();
    expect(callsTo('PUT', `/api/notifications/${list[0]!.id}/read`)).toHaveLength(1);
    await user.click(await bell(1));
    expect(within(items()[0]!).queryByRole('img', { name: M.unreadDot })).not.toBeInTheDocument();
    // A read one is not sent again.
    await user.click(items()[0]!);
    expect(callsTo('PUT', `/api/notifications/${list[0]!.id}/read`)).toHaveLength(1);
  });

  it('opens the request of the notification clicked: its link is the customer list with that detail open, and the dropdown closes', async () => {
    const list = notifications(3, 0);
    mockApi('GET', '/api/notifications', envelope(list));
    const user = userEvent.setup();
    const { router } = renderWithProviders(<BellWithToasts />);
    await user.click(await bell(0));
    await screen.findByRole('dialog', { name: M.title });
    expect(items()[1]).toHaveAttribute('href', `/administration/customers?id=${list[1]!.customerRequestId}`);
    await user.click(items()[1]!);
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`/administration/customers?id=${list[1]!.customerRequestId}`));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: M.title })).not.toBeInTheDocument());
  });

  it('puts the dot back when marking one fails', async () => {
    const list = notifications(3, 1);
    mockApi('PUT', `/api/notifications/${list[0]!.id}/read`, envelope(null, 500, 'lỗi'));
    const user = await openWith(list, 1);
    await user.click(items()[0]!);
    await waitFor(() => expect(callsTo('PUT', `/api/notifications/${list[0]!.id}/read`)).toHaveLength(1));
    expect(await bell(1)).toBeInTheDocument();
  });

  it('marks all read', async () => {
    mockApi('PUT', '/api/notifications/read', envelope(4));
    const user = await openWith(notifications(8, 4), 4);
    await user.click(screen.getByRole('button', { name: M.markAllRead }));
    expect(await bell(0)).toBeInTheDocument();
    expect(screen.queryAllByRole('img', { name: M.unreadDot })).toHaveLength(0);
    expect(callsTo('PUT', '/api/notifications/read')).toHaveLength(1);
  });

  it('reports a failed "read all" and reloads the list instead of the page', async () => {
    mockApi('PUT', '/api/notifications/read', envelope(null, 500, 'lỗi'));
    const user = await openWith(notifications(8, 4), 4);
    await user.click(screen.getByRole('button', { name: M.markAllRead }));
    expect(await screen.findByText(M.markAllFailed)).toBeInTheDocument();
    await waitFor(() => expect(callsTo('GET', '/api/notifications')).toHaveLength(2));
    expect(await bell(4)).toBeInTheDocument();
  });

  it('says the list could not be loaded on a non-200 answer', async () => {
    mockApi('GET', '/api/notifications', envelope(null, 500, 'Đã xảy ra lỗi máy chủ.'));
    const user = userEvent.setup();
    renderWithProviders(<BellWithToasts />);
    expect(await screen.findByText(M.loadFailed)).toBeInTheDocument();
    await user.click(await bell(0));
    expect(within(screen.getByRole('dialog', { name: M.title })).getByRole('alert')).toHaveTextContent(M.loadFailed);
  });

  it('says loading failed when the call itself breaks', async () => {
    mockApi('GET', '/api/notifications', () => Promise.reject(new TypeError('Failed to fetch')));
    renderWithProviders(<BellWithToasts />);
    expect(await screen.findByText(M.loadError)).toBeInTheDocument();
  });
});

describe('relative time', () => {
  it('says just now, minutes, hours, then the Vietnamese date', () => {
    const now = Date.parse('2026-11-21T10:00:00Z');
    expect(formatRelativeTime('2026-11-21T09:59:30Z', now)).toBe(M.justNow);
    expect(formatRelativeTime('2026-11-21T09:15:00Z', now)).toBe(M.minutesAgo(45));
    expect(formatRelativeTime('2026-11-21T07:00:00Z', now)).toBe(M.hoursAgo(3));
    expect(formatRelativeTime('2026-11-19T07:00:00Z', now)).toMatch(/19\/11\/2026/);
  });
});
