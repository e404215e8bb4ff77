import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'react-toastify';
import { NOTIFICATIONS_MSG as M } from '../../../src/shared/messages/notifications';
import { NOTIFICATIONS_CLOSE } from '../../../src/shared/types/notifications';
import { api } from '../../../src/client/app/api';
import { decodeClaims } from '../../../src/client/app/session';
import { makeStore } from '../../../src/client/app/store';
import { signedIn, signedOut, signOutFailed, signOutStarted } from '../../../src/client/app/authSlice';
import { notificationsSocketStartRequested } from '../../../src/client/features/notifications/notificationsActions';
import { notificationsSocketFactory, type SocketLike } from '../../../src/client/realtime/notificationsSocketMiddleware';
import { callsTo, envelope, fakeToken, mockApi } from '../../helpers/mockApi';
import { renderRoute, renderWithProviders } from '../../helpers/renderWithProviders';
import { BellWithToasts, notifications } from './fixtures';

/** Stands in for the browser's WebSocket; the test plays the server's part. */
class FakeSocket implements SocketLike {
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onerror: SocketLike['onerror'] = null;
  onclose: SocketLike['onclose'] = null;
  closedByClient = false;
  constructor(readonly url: string) {}
  open() {
    this.onopen?.({});
  }
  message(data: unknown) {
    this.onmessage?.({ data: typeof data === 'string' ? data : JSON.stringify(data) });
  }
  fail() {
    this.onerror?.({});
    this.onclose?.({ code: 1006 });
  }
  /** A clean close by the server with an application code (no error event, as in browsers). */
  closedByServer(code: number) {
    this.onclose?.({ code, wasClean: true });
  }
  close() {
    this.closedByClient = true;
  }
}

