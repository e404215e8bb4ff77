import { screen, waitFor, within } from '@testing-library/react';
import { callsTo, envelope, mockApi } from '../../helpers/mockApi';
import { MSG_NEWS } from '../../../src/shared/messages';
import { NEWS_SUMMARY_VIEW } from '../../../src/shared/types/news';
import { newsItem, renderPage } from './setup';

describe('News list (/tin-tuc)', () => {
  it('shows skeleton cards while loading, then the cards newest first with date, subtitle and link', async () => {
    let answer!: (v: ReturnType<typeof envelope>) => void;
    mockApi('GET', '/api/news', () => new Promise((r) => (answer = r)));
    renderPage('/tin-tuc');
    expect(await screen.findAllByTestId('news-skeleton')).not.toHaveLength(0);
    expect(screen.getByRole('navigation', { name: 'Đường dẫn trang' })).toHaveTextContent('Trang chủ');

    answer(envelope([newsItem(7), newsItem(3, { createdAt: '2026-01-05T08:00:00.000Z' })]));
    const cards = await screen.findAllByRole('article');
    expect(screen.queryByTestId('news-skeleton')).not.toBeInTheDocument();
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Bản tin số 7' })).toBeInTheDocument();
    expect(first.getByText('12/11/2026')).toBeInTheDocument();
    expect(first.getByText('Tóm tắt bản tin 7')).toBeInTheDocument();
    expect(first.getByRole('img', { name: 'Bản tin số 7' })).toHaveAttribute('width', '800');
    expect(first.getByRole('link')).toHaveAttribute('href', '/tin-tuc/7');
    expect(within(cards[1]!).getByText('05/01/2026')).toBeInTheDocument();
    // The list asks for the articles without their sections: a card shows none of them.
    expect(callsTo('GET', '/api/news').map((c) => c.url.search)).toEqual([`?view=${NEWS_SUMMARY_VIEW}`]);
    expect(document.title).toMatch(/Tin tức/);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/nhãn hiệu/);
  });

  it('shows "Unknown date" when an article has no usable date', async () => {
    mockApi('GET', '/api/news', envelope([newsItem(1, { createdAt: '' }), newsItem(2, { createdAt: 'không phải ngày' })]));
    renderPage('/tin-tuc');
    expect(await screen.findAllByText(MSG_NEWS.unknownDate)).toHaveLength(2);
  });

  it('shows the empty text and the empty-data toast when no article is returned', async () => {
    mockApi('GET', '/api/news', envelope([]));
    renderPage('/tin-tuc');
    expect(await screen.findByText(MSG_NEWS.empty)).toBeInTheDocument();
    expect(await screen.findByText(MSG_NEWS.noData)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows "Error loading news" with "Failed to load news" and the failure toast when loading fails', async () => {
    mockApi('GET', '/api/news', envelope(null, 500, 'Đã xảy ra lỗi máy chủ. Vui lòng thử lại sau.'));
    renderPage('/tin-tuc');
    const alert = await screen.findByText(MSG_NEWS.errorTitle);
    expect(alert.closest('[role="alert"]')).toHaveTextContent(MSG_NEWS.errorText);
    expect(await screen.findByText(MSG_NEWS.loadFailed)).toBeInTheDocument();
    await waitFor(() => expect(callsTo('GET', '/api/news').length).toBeGreaterThan(0));
  });
});
