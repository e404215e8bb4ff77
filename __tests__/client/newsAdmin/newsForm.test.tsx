import { screen, waitFor, within } from '@testing-library/react';
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

const F = M.fields;
// The file input's accept list would hide wrong types from the user; the form must refuse them anyway.
const user = () => userEvent.setup({ applyAccept: false });
const png = (size = 2048, name = 'anh.png', type = 'image/png') => new File([new Uint8Array(size)], name, { type });

async function openAdd() {
  renderPosts();
  await screen.findByText(article.title);
  await userEvent.click(screen.getByRole('button', { name: M.add }));
  return screen.getByRole('dialog', { name: M.createTitle });
}
const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(new RegExp(`^${label.replace(/[()]/g, "\\$&")}\\s*\\*?$`));

async function fill(el: HTMLElement, value: string, u = user()) {
  await u.click(el);
  await u.paste(value);
}

async function fillRequired(dialog: HTMLElement, u = user()) {
  await fill(field(dialog, F.title), '  Nhãn hiệu mới  ', u);
  await fill(field(dialog, F.subtitle), 'Tóm tắt', u);
  await fill(field(dialog, F.author), 'Phòng pháp lý', u);
}

describe('news form rules', () => {
  it('requires title, subtitle, author and an image with the required-field message, sending nothing', async () => {
    const dialog = await openAdd();
    await userEvent.click(within(dialog).getByRole('button', { name: M.create }));
    await waitFor(() => expect(within(dialog).getAllByText(M.required)).toHaveLength(4));
    // Editing a field clears its message.
    await userEvent.type(field(dialog, F.title), 'A');
    expect(within(dialog).getAllByText(M.required)).toHaveLength(3);
    expect(callsTo('POST', '/api/news')).toHaveLength(0);
  });

  it('adds a section only when both its title and content are filled, with BOOKOPEN as the default icon', async () => {
    const dialog = await openAdd();
    const add = within(dialog).getByRole('button', { name: M.addSection });
    expect(add).toBeDisabled();
    await fill(within(dialog).getByLabelText(F.sectionTitle), 'Hồ sơ');
    expect(add).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(F.sectionContent), '   ');
    expect(add).toBeDisabled();
    await fill(within(dialog).getByLabelText(F.sectionContent), 'Tờ khai');
    expect(within(dialog).getByLabelText(F.sectionIcon)).toHaveValue('BOOKOPEN');
    await userEvent.click(add);
    expect(within(dialog).getByText('1. Hồ sơ')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(`${F.sectionIcon}`, { selector: '#section-0-icon' })).toHaveValue('BOOKOPEN');
    // The draft is cleared and the button is off again.
    expect(within(dialog).getByLabelText(F.sectionTitle)).toHaveValue('');
    expect(add).toBeDisabled();

    await fill(within(dialog).getByLabelText(F.sectionTitle), 'Cảnh báo');
    await fill(within(dialog).getByLabelText(F.sectionContent), 'Nộp đúng hạn');
    await userEvent.selectOptions(within(dialog).getByLabelText(F.sectionIcon, { selector: '#section-new-icon' }), 'ALERTTRIANGLE');
    await userEvent.click(add);

    mockApi('POST', '/api/news', (req) => envelope({ ...article, id: 9, ...(req.body as object) }, 200, M.created));
    await fillRequired(dialog);
    await fill(field(dialog, F.image), 'https://cdn.example.vn/a.png');
    await userEvent.click(within(dialog).getByRole('button', { name: M.create }));
    await waitFor(() => expect(callsTo('POST', '/api/news')).toHaveLength(1));
    expect(callsTo('POST', '/api/news')[0]!.body).toEqual({
      title: 'Nhãn hiệu mới',
      subtitle: 'Tóm tắt',
      author: 'Phòng pháp lý',
      image: 'https://cdn.example.vn/a.png',
      sections: [
        { title: 'Hồ sơ', content: 'Tờ khai', icon: 'BOOKOPEN' },
        { title: 'Cảnh báo', content: 'Nộp đúng hạn', icon: 'ALERTTRIANGLE' },
      ],
    });
    expect(await screen.findByText(M.created)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: M.createTitle })).not.toBeInTheDocument());
  });
});

