import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NEWS_ADMIN_MSG as M } from '../../../src/shared/messages/newsAdmin';
import { dialogs } from '../../../src/client/components/dialogs';
import { callsTo, envelope, mockApi } from '../../helpers/mockApi';
import { article, renderPosts } from './fixtures';

jest.mock('../../../src/client/components/dialogs', () => ({
  dialogs: { success: jest.fn(), error: jest.fn(), warning: jest.fn(), info: jest.fn(), loading: jest.fn(), close: jest.fn(), confirm: jest.fn() },
}));
const d = dialogs as jest.Mocked<typeof dialogs>;
beforeEach(() => jest.clearAllMocks());

describe('the news table', () => {
  it('shows each article with its image, subtitle, author, vi-VN date, e-mail counts and labelled actions', async () => {
    renderPosts();
    expect(await screen.findByRole('heading', { name: M.title })).toBeInTheDocument();
    const row = (await screen.findByText(article.title)).closest('tr')!;
    expect(within(row).getByText(article.subtitle)).toBeInTheDocument();
    expect(within(row).getByText(article.author)).toBeInTheDocument();
    expect(within(row).getByText('20/11/2026')).toBeInTheDocument();
    expect(within(row).getByText(M.sentCount(12))).toBeInTheDocument();
    expect(within(row).getByText(M.failedCount(2))).toBeInTheDocument();
    for (const label of [M.view(article.title), M.edit(article.title), M.remove(article.title), M.send(article.title)]) {
      expect(within(row).getByRole('button', { name: label })).toBeInTheDocument();
    }
    // A broken image falls back to our placeholder.
    const img = within(row).getByRole('img', { name: M.imageAlt(article.title) });
    expect(img).toHaveAttribute('src', article.image);
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/images/newsAdmin/placeholder.svg');
    // The second article has never been e-mailed.
    const other = screen.getByText('Bản quyền tác giả').closest('tr')!;
    expect(within(other).getByText(M.sentCount(0))).toBeInTheDocument();
  });

  it('shows the empty text', async () => {
    renderPosts([]);
    expect(await screen.findByText(M.empty)).toBeInTheDocument();
  });

  it('shows a refused load inline with the server message', async () => {
    mockApi('GET', '/api/news', envelope(null, 500, 'Máy chủ bận'));
    renderPosts(null);
    expect(await screen.findByText(M.listFailed('Máy chủ bận'))).toBeInTheDocument();
  });

  it('shows "Lỗi khi tải tin tức" when the server cannot be reached', async () => {
    mockApi('GET', '/api/news', () => {
      throw new TypeError('Failed to fetch');
    });
    renderPosts(null);
    expect(await screen.findByText(/^Lỗi khi tải tin tức: .*Failed to fetch/)).toBeInTheDocument();
  });

  it('opens the detail modal with the numbered sections and their icons', async () => {
    renderPosts();
    await userEvent.click(await screen.findByRole('button', { name: M.view(article.title) }));
    const dialog = screen.getByRole('dialog', { name: M.detailTitle });
    expect(within(dialog).getByRole('heading', { name: article.title })).toBeInTheDocument();
    expect(within(dialog).getByText(article.subtitle)).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: '1. Thời hạn' })).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: '2. Cảnh báo' })).toBeInTheDocument();
    expect(within(dialog).getByTitle(M.icons.FILETEXT)).toBeInTheDocument();
    expect(within(dialog).getByTitle(M.icons.ALERTTRIANGLE)).toBeInTheDocument();
  });
});

describe('delete', () => {
  it('asks for confirmation with the confirmation texts and deletes only after yes', async () => {
    mockApi('DELETE', '/api/news/7', envelope(true, 200, M.deleted));
    renderPosts();
    d.confirm.mockResolvedValueOnce(false);
    await userEvent.click(await screen.findByRole('button', { name: M.remove(article.title) }));
    expect(d.confirm).toHaveBeenCalledWith('Bạn có chắc chắn?', 'Tin tức này sẽ bị xoá vĩnh viễn', M.deleteConfirm, M.cancel);
    expect(callsTo('DELETE', '/api/news/7')).toHaveLength(0);

    d.confirm.mockResolvedValueOnce(true);
    await userEvent.click(screen.getByRole('button', { name: M.remove(article.title) }));
    await waitFor(() => expect(d.success).toHaveBeenCalledWith('Đã xoá!', undefined, 1500));
    expect(callsTo('DELETE', '/api/news/7')).toHaveLength(1);
    // The list is loaded again (its tag was invalidated).
    await waitFor(() => expect(callsTo('GET', '/api/news').length).toBeGreaterThan(1));
  });

  it('shows the server message when the delete fails', async () => {
    mockApi('DELETE', '/api/news/7', envelope(null, 404, 'Không tìm thấy tin tức'));
    renderPosts();
    d.confirm.mockResolvedValueOnce(true);
    await userEvent.click(await screen.findByRole('button', { name: M.remove(article.title) }));
    await waitFor(() => expect(d.error).toHaveBeenCalledWith(M.deleteFailed, 'Không tìm thấy tin tức'));
  });
});

describe('send e-mail', () => {
  it('toasts success with the server count, and failure', async () => {
    mockApi('POST', '/api/news/notificationNews/7', envelope(true, 200, 'Đã gửi 14 email, thất bại 0.'));
    renderPosts();
    d.confirm.mockResolvedValue(true);
    await userEvent.click(await screen.findByRole('button', { name: M.send(article.title) }));
    expect(await screen.findByText('Gửi email thành công. Đã gửi 14 email, thất bại 0.')).toBeInTheDocument();
    // The counts are loaded again.
    await waitFor(() => expect(callsTo('GET', '/api/news/deliveries').length).toBeGreaterThan(1));

    mockApi('POST', '/api/news/notificationNews/7', envelope(false, 200, 'Đã gửi 3 email, thất bại 2.'));
    await userEvent.click(screen.getByRole('button', { name: M.send(article.title) }));
    expect(await screen.findByText('Gửi email thất bại. Đã gửi 3 email, thất bại 2.')).toBeInTheDocument();

    mockApi('POST', '/api/news/notificationNews/7', envelope(null, 500, 'Lỗi máy chủ'));
    await userEvent.click(screen.getByRole('button', { name: M.send(article.title) }));
    expect(await screen.findByText('Gửi email thất bại. Lỗi máy chủ')).toBeInTheDocument();
  });
});
