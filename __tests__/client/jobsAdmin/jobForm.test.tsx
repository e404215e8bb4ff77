import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MSG_JOBS_ADMIN as M } from '../../../src/shared/messages/jobsAdmin';
import { dialogs } from '../../../src/client/components/dialogs';
import { formToBody, todayInVietnam, validateJobForm } from '../../../src/client/features/jobsAdmin/jobForm';
import { callsTo, envelope, mockApi } from '../../helpers/mockApi';
import { lawyer, renderJobs } from './jobsFixtures';

jest.mock('../../../src/client/components/dialogs', () => ({
  dialogs: { success: jest.fn(), error: jest.fn(), warning: jest.fn(), info: jest.fn(), loading: jest.fn(), close: jest.fn(), confirm: jest.fn() },
}));
const d = dialogs as jest.Mocked<typeof dialogs>;
beforeEach(() => jest.clearAllMocks());

const valid = {
  title: 'Chuyên viên nhãn hiệu',
  company: '',
  category: 'Luật sư',
  jobType: 'Toàn thời gian',
  location: 'Hà Nội',
  postedDate: '2026-11-21',
  description: 'Tư vấn\n\n  Soạn hồ sơ  \n',
  requirements: 'Cử nhân Luật',
  benefits: 'Bảo hiểm',
};

describe('the job form rules (shared schema)', () => {
  it('accepts a complete form and sends one trimmed item per non-blank line', () => {
    expect(validateJobForm(valid)).toEqual({});
    expect(formToBody(valid)).toMatchObject({ company: null, description: ['Tư vấn', 'Soạn hồ sơ'], requirements: ['Cử nhân Luật'] });
  });

  it('refuses each broken field with the server’s message', () => {
    expect(validateJobForm({ ...valid, title: '   ' }).title).toBe(M.titleRequired);
    expect(validateJobForm({ ...valid, title: 'x'.repeat(201) }).title).toBe(M.titleMax);
    expect(validateJobForm({ ...valid, company: 'x'.repeat(201) }).company).toBe(M.companyMax);
    expect(validateJobForm({ ...valid, category: 'Kế toán' }).category).toBe(M.categoryInvalid);
    expect(validateJobForm({ ...valid, jobType: '' }).jobType).toBe(M.jobTypeInvalid);
    expect(validateJobForm({ ...valid, location: 'Đà Nẵng' }).location).toBe(M.locationInvalid);
    expect(validateJobForm({ ...valid, postedDate: '2026-02-30' }).postedDate).toBe(M.dateInvalid);
    expect(validateJobForm({ ...valid, description: ' \n \n' }).description).toBe(M.listRequired('Mô tả công việc'));
    expect(validateJobForm({ ...valid, benefits: `ok\n${'x'.repeat(501)}` }).benefits).toBe(M.itemMax('Quyền lợi', 500));
    expect(validateJobForm({ ...valid, requirements: Array.from({ length: 31 }, (_, i) => `Dòng ${i}`).join('\n') }).requirements).toBe(M.listTooMany('Yêu cầu ứng viên', 30));
  });

  it('defaults the posted date to today in Vietnam', () => {
    expect(todayInVietnam(new Date('2026-11-21T18:00:00Z'))).toBe('2026-11-22');
  });
});

