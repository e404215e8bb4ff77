import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG_DASHBOARD as M } from '../../../src/shared/messages/jobsAdmin';
import type { DashboardData } from '../../../src/shared/types/dashboard';
import DashboardPage from '../../../src/client/pages/admin/DashboardPage';
import { seriesColors } from '../../../src/client/features/dashboard/WeeklyRequestsChart';
import { callsTo, envelope, mockApi } from '../../helpers/mockApi';
import { renderWithProviders } from '../../helpers/renderWithProviders';

const weeks = ['2026-09-28', '2026-10-05', '2026-10-12', '2026-10-19', '2026-10-26', '2026-11-02', '2026-11-09', '2026-11-16'].map((start, i) => ({ start, isoYear: 2026, isoWeek: 40 + i }));
const data: DashboardData = {
  newRequests: 1234,
  openChats: 7,
  activeSubscribers: 58,
  weeks,
  series: [
    { service: 'Đăng ký nhãn hiệu', counts: [1, 2, 0, 3, 4, 1, 0, 5] },
    { service: 'Bản quyền tác giả', counts: [0, 1, 1, 0, 0, 2, 1, 0] },
  ],
};

const auth = { status: 'authenticated' as const, userId: 2, username: 'lan', scope: 'USER' as const, expired: false, signingOut: false };
const render = () => renderWithProviders(<DashboardPage />, { preloadedState: { auth } });

describe('the dashboard', () => {
  it('shows skeletons, then the three counts in vi-VN format', async () => {
    let answer: (v: ReturnType<typeof envelope>) => void = () => undefined;
    mockApi('GET', '/api/dashboard', () => new Promise((r) => (answer = r)));
    render();
    expect(screen.getByRole('heading', { level: 1, name: M.title })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent(M.loading);
    answer(envelope(data));
    expect(await screen.findByLabelText(`${M.newRequests}: 1.234`)).toHaveTextContent('1.234');
    expect(screen.getByLabelText(`${M.openChats}: 7`)).toBeInTheDocument();
    expect(screen.getByLabelText(`${M.subscribers}: 58`)).toBeInTheDocument();
    expect(screen.queryByText(M.loading)).not.toBeInTheDocument();
    expect(document.title).toContain(M.title);
  });

  it('draws the weekly chart by service with an accessible title, description and legend', async () => {
    mockApi('GET', '/api/dashboard', envelope(data));
    render();
    const figure = await screen.findByRole('figure', { name: M.chartTitle });
    expect(figure).toHaveAccessibleDescription(M.chartDescription(8));
    await waitFor(() => expect(within(figure).getAllByText('Đăng ký nhãn hiệu').length).toBeGreaterThan(0));
    expect(within(figure).getAllByText('Bản quyền tác giả').length).toBeGreaterThan(0);
  });

  it('gives every service its own colour, however many services there are', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ service: `Dịch vụ số ${i + 1}`, counts: [i, 1, 0, 0, 0, 0, 0, 1] }));
    mockApi('GET', '/api/dashboard', envelope({ ...data, series: many }));
    render();
    const figure = await screen.findByRole('figure', { name: M.chartTitle });
    await waitFor(() => expect(figure.querySelectorAll('.MuiChartsLegend-item')).toHaveLength(12));
    const colours = [...figure.querySelectorAll('.MuiChartsLegend-item')].map((item) => item.querySelector('[fill]')?.getAttribute('fill'));
    expect(colours.every(Boolean)).toBe(true);
    expect(new Set(colours).size).toBe(12);
    expect(new Set(seriesColors(40)).size).toBe(40);
  });

  it('says when there were no requests in the 8 weeks', async () => {
    mockApi('GET', '/api/dashboard', envelope({ ...data, series: [] }));
    render();
    expect(await screen.findByText(M.chartEmpty)).toBeInTheDocument();
  });

  it('shows an inline error and retries', async () => {
    mockApi('GET', '/api/dashboard', envelope(null, 500, 'Lỗi máy chủ'));
    render();
    expect(await screen.findByText(M.loadFailed)).toBeInTheDocument();
    mockApi('GET', '/api/dashboard', envelope(data));
    await userEvent.click(screen.getByRole('button', { name: M.retry }));
    expect(await screen.findByLabelText(`${M.openChats}: 7`)).toBeInTheDocument();
    expect(screen.queryByText(M.loadFailed)).not.toBeInTheDocument();
    expect(callsTo('GET', '/api/dashboard')).toHaveLength(2);
  });
});
