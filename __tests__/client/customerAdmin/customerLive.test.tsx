import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CUSTOMER_ADMIN_MSG as M } from '../../../src/shared/messages/customerAdmin';
import type { CustomerDetail } from '../../../src/shared/types/customerAdmin';
import type { CustomerRequestChanged } from '../../../src/shared/types/notifications';
// The back-office's middleware (the notifications socket among them) joins the store with this module.
import '../../../src/client/app/backOffice';
import { decodeClaims } from '../../../src/client/app/session';
import { makeStore } from '../../../src/client/app/store';
import { signedIn } from '../../../src/client/app/authSlice';
import { notificationsSocketStartRequested } from '../../../src/client/features/notifications/notificationsActions';
import { notificationsSocketFactory, type SocketLike } from '../../../src/client/realtime/notificationsSocketMiddleware';
import { REQUEST_CHANGES_WINDOW_MS } from '../../../src/client/realtime/requestChanges';
import { calls, envelope, fakeToken, mockApi } from '../../helpers/mockApi';
import { binh, binhDetail, renderCustomers } from './customerAdminFixtures';

/** The server's side of the notifications socket: the test pushes what another staff member's change sends. */
let push: (message: CustomerRequestChanged) => void;

beforeEach(() => {
  notificationsSocketFactory.set(() => {
    const socket: SocketLike = { onopen: null, onmessage: null, onerror: null, onclose: null, close: () => undefined };
    push = (message) => socket.onmessage?.({ data: JSON.stringify(message) });
    queueMicrotask(() => socket.onopen?.({}));
    return socket;
  });
});
afterEach(() => {
  notificationsSocketFactory.set(null);
  jest.useRealTimers();
});

const ME = 7;
const OTHER = 3;
const changed = (customerRequestId: number, byUserId: number | null = OTHER, change: CustomerRequestChanged['change'] = 'status'): CustomerRequestChanged => ({
  type: 'customerRequestChanged',
  customerRequestId,
  change,
  byUserId,
});

/** The customers page with request 11 open, as staff member 7 whose notifications socket is connected. */
async function watching(detail: () => CustomerDetail = () => binhDetail) {
  const token = fakeToken({ sub: String(ME), username: 'nhanvien', scope: 'USER' });
  sessionStorage.setItem('accessToken', token);
  sessionStorage.setItem('refreshToken', 'r1');
  const store = makeStore();
  store.dispatch(signedIn(decodeClaims(token)!));
  mockApi('GET', '/api/customer/11', () => envelope(detail()));
  mockApi('GET', '/api/customer/assignees', envelope([{ id: OTHER, username: 'hoa_le', fullName: 'Lê Thị Hoa' }]));
  renderCustomers('/administration/customers?id=11', { store });
  store.dispatch(notificationsSocketStartRequested());
  const dialog = await screen.findByRole('dialog', { name: M.detail.title });
  await within(dialog).findByText(binh.email);
  await screen.findAllByText(binh.name);
  return dialog;
}

const detailLoads = () => calls.filter((c) => c.method === 'GET' && c.path === '/api/customer/11').length;
const listLoads = () => calls.filter((c) => c.method === 'GET' && c.path === '/api/customer').length;

describe('request changes pushed over the notifications socket', () => {
  it('reload the open detail and the list a bounded number of times for a burst of 50, and never for one’s own change', async () => {
    await watching();
    const detailBefore = detailLoads();
    const listBefore = listLoads();
    // The page and its overall count (the pager's total without filters).
    const pageQueries = listBefore;
    // Timers are faked so that the window ends when the test says; the answers arrive meanwhile
    // through promises and the real timer kept here.
    const realSetTimeout = globalThis.setTimeout;
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] });
    const settle = async () => {
      for (let i = 0; i < 20; i += 1) await act(() => new Promise<void>((r) => realSetTimeout(r, 0)));
    };

    // 50 changes within one window, each after the answers to the previous reloads have arrived.
    for (let id = 1; id <= 50; id += 1) {
      act(() => push(changed(id % 5 ? id + 100 : 11, OTHER, id % 2 ? 'status' : 'note')));
      await settle();
    }
    act(() => jest.advanceTimersByTime(REQUEST_CHANGES_WINDOW_MS * 10));
    await settle();
    const detailAfterBurst = detailLoads() - detailBefore;
    const listAfterBurst = listLoads() - listBefore;
    // The first change reloads the list at once, the other 49 reload it and the detail together at the end of the window.
    expect(detailAfterBurst).toBe(1);
    expect(listAfterBurst).toBe(2 * pageQueries);

    // The staff member's own change: the mutation already reloaded what it changed.
    act(() => push(changed(11, ME)));
    act(() => jest.advanceTimersByTime(REQUEST_CHANGES_WINDOW_MS * 10));
    await settle();
    expect(detailLoads() - detailBefore).toBe(detailAfterBurst);
    expect(listLoads() - listBefore).toBe(listAfterBurst);

    // Another request changed: the list reloads, the open detail does not.
    act(() => push(changed(12, null, 'created')));
    await settle();
    expect(detailLoads() - detailBefore).toBe(detailAfterBurst);
    expect(listLoads() - listBefore).toBeGreaterThan(listAfterBurst);
  });

  it('shows another staff member’s note in the open detail without losing the note being typed', async () => {
    let detail: CustomerDetail = binhDetail;
    const dialog = await watching(() => detail);
    const field = within(dialog).getByRole('textbox', { name: M.noteLabel });
    await userEvent.type(field, 'Đang soạn dở: khách cần');

    detail = { ...binhDetail, notes: [{ kind: 'note', id: 9, body: 'Đã gửi báo giá qua e-mail', changedAt: '2026-11-21T03:00:00.000Z', user: { id: OTHER, username: 'hoa_le', fullName: 'Lê Thị Hoa' } }] };
    act(() => push(changed(11, OTHER, 'note')));
    await within(dialog).findByText('Đã gửi báo giá qua e-mail');
    expect(within(dialog).getByRole('textbox', { name: M.noteLabel })).toHaveValue('Đang soạn dở: khách cần');
    expect(within(dialog).getByRole('textbox', { name: M.noteLabel })).toHaveFocus();
    await waitFor(() => expect(detailLoads()).toBe(2));
  });
});
