import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { USERS_MSG } from '../../../src/shared/messages/users';
import { MSG } from '../../../src/shared/messages';
import { dialogs } from '../../../src/client/components/dialogs';
import { callsTo, envelope, mockApi } from '../../helpers/mockApi';
import { lan, renderEmployees } from './usersFixtures';

jest.mock('../../../src/client/components/dialogs', () => ({
  dialogs: { success: jest.fn(), error: jest.fn(), warning: jest.fn(), info: jest.fn(), loading: jest.fn(), close: jest.fn(), confirm: jest.fn() },
}));
const d = dialogs as jest.Mocked<typeof dialogs>;
beforeEach(() => jest.clearAllMocks());

const row = async (username: string) => (await screen.findByRole('cell', { name: username })).closest('tr') as HTMLElement;

describe('the staff list', () => {
  it('shows the title, the add button and every account with its details and a vi-VN time', async () => {
    renderEmployees();
    expect(screen.getByRole('heading', { name: USERS_MSG.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: USERS_MSG.addUser })).toBeInTheDocument();
    const r = within(await row('lan_nguyen'));
    expect(r.getByText('Nguyễn Thị Lan')).toBeInTheDocument();
    expect(r.getByTitle('lan@shtt.vn')).toHaveTextContent('lan@shtt.vn');
    expect(r.getByText('0901 234 567')).toBeInTheDocument();
    expect(r.getByText('Chuyên viên')).toBeInTheDocument();
    expect(r.getByText(new Date(lan.createdAt).toLocaleString('vi-VN'))).toBeInTheDocument();
    expect(r.getByRole('combobox', { name: USERS_MSG.roleOf('lan_nguyen') })).toHaveValue('USER');
    expect(r.getByRole('combobox', { name: USERS_MSG.activeOf('lan_nguyen') })).toHaveValue('ACTIVE');
    expect(r.getByRole('button', { name: USERS_MSG.editOf('lan_nguyen') })).toBeInTheDocument();
    expect(r.getByRole('button', { name: USERS_MSG.passwordOf('lan_nguyen') })).toBeInTheDocument();
    for (const c of Object.values(USERS_MSG.columns)) expect(screen.getByRole('columnheader', { name: c })).toBeInTheDocument();
    expect(document.title).toContain(USERS_MSG.title);
  });

  it('says when the list cannot be loaded, and retries', async () => {
    mockApi('GET', '/api/auth/users', envelope(null, 500, MSG.common.serverError));
    renderEmployees();
    mockApi('GET', '/api/auth/users', { status: 500, body: { code: 500, message: MSG.common.serverError, data: null } });
    expect(await screen.findByText(USERS_MSG.loadFailed)).toBeInTheDocument();
    mockApi('GET', '/api/auth/users', envelope([lan]));
    await userEvent.click(screen.getByRole('button', { name: USERS_MSG.retry }));
    expect(await screen.findByRole('cell', { name: 'lan_nguyen' })).toBeInTheDocument();
  });

  it('is closed to a USER', async () => {
    renderEmployees(undefined, 'USER');
    expect(screen.getByText(MSG.common.forbidden)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: USERS_MSG.title })).not.toBeInTheDocument();
    expect(callsTo('GET', '/api/auth/users')).toHaveLength(0);
  });
});

