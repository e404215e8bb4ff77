import { ToastContainer } from 'react-toastify';
import type { NewsItem } from '../../../src/shared/types/news';
import type { NewsDeliverySummary } from '../../../src/shared/types/newsAdmin';
import PostsPage from '../../../src/client/pages/admin/PostsPage';
import { envelope, mockApi } from '../../helpers/mockApi';
import { renderWithProviders } from '../../helpers/renderWithProviders';

export const article: NewsItem = {
  id: 7,
  slug: 'gia-han-nhan-hieu',
  title: 'Gia hạn nhãn hiệu',
  subtitle: 'Những điều doanh nghiệp cần biết',
  author: 'Luật sư Lê Minh',
  image: 'https://cdn.example.vn/nhan-hieu.webp',
  createdAt: '2026-11-20T03:00:00.000Z',
  updatedAt: '2026-11-20T03:00:00.000Z',
  sections: [
    { id: 71, position: 1, title: 'Thời hạn', content: '10 năm, gia hạn nhiều lần', icon: 'FILETEXT' },
    { id: 72, position: 2, title: 'Cảnh báo', content: 'Quá hạn 6 tháng sẽ mất quyền', icon: 'ALERTTRIANGLE' },
  ],
};

export const second: NewsItem = { ...article, id: 8, slug: 'ban-quyen', title: 'Bản quyền tác giả', subtitle: 'Đăng ký ở đâu?', sections: [] };

export const deliveries: NewsDeliverySummary[] = [{ newsId: 7, sent: 12, failed: 2, pending: 0, lastSentAt: '2026-11-20T05:00:00.000Z' }];

/** The posts page with its two calls answered, and the toasts' container the AdminLayout provides. */
export function renderPosts(items: NewsItem[] | null = [article, second]) {
  // null: the test has mocked GET /api/news itself.
  if (items) mockApi('GET', '/api/news', envelope(items));
  mockApi('GET', '/api/news/deliveries', envelope(deliveries));
  return renderWithProviders(
    <>
      <PostsPage />
      <ToastContainer />
    </>,
  );
}
