import { ToastContainer } from 'react-toastify';
import type { AdminJob, AdminJobApplication } from '../../../src/shared/types/jobsAdmin';
import JobsPage from '../../../src/client/pages/admin/JobsPage';
import { envelope, mockApi } from '../../helpers/mockApi';
import { renderWithProviders } from '../../helpers/renderWithProviders';

export const lawyer: AdminJob = {
  id: 3,
  title: 'Luật sư sở hữu trí tuệ',
  company: 'Văn phòng Hà Nội',
  category: 'Luật sư',
  jobType: 'Toàn thời gian',
  location: 'Hà Nội',
  postedDate: '2026-11-20',
  description: ['Tư vấn đăng ký nhãn hiệu', 'Đại diện khách hàng'],
  requirements: ['Có chứng chỉ hành nghề'],
  benefits: ['Lương tháng 13'],
  status: 'OPEN',
  applicationCount: 2,
  createdAt: '2026-11-20T02:00:00.000Z',
  updatedAt: '2026-11-20T02:00:00.000Z',
};

export const intern: AdminJob = {
  ...lawyer,
  id: 4,
  title: 'Thực tập sinh pháp lý',
  company: null,
  category: 'Chuyên viên tư vấn pháp lý',
  jobType: 'Học việc',
  location: 'Hồ Chí Minh',
  postedDate: '2026-10-01',
  status: 'CLOSED',
  applicationCount: 0,
};

export const applications: AdminJobApplication[] = [
  { id: 11, jobId: 3, name: 'Trần Thị Bình', email: 'binh@example.vn', phone: '0912 345 678', cvOriginalName: 'CV Trần Thị Bình.pdf', cvMime: 'application/pdf', cvSize: 251_699, createdAt: '2026-11-21T03:15:00.000Z' },
  { id: 12, jobId: 3, name: null, email: null, phone: null, cvOriginalName: 'ho-so.docx', cvMime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', cvSize: 900, createdAt: '2026-11-20T10:00:00.000Z' },
];

export const staffAuth = { status: 'authenticated' as const, userId: 2, username: 'lan', scope: 'USER' as const, expired: false, signingOut: false };

/** The jobs page as a USER sees it, with the toasts' container the AdminLayout provides. */
export function renderJobs(jobs: AdminJob[] | null = [lawyer, intern]) {
  // null: the test has mocked the list itself.
  if (jobs) mockApi('GET', '/api/jobs/admin', envelope(jobs));
  return renderWithProviders(
    <>
      <JobsPage />
      <ToastContainer />
    </>,
    { preloadedState: { auth: staffAuth } },
  );
}
