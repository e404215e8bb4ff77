import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOGIN_MSG, SHELL_MSG } from '../../../src/shared/messages';
import { paths } from '../../../src/shared/paths';
import { redactSecrets } from '../../../src/client/app/store';
import { callsTo, envelope, fakeToken, mockApi } from '../../helpers/mockApi';
import { renderRoute } from '../../helpers/renderWithProviders';
import { CUSTOMERS_PER_PAGE } from '../../../src/shared/types/customerAdmin';
import { binh, mockCustomers } from '../customerAdmin/customerAdminFixtures';

function signedInAs(scope: 'ADMIN' | 'USER', username: string) {
  sessionStorage.setItem('accessToken', fakeToken({ sub: '7', username, scope }));
  sessionStorage.setItem('refreshToken', 'r1');
  mockApi('POST', '/api/auth/introspect', envelope({ valid: true }));
  mockApi('GET', '/api/auth/me', envelope({ id: 7, username, fullName: 'Nguyễn Văn An', email: 'an@shtt.vn', phoneNumber: '0901 234 567' }));
}

describe('/administration shell', () => {
  it('shows every entry, the greeting and the administrator label to an ADMIN', async () => {
    signedInAs('ADMIN', 'admin');
    renderRoute('/administration');
    const nav = await screen.findByRole('navigation', { name: 'Điều hướng quản trị' });
    for (const label of Object.values(SHELL_MSG.nav)) expect(within(nav).getByRole('link', { name: label })).toBeInTheDocument();
    // A list of links: each link is a list item's content, never a direct child of the <ul>.
    const list = within(nav).getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(within(nav).getAllByRole('link').length);
    expect([...list.children].every((child) => child.tagName === 'LI')).toBe(true);
    expect(screen.getByTestId('greeting')).toHaveTextContent(SHELL_MSG.greetingAdmin);
    expect(screen.getByTestId('role-label')).toHaveTextContent(SHELL_MSG.roleAdmin);
  });

  it('hides the employee and chat entries from a USER', async () => {
    signedInAs('USER', 'nhanvien');
    renderRoute('/administration');
    const nav = await screen.findByRole('navigation', { name: 'Điều hướng quản trị' });
    expect(within(nav).getByRole('link', { name: SHELL_MSG.nav.customers })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: SHELL_MSG.nav.posts })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: SHELL_MSG.nav.employees })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: SHELL_MSG.nav.chats })).not.toBeInTheDocument();
    expect(screen.getByTestId('role-label')).toHaveTextContent(SHELL_MSG.roleUser);
  });

  it('sends a visitor without a token to /login', async () => {
    const { router } = renderRoute('/administration/customers');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(callsTo('POST', '/api/auth/introspect')).toHaveLength(0);
  });

  it('tries a refresh when the token is no longer valid, and signs out when that fails', async () => {
    sessionStorage.setItem('accessToken', 'stale');
    sessionStorage.setItem('refreshToken', 'spent');
    mockApi('POST', '/api/auth/introspect', envelope({ valid: false }));
    mockApi('POST', '/api/auth/refresh', envelope(null, 401, LOGIN_MSG.refreshInvalid));
    const { router } = renderRoute('/administration');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(callsTo('POST', '/api/auth/refresh')).toHaveLength(1);
    expect(sessionStorage.length).toBe(0);
  });

  it('shows the profile from /auth/me and logs out', async () => {
    signedInAs('ADMIN', 'admin');
    mockApi('POST', '/api/auth/logout', envelope(true));
    const user = userEvent.setup();
    const { router } = renderRoute('/administration');
    await user.click(await screen.findByRole('button', { name: SHELL_MSG.profileMenu }));
    expect(await screen.findByText('Nguyễn Văn An')).toBeInTheDocument();
    expect(screen.getByText('an@shtt.vn')).toBeInTheDocument();
    expect(screen.getByText('0901 234 567')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: SHELL_MSG.logout }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(callsTo('POST', '/api/auth/logout')[0]!.body).toEqual({ token: expect.any(String), refreshToken: 'r1' });
    expect(sessionStorage.getItem('accessToken')).toBeNull();
  });
});

describe('DevTools sanitising', () => {
  it('redacts tokens wherever they appear', () => {
    const out = redactSecrets({ payload: { token: 'abc', refreshToken: 'def', nested: [{ accessToken: 'x', ok: 1 }] } });
    expect(JSON.stringify(out)).not.toMatch(/abc|def|"x"/);
    expect(out.payload.nested[0]!.ok).toBe(1);
  });
});

describe('the customer requests page, asked for ahead', () => {
  it('loads the page, its route and its first rows once the shell is idle, and the sidebar draws them without asking again', async () => {
    signedInAs('USER', 'nhanvien');
    mockApi('GET', '/api/service/list', envelope([{ id: 2, title: 'Đăng ký bảo hộ bản quyền' }]));
    mockCustomers([binh]);
    const user = userEvent.setup();
    const preloadRoute = jest.fn();
    const { router } = renderRoute('/administration', { preloadRoute });
    const nav = await screen.findByRole('navigation', { name: 'Điều hướng quản trị' });
    // The list's first page and the overall count, asked for while the dashboard shows.
    await waitFor(() => expect(callsTo('GET', '/api/customer')).toHaveLength(2), { timeout: 3000 });
    // The route's code too, so that the browser's route tree draws the page in the click's render.
    expect(preloadRoute).toHaveBeenCalledWith(paths.admin.customers);
    expect(router.state.location.pathname).toBe('/administration');
    const sizes = callsTo('GET', '/api/customer').map((c) => c.url.searchParams.get('size'));
    expect(sizes).toEqual(expect.arrayContaining(['1', String(CUSTOMERS_PER_PAGE)]));

    await user.click(within(nav).getByRole('link', { name: SHELL_MSG.nav.customers }));
    expect(await screen.findByText(binh.name)).toBeInTheDocument();
    // Both answers came from the cache: nothing more was asked for.
    expect(callsTo('GET', '/api/customer')).toHaveLength(2);
  });
});
