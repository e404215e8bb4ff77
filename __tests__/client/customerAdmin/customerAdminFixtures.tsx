import { ToastContainer } from 'react-toastify';
import type { CustomerRequest } from '../../../src/shared/types/customer';
import type { CustomerDetail } from '../../../src/shared/types/customerAdmin';
import { makeStore } from '../../../src/client/app/store';
import CustomersPage from '../../../src/client/pages/admin/CustomersPage';
import { envelope, mockApi, type MockRequest } from '../../helpers/mockApi';
import { renderRoute } from '../../helpers/renderWithProviders';

export const services = [
  { id: 1, title: 'Đăng ký bảo hộ nhãn hiệu' },
  { id: 2, title: 'Đăng ký bảo hộ bản quyền' },
];

export const binh: CustomerRequest = {
  id: 11,
  name: 'Trần Văn Bình',
  // Phones arrive as stored: E.164.
  phone: '+84901234567',
  email: 'binh@congty.vn',
  serviceId: 2,
  serviceName: 'Đăng ký bảo hộ bản quyền',
  description: 'Cần đăng ký bản quyền phần mềm',
  status: 'NEW',
  // 20/11 17:30 UTC is 21/11/2026 00:30 in Hanoi: the day filter must use the Vietnamese day.
  createdAt: '2026-11-20T17:30:00.000Z',
  updatedAt: '2026-11-20T17:30:00.000Z',
  completedAt: null,
  cancelledAt: null,
  assigneeId: null,
};

export const lan: CustomerRequest = {
  ...binh,
  id: 12,
  name: 'Nguyễn Thị Lan',
  email: 'lan@shop.vn',
  // A number abroad is shown in international form.
  phone: '+12025550143',
  serviceId: 1,
  serviceName: 'Đăng ký bảo hộ nhãn hiệu',
  status: 'PROCESSING',
  createdAt: '2026-11-18T03:00:00.000Z',
  updatedAt: '2026-11-19T03:00:00.000Z',
};

export const binhDetail: CustomerDetail = {
  ...binh,
  status: 'COMPLETED',
  updatedAt: '2026-11-21T02:00:00.000Z',
  completedAt: '2026-11-21T02:00:00.000Z',
  assignee: null,
  notes: [],
  assignments: [],
  history: [
    { kind: 'status', id: 1, fromStatus: 'NEW', toStatus: 'PROCESSING', changedAt: '2026-11-21T01:00:00.000Z', user: { id: 3, username: 'hoa_le', fullName: 'Lê Thị Hoa' } },
    { kind: 'status', id: 2, fromStatus: 'PROCESSING', toStatus: 'COMPLETED', changedAt: '2026-11-21T02:00:00.000Z', user: { id: 1, username: 'admin', fullName: 'Quản trị viên' } },
  ],
};

/** Answers GET /api/customer: `size=1` is the page's overall count; other calls get `rows` paged by the request. */
export function mockCustomers(rows: CustomerRequest[] | ((req: MockRequest) => CustomerRequest[]), overall = 42) {
  mockApi('GET', '/api/customer', (req) => {
    const p = req.url.searchParams;
    if (p.get('size') === '1' && [...p.keys()].every((k) => ['page', 'size'].includes(k))) return envelope({ items: [], total: overall, page: 0, size: 1 });
    const list = typeof rows === 'function' ? rows(req) : rows;
    return envelope({ items: list, total: list.length, page: Number(p.get('page')), size: Number(p.get('size')) });
  });
}

/** The page at a URL, with the toasts' container the AdminLayout provides. */
export function renderCustomers(url = '/administration/customers', { rows = [binh, lan] as CustomerRequest[], serviceList = services, store = makeStore() } = {}) {
  mockApi('GET', '/api/service/list', envelope(serviceList));
  if (rows) mockCustomers(rows);
  const view = renderRoute(url, {
    store,
    routes: [{ path: '/administration/customers', element: (<><CustomersPage /><ToastContainer /></>) }],
  });
  const { router } = view;
  const search = () => new URLSearchParams(router.state.location.search);
  return { ...view, search };
}

/** The page requests (not the overall count) in order. */
export function listCalls(calls: MockRequest[]) {
  return calls.filter((c) => c.method === 'GET' && c.path === '/api/customer' && c.url.searchParams.get('size') !== '1').map((c) => Object.fromEntries(c.url.searchParams));
}
