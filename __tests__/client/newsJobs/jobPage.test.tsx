import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { calls, callsTo, envelope, mockApi } from '../../helpers/mockApi';
import { MSG_JOBS } from '../../../src/shared/messages';
import { dialogs } from '../../../src/client/components/dialogs';
import { jobDetail, jobSummary, renderPage } from './setup';

jest.mock('../../../src/client/components/dialogs', () => ({
  dialogs: {
    loading: jest.fn(async () => undefined),
    close: jest.fn(async () => undefined),
    success: jest.fn(async () => undefined),
    error: jest.fn(async () => undefined),
    warning: jest.fn(async () => undefined),
    info: jest.fn(async () => undefined),
  },
}));
const mocked = dialogs as jest.Mocked<typeof dialogs>;
beforeEach(() => jest.clearAllMocks());

const page = (id: number) => `/tuyen-dung/vi-tri/${btoa(String(id))}`;
const pdf = () => new File(['%PDF-1.4\n% CV Nguyễn Văn An\n'], 'CV Nguyen Van An.pdf', { type: 'application/pdf' });

describe('Job page (/tuyen-dung/vi-tri/:base64id)', () => {
  it('decodes the id and shows the details and the three bullet lists', async () => {
    mockApi('GET', '/api/jobs/12', envelope(jobDetail(12)));
    renderPage(page(12));
    expect(await screen.findByRole('heading', { level: 1, name: 'Chuyên viên tư vấn 12' })).toBeInTheDocument();
    expect(screen.getByText('Toàn thời gian')).toBeInTheDocument();
    expect(screen.getByText('Hà Nội')).toBeInTheDocument();
    expect(screen.getByText(/05\/11\/2026/)).toBeInTheDocument();
    for (const [heading, item] of [
      [MSG_JOBS.description, 'Soạn hồ sơ nộp Cục.'],
      [MSG_JOBS.requirements, 'Cử nhân Luật.'],
      [MSG_JOBS.benefits, 'Bảo hiểm đầy đủ.'],
    ]) {
      const section = screen.getByRole('heading', { level: 2, name: heading }).closest('section')!;
      expect(section).toHaveTextContent(item!);
      expect(section.querySelectorAll('li').length).toBeGreaterThan(0);
    }
    expect(screen.getByLabelText('CV')).toHaveAttribute('accept', '.pdf,.doc,.docx');
    expect(document.title).toBe('Chuyên viên tư vấn 12 | Tuyển dụng | SHTT Việt');
  });

  it('alerts "Vui lòng đính kèm CV của bạn" and sends nothing when no CV is attached', async () => {
    mockApi('GET', '/api/jobs/12', envelope(jobDetail(12)));
    renderPage(page(12));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: MSG_JOBS.submit }));
    await waitFor(() => expect(mocked.warning).toHaveBeenCalledWith(MSG_JOBS.cvRequired));
    expect(screen.getByRole('alert')).toHaveTextContent(MSG_JOBS.cvRequired);
    expect(callsTo('POST', '/api/jobs/12/applications')).toHaveLength(0);
  });

  it('sends the CV and the contact fields as multipart, shows the success alert for the job and returns to /tuyen-dung', async () => {
    mockApi('GET', '/api/jobs/12', envelope(jobDetail(12)));
    mockApi('POST', '/api/jobs/12/applications', envelope({ id: 1, jobId: 12 }, 200, MSG_JOBS.received));
    mockApi('GET', '/api/jobs', envelope([jobSummary(12)]));
    const { router } = renderPage(page(12));
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 1, name: 'Chuyên viên tư vấn 12' });
    await user.click(screen.getByRole('textbox', { name: MSG_JOBS.name }));
    await user.paste('Nguyễn Văn An');
    await user.click(screen.getByRole('textbox', { name: MSG_JOBS.email }));
    await user.paste('an@example.vn');
    await user.upload(screen.getByLabelText('CV'), pdf());
    expect(screen.getByText(MSG_JOBS.cvChosen('CV Nguyen Van An.pdf'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: MSG_JOBS.submit }));

    await waitFor(() => expect(mocked.success).toHaveBeenCalledWith(MSG_JOBS.successTitle, MSG_JOBS.successText('Chuyên viên tư vấn 12')));
    const [call] = callsTo('POST', '/api/jobs/12/applications');
    expect(call!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const body = String(call!.body);
    expect(body).toMatch(/name="cv"; filename="CV Nguyen Van An.pdf"/);
    expect(body).toContain('%PDF-1.4');
    expect(body).toMatch(/name="name"\r\n\r\nNguyễn Văn An\r\n/);
    expect(body).toMatch(/name="email"\r\n\r\nan@example.vn\r\n/);
    expect(body).not.toMatch(/name="phone"/);
    await waitFor(() => expect(router.state.location.pathname).toBe('/tuyen-dung'));
    expect(await screen.findByRole('heading', { level: 1, name: MSG_JOBS.title })).toBeInTheDocument();
  });

  it('refuses a file of another type before sending, and shows the server’s message when it refuses', async () => {
    mockApi('GET', '/api/jobs/12', envelope(jobDetail(12)));
    mockApi('POST', '/api/jobs/12/applications', { status: 415, body: { code: 415, message: MSG_JOBS.cvWrongType, data: null, errors: { cv: MSG_JOBS.cvWrongType } } });
    renderPage(page(12));
    const user = userEvent.setup({ applyAccept: false });
    await screen.findByRole('heading', { level: 1, name: 'Chuyên viên tư vấn 12' });
    await user.upload(screen.getByLabelText('CV'), new File(['xin chào'], 'cv.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MSG_JOBS.cvWrongType);
    await user.click(screen.getByRole('button', { name: MSG_JOBS.submit }));
    expect(callsTo('POST', '/api/jobs/12/applications')).toHaveLength(0);

    await user.upload(screen.getByLabelText('CV'), new File(['không phải pdf'], 'cv.pdf', { type: 'application/pdf' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: MSG_JOBS.submit }));
    await waitFor(() => expect(mocked.error).toHaveBeenCalledWith(MSG_JOBS.failedTitle, MSG_JOBS.cvWrongType));
    expect(screen.getByRole('alert')).toHaveTextContent(MSG_JOBS.cvWrongType);
  });

  it('shows "Không tìm thấy công việc" with a back button to /tuyen-dung for an unknown job', async () => {
    mockApi('GET', '/api/jobs/99', envelope(null, 404, MSG_JOBS.notFound));
    renderPage(page(99));
    expect(await screen.findByRole('heading', { level: 1, name: MSG_JOBS.notFound })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MSG_JOBS.back })).toHaveAttribute('href', '/tuyen-dung');
    expect(screen.queryByRole('button', { name: MSG_JOBS.submit })).not.toBeInTheDocument();
    expect(document.title).toBe('Không tìm thấy công việc | SHTT Việt');
  });

  it('treats an id that is not base64 of a number as not found, without calling the server', async () => {
    renderPage('/tuyen-dung/vi-tri/khong-hop-le');
    expect(await screen.findByRole('heading', { level: 1, name: MSG_JOBS.notFound })).toBeInTheDocument();
    expect(calls.filter((c) => c.path.startsWith('/api/jobs'))).toHaveLength(0);
  });

  it('shows the failure toast "Không thể lấy thông tin công việc" when loading fails', async () => {
    mockApi('GET', '/api/jobs/12', envelope(null, 500, 'Lỗi'));
    renderPage(page(12));
    expect(await screen.findByText(MSG_JOBS.jobFailed, { selector: '.Toastify *' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: MSG_JOBS.notFound })).toBeInTheDocument();
  });
});