describe('image by URL or by file', () => {
  it('choosing a file clears the URL, and typing a URL drops the file', async () => {
    const u = user();
    const dialog = await openAdd();
    await fill(field(dialog, F.image), 'https://cdn.example.vn/a.png');
    await u.upload(within(dialog).getByLabelText(F.file), png());
    expect(field(dialog, F.image)).toHaveValue('');
    expect(within(dialog).getByText(M.fileChosen('anh.png'))).toBeInTheDocument();
    await fill(field(dialog, F.image), '/uploads/b.png');
    expect(within(dialog).queryByText(M.fileChosen('anh.png'))).not.toBeInTheDocument();
    expect(field(dialog, F.image)).toHaveValue('/uploads/b.png');
  });

  it('checks the type and the 5 MB limit before any upload', async () => {
    const u = user();
    const dialog = await openAdd();
    await u.upload(within(dialog).getByLabelText(F.file), new File(['xin chào'], 'ghi-chu.txt', { type: 'text/plain' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Vui lòng chọn tệp hình ảnh');
    await u.upload(within(dialog).getByLabelText(F.file), new File(['<svg/>'], 'anh.svg', { type: 'image/svg+xml' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Vui lòng chọn tệp hình ảnh');
    await u.upload(within(dialog).getByLabelText(F.file), png(5 * 1024 * 1024 + 1, 'lon.jpg', 'image/jpeg'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Kích thước tệp không được vượt quá 5MB');
    expect(within(dialog).queryByText(/^Đã chọn/)).not.toBeInTheDocument();
    // Exactly 5 MB of WebP is fine.
    await u.upload(within(dialog).getByLabelText(F.file), png(5 * 1024 * 1024, 'vua.webp', 'image/webp'));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(dialog).getByText(M.fileChosen('vua.webp'))).toBeInTheDocument();
    expect(callsTo('POST', '/api/upload')).toHaveLength(0);
  });

  it('uploads the file at save time and saves its URL', async () => {
    const u = user();
    mockApi('POST', '/api/upload', envelope('/uploads/0123456789abcdef0123456789abcdef.png', 200, M.uploaded));
    mockApi('POST', '/api/news', (req) => envelope({ ...article, id: 9, ...(req.body as object) }));
    const dialog = await openAdd();
    await fillRequired(dialog, u);
    await u.upload(within(dialog).getByLabelText(F.file), png());
    await u.click(within(dialog).getByRole('button', { name: M.create }));
    await waitFor(() => expect(callsTo('POST', '/api/news')).toHaveLength(1));
    expect(callsTo('POST', '/api/upload')).toHaveLength(1);
    expect(String(callsTo('POST', '/api/upload')[0]!.body)).toContain('name="file"; filename="anh.png"');
    expect(callsTo('POST', '/api/news')[0]!.body).toMatchObject({ image: '/uploads/0123456789abcdef0123456789abcdef.png' });
  });

  it('stops with "Tải ảnh lên thất bại" when the upload fails', async () => {
    const u = user();
    mockApi('POST', '/api/upload', envelope(null, 415, 'Vui lòng chọn tệp hình ảnh'));
    const dialog = await openAdd();
    await fillRequired(dialog, u);
    await u.upload(within(dialog).getByLabelText(F.file), png());
    await u.click(within(dialog).getByRole('button', { name: M.create }));
    await waitFor(() => expect(d.error).toHaveBeenCalledWith('Tải ảnh lên thất bại', 'Vui lòng chọn tệp hình ảnh'));
    expect(callsTo('POST', '/api/news')).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: M.createTitle })).toBeInTheDocument();
  });
});

describe('edit', () => {
  it('starts from the article, replaces its sections and shows a server refusal', async () => {
    mockApi('PUT', '/api/news/7', envelope(null, 400, 'Tiêu đề không được vượt quá 200 ký tự'));
    renderPosts();
    await userEvent.click(await screen.findByRole('button', { name: M.edit(article.title) }));
    const dialog = screen.getByRole('dialog', { name: M.editTitle });
    expect(field(dialog, F.title)).toHaveValue(article.title);
    expect(within(dialog).getByText('2. Cảnh báo')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: M.removeSection(1) }));
    await userEvent.click(within(dialog).getByRole('button', { name: M.save }));
    await waitFor(() => expect(callsTo('PUT', '/api/news/7')).toHaveLength(1));
    expect(callsTo('PUT', '/api/news/7')[0]!.body).toMatchObject({ id: 7, title: article.title, sections: [{ title: 'Cảnh báo', icon: 'ALERTTRIANGLE' }] });
    await waitFor(() => expect(d.error).toHaveBeenCalledWith(M.updateFailed, 'Tiêu đề không được vượt quá 200 ký tự'));
  });
});