let sockets: FakeSocket[] = [];
beforeEach(() => {
  sockets = [];
  notificationsSocketFactory.set((url) => {
    const s = new FakeSocket(url);
    sockets.push(s);
    return s;
  });
});
afterEach(() => {
  notificationsSocketFactory.set(null);
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** A signed-in staff member (id 7) in a fresh store. */
function signedInStore() {
  const token = fakeToken({ sub: '7', username: 'nhanvien', scope: 'USER' });
  sessionStorage.setItem('accessToken', token);
  sessionStorage.setItem('refreshToken', 'r1');
  const store = makeStore();
  store.dispatch(signedIn(decodeClaims(token)!));
  return { store, token };
}

// Stands for the customer list: any query that provides the Customer LIST tag.
const probe = api.injectEndpoints({
  endpoints: (b) => ({ customerListProbe: b.query<unknown, void>({ query: () => '/customer', providesTags: [{ type: 'Customer', id: 'LIST' }] }) }),
});

describe('the notifications socket middleware', () => {
  it('connects as the staff member, prepends a pushed notification, raises the badge and reloads the customer list on the request change that follows', async () => {
    const { store, token } = signedInStore();
    mockApi('GET', '/api/notifications', envelope(notifications(3, 1)));
    mockApi('GET', '/api/customer', envelope([]));
    const user = userEvent.setup();
    renderWithProviders(<BellWithToasts />, { store });
    await screen.findByRole('button', { name: M.bellLabel(1) });
    void store.dispatch(probe.endpoints.customerListProbe.initiate());
    await waitFor(() => expect(callsTo('GET', '/api/customer')).toHaveLength(1));

    store.dispatch(notificationsSocketStartRequested());
    store.dispatch(notificationsSocketStartRequested()); // a second start does not open a second socket
    expect(sockets).toHaveLength(1);
    const url = new URL(sockets[0]!.url);
    expect(url.pathname).toBe('/api/raw-ws/notifications');
    expect(url.searchParams.get('userId')).toBe('7');
    expect(url.searchParams.get('token')).toBe(token);

    act(() => {
      sockets[0]!.open();
      sockets[0]!.message('not json');
      sockets[0]!.message({ hello: 'world' });
      sockets[0]!.message({ id: 99, customerRequestId: 199, customerServiceName: 'Đỗ Văn Hùng', serviceName: 'Đăng ký sáng chế', createdAt: new Date().toISOString(), read: false });
      sockets[0]!.message({ type: 'customerRequestChanged', customerRequestId: 199, change: 'created', byUserId: null });
    });

    await user.click(await screen.findByRole('button', { name: M.bellLabel(2) }));
    const items = within(await screen.findByRole('dialog', { name: M.title })).getAllByTestId('notification-item');
    expect(items).toHaveLength(4);
    expect(items[0]).toHaveTextContent('Đỗ Văn Hùng');
    expect(items[0]).toHaveTextContent('Đăng ký sáng chế');
    expect(items[0]).toHaveTextContent(M.justNow);
    await waitFor(() => expect(callsTo('GET', '/api/customer')).toHaveLength(2));
    // The list is patched, not refetched.
    expect(callsTo('GET', '/api/notifications')).toHaveLength(1);

    // The same notification twice (e.g. after a reconnect) is shown once.
    act(() => sockets[0]!.message({ id: 99, customerRequestId: 199, customerServiceName: 'Đỗ Văn Hùng', serviceName: 'Đăng ký sáng chế', createdAt: new Date().toISOString(), read: false }));
    expect(within(screen.getByRole('dialog', { name: M.title })).getAllByTestId('notification-item')).toHaveLength(4);
  });

  it('toasts once per outage, reconnects with back-off, and stops on sign-out', () => {
    jest.useFakeTimers();
    const error = jest.spyOn(toast, 'error');
    const { store } = signedInStore();
    store.dispatch(notificationsSocketStartRequested());
    expect(sockets).toHaveLength(1);

    sockets[0]!.fail();
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith(M.socketError, expect.anything());
    jest.advanceTimersByTime(1999);
    expect(sockets).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);

    sockets[1]!.fail();
    expect(error).toHaveBeenCalledTimes(1); // still the same outage
    jest.advanceTimersByTime(3999);
    expect(sockets).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);

    sockets[2]!.open();
    sockets[2]!.fail();
    expect(error).toHaveBeenCalledTimes(2); // a new outage after a good connection
    jest.advanceTimersByTime(2000); // and the back-off started again from 2 s
    expect(sockets).toHaveLength(4);

    store.dispatch(signedOut());
    expect(sockets[3]!.closedByClient).toBe(true);
    jest.advanceTimersByTime(120_000);
    expect(sockets).toHaveLength(4);
  });

  it.each([
    ['its token expired', NOTIFICATIONS_CLOSE.tokenExpired],
    ['the account changed', NOTIFICATIONS_CLOSE.sessionEnded],
  ])('renews the token and reconnects at once, without a toast, when the server closes the socket because %s', async (_name, code) => {
    const error = jest.spyOn(toast, 'error');
    const { store, token } = signedInStore();
    const renewed = fakeToken({ sub: '7', username: 'nhanvien', scope: 'USER' }, 'renewed');
    mockApi('POST', '/api/auth/refresh', envelope({ token: renewed, refreshToken: 'r2' }));
    mockApi('GET', '/api/notifications', envelope([]));
    mockApi('GET', '/api/customer', envelope([]));
    store.dispatch(notificationsSocketStartRequested());
    expect(new URL(sockets[0]!.url).searchParams.get('token')).toBe(token);
    act(() => sockets[0]!.open());

    act(() => sockets[0]!.closedByServer(code));
    await waitFor(() => expect(sockets).toHaveLength(2));
    expect(callsTo('POST', '/api/auth/refresh')).toHaveLength(1);
    expect(callsTo('POST', '/api/auth/refresh')[0]!.body).toEqual({ refreshToken: 'r1' });
    expect(new URL(sockets[1]!.url).searchParams.get('token')).toBe(renewed);
    act(() => sockets[1]!.open());
    expect(error).not.toHaveBeenCalled();
    expect(store.getState().auth).toMatchObject({ status: 'authenticated', userId: 7 });
  });

  it('ends the session when the renewal after a server close is refused', async () => {
    const error = jest.spyOn(toast, 'error');
    const { store } = signedInStore();
    mockApi('POST', '/api/auth/refresh', envelope(null, 401, 'Phiên đăng nhập đã hết hạn. Vui lòng đăng nhập lại.'));
    store.dispatch(notificationsSocketStartRequested());
    act(() => sockets[0]!.open());
    act(() => sockets[0]!.closedByServer(NOTIFICATIONS_CLOSE.sessionEnded));
    await waitFor(() => expect(store.getState().auth.expired).toBe(true));
    expect(sessionStorage.getItem('accessToken')).toBeNull();
    await new Promise((r) => setTimeout(r, 50));
    expect(sockets).toHaveLength(1);
    expect(error).not.toHaveBeenCalledWith(M.socketError, expect.anything());
  });

  it('closes the socket before a logout leaves, renews nothing meanwhile, and reconnects if the logout fails', () => {
    const { store, token } = signedInStore();
    store.dispatch(notificationsSocketStartRequested());
    act(() => sockets[0]!.open());

    store.dispatch(signOutStarted());
    expect(sockets[0]!.closedByClient).toBe(true);
    // The server ending this session now reaches a socket that is no longer listened to.
    act(() => sockets[0]!.closedByServer(NOTIFICATIONS_CLOSE.sessionEnded));
    expect(callsTo('POST', '/api/auth/refresh')).toHaveLength(0);
    expect(sockets).toHaveLength(1);

    store.dispatch(signOutFailed());
    expect(sockets).toHaveLength(2);
    expect(new URL(sockets[1]!.url).searchParams.get('token')).toBe(token);
    expect(store.getState().auth).toMatchObject({ status: 'authenticated', signingOut: false });
  });

  it('does not connect without a signed-in staff member', () => {
    const store = makeStore();
    store.dispatch(notificationsSocketStartRequested());
    expect(sockets).toHaveLength(0);
  });

  it('is started by the back-office shell once the session is checked, next to the bell', async () => {
    signedInStore();
    mockApi('POST', '/api/auth/introspect', envelope({ valid: true }));
    mockApi('GET', '/api/auth/me', envelope({ id: 7, username: 'nhanvien', fullName: 'Nguyễn Văn An', email: 'an@shtt.vn', phoneNumber: null }));
    mockApi('GET', '/api/notifications', envelope(notifications(2, 2)));
    const { unmount } = renderRoute('/administration');
    expect(await screen.findByRole('button', { name: M.bellLabel(2) })).toBeInTheDocument();
    await waitFor(() => expect(sockets).toHaveLength(1));
    expect(new URL(sockets[0]!.url).searchParams.get('userId')).toBe('7');
    unmount();
    expect(sockets[0]!.closedByClient).toBe(true);
  });
});
