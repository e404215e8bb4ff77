import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOGIN_MSG } from '../../../src/shared/messages';
import { callsTo, envelope, fakeToken, mockApi } from '../../helpers/mockApi';
import { renderRoute } from '../../helpers/renderWithProviders';

const adminToken = fakeToken({ sub: '1', username: 'admin', scope: 'ADMIN' });

function setup() {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  mockApi('GET', '/api/auth/me', envelope({ id: 1, username: 'admin', fullName: 'Quản trị viên', email: 'a@b.vn', phoneNumber: null }));
  mockApi('POST', '/api/auth/introspect', envelope({ valid: true }));
  const view = renderRoute('/login');
  return { user, ...view };
}

afterEach(() => jest.useRealTimers());

describe('/login', () => {
  it('shows the required-field messages and makes no call', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('button', { name: LOGIN_MSG.submit }));
    expect(await screen.findByText(LOGIN_MSG.usernameRequired)).toBeInTheDocument();
    expect(screen.getByText(LOGIN_MSG.passwordRequired)).toBeInTheDocument();
    expect(callsTo('POST', '/api/auth/login')).toHaveLength(0);
  });

  it('checks the minimum lengths and clears a field’s error as soon as it is edited', async () => {
    const { user } = setup();
    await user.type(await screen.findByLabelText(LOGIN_MSG.usernameLabel), 'ab');
    await user.type(screen.getByLabelText(LOGIN_MSG.passwordLabel), '12345');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(LOGIN_MSG.usernameMin)).toBeInTheDocument();
    expect(screen.getByText(LOGIN_MSG.passwordMin)).toBeInTheDocument();
    await user.type(screen.getByLabelText(LOGIN_MSG.usernameLabel), 'c');
    expect(screen.queryByText(LOGIN_MSG.usernameMin)).not.toBeInTheDocument();
    expect(screen.getByText(LOGIN_MSG.passwordMin)).toBeInTheDocument();
  });

  it('toggles the password’s visibility', async () => {
    const { user } = setup();
    const field = await screen.findByLabelText(LOGIN_MSG.passwordLabel);
    expect(field).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: LOGIN_MSG.showPassword }));
    expect(field).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: LOGIN_MSG.hidePassword }));
    expect(field).toHaveAttribute('type', 'password');
  });

  it('waits the deliberate 1.5 s in a loading state, then signs in, stores the tokens and opens /administration', async () => {
    mockApi('POST', '/api/auth/login', envelope({ token: adminToken, refreshToken: 'r1' }));
    const { user, router } = setup();
    await user.type(await screen.findByLabelText(LOGIN_MSG.usernameLabel), '  admin ');
    await user.type(screen.getByLabelText(LOGIN_MSG.passwordLabel), 'secret123{Enter}');
    expect(await screen.findByRole('button', { name: LOGIN_MSG.submitting })).toBeDisabled();
    await act(async () => jest.advanceTimersByTime(1400));
    expect(callsTo('POST', '/api/auth/login')).toHaveLength(0);
    await act(async () => jest.advanceTimersByTime(200));
    await waitFor(() => expect(router.state.location.pathname).toBe('/administration'));
    expect(callsTo('POST', '/api/auth/login')[0]!.body).toEqual({ username: 'admin', password: 'secret123' });
    expect(sessionStorage.getItem('accessToken')).toBe(adminToken);
    expect(sessionStorage.getItem('refreshToken')).toBe('r1');
  });

  it('goes straight to /administration when the stored token is still valid', async () => {
    sessionStorage.setItem('accessToken', adminToken);
    sessionStorage.setItem('refreshToken', 'r1');
    const { router } = setup();
    await waitFor(() => expect(router.state.location.pathname).toBe('/administration'));
    expect(callsTo('POST', '/api/auth/introspect')[0]!.body).toEqual({ token: adminToken });
  });

  it('clears the storage and keeps the form when neither the token nor a refresh works', async () => {
    sessionStorage.setItem('accessToken', 'stale');
    sessionStorage.setItem('refreshToken', 'spent');
    jest.useFakeTimers();
    mockApi('POST', '/api/auth/introspect', envelope({ valid: false }));
    mockApi('POST', '/api/auth/refresh', envelope(null, 401, LOGIN_MSG.refreshInvalid));
    const { router } = renderRoute('/login');
    expect(await screen.findByRole('button', { name: LOGIN_MSG.submit })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(sessionStorage.getItem('accessToken')).toBeNull();
    expect(callsTo('POST', '/api/auth/refresh')).toHaveLength(1);
  });
});
