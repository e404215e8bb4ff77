import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CUSTOMER_ADMIN_MSG as M } from '../../../src/shared/messages/customerAdmin';
import { calls, callsTo, envelope, mockApi } from '../../helpers/mockApi';
import { binh, binhDetail, lan, listCalls, mockCustomers, renderCustomers } from './customerAdminFixtures';

const row = async (name: string) => (await screen.findByText(name)).closest('[role="row"]') as HTMLElement;

describe('inline status', () => {
  it('saves the new status at once and reloads the list', async () => {
    renderCustomers();
    let current = binh;
    mockCustomers(() => [current, lan]);
    mockApi('PUT', '/api/customer/status/11', (req) => {
      current = { ...binh, status: req.url.searchParams.get('status') as typeof binh.status, completedAt: '2026-11-21T02:00:00.000Z' };
      return envelope(current);
    });
    const select = within(await row(binh.name)).getByLabelText(M.statusOf(binh.name));
    const before = listCalls(calls).length;
    await userEvent.selectOptions(select, M.statusLabel.COMPLETED);
    await waitFor(() => expect(callsTo('PUT', '/api/customer/status/11')).toHaveLength(1));
    expect(callsTo('PUT', '/api/customer/status/11')[0]!.url.searchParams.get('status')).toBe('COMPLETED');
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(before));
    await waitFor(() => expect(within(screen.getByText(binh.name).closest('[role="row"]') as HTMLElement).getByLabelText(M.statusOf(binh.name))).toHaveValue('COMPLETED'));
    expect(await screen.findByText(M.statusSaved)).toBeInTheDocument();
  });

  it('keeps the old status and shows the server message when the change is refused', async () => {
    renderCustomers();
    mockApi('PUT', '/api/customer/status/11', envelope(null, 400, M.statusInvalid));
    const select = within(await row(binh.name)).getByLabelText(M.statusOf(binh.name));
    await userEvent.selectOptions(select, M.statusLabel.CANCELED);
    expect(await screen.findByText(M.statusFailed(M.statusInvalid))).toBeInTheDocument();
    expect(select).toHaveValue('NEW');
  });
});

describe('the detail modal', () => {
  it('shows every field, the completed date and the status history', async () => {
    renderCustomers();
    mockApi('GET', '/api/customer/11', envelope(binhDetail));
    await userEvent.click(within(await row(binh.name)).getByText(M.view));
    const dialog = await screen.findByRole('dialog', { name: M.detail.title });
    const d = within(dialog);
    await d.findByText(binh.email);
    for (const [label, value] of [
      [M.detail.id, '11'],
      [M.detail.name, binh.name],
      [M.detail.phone, '0901 234 567'],
      [M.detail.service, binh.serviceName],
      [M.detail.description, binh.description!],
      [M.detail.createdAt, '21/11/2026 00:30'],
      [M.detail.updatedAt, '21/11/2026 09:00'],
      [M.detail.completedAt, '21/11/2026 09:00'],
    ] as const) {
      expect(d.getByText(label).nextElementSibling).toHaveTextContent(value);
    }
    expect(d.queryByText(M.detail.cancelledAt)).not.toBeInTheDocument();
    const history = d.getByRole('list');
    const items = within(history).getAllByRole('listitem');
    // Newest change first: who, from → to, when (vi-VN, Vietnam time).
    expect(items[0]).toHaveTextContent(`${M.statusLabel.PROCESSING}→${M.statusLabel.COMPLETED}`);
    expect(items[0]).toHaveTextContent('Quản trị viên (admin) · 21/11/2026 09:00');
    expect(items[1]).toHaveTextContent(`${M.statusLabel.NEW}→${M.statusLabel.PROCESSING}`);
    expect(items[1]).toHaveTextContent('Lê Thị Hoa (hoa_le) · 21/11/2026 08:00');
    await userEvent.click(d.getByText(M.detail.close));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('toasts when the detail cannot be loaded', async () => {
    renderCustomers();
    mockApi('GET', '/api/customer/12', envelope(null, 404, M.notFound));
    await userEvent.click(within(await row(lan.name)).getByText(M.view));
    expect(await screen.findByText(M.detailFailed(M.notFound), { selector: '.Toastify *' })).toBeInTheDocument();
  });
});

describe('CSV export', () => {
  it('downloads the current filtered view with the bearer token', async () => {
    sessionStorage.setItem('accessToken', 'token-123');
    const createObjectURL = jest.fn(() => 'blob:csv');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderCustomers('/administration/customers?status=PROCESSING&q=Lan&page=2');
    mockApi('GET', '/api/customer/export.csv', { status: 200, body: 'csv' });
    await row(lan.name);
    await userEvent.click(screen.getByText(M.exportCsv));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const call = callsTo('GET', '/api/customer/export.csv')[0]!;
    expect(Object.fromEntries(call.url.searchParams)).toEqual({ status: 'PROCESSING', q: 'Lan', sort: 'createdAt:desc' });
    expect(call.headers.get('authorization')).toBe('Bearer token-123');
    expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:csv'));
    click.mockRestore();
  });
});
