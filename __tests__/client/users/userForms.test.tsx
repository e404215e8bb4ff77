import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { USERS_MSG } from '../../../src/shared/messages/users';
import { dialogs } from '../../../src/client/components/dialogs';
import { callsTo, envelope, mockApi } from '../../helpers/mockApi';
import { admin, lan, renderEmployees } from './usersFixtures';

jest.mock('../../../src/client/components/dialogs', () => ({
  dialogs: { success: jest.fn(), error: jest.fn(), warning: jest.fn(), info: jest.fn(), loading: jest.fn(), close: jest.fn(), confirm: jest.fn() },
}));
const d = dialogs as jest.Mocked<typeof dialogs>;
beforeEach(() => jest.clearAllMocks());

const F = USERS_MSG.fields;
const input = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(new RegExp(`^${label}`));
/** Puts a whole value into a field at once: each keystroke would re-render the whole form (typing itself is tested where it matters). */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function openAdd() {
  renderEmployees();
  await screen.findByRole('cell', { name: 'lan_nguyen' });
  await userEvent.click(screen.getByRole('button', { name: USERS_MSG.addUser }));
  return screen.getByRole('dialog', { name: USERS_MSG.addTitle });
}

describe('add user', () => {
  it('chains the username and password checks, shows every other rule, and clears an error on edit', async () => {
    const dialog = await openAdd();
    const submit = within(dialog).getByRole('button', { name: USERS_MSG.create });
    await userEvent.click(submit);
    expect(await within(dialog).findByText(USERS_MSG.usernameRequired)).toBeInTheDocument();
    // Only one of the username/password messages at a time.
    expect(within(dialog).queryByText(USERS_MSG.passwordRequired)).not.toBeInTheDocument();
    expect(within(dialog).getByText(USERS_MSG.emailRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(USERS_MSG.fullNameRequired)).toBeInTheDocument();

    await userEvent.type(input(dialog, F.username), 'ab');
    // Editing the field clears its error at once.
    expect(within(dialog).queryByText(USERS_MSG.usernameRequired)).not.toBeInTheDocument();
    await userEvent.type(input(dialog, F.password), '123');
    await fill(input(dialog, F.email), 'lan@shtt');
    await userEvent.type(input(dialog, F.fullName), 'L');
    await userEvent.type(input(dialog, F.phoneNumber), '09x');
    await userEvent.type(input(dialog, F.position), 'A');
    await userEvent.click(submit);
    expect(await within(dialog).findByText(USERS_MSG.usernameMin)).toBeInTheDocument();
    expect(within(dialog).queryByText(USERS_MSG.passwordMin)).not.toBeInTheDocument();
    expect(within(dialog).getByText(USERS_MSG.emailInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(USERS_MSG.fullNameMin)).toBeInTheDocument();
    expect(within(dialog).getByText(USERS_MSG.phoneInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(USERS_MSG.positionMin)).toBeInTheDocument();

    await userEvent.type(input(dialog, F.username), ' c');
    await userEvent.click(submit);
    expect(await within(dialog).findByText(USERS_MSG.usernamePattern)).toBeInTheDocument();
    await userEvent.clear(input(dialog, F.username));
    await userEvent.type(input(dialog, F.username), 'abc');
    await userEvent.click(submit);
    // The username is fine now, so the password's rule is the one reported.
    expect(await within(dialog).findByText(USERS_MSG.passwordMin)).toBeInTheDocument();
    expect(within(dialog).queryByText(USERS_MSG.usernamePattern)).not.toBeInTheDocument();
    expect(callsTo('POST', '/api/auth/users')).toHaveLength(0);
  });

  it('sends trimmed values and a lower-cased e-mail, then shows the 1.5 s success dialog and reloads the list', async () => {
    mockApi('POST', '/api/auth/users', (req) => envelope({ ...lan, id: 3, ...(req.body as object) }, 200, USERS_MSG.created));
    const dialog = await openAdd();
    await fill(input(dialog, F.username), '  hoa_tran  ');
    await fill(input(dialog, F.password), ' pass word ');
    await fill(input(dialog, F.email), '  Hoa.Tran@SHTT.VN ');
    await fill(input(dialog, F.fullName), '  Trần Thị Hoa ');
    await fill(input(dialog, F.phoneNumber), ' +84 (28) 3822-1234 ');
    await userEvent.selectOptions(input(dialog, F.role), USERS_MSG.roleLabel.ADMIN);
    await userEvent.click(within(dialog).getByRole('button', { name: USERS_MSG.create }));
    await waitFor(() => expect(callsTo('POST', '/api/auth/users')).toHaveLength(1));
    expect(callsTo('POST', '/api/auth/users')[0]!.body).toEqual({
      username: 'hoa_tran',
      password: ' pass word ',
      email: 'hoa.tran@shtt.vn',
      fullName: 'Trần Thị Hoa',
      phoneNumber: '+84 (28) 3822-1234',
      position: null,
      role: 'ADMIN',
    });
    await waitFor(() => expect(d.success).toHaveBeenCalledWith(USERS_MSG.created, 'Trần Thị Hoa (hoa_tran)', 1500));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(callsTo('GET', '/api/auth/users')).toHaveLength(2));
  });

  it('shows the server’s 409 message in the failure dialog and at the field', async () => {
    const taken = USERS_MSG.usernameTaken('lan_nguyen');
    mockApi('POST', '/api/auth/users', { status: 409, body: { code: 409, message: taken, data: null, errors: { username: taken } } });
    const dialog = await openAdd();
    await fill(input(dialog, F.username), 'lan_nguyen');
    await fill(input(dialog, F.password), 'secret1');
    await fill(input(dialog, F.email), 'x@y.vn');
    await userEvent.type(input(dialog, F.fullName), 'Lan');
    await userEvent.click(within(dialog).getByRole('button', { name: USERS_MSG.create }));
    await waitFor(() => expect(d.error).toHaveBeenCalledWith(USERS_MSG.createFailed, taken));
    expect(within(dialog).getByText(taken)).toBeInTheDocument();
  });

  it('falls back to "Đã xảy ra lỗi" when the answer is not ours', async () => {
    mockApi('POST', '/api/auth/users', { status: 502, body: 'Bad gateway' });
    const dialog = await openAdd();
    await fill(input(dialog, F.username), 'new_one');
    await fill(input(dialog, F.password), 'secret1');
    await fill(input(dialog, F.email), 'x@y.vn');
    await userEvent.type(input(dialog, F.fullName), 'Lan');
    await userEvent.click(within(dialog).getByRole('button', { name: USERS_MSG.create }));
    await waitFor(() => expect(d.error).toHaveBeenCalledWith(USERS_MSG.createFailed, USERS_MSG.genericError));
  });
});

describe('edit user', () => {
  async function openEdit() {
    renderEmployees([lan, admin]);
    const trigger = await screen.findByRole('button', { name: USERS_MSG.editOf('lan_nguyen') });
    await userEvent.click(trigger);
    return { trigger, dialog: screen.getByRole('dialog', { name: USERS_MSG.editTitle }) };
  }

  it('opens with the user’s values, has no password field, and restores the originals', async () => {
    const { dialog } = await openEdit();
    expect(input(dialog, F.username)).toHaveValue('lan_nguyen');
    expect(input(dialog, F.email)).toHaveValue('lan@shtt.vn');
    expect(within(dialog).queryByLabelText(new RegExp(`^${F.password}`))).not.toBeInTheDocument();
    await userEvent.clear(input(dialog, F.fullName));
    await fill(input(dialog, F.fullName), 'Tên khác');
    await userEvent.clear(input(dialog, F.email));
    await userEvent.click(within(dialog).getByRole('button', { name: USERS_MSG.save }));
    expect(await within(dialog).findByText(USERS_MSG.emailRequired)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: USERS_MSG.restore }));
    expect(input(dialog, F.fullName)).toHaveValue('Nguyễn Thị Lan');
    expect(input(dialog, F.email)).toHaveValue('lan@shtt.vn');
    expect(within(dialog).queryByText(USERS_MSG.emailRequired)).not.toBeInTheDocument();
  });

  it('saves the six fields, shows "Cập nhật thành công" and refreshes the row', async () => {
    const { dialog } = await openEdit();
    const updated = { ...lan, fullName: 'Nguyễn Lan Anh', email: 'lananh@shtt.vn' };
    mockApi('PUT', '/api/auth/users/2', envelope(updated, 200, USERS_MSG.updated));
    await userEvent.clear(input(dialog, F.fullName));
    await fill(input(dialog, F.fullName), ' Nguyễn Lan Anh ');
    await userEvent.clear(input(dialog, F.email));
    await fill(input(dialog, F.email), 'LanAnh@SHTT.vn');
    mockApi('GET', '/api/auth/users', envelope([updated, admin]));
    await userEvent.click(within(dialog).getByRole('button', { name: USERS_MSG.save }));
    await waitFor(() => expect(d.success).toHaveBeenCalledWith(USERS_MSG.updated, undefined, 1500));
    expect(callsTo('PUT', '/api/auth/users/2')[0]!.body).toEqual({
      username: 'lan_nguyen',
      email: 'lananh@shtt.vn',
      fullName: 'Nguyễn Lan Anh',
      phoneNumber: '0901 234 567',
      position: 'Chuyên viên',
      role: 'USER',
    });
    expect(await screen.findByRole('cell', { name: 'Nguyễn Lan Anh' })).toBeInTheDocument();
  });

  it('cancels without a call and gives the focus back to the button that opened it', async () => {
    const { dialog, trigger } = await openEdit();
    await userEvent.click(within(dialog).getByRole('button', { name: USERS_MSG.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(callsTo('PUT', '/api/auth/users/2')).toHaveLength(0);
  });

  it('reports an update failure with the server’s message', async () => {
    const { dialog } = await openEdit();
    mockApi('PUT', '/api/auth/users/2', envelope(null, 409, USERS_MSG.lastAdmin));
    await userEvent.click(within(dialog).getByRole('button', { name: USERS_MSG.save }));
    await waitFor(() => expect(d.error).toHaveBeenCalledWith(USERS_MSG.updateFailed, USERS_MSG.lastAdmin));
  });
});
