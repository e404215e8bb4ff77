import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChatComposer } from '../../../src/client/components/ChatComposer';
import { ChatAttachmentView } from '../../../src/client/components/ChatAttachmentView';
import { CHAT_FILES, chatFileProblem } from '../../../src/shared/chatAttachments';
import { CHAT_MSG } from '../../../src/shared/messages/chat';
import { CHAT_FILES_MSG as F } from '../../../src/shared/messages/chatAttachments';

const file = (name: string, type: string, size?: number) => {
  const f = new File(['%PDF-1.4'], name, { type });
  if (size !== undefined) Object.defineProperty(f, 'size', { value: size });
  return f;
};

describe('the picker’s check', () => {
  it('lets through images and PDFs up to 10 MB by type or name, and says why anything else is stopped', () => {
    expect(chatFileProblem(file('logo.png', 'image/png'))).toBeNull();
    expect(chatFileProblem(file('Hợp đồng.PDF', ''))).toBeNull();
    expect(chatFileProblem(file('anh.webp', 'image/webp', CHAT_FILES.maxBytes))).toBeNull();
    expect(chatFileProblem(file('lon.pdf', 'application/pdf', CHAT_FILES.maxBytes + 1))).toBe(F.tooLarge);
    expect(chatFileProblem(file('trang.html', 'text/html'))).toBe(F.wrongType);
    expect(chatFileProblem(file('logo.svg', 'image/svg+xml'))).toBe(F.wrongType);
    expect(chatFileProblem(file('rong.pdf', 'application/pdf', 0))).toBe(F.required);
  });
});

function Composer({ attach, canSend = true }: { attach: (f: File) => Promise<unknown>; canSend?: boolean }) {
  return <ChatComposer canSend={canSend} onSend={() => undefined} label={CHAT_MSG.panel.inputLabel} placeholder="" sendLabel={CHAT_MSG.panel.send} attach={attach} />;
}
// A visitor may pick "All files" in the browser's picker: the accept list is a hint, not a check.
const user = () => userEvent.setup({ applyAccept: false });
const fileInput = () => screen.getByLabelText(F.attach, { selector: 'input' }) as HTMLInputElement;

describe('the composer’s attach button', () => {
  it('is a labelled button reached with the keyboard, whose input takes images and PDFs', async () => {
    render(<Composer attach={jest.fn()} />);
    const button = screen.getByRole('button', { name: F.attach });
    await user().tab();
    expect(button).toHaveFocus();
    expect(fileInput()).toHaveAttribute('accept', CHAT_FILES.accept);
    expect(fileInput()).toHaveAttribute('type', 'file');
  });

  it('stops a file over 10 MB or of another type with the Vietnamese reason, sending nothing', async () => {
    const attach = jest.fn();
    render(<Composer attach={attach} />);
    await user().upload(fileInput(), file('ho-so.pdf', 'application/pdf', 11 * 1024 * 1024));
    expect(screen.getByRole('alert')).toHaveTextContent(F.tooLarge);
    await user().upload(fileInput(), file('trang.html', 'text/html'));
    expect(screen.getByRole('alert')).toHaveTextContent(F.wrongType);
    expect(attach).not.toHaveBeenCalled();
  });

  it('sends a good file once, says it is on its way, and clears an earlier problem', async () => {
    let finish!: () => void;
    const attach = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Composer attach={attach} />);
    await user().upload(fileInput(), file('trang.html', 'text/html'));
    const pdf = file('Báo giá.pdf', 'application/pdf');
    await user().upload(fileInput(), pdf);
    expect(attach).toHaveBeenCalledTimes(1);
    expect(attach).toHaveBeenCalledWith(pdf);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(F.uploading);
    // One file at a time.
    expect(screen.getByRole('button', { name: F.attach })).toBeDisabled();
    await act(async () => finish());
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.getByRole('button', { name: F.attach })).toBeEnabled();
  });

  it('shows the server’s reason when the file is refused (a disguised file), or a general one', async () => {
    const attach = jest
      .fn()
      .mockRejectedValueOnce({ status: 415, data: { code: 415, message: F.wrongType, data: null } })
      .mockRejectedValueOnce({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' });
    render(<Composer attach={attach} />);
    await user().upload(fileInput(), file('logo.png', 'image/png'));
    expect(await screen.findByRole('alert')).toHaveTextContent(F.wrongType);
    await user().upload(fileInput(), file('logo.png', 'image/png'));
    expect(await screen.findByRole('alert')).toHaveTextContent(F.failed);
  });

  it('is disabled while nothing can be sent (no live connection)', () => {
    render(<Composer attach={jest.fn()} canSend={false} />);
    expect(screen.getByRole('button', { name: F.attach })).toBeDisabled();
  });
});

describe('a file in the thread', () => {
  it('shows an image as a thumbnail whose alternative text is its name', () => {
    render(<ChatAttachmentView attachment={{ id: 3, name: 'Logo Hoa Sen.png', mime: 'image/png', size: 2048 }} source={{ url: '/api/chat/guest-x/attachments/3' }} />);
    const img = screen.getByRole('img', { name: 'Logo Hoa Sen.png' });
    expect(img).toHaveAttribute('src', '/api/chat/guest-x/attachments/3');
    expect(screen.getByRole('link', { name: F.imageLink('Logo Hoa Sen.png') })).toHaveAttribute('href', '/api/chat/guest-x/attachments/3');
  });

  it('shows a PDF as a link with its name and its size as Vietnamese readers write it', () => {
    render(<ChatAttachmentView attachment={{ id: 4, name: 'Tờ khai.pdf', mime: 'application/pdf', size: 1.5 * 1024 * 1024 }} source={{ url: '/api/chat/guest-x/attachments/4' }} />);
    const link = screen.getByRole('link', { name: F.pdfLink('Tờ khai.pdf', '1,5 MB') });
    expect(link).toHaveAttribute('download', 'Tờ khai.pdf');
    expect(link).toHaveTextContent('Tờ khai.pdf(1,5 MB)');
  });

  it('fetches a staff thumbnail with the loader and frees it when the message goes', async () => {
    const revoke = jest.fn();
    Object.assign(URL, { revokeObjectURL: revoke });
    const load = jest.fn().mockResolvedValue('blob:anh-1');
    const { unmount } = render(<ChatAttachmentView attachment={{ id: 5, name: 'anh.jpg', mime: 'image/jpeg', size: 10 }} source={{ load }} />);
    expect(await screen.findByRole('img', { name: 'anh.jpg' })).toHaveAttribute('src', 'blob:anh-1');
    unmount();
    expect(revoke).toHaveBeenCalledWith('blob:anh-1');
  });
});
