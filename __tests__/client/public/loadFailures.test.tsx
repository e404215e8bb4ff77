import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConsultationSection } from '../../../src/client/features/consultation/ConsultationSection';
import { chatPanelToggled } from '../../../src/client/features/chat/chatPanelSlice';
import { PublicLayout } from '../../../src/client/layouts/PublicLayout';
import { ContactWidget } from '../../../src/client/layouts/public/ContactWidget';
import { WeeklyRequestsChart } from '../../../src/client/features/dashboard/WeeklyRequestsChart';
import { MSG_DASHBOARD } from '../../../src/shared/messages/jobsAdmin';
import { PUBLIC_MSG } from '../../../src/shared/messages/publicSite';
import { renderWithProviders } from '../../helpers/renderWithProviders';
import { mockPublicFrame } from './publicFixtures';

// The parts the public pages download only when needed, here as a visitor offline (or holding a tab
// from before a deploy) meets them: their code cannot be downloaded.
// (jest.mock is hoisted above every declaration: each factory throws on its own.)
jest.mock('../../../src/client/features/consultation/ConsultationForm', () => {
  throw new Error('Loading chunk consultation-form failed (offline)');
});
jest.mock('../../../src/client/features/chat/ChatPanel', () => {
  throw new Error('Loading chunk public-chat failed (offline)');
});
jest.mock('../../../src/client/layouts/public/ContactChannels', () => {
  throw new Error('Loading chunk public-contact-channels failed (offline)');
});
jest.mock('@mui/x-charts/BarChart', () => {
  throw new Error('Loading chunk admin-charts failed (offline)');
});

const M = PUBLIC_MSG.frame;

beforeEach(() => {
  mockPublicFrame();
  // React reports the caught error; the boundary's own warning says which part failed.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('a part whose code cannot be downloaded', () => {
  it('the consultation form: says so in Vietnamese in its place and offers a reload; the section stays', async () => {
    renderWithProviders(<ConsultationSection />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(M.partLoadFailed(M.consultationFormPart));
    expect(screen.getByRole('button', { name: M.reloadPage })).toBeEnabled();
    expect(screen.getByRole('heading', { name: PUBLIC_MSG.consultation.heading })).toBeInTheDocument();
  });

  it('the chat panel: a notice where the panel opens, closed by its button; the page stays', async () => {
    const user = userEvent.setup({ delay: null });
    const { store } = renderWithProviders(<PublicLayout />);
    const nav = await screen.findAllByRole('navigation');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    // As the contact widget's chat button does (its own tests click it).
    await act(async () => {
      store.dispatch(chatPanelToggled());
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(M.partLoadFailed(M.chatPart));
    expect(screen.getByRole('button', { name: M.reloadPage })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: M.closeChat }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(nav[0]).toBeInTheDocument();
  });

  it('the contact channels: the widget stays usable and nothing replaces the page', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ContactWidget />);
    const open = await screen.findByRole('button', { name: M.widgetOpen });
    await user.click(open);
    await waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: M.widgetClose })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: M.widgetClose }));
    expect(await screen.findByRole('button', { name: M.widgetOpen })).toBeInTheDocument();
  });
});

describe('a back-office part whose code cannot be downloaded', () => {
  it('the dashboard chart: a notice in the figure, its heading kept', async () => {
    const weeks = ['2026-11-09', '2026-11-16'].map((start, i) => ({ start, isoYear: 2026, isoWeek: 46 + i }));
    const data = { newRequests: 1, openChats: 0, activeSubscribers: 0, weeks, series: [{ service: 'Đăng ký nhãn hiệu', counts: [1, 2] }] };
    renderWithProviders(<WeeklyRequestsChart data={data} loading={false} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(M.partLoadFailed(MSG_DASHBOARD.chartPart));
    expect(screen.getByRole('figure')).toContainElement(screen.getByRole('alert'));
    expect(screen.getByRole('heading', { name: MSG_DASHBOARD.chartTitle })).toBeInTheDocument();
  });
});
