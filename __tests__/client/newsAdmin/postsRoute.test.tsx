import { screen } from '@testing-library/react';
import { NEWS_ADMIN_MSG as M } from '../../../src/shared/messages/newsAdmin';
import { envelope, fakeToken, mockApi } from '../../helpers/mockApi';
import { renderRoute } from '../../helpers/renderWithProviders';
import { article, deliveries } from './fixtures';

it('/administration/posts is the news management page for a USER, not a placeholder', async () => {
  sessionStorage.setItem('accessToken', fakeToken({ sub: '7', username: 'nhanvien', scope: 'USER' }));
  sessionStorage.setItem('refreshToken', 'r1');
  mockApi('POST', '/api/auth/introspect', envelope({ valid: true }));
  mockApi('GET', '/api/auth/me', envelope({ id: 7, username: 'nhanvien', fullName: 'Nguyễn Văn An', email: 'an@shtt.vn', phoneNumber: null }));
  mockApi('GET', '/api/notifications', envelope([]));
  mockApi('GET', '/api/news', envelope([article]));
  mockApi('GET', '/api/news/deliveries', envelope(deliveries));
  renderRoute('/administration/posts');
  expect(await screen.findByRole('heading', { name: M.title, level: 1 })).toBeInTheDocument();
  expect(await screen.findByText(article.title)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: M.add })).toBeInTheDocument();
  expect(document.title).toContain(M.title);
});