describe('the create and edit dialog', () => {
  it('shows the errors on submit, sends nothing, then creates the job', async () => {
    renderJobs();
    await userEvent.click(await screen.findByRole('button', { name: M.add }));
    const dialog = await screen.findByRole('dialog', { name: M.addTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: M.create }));
    expect(await within(dialog).findByText(M.titleRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(M.categoryInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(M.listRequired('Mô tả công việc'))).toBeInTheDocument();
    expect(callsTo('POST', '/api/jobs/admin')).toHaveLength(0);

    mockApi('POST', '/api/jobs/admin', (req) => envelope({ ...lawyer, id: 9, ...(req.body as object), status: 'OPEN', applicationCount: 0 }));
    // One keystroke clears the title's error; the rest of the title is pasted.
    await userEvent.type(within(dialog).getByLabelText(M.fields.title, { exact: false }), 'C');
    await userEvent.paste('huyên viên nhãn hiệu');
    expect(within(dialog).queryByText(M.titleRequired)).not.toBeInTheDocument();
    await userEvent.selectOptions(within(dialog).getByLabelText(M.fields.category, { exact: false }), 'Luật sư');
    await userEvent.selectOptions(within(dialog).getByLabelText(M.fields.jobType, { exact: false }), 'Thời vụ');
    await userEvent.selectOptions(within(dialog).getByLabelText(M.fields.location, { exact: false }), 'Hồ Chí Minh');
    // Each keystroke would re-render the whole dialog: whole values are pasted.
    const paste = async (name: string, text: string) => {
      await userEvent.click(within(dialog).getByRole('textbox', { name }));
      await userEvent.paste(text);
    };
    await paste(M.fields.description, 'Tư vấn\n\nSoạn hồ sơ');
    await paste(M.fields.requirements, 'Cử nhân Luật');
    await paste(M.fields.benefits, 'Bảo hiểm');
    await userEvent.click(within(dialog).getByRole('button', { name: M.create }));

    await waitFor(() => expect(callsTo('POST', '/api/jobs/admin')).toHaveLength(1));
    expect(callsTo('POST', '/api/jobs/admin')[0]!.body).toEqual({
      title: 'Chuyên viên nhãn hiệu',
      company: null,
      category: 'Luật sư',
      jobType: 'Thời vụ',
      location: 'Hồ Chí Minh',
      postedDate: todayInVietnam(),
      description: ['Tư vấn', 'Soạn hồ sơ'],
      requirements: ['Cử nhân Luật'],
      benefits: ['Bảo hiểm'],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(d.success).toHaveBeenCalledWith(M.created, 'Chuyên viên nhãn hiệu', 1500);
    // The list is refreshed by tag invalidation.
    await waitFor(() => expect(callsTo('GET', '/api/jobs/admin')).toHaveLength(2));
  });

  it('edits a job with its lists one item per line, and shows a server refusal at the field', async () => {
    renderJobs();
    const row = (await screen.findByText(lawyer.title)).closest('tr')!;
    await userEvent.click(within(row as HTMLElement).getByRole('button', { name: M.editOf(lawyer.title) }));
    const dialog = await screen.findByRole('dialog', { name: M.editTitle });
    expect(within(dialog).getByLabelText(M.fields.description, { exact: false })).toHaveValue('Tư vấn đăng ký nhãn hiệu\nĐại diện khách hàng');
    expect(within(dialog).getByLabelText(M.fields.company, { exact: false })).toHaveValue('Văn phòng Hà Nội');

    mockApi('PUT', `/api/jobs/admin/${lawyer.id}`, { status: 400, body: { code: 400, message: M.itemMax('Quyền lợi', 500), data: null, errors: { 'benefits[0]': M.itemMax('Quyền lợi', 500) } } });
    const title = within(dialog).getByLabelText(M.fields.title, { exact: false });
    await userEvent.clear(title);
    await userEvent.paste('Luật sư cao cấp');
    await userEvent.click(within(dialog).getByRole('button', { name: M.save }));
    expect(await within(dialog).findByText(M.itemMax('Quyền lợi', 500))).toBeInTheDocument();
    expect(d.error).toHaveBeenCalledWith(M.saveFailed, M.itemMax('Quyền lợi', 500));
    expect((callsTo('PUT', `/api/jobs/admin/${lawyer.id}`)[0]!.body as { title: string }).title).toBe('Luật sư cao cấp');

    await userEvent.click(within(dialog).getByRole('button', { name: M.restore }));
    expect(title).toHaveValue(lawyer.title);
  });
});
