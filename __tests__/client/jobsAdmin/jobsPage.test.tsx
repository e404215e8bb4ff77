import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG_JOBS_ADMIN as M } from '../../../src/shared/messages/jobsAdmin';
import { ACCESS_TOKEN_KEY } from '../../../src/shared/constants';
import { dialogs } from '../../../src/client/components/dialogs';
import { callsTo, envelope, fakeToken, mockApi } from '../../helpers/mockApi';
import { applications, intern, lawyer, renderJobs } from './jobsFixtures';

jest.mock('../../../src/client/components/dialogs', () => ({
  dialogs: { success: jest.fn(), error: jest.fn(), warning: jest.fn(), info: jest.fn(), loading: jest.fn(), close: jest.fn(), confirm: jest.fn() },
}));
const d = dialogs as jest.Mocked<typeof dialogs>;
beforeEach(() => jest.clearAllMocks());

const row = async (title: string) => (await screen.findByText(title)).closest('tr') as HTMLElement;

describe('the jobs table', () => {
  it('lists open and closed jobs with their status, count and vi-VN date', async () => {
    renderJobs();
    expect(screen.getByRole('heading', { level: 1, name: M.title })).toBeInTheDocument();
    const r = within(await row(lawyer.title));
    expect(r.getByText(M.status.OPEN)).toBeInTheDocument();
    expect(r.getByText('20/11/2026')).toBeInTheDocument();
    expect(r.getByText('Văn phòng Hà Nội')).toBeInTheDocument();
    expect(r.getByRole('cell', { name: '2' })).toBeInTheDocument();
    expect(within(await row(intern.title)).getByText(M.status.CLOSED)).toBeInTheDocument();
    for (const h of Object.values(M.columns)) expect(screen.getByRole('columnheader', { name: h })).toBeInTheDocument();
    expect(document.title).toContain(M.title);
  });

  it('says when the list cannot be loaded', async () => {
    mockApi('GET', '/api/jobs/admin', envelope(null, 500, 'Lỗi'));
    mockApi('GET', '/api/jobs/admin', envelope(null, 500, 'Lỗi'));
    renderJobs(null);
    expect(await screen.findByText(M.loadFailed)).toBeInTheDocument();
  });
});

describe('close and reopen', () => {
  it('closes an open job after confirmation and shows the new status', async () => {
    d.confirm.mockResolvedValue(true);
    renderJobs();
    mockApi('PUT', `/api/jobs/admin/${lawyer.id}/status`, (req) => {
      const closed = { ...lawyer, status: req.url.searchParams.get('status') };
      mockApi('GET', '/api/jobs/admin', envelope([closed, intern]));
      return envelope(closed);
    });
    await userEvent.click(within(await row(lawyer.title)).getByRole('button', { name: M.closeOf(lawyer.title) }));
    expect(d.confirm).toHaveBeenCalledWith(M.confirmCloseTitle, M.confirmCloseText(lawyer.title), M.confirmClose, M.cancel);
    await waitFor(() => expect(callsTo('PUT', `/api/jobs/admin/${lawyer.id}/status`)).toHaveLength(1));
    expect(callsTo('PUT', `/api/jobs/admin/${lawyer.id}/status`)[0]!.url.searchParams.get('status')).toBe('CLOSED');
    expect(await screen.findByText(M.closed)).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByText(lawyer.title).closest('tr')!).getByText(M.status.CLOSED)).toBeInTheDocument());
    expect(within(screen.getByText(lawyer.title).closest('tr')!).getByRole('button', { name: M.reopenOf(lawyer.title) })).toBeInTheDocument();
  });

  it('does nothing when the confirmation is cancelled', async () => {
    d.confirm.mockResolvedValue(false);
    renderJobs();
    await userEvent.click(within(await row(lawyer.title)).getByRole('button', { name: M.closeOf(lawyer.title) }));
    await waitFor(() => expect(d.confirm).toHaveBeenCalled());
    expect(callsTo('PUT', `/api/jobs/admin/${lawyer.id}/status`)).toHaveLength(0);
  });

  it('reopens a closed job without asking, and toasts a refusal', async () => {
    renderJobs();
    mockApi('PUT', `/api/jobs/admin/${intern.id}/status`, envelope({ ...intern, status: 'OPEN' }));
    await userEvent.click(within(await row(intern.title)).getByRole('button', { name: M.reopenOf(intern.title) }));
    expect(await screen.findByText(M.reopened)).toBeInTheDocument();
    expect(d.confirm).not.toHaveBeenCalled();
    expect(callsTo('PUT', `/api/jobs/admin/${intern.id}/status`)[0]!.url.searchParams.get('status')).toBe('OPEN');

    mockApi('PUT', `/api/jobs/admin/${intern.id}/status`, envelope(null, 404, M.notFound));
    await userEvent.click(within(await row(intern.title)).getByRole('button', { name: M.reopenOf(intern.title) }));
    expect(await screen.findByText(`${M.statusFailed}: ${M.notFound}`)).toBeInTheDocument();
  });
});

