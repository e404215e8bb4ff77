import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CUSTOMER_ADMIN_MSG as M } from '../../../src/shared/messages/customerAdmin';
import type { CustomerDetail } from '../../../src/shared/types/customerAdmin';
import { calls, callsTo, envelope, mockApi } from '../../helpers/mockApi';
import { binh, binhDetail, listCalls, renderCustomers } from './customerAdminFixtures';

const row = async (name: string) => (await screen.findByText(name)).closest('[role="row"]') as HTMLElement;
const staff = [
  { id: 3, username: 'hoa_le', fullName: 'Lê Thị Hoa' },
  { id: 1, username: 'admin', fullName: 'Quản trị viên' },
];

/** binhDetail with a note and an assignment between its two status changes. */
const worked: CustomerDetail = {
  ...binhDetail,
  assigneeId: 3,
  assignee: staff[0]!,
  notes: [{ kind: 'note', id: 7, body: 'Khách hẹn gửi hồ sơ thứ Hai', changedAt: '2026-11-21T01:30:00.000Z', user: staff[1]! }],
  assignments: [{ kind: 'assignment', id: 4, fromAssignee: null, toAssignee: staff[0]!, changedAt: '2026-11-21T00:30:00.000Z', user: staff[1]! }],
};

function openDetail(url = '/administration/customers?id=11') {
  mockApi('GET', '/api/customer/11', envelope(worked));
  mockApi('GET', '/api/customer/assignees', envelope(staff));
  return renderCustomers(url);
}

describe('the list state in the URL', () => {
  it('opens the detail named by the URL (a notification link), and closing it keeps the view', async () => {
    const { search } = openDetail('/administration/customers?status=NEW&id=11');
    const dialog = await screen.findByRole('dialog', { name: M.detail.title });
    await within(dialog).findByText(binh.email);
    await userEvent.click(within(dialog).getByText(M.detail.close));
    await waitFor(() => expect(search().get('id')).toBeNull());
    expect(search().get('status')).toBe('NEW');
  });

  it('puts the opened request in the URL', async () => {
    const { search } = openDetail('/administration/customers');
    await userEvent.click(within(await row(binh.name)).getByText(M.view));
    await screen.findByRole('dialog', { name: M.detail.title });
    expect(search().get('id')).toBe('11');
  });

  it('changes the page size from the pager, back to the first page, and ignores a size not offered', async () => {
    const { search } = renderCustomers('/administration/customers?page=3&size=7');
    await row(binh.name);
    expect(listCalls(calls)[0]).toMatchObject({ page: '2', size: '5' });
    await userEvent.selectOptions(screen.getByLabelText(M.pageSize), '25');
    await waitFor(() => expect(search().get('size')).toBe('25'));
    expect(search().get('page')).toBeNull();
    await waitFor(() => expect(listCalls(calls).at(-1)).toMatchObject({ page: '0', size: '25' }));
  });

  it('filters "mine" from its toggle, in the URL and the query, and "clear filters" removes it', async () => {
    const { search } = renderCustomers();
    await row(binh.name);
    const mine = screen.getByRole('button', { name: M.mineFilter });
    expect(mine).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(mine);
    await waitFor(() => expect(search().get('mine')).toBe('1'));
    expect(screen.getByRole('button', { name: M.mineFilter })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(listCalls(calls).at(-1)).toMatchObject({ mine: '1' }));
    await userEvent.click(screen.getByText(M.clearFilters));
    await waitFor(() => expect(search().get('mine')).toBeNull());
  });
});

describe('working on a request in the detail', () => {
  it('shows status changes, notes and assignments in one history, newest first', async () => {
    openDetail();
    const dialog = await screen.findByRole('dialog', { name: M.detail.title });
    const items = within(await within(dialog).findByRole('list')).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      expect.stringContaining(`${M.statusLabel.PROCESSING}→${M.statusLabel.COMPLETED}`),
      expect.stringContaining('Khách hẹn gửi hồ sơ thứ Hai'),
      expect.stringContaining(`${M.statusLabel.NEW}→${M.statusLabel.PROCESSING}`),
      expect.stringContaining(M.historyAssigned('Lê Thị Hoa (hoa_le)')),
    ]);
    expect(items[1]).toHaveTextContent('Quản trị viên (admin) · 21/11/2026 08:30');
  });

  it('refuses an empty note with the shared message and sends a valid one trimmed', async () => {
    openDetail();
    mockApi('POST', '/api/customer/note/11', envelope(worked.notes[0], 200, M.noteAdded));
    const dialog = await screen.findByRole('dialog', { name: M.detail.title });
    const d = within(dialog);
    await d.findByText(binh.email);
    await userEvent.click(d.getByRole('button', { name: M.addNote }));
    expect(await d.findByText(M.noteRequired)).toBeInTheDocument();
    expect(callsTo('POST', '/api/customer/note/11')).toHaveLength(0);
    await userEvent.type(d.getByLabelText(M.noteLabel), '  Đã gọi lại cho khách  ');
    await userEvent.click(d.getByRole('button', { name: M.addNote }));
    await waitFor(() => expect(callsTo('POST', '/api/customer/note/11')).toHaveLength(1));
    expect(callsTo('POST', '/api/customer/note/11')[0]!.body).toEqual({ body: 'Đã gọi lại cho khách' });
    await waitFor(() => expect(d.getByLabelText(M.noteLabel)).toHaveValue(''));
  });

  it('assigns to an active staff member or to nobody', async () => {
    openDetail();
    mockApi('PUT', '/api/customer/assignee/11', (req) => envelope({ ...binh, assigneeId: (req.body as { assigneeId: number | null }).assigneeId }));
    const dialog = await screen.findByRole('dialog', { name: M.detail.title });
    const select = await within(dialog).findByLabelText(M.assigneeLabel);
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3));
    expect(select).toHaveValue('3');
    await userEvent.selectOptions(select, 'Quản trị viên (admin)');
    await waitFor(() => expect(callsTo('PUT', '/api/customer/assignee/11')).toHaveLength(1));
    expect(callsTo('PUT', '/api/customer/assignee/11')[0]!.body).toEqual({ assigneeId: 1 });
    await userEvent.selectOptions(select, M.unassigned);
    await waitFor(() => expect(callsTo('PUT', '/api/customer/assignee/11')).toHaveLength(2));
    expect(callsTo('PUT', '/api/customer/assignee/11')[1]!.body).toEqual({ assigneeId: null });
  });
});