describe('role and active dropdowns', () => {
  it('save the role at once and show the server’s answer', async () => {
    renderEmployees();
    mockApi('PUT', '/api/auth/users/2/role', (req) => envelope({ ...lan, role: req.url.searchParams.get('role') }));
    const select = within(await row('lan_nguyen')).getByRole('combobox', { name: USERS_MSG.roleOf('lan_nguyen') });
    await userEvent.selectOptions(select, USERS_MSG.roleLabel.ADMIN);
    await waitFor(() => expect(select).toHaveValue('ADMIN'));
    expect(callsTo('PUT', '/api/auth/users/2/role')[0]!.url.searchParams.get('role')).toBe('ADMIN');
    // No reload of the whole list was needed.
    expect(callsTo('GET', '/api/auth/users')).toHaveLength(1);
  });

  it('keep the old role and toast when the server refuses', async () => {
    renderEmployees();
    mockApi('PUT', '/api/auth/users/2/role', envelope(null, 409, USERS_MSG.lastAdmin));
    const select = within(await row('lan_nguyen')).getByRole('combobox', { name: USERS_MSG.roleOf('lan_nguyen') });
    await userEvent.selectOptions(select, 'ADMIN');
    expect(await screen.findByText(`${USERS_MSG.roleFailed}: ${USERS_MSG.lastAdmin}`)).toBeInTheDocument();
    expect(select).toHaveValue('USER');
  });

  it('do not change the row when the server answers without data', async () => {
    renderEmployees();
    mockApi('PUT', '/api/auth/users/2/active', envelope(null));
    const select = within(await row('lan_nguyen')).getByRole('combobox', { name: USERS_MSG.activeOf('lan_nguyen') });
    await userEvent.selectOptions(select, USERS_MSG.activeLabel.INACTIVE);
    expect(await screen.findByText(USERS_MSG.activeFailed)).toBeInTheDocument();
    expect(select).toHaveValue('ACTIVE');
  });

  it('save the active state at once', async () => {
    renderEmployees();
    mockApi('PUT', '/api/auth/users/2/active', envelope({ ...lan, active: 'INACTIVE' }));
    const select = within(await row('lan_nguyen')).getByRole('combobox', { name: USERS_MSG.activeOf('lan_nguyen') });
    await userEvent.selectOptions(select, 'INACTIVE');
    await waitFor(() => expect(select).toHaveValue('INACTIVE'));
    expect(callsTo('PUT', '/api/auth/users/2/active')[0]!.url.searchParams.get('active')).toBe('INACTIVE');
  });
});

describe('change password', () => {
  const open = async () => {
    renderEmployees();
    await userEvent.click(within(await row('lan_nguyen')).getByRole('button', { name: USERS_MSG.passwordOf('lan_nguyen') }));
    return screen.getByRole('dialog', { name: USERS_MSG.passwordTitle });
  };

  it('names the user, and checks both fields, the match and the length in that order', async () => {
    const dialog = within(await open());
    expect(dialog.getByText(USERS_MSG.passwordFor('Nguyễn Thị Lan', 'lan_nguyen'))).toBeInTheDocument();
    const submit = dialog.getByRole('button', { name: USERS_MSG.changePassword });
    await userEvent.type(dialog.getByLabelText(new RegExp(USERS_MSG.fields.newPassword)), '123');
    await userEvent.click(submit);
    expect(d.warning).toHaveBeenLastCalledWith(USERS_MSG.fillAllFields);
    await userEvent.type(dialog.getByLabelText(new RegExp(USERS_MSG.fields.confirmPassword)), '124');
    await userEvent.click(submit);
    expect(d.warning).toHaveBeenLastCalledWith(USERS_MSG.passwordMismatch);
    await userEvent.clear(dialog.getByLabelText(new RegExp(USERS_MSG.fields.confirmPassword)));
    await userEvent.type(dialog.getByLabelText(new RegExp(USERS_MSG.fields.confirmPassword)), '123');
    await userEvent.click(submit);
    expect(d.warning).toHaveBeenLastCalledWith(USERS_MSG.passwordMin);
    expect(callsTo('PUT', '/api/auth/users/2/password')).toHaveLength(0);
  });

  it('sends the new password, closes and shows the success dialog for 1.5 s', async () => {
    const dialog = within(await open());
    mockApi('PUT', '/api/auth/users/2/password', envelope(lan, 200, USERS_MSG.passwordChanged));
    await userEvent.type(dialog.getByLabelText(new RegExp(USERS_MSG.fields.newPassword)), 'mới-123456');
    await userEvent.type(dialog.getByLabelText(new RegExp(USERS_MSG.fields.confirmPassword)), 'mới-123456');
    await userEvent.click(dialog.getByRole('button', { name: USERS_MSG.changePassword }));
    await waitFor(() => expect(d.success).toHaveBeenCalledWith(USERS_MSG.passwordChanged, expect.any(String), 1500));
    expect(callsTo('PUT', '/api/auth/users/2/password')[0]!.url.searchParams.get('newPassword')).toBe('mới-123456');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server’s message when the change is refused', async () => {
    const dialog = within(await open());
    mockApi('PUT', '/api/auth/users/2/password', envelope(null, 404, USERS_MSG.notFound));
    await userEvent.type(dialog.getByLabelText(new RegExp(USERS_MSG.fields.newPassword)), 'abcdef');
    await userEvent.type(dialog.getByLabelText(new RegExp(USERS_MSG.fields.confirmPassword)), 'abcdef');
    await userEvent.click(dialog.getByRole('button', { name: USERS_MSG.changePassword }));
    await waitFor(() => expect(d.error).toHaveBeenCalledWith(USERS_MSG.passwordFailed, USERS_MSG.notFound));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