describe('the applications dialog', () => {
  it('lists the applicants and downloads a CV with the staff token', async () => {
    sessionStorage.setItem(ACCESS_TOKEN_KEY, fakeToken({ sub: '2', username: 'lan', scope: 'USER' }));
    const createObjectURL = jest.fn((_b: Blob) => 'blob:cv-11');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicks: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });

    renderJobs();
    mockApi('GET', `/api/jobs/admin/${lawyer.id}/applications`, envelope(applications));
    mockApi('GET', '/api/jobs/admin/applications/11/cv', { body: '%PDF-1.4 cv' });
    await userEvent.click(within(await row(lawyer.title)).getByRole('button', { name: M.applicationsOf(lawyer.title) }));
    const dialog = await screen.findByRole('dialog', { name: M.applicationsTitle(lawyer.title) });
    const first = within(dialog).getByText('Trần Thị Bình').closest('tr')!;
    expect(within(first).getByRole('link', { name: 'binh@example.vn' })).toHaveAttribute('href', 'mailto:binh@example.vn');
    expect(within(first).getByText('0912 345 678')).toBeInTheDocument();
    expect(within(first).getByText('CV Trần Thị Bình.pdf')).toBeInTheDocument();
    expect(within(first).getByText('245,8 KB')).toBeInTheDocument();
    expect(within(first).getByText(new Date(applications[0]!.createdAt).toLocaleString('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh' }))).toBeInTheDocument();
    expect(within(dialog).getAllByText(M.notGiven)).toHaveLength(3);

    await userEvent.click(within(first).getByRole('button', { name: M.downloadCvOf('CV Trần Thị Bình.pdf') }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    const [cvCall] = callsTo('GET', '/api/jobs/admin/applications/11/cv');
    expect(cvCall!.headers.get('authorization')).toMatch(/^Bearer /);
    expect(createObjectURL.mock.calls[0]![0]).toBeInstanceOf(Blob);
    expect(clicks[0]!.href).toBe('blob:cv-11');
    expect(clicks[0]!.download).toBe('CV Trần Thị Bình.pdf');
    click.mockRestore();
  });

  it('shows the server’s message when a CV cannot be downloaded, and the empty text', async () => {
    renderJobs();
    mockApi('GET', `/api/jobs/admin/${lawyer.id}/applications`, envelope(applications));
    mockApi('GET', '/api/jobs/admin/applications/12/cv', envelope(null, 404, M.cvMissing));
    await userEvent.click(within(await row(lawyer.title)).getByRole('button', { name: M.applicationsOf(lawyer.title) }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: M.downloadCvOf('ho-so.docx') }));
    expect(await within(dialog).findByText(`${M.downloadFailed}: ${M.cvMissing}`)).toBeInTheDocument();
    // The alert has its own close button (same Vietnamese word); the dialog's is the last one.
    await userEvent.click(within(dialog).getAllByRole('button', { name: M.closeDialog }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    mockApi('GET', `/api/jobs/admin/${intern.id}/applications`, envelope([]));
    await userEvent.click(within(await row(intern.title)).getByRole('button', { name: M.applicationsOf(intern.title) }));
    expect(await screen.findByText(M.applicationsEmpty)).toBeInTheDocument();
  });
});
