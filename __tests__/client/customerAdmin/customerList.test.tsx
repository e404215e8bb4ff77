import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CUSTOMER_ADMIN_MSG as M } from '../../../src/shared/messages/customerAdmin';
import { calls, callsTo, envelope, mockApi } from '../../helpers/mockApi';
import { binh, lan, listCalls, renderCustomers } from './customerAdminFixtures';

const row = async (name: string) => (await screen.findByText(name)).closest('[role="row"]') as HTMLElement;
/** What a date picker's field shows, without the direction marks MUI puts around its sections. */
const pickerText = (label: string) => screen.getByRole('group', { name: label }).textContent?.replace(/[\u2066-\u2069\u200e]/g, '');

describe('the customer list and its URL', () => {
  it('asks the server for the view the URL describes, and shows the counts', async () => {
    renderCustomers('/administration/customers?q=Bình&status=NEW&service=2&from=2026-11-01&to=2026-11-21&sort=name:asc&page=2&filters=1', { rows: [binh] });
    expect(screen.getByRole('heading', { name: M.title })).toBeInTheDocument();
    await row('Trần Văn Bình');
    expect(listCalls(calls)[0]).toEqual({ q: 'Bình', status: 'NEW', service: '2', from: '2026-11-01', to: '2026-11-21', sort: 'name:asc', page: '1', size: '5' });
    expect(await screen.findByText(M.showing(1, 42))).toBeInTheDocument();
    expect(screen.getByLabelText(M.searchLabel)).toHaveValue('Bình');
    expect(screen.getByLabelText(M.statusFilter)).toHaveValue('NEW');
    expect(document.title).toContain(M.title);
  });

  it('shows every column, the vi-VN date in Vietnam time, and "Hiển thị a - b trên n"', async () => {
    renderCustomers();
    const r = within(await row('Trần Văn Bình'));
    // Phones in national form for Vietnam, international otherwise.
    expect(r.getByText('0901 234 567')).toBeInTheDocument();
    expect(within(await row('Nguyễn Thị Lan')).getByText('+1 202 555 0143')).toBeInTheDocument();
    expect(r.getByText('binh@congty.vn')).toBeInTheDocument();
    expect(r.getByRole('button', { name: M.filterByService(binh.serviceName) })).toBeInTheDocument();
    expect(r.getByRole('combobox', { name: M.statusOf(binh.name) })).toHaveValue('NEW');
    expect(r.getByRole('button', { name: M.filterByDay('21/11/2026') })).toBeInTheDocument();
    expect(r.getByRole('button', { name: M.viewOf(binh.name) })).toHaveTextContent(M.view);
    expect(screen.getByText(M.pageRange(1, 2, 2))).toBeInTheDocument();
    for (const c of [M.columns.name, M.columns.phone, M.columns.email, M.columns.serviceName, M.columns.status, M.columns.createdAt]) {
      expect(screen.getByRole('columnheader', { name: c })).toBeInTheDocument();
    }
  });

  it('puts a status filter in the URL, back on the first page, and asks again', async () => {
    const { search } = renderCustomers('/administration/customers?page=3');
    await row('Trần Văn Bình');
    await userEvent.click(screen.getByRole('button', { name: M.showFilters }));
    await waitFor(() => expect(search().get('filters')).toBe('1'));
    await userEvent.selectOptions(screen.getByLabelText(M.statusFilter), M.statusLabel.COMPLETED);
    await waitFor(() => expect(search().get('status')).toBe('COMPLETED'));
    expect(search().get('page')).toBeNull();
    await waitFor(() => expect(listCalls(calls).at(-1)).toMatchObject({ status: 'COMPLETED', page: '0' }));

    await userEvent.selectOptions(screen.getByLabelText(M.serviceFilter), 'Đăng ký bảo hộ nhãn hiệu');
    await waitFor(() => expect(search().get('service')).toBe('1'));
    await userEvent.click(screen.getByRole('button', { name: M.clearFilters }));
    await waitFor(() => expect(search().get('status')).toBeNull());
    expect(search().get('service')).toBeNull();
  });

  it('debounces the search box into the URL', async () => {
    const { search } = renderCustomers();
    await row('Trần Văn Bình');
    await userEvent.type(screen.getByLabelText(M.searchLabel), 'lan@');
    expect(search().get('q')).toBeNull();
    await waitFor(() => expect(search().get('q')).toBe('lan@'));
    await waitFor(() => expect(listCalls(calls).at(-1)).toMatchObject({ q: 'lan@' }));
    expect(listCalls(calls).filter((c) => c.q)).toHaveLength(1);
  });

  it('filters by a service when its name is clicked, and by a day when a date is clicked', async () => {
    const { search } = renderCustomers();
    await userEvent.click(within(await row('Trần Văn Bình')).getByRole('button', { name: M.filterByService(binh.serviceName) }));
    await waitFor(() => expect(search().get('service')).toBe('2'));
    await waitFor(() => expect(listCalls(calls).at(-1)).toMatchObject({ service: '2' }));
    expect(screen.getByLabelText(M.serviceFilter)).toHaveValue('2');

    await userEvent.click(within(await row('Trần Văn Bình')).getByRole('button', { name: M.filterByDay('21/11/2026') }));
    await waitFor(() => expect(search().get('from')).toBe('2026-11-21'));
    expect(search().get('to')).toBe('2026-11-21');
    await waitFor(() => expect(listCalls(calls).at(-1)).toMatchObject({ service: '2', from: '2026-11-21', to: '2026-11-21' }));
    // The pickers follow the URL (one render after the rows).
    for (const label of [M.fromDate, M.toDate]) {
      await waitFor(() => expect(pickerText(label)).toContain('21/11/2026'));
    }
  });

  it('takes a date typed into the pickers, and a second one after it, without a request per digit of the year', async () => {
    const { search } = renderCustomers('/administration/customers?filters=1');
    await row('Trần Văn Bình');
    await userEvent.click(within(screen.getByRole('group', { name: M.fromDate })).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('01112026');
    await waitFor(() => expect(search().get('from')).toBe('2026-11-01'));
    await waitFor(() => expect(listCalls(calls).at(-1)).toMatchObject({ from: '2026-11-01' }));
    await userEvent.click(within(screen.getByRole('group', { name: M.toDate })).getAllByRole('spinbutton')[0]!);
    await userEvent.keyboard('21112026');
    await waitFor(() => expect(search().get('to')).toBe('2026-11-21'));
    // The first field kept what was typed while the URL and the pickers caught up.
    expect(search().get('from')).toBe('2026-11-01');
    expect(pickerText(M.fromDate)).toContain('01/11/2026');
    // The years typed on the way to 2026 (0002, 0020, 0202) asked the server nothing.
    expect(listCalls(calls).filter((c) => /^0/.test(c.from ?? '') || /^0/.test(c.to ?? ''))).toEqual([]);
  });

  it('moves between pages through the URL', async () => {
    const many = Array.from({ length: 5 }, (_, i) => ({ ...binh, id: 100 + i, name: `Khách ${i}` }));
    mockApi('GET', '/api/service/list', envelope([]));
    const { search } = renderCustomers(undefined, { rows: [] as never[] });
    mockApi('GET', '/api/customer', (req) =>
      req.url.searchParams.get('size') === '1' ? envelope({ items: [], total: 12, page: 0, size: 1 }) : envelope({ items: many, total: 12, page: Number(req.url.searchParams.get('page')), size: 5 }),
    );
    await screen.findByText('Khách 0');
    expect(screen.getByText(M.pageRange(1, 5, 12))).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Trang 2' }));
    await waitFor(() => expect(search().get('page')).toBe('2'));
    await waitFor(() => expect(listCalls(calls).at(-1)).toMatchObject({ page: '1' }));
    expect(await screen.findByText(M.pageRange(6, 10, 12))).toBeInTheDocument();
  });

  it('sorts on the server by name and by date from the column headers', async () => {
    const { search } = renderCustomers('/administration/customers?page=2');
    await row('Trần Văn Bình');
    await userEvent.click(screen.getByText(M.columns.name));
    await waitFor(() => expect(search().get('sort')).toBe('name:asc'));
    expect(search().get('page')).toBeNull();
    await waitFor(() => expect(listCalls(calls).at(-1)).toMatchObject({ sort: 'name:asc', page: '0' }));
    await userEvent.click(screen.getByText(M.columns.createdAt));
    // Back to the default order (newest first), which the URL leaves out; that page is still cached.
    await waitFor(() => expect(search().get('sort')).toBeNull());
    expect(screen.getByText(M.columns.createdAt).closest('[role="columnheader"]')).toHaveAttribute('aria-sort', 'descending');
  });

  it('says when nothing matches', async () => {
    renderCustomers('/administration/customers?q=zzz', { rows: [] });
    expect(await screen.findByText(M.empty)).toBeInTheDocument();
    expect(await screen.findByText(M.showing(0, 42))).toBeInTheDocument();
  });

  it('warns when the service list is empty and reports when it fails', async () => {
    renderCustomers(undefined, { serviceList: [] });
    expect(await screen.findByText(M.servicesEmpty)).toBeInTheDocument();
  });

  it('reports a failed service list', async () => {
    renderCustomers();
    mockApi('GET', '/api/service/list', { status: 500, body: { code: 500, message: 'Lỗi', data: null } });
    // The handler above was replaced before the first request went out.
    expect(await screen.findByText(M.servicesError)).toBeInTheDocument();
    expect(callsTo('GET', '/api/service/list')).toHaveLength(1);
  });

  it('reports a failed list with the server message', async () => {
    renderCustomers();
    mockApi('GET', '/api/customer', { status: 500, body: { code: 500, message: 'Máy chủ bận', data: null } });
    expect(await screen.findByText(M.listFailed('Máy chủ bận'))).toBeInTheDocument();
    expect(lan).toBeDefined();
  });
});
