import { Outlet, type RouteObject } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import { renderRoute } from '../../helpers/renderWithProviders';
import type { NewsItem } from '../../../src/shared/types/news';
import type { JobDetail, JobSummary } from '../../../src/shared/types/jobs';
import NewsListPage from '../../../src/client/pages/public/NewsListPage';
import NewsArticlePage from '../../../src/client/pages/public/NewsArticlePage';
import CareersPage from '../../../src/client/pages/public/CareersPage';
import JobPage from '../../../src/client/pages/public/JobPage';

/**
 * Our four pages under a bare frame with the toast container (the real header and footer belong
 * to another area and call APIs of their own).
 */
const routes: RouteObject[] = [
  {
    path: '/',
    element: (
      <>
        <Outlet />
        <ToastContainer />
      </>
    ),
    children: [
      { path: 'tin-tuc', element: <NewsListPage /> },
      { path: 'tin-tuc/:id', element: <NewsArticlePage /> },
      { path: 'tuyen-dung', element: <CareersPage /> },
      { path: 'tuyen-dung/vi-tri/:id', element: <JobPage /> },
    ],
  },
];

export const renderPage = (path: string) => renderRoute(path, { routes });

export const newsItem = (id: number, over: Partial<NewsItem> = {}): NewsItem => ({
  id,
  slug: `ban-tin-${id}`,
  title: `Bản tin số ${id}`,
  subtitle: `Tóm tắt bản tin ${id}`,
  author: 'Luật sư Nguyễn Minh Tuấn',
  image: `/images/news/tin-${id}.svg`,
  createdAt: '2026-11-12T02:30:00.000Z',
  updatedAt: '2026-11-12T02:30:00.000Z',
  sections: [
    { id: id * 10 + 1, position: 1, title: 'Bối cảnh sửa đổi', content: 'Đoạn một.\n\nĐoạn hai.', icon: 'BOOKOPEN' },
    { id: id * 10 + 2, position: 2, title: 'Những rủi ro cần tránh', content: 'Nội dung rủi ro.', icon: 'ALERTTRIANGLE' },
    { id: id * 10 + 3, position: 3, title: 'Bảo hộ quốc tế', content: 'Nội dung quốc tế.', icon: 'GLOBE' },
  ],
  ...over,
});

export const jobSummary = (id: number, over: Partial<JobSummary> = {}): JobSummary => ({
  id,
  title: `Chuyên viên tư vấn ${id}`,
  company: 'Công ty TNHH Tư vấn Sở hữu trí tuệ SHTT Việt',
  category: 'Chuyên viên tư vấn pháp lý',
  jobType: 'Toàn thời gian',
  location: 'Hà Nội',
  postedDate: '2026-11-05',
  ...over,
});

export const jobDetail = (id: number, over: Partial<JobDetail> = {}): JobDetail => ({
  ...jobSummary(id),
  description: ['Tư vấn đăng ký nhãn hiệu.', 'Soạn hồ sơ nộp Cục.'],
  requirements: ['Cử nhân Luật.'],
  benefits: ['Lương cạnh tranh.', 'Bảo hiểm đầy đủ.'],
  ...over,
});
