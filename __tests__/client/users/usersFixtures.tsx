import { ToastContainer } from 'react-toastify';
import type { StaffUser } from '../../../src/shared/types/auth';
import EmployeesPage from '../../../src/client/pages/admin/EmployeesPage';
import { envelope, mockApi } from '../../helpers/mockApi';
import { renderWithProviders } from '../../helpers/renderWithProviders';

export const lan: StaffUser = {
  id: 2,
  username: 'lan_nguyen',
  email: 'lan@shtt.vn',
  fullName: 'Nguyễn Thị Lan',
  phoneNumber: '0901 234 567',
  position: 'Chuyên viên',
  role: 'USER',
  active: 'ACTIVE',
  createdAt: '2026-11-20T08:30:00.000Z',
};

export const admin: StaffUser = {
  id: 1,
  username: 'admin',
  email: 'admin@shtt.vn',
  fullName: 'Quản trị viên',
  phoneNumber: null,
  position: null,
  role: 'ADMIN',
  active: 'ACTIVE',
  createdAt: '2026-11-01T01:00:00.000Z',
};

export const adminAuth = { status: 'authenticated' as const, userId: 1, username: 'admin', scope: 'ADMIN' as const, expired: false, signingOut: false };

/** The employees page as an ADMIN sees it, with the toasts' container the AdminLayout provides. */
export function renderEmployees(users: StaffUser[] = [lan, admin], scope: 'ADMIN' | 'USER' = 'ADMIN') {
  mockApi('GET', '/api/auth/users', envelope(users));
  return renderWithProviders(
    <>
      <EmployeesPage />
      <ToastContainer />
    </>,
    { preloadedState: { auth: { ...adminAuth, scope } } },
  );
}
