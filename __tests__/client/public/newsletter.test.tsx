import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewsletterForm } from '../../../src/client/features/newsletter/NewsletterForm';
import { NEWSLETTER_MSG } from '../../../src/shared/messages/publicForms';
import { callsTo, envelope, mockApi } from '../../helpers/mockApi';
import { renderWithProviders } from '../../helpers/renderWithProviders';

const M = NEWSLETTER_MSG;

const input = () => screen.getByRole('textbox', { name: new RegExp(M.emailLabel), hidden: true });
const submit = () => screen.getByRole('button', { name: M.submit, hidden: true });

async function setup() {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(<NewsletterForm />);
  return user;
}

afterEach(async () => {
  (await import('sweetalert2')).default.close();
});

describe('NewsletterForm', () => {
  it('is a required e-mail field; submitting it empty does nothing', async () => {
    const user = await setup();
    expect(input()).toHaveAttribute('type', 'email');
    expect(input()).toBeRequired();
    await user.click(submit());
    expect(callsTo('POST', '/api/news/subscribe')).toHaveLength(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sends the address as a query parameter with no body, shows the non-dismissible processing dialog and a disabled "sending" button', async () => {
    let answer: () => void = () => undefined;
    mockApi('POST', '/api/news/subscribe', () => new Promise((resolve) => (answer = () => resolve(envelope(true)))));
    const user = await setup();
    await user.type(input(), 'lan@congty.vn');
    await user.click(submit());
    expect(await screen.findByText(M.processingTitle)).toBeInTheDocument();
    expect(screen.getByText(M.processingText)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: M.sending, hidden: true })).toBeDisabled();
    const [call] = callsTo('POST', '/api/news/subscribe');
    expect(call!.url.searchParams.get('email')).toBe('lan@congty.vn');
    expect(call!.body).toBeUndefined();
    // Clicking outside does not dismiss it.
    await user.click(document.querySelector('.swal2-container') as HTMLElement);
    expect(screen.getByText(M.processingTitle)).toBeInTheDocument();
    answer();
    expect(await screen.findByText(M.successTitle)).toBeInTheDocument();
  });

  it('on data true: "Đăng ký thành công!" and the field is cleared', async () => {
    mockApi('POST', '/api/news/subscribe', envelope(true));
    const user = await setup();
    await user.type(input(), 'lan@congty.vn');
    await user.click(submit());
    expect(await screen.findByText(M.successTitle)).toBeInTheDocument();
    expect(screen.getByText(M.successText)).toBeInTheDocument();
    await waitFor(() => expect(input()).toHaveValue(''));
  });

  it('on data false: "Email đã đăng ký!" and the field is cleared', async () => {
    mockApi('POST', '/api/news/subscribe', envelope(false));
    const user = await setup();
    await user.type(input(), 'lan@congty.vn');
    await user.click(submit());
    expect(await screen.findByText(M.existsTitle)).toBeInTheDocument();
    expect(screen.getByText(M.existsText)).toBeInTheDocument();
    await waitFor(() => expect(input()).toHaveValue(''));
  });

  it('after too many subscriptions from this address (429): "Lỗi!" with the server’s wait message, and the address is kept', async () => {
    const message = M.tooManyRequests(17);
    mockApi('POST', '/api/news/subscribe', { status: 429, body: { code: 429, message, data: null } });
    const user = await setup();
    await user.type(input(), 'lan@congty.vn');
    await user.click(submit());
    expect(await screen.findByText(M.errorTitle)).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    expect(input()).toHaveValue('lan@congty.vn');
  });

  it('on failure: "Lỗi!" and the address is kept', async () => {
    mockApi('POST', '/api/news/subscribe', { status: 400, body: { code: 400, message: 'Email không hợp lệ', data: null } });
    const user = await setup();
    await user.type(input(), 'lan@congty.vn');
    await user.click(submit());
    expect(await screen.findByText(M.errorTitle)).toBeInTheDocument();
    expect(screen.getByText(M.errorText)).toBeInTheDocument();
    expect(input()).toHaveValue('lan@congty.vn');
    expect(submit()).toBeEnabled();
  });
});
