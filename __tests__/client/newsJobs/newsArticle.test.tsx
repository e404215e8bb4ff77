import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, envelope, mockApi } from '../../helpers/mockApi';
import { MSG_NEWS } from '../../../src/shared/messages';
import { NOT_HYDRATED } from '../../../src/client/components/useServerForm';
import { NewsToc, sectionAnchor } from '../../../src/client/features/news/NewsToc';
import { cleanupServerPage, serverPage } from '../../helpers/serverPage';
import { newsItem, renderPage } from './setup';

const scrollIntoView = jest.fn();
beforeEach(() => {
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
});
afterEach(() => cleanupServerPage());

describe('News article (/tin-tuc/:id)', () => {
  it('shows the header, a table of contents and every section with its icon', async () => {
    mockApi('GET', '/api/news/7', envelope(newsItem(7)));
    renderPage('/tin-tuc/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bản tin số 7' })).toBeInTheDocument();
    // The summary is a paragraph, not a heading: the outline goes h1 then h2, no jump to h6.
    expect(screen.getByText('Tóm tắt bản tin 7').tagName).toBe('P');
    const levels = within(screen.getByRole('article')).getAllByRole('heading').map((h) => Number(h.tagName.slice(1)));
    expect(levels[0]).toBe(1);
    levels.forEach((level, i) => expect(level - (levels[i - 1] ?? 0)).toBeLessThanOrEqual(1));
    expect(screen.getByText(/Luật sư Nguyễn Minh Tuấn/)).toBeInTheDocument();
    expect(screen.getByText('12/11/2026')).toBeInTheDocument();

    const toc = screen.getByRole('navigation', { name: MSG_NEWS.toc });
    expect(within(toc).getAllByRole('link').map((a) => a.textContent)).toEqual(['Bối cảnh sửa đổi', 'Những rủi ro cần tránh', 'Bảo hộ quốc tế']);

    const sections = within(screen.getByRole('article')).getAllByRole('region');
    expect(sections).toHaveLength(3);
    expect(sections.map((s) => s.querySelector('[data-icon]')?.getAttribute('data-icon'))).toEqual(['BOOKOPEN', 'ALERTTRIANGLE', 'GLOBE']);
    // Blank-line paragraphs become separate paragraphs.
    expect(within(sections[0]!).getByText('Đoạn một.')).toBeInTheDocument();
    expect(within(sections[0]!).getByText('Đoạn hai.')).toBeInTheDocument();
    expect(document.title).toBe('Bản tin số 7 | Tin tức | SHTT Việt');
  });

  it('scrolls smoothly to a section chosen in the table of contents and moves focus to its heading', async () => {
    mockApi('GET', '/api/news/7', envelope(newsItem(7)));
    renderPage('/tin-tuc/7');
    const user = userEvent.setup();
    const toc = await screen.findByRole('navigation', { name: MSG_NEWS.toc });
    await user.click(within(toc).getByRole('link', { name: 'Bảo hộ quốc tế' }));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    const target = scrollIntoView.mock.contexts[0] as HTMLElement;
    expect(target).toBe(screen.getByRole('region', { name: 'Bảo hộ quốc tế' }));
    expect(screen.getByRole('heading', { level: 2, name: 'Bảo hộ quốc tế' })).toHaveFocus();
  });

  it('a section chosen in the server’s table of contents before hydration is jumped to, the address unchanged and the focus on its heading; once hydrated, scrolled to smoothly', async () => {
    const { sections } = newsItem(7);
    const page = serverPage(() => (
      <>
        <NewsToc sections={sections} />
        {sections.map((s) => (
          <section key={s.id} id={sectionAnchor(s)} aria-label={s.title}>
            <h2 tabIndex={-1}>{s.title}</h2>
          </section>
        ))}
      </>
    ));
    const link = within(screen.getByRole('navigation', { name: MSG_NEWS.toc })).getByRole('link', { name: 'Bảo hộ quốc tế' });
    expect(link).toHaveAttribute(NOT_HYDRATED);
    // React (on the container) would hydrate the page inside the tap: it does not see it.
    const reached: string[] = [];
    page.container.addEventListener('click', () => reached.push('click'), true);
    const hash = window.location.hash;
    // boot.js's jump: no #fragment in the address, which would make React render the page anew.
    expect(fireEvent.click(link)).toBe(false);
    expect(window.location.hash).toBe(hash);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('region', { name: 'Bảo hộ quốc tế' }));
    // The keyboard's place goes along: the next Tab goes on from the section.
    const heading = screen.getByRole('heading', { level: 2, name: 'Bảo hộ quốc tế' });
    expect(heading).toHaveFocus();
    expect(reached).toEqual([]);

    await page.hydrate();
    expect(link).not.toHaveAttribute(NOT_HYDRATED);
    act(() => link.focus());
    fireEvent.click(link);
    expect(reached).toEqual(['click']);
    expect(scrollIntoView).toHaveBeenLastCalledWith({ behavior: 'smooth', block: 'start' });
    expect(heading).toHaveFocus();
    expect(page.recoverable).not.toHaveBeenCalled();
  });

  it('opens an article by its slug (footer links)', async () => {
    mockApi('GET', '/api/news/ban-tin-7', envelope(newsItem(7)));
    renderPage('/tin-tuc/ban-tin-7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bản tin số 7' })).toBeInTheDocument();
  });

  it('shows a not-found state with a way back when the article does not exist', async () => {
    mockApi('GET', '/api/news/99', envelope(null, 404, 'Không tìm thấy bản tin'));
    renderPage('/tin-tuc/99');
    expect(await screen.findByRole('heading', { level: 1, name: MSG_NEWS.notFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MSG_NEWS.backToList })).toHaveAttribute('href', '/tin-tuc');
    expect(await screen.findByText(MSG_NEWS.loadFailed)).toBeInTheDocument();
  });

  it('shows the failure toast when the server fails', async () => {
    mockApi('GET', '/api/news/7', envelope(null, 500, 'Lỗi'));
    renderPage('/tin-tuc/7');
    expect(await screen.findByText(MSG_NEWS.loadFailed, { selector: '.Toastify *' })).toBeInTheDocument();
    expect(callsTo('GET', '/api/news/7').length).toBeGreaterThan(0);
  });
});
