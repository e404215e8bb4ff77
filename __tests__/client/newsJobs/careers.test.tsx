import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, envelope, mockApi } from '../../helpers/mockApi';
import { MSG_JOBS } from '../../../src/shared/messages';
import { toSearchParams } from '../../../src/client/features/jobs/jobFilters';
import { jobSummary, renderPage } from './setup';

const searchQueries = () => callsTo('GET', '/api/jobs/search').map((c) => Object.fromEntries(c.url.searchParams));

describe('careers parameter mapping', () => {
  it('sends labels, "-1" as an empty string and trimmed keywords', () => {
    expect(toSearchParams({ keywords: '  luật sư ', category: '-1', jobType: '-1', location: '-1' })).toEqual({ keywords: 'luật sư', category: '', jobType: '', location: '' });
    expect(toSearchParams({ keywords: '', category: '2', jobType: '4', location: '2' })).toEqual({
      keywords: '',
      category: 'Luật sư',
      jobType: 'Toàn thời gian',
      location: 'Hồ Chí Minh',
    });
  });
});

describe('Careers (/tuyen-dung)', () => {
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('loads the open jobs on entry with 3 skeleton cards meanwhile, each result with its apply link', async () => {
    let answer!: (v: ReturnType<typeof envelope>) => void;
    mockApi('GET', '/api/jobs', () => new Promise((r) => (answer = r)));
    renderPage('/tuyen-dung');
    expect(await screen.findByRole('heading', { level: 1, name: MSG_JOBS.title })).toBeInTheDocument();
    expect(await screen.findAllByTestId('job-skeleton')).toHaveLength(3);
    expect(screen.getByRole('button', { name: MSG_JOBS.search })).toBeInTheDocument();

    answer(envelope([jobSummary(12), jobSummary(3, { company: null, jobType: 'Cộng tác viên', location: 'Hồ Chí Minh' })]));
    const cards = await screen.findAllByRole('article');
    expect(screen.queryByTestId('job-skeleton')).not.toBeInTheDocument();
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Chuyên viên tư vấn 12' })).toBeInTheDocument();
    expect(first.getByText('Công ty TNHH Tư vấn Sở hữu trí tuệ SHTT Việt')).toBeInTheDocument();
    expect(first.getByText('Toàn thời gian')).toBeInTheDocument();
    expect(first.getByText('Hà Nội')).toBeInTheDocument();
    expect(first.getByText('05/11/2026')).toBeInTheDocument();
    expect(first.getByRole('link', { name: /Ứng tuyển ngay/ })).toHaveAttribute('href', `/tuyen-dung/vi-tri/${btoa('12')}`);
    expect(within(cards[1]!).queryByText(/Công ty/)).not.toBeInTheDocument();
    expect(callsTo('GET', '/api/jobs/search')).toHaveLength(0);
    expect(document.title).toBe('Tuyển dụng | SHTT Việt');
  });

  it('searches 500 ms after the last keystroke or select change, sending labels and "" for all', async () => {
    mockApi('GET', '/api/jobs', envelope([jobSummary(1)]));
    mockApi('GET', '/api/jobs/search', envelope([jobSummary(2, { title: 'Luật sư tranh tụng', category: 'Luật sư' })]));
    renderPage('/tuyen-dung');
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await screen.findByText('Chuyên viên tư vấn 1');

    await user.type(screen.getByRole('textbox', { name: MSG_JOBS.keywords }), '  luật sư ');
    act(() => jest.advanceTimersByTime(499));
    expect(searchQueries()).toEqual([]);
    act(() => jest.advanceTimersByTime(1));
    expect(await screen.findByText('Luật sư tranh tụng')).toBeInTheDocument();
    expect(searchQueries()).toEqual([{ keywords: 'luật sư', category: '', jobType: '', location: '' }]);

    await user.selectOptions(screen.getByRole('combobox', { name: MSG_JOBS.category }), 'Luật sư');
    await user.selectOptions(screen.getByRole('combobox', { name: MSG_JOBS.location }), 'Hồ Chí Minh');
    act(() => jest.advanceTimersByTime(300));
    expect(searchQueries()).toHaveLength(1);
    act(() => jest.advanceTimersByTime(200));
    await act(async () => {
      await Promise.resolve();
    });
    expect(searchQueries()).toEqual([
      { keywords: 'luật sư', category: '', jobType: '', location: '' },
      { keywords: 'luật sư', category: 'Luật sư', jobType: '', location: 'Hồ Chí Minh' },
    ]);

    // Back to "Tất cả": the label becomes an empty string again.
    await user.selectOptions(screen.getByRole('combobox', { name: MSG_JOBS.category }), MSG_JOBS.all);
    act(() => jest.advanceTimersByTime(500));
    await act(async () => {
      await Promise.resolve();
    });
    expect(searchQueries().at(-1)).toEqual({ keywords: 'luật sư', category: '', jobType: '', location: 'Hồ Chí Minh' });
  });

  it('searches at once with the "Tìm kiếm" button and shows the no-result text', async () => {
    mockApi('GET', '/api/jobs', envelope([jobSummary(1)]));
    mockApi('GET', '/api/jobs/search', envelope([]));
    renderPage('/tuyen-dung');
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    await screen.findByText('Chuyên viên tư vấn 1');
    await user.selectOptions(screen.getByRole('combobox', { name: MSG_JOBS.jobType }), 'Thời vụ');
    await user.click(screen.getByRole('button', { name: MSG_JOBS.search }));
    expect(await screen.findByText(MSG_JOBS.noResult)).toBeInTheDocument();
    expect(searchQueries()).toEqual([{ keywords: '', category: '', jobType: 'Thời vụ', location: '' }]);
    // The pending debounce was cancelled: no second identical request.
    act(() => jest.advanceTimersByTime(1000));
    expect(searchQueries()).toHaveLength(1);
  });

  it('shows the list failure text when GET /jobs fails and the search failure text when a search fails', async () => {
    mockApi('GET', '/api/jobs', envelope(null, 500, 'Lỗi'));
    mockApi('GET', '/api/jobs/search', envelope(null, 500, 'Lỗi'));
    renderPage('/tuyen-dung');
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    expect(await screen.findByText(MSG_JOBS.listFailed)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: MSG_JOBS.keywords }), 'kinh doanh');
    act(() => jest.advanceTimersByTime(500));
    expect(await screen.findByText(MSG_JOBS.searchFailed)).toBeInTheDocument();
    expect(screen.queryByText(MSG_JOBS.listFailed)).not.toBeInTheDocument();
  });
});
