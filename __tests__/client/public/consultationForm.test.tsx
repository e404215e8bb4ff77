import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify';
import { ConsultationSection } from '../../../src/client/features/consultation/ConsultationSection';
import { CONSULTATION_FORM_MSG } from '../../../src/shared/messages/publicForms';
import { PUBLIC_MSG } from '../../../src/shared/messages/publicSite';
import { callsTo, envelope, mockApi } from '../../helpers/mockApi';
import { renderWithProviders } from '../../helpers/renderWithProviders';
import { SERVICES, mockPublicFrame } from './publicFixtures';

const M = CONSULTATION_FORM_MSG;

function setup() {
  const user = userEvent.setup({ delay: null });
  const view = renderWithProviders(
    <>
      <ConsultationSection />
      <ToastContainer />
    </>,
  );
  return { user, ...view };
}

// `hidden: true`: a sweetalert2 dialog marks the page behind it aria-hidden while it is open.
const field = (label: RegExp) => screen.getByRole('textbox', { name: label, hidden: true });
const serviceSelect = () => screen.getByRole('combobox', { name: new RegExp(M.serviceLabel), hidden: true });
const submitButton = () => screen.getByRole('button', { name: M.submit, hidden: true });

async function paste(user: ReturnType<typeof userEvent.setup>, el: HTMLElement, text: string) {
  await user.click(el);
  await user.paste(text);
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await paste(user, field(/Họ và tên/), 'Nguyễn Văn An');
  await paste(user, field(/Số điện thoại/), '912345678');
  await paste(user, field(/^Email/), 'an.nguyen@congty.vn');
  await paste(user, field(/Mô tả nhu cầu/), 'Đăng ký nhãn hiệu cho chuỗi cà phê');
}

beforeEach(() => {
  mockPublicFrame();
  delete window.gtag;
});
afterEach(async () => {
  (await import('sweetalert2')).default.close();
});

describe('ConsultationSection', () => {
  it('is a section with id contact-form, a heading and the form; the first service is preselected', async () => {
    const { container } = setup();
    expect(container.querySelector('section#contact-form')).not.toBeNull();
    expect(screen.getByRole('heading', { name: PUBLIC_MSG.consultation.heading })).toBeInTheDocument();
    await waitFor(() => expect(serviceSelect()).toHaveDisplayValue(SERVICES[0]!.title));
  });

  it('lists the services of GET /service/list in the browser’s own select, and a choice is kept', async () => {
    const { user } = setup();
    await waitFor(() => expect(serviceSelect()).toHaveDisplayValue(SERVICES[0]!.title));
    expect(serviceSelect().tagName).toBe('SELECT');
    const options = within(serviceSelect()).getAllByRole('option', { hidden: true });
    expect(options.map((o) => o.textContent)).toEqual(SERVICES.map((s) => s.title));
    await user.selectOptions(serviceSelect(), SERVICES[1]!.title);
    expect(serviceSelect()).toHaveDisplayValue(SERVICES[1]!.title);
  });

  it('shows the failure toast when the service list cannot load, and then requires a service', async () => {
    mockApi('GET', '/api/service/list', { status: 500, body: { code: 500, message: 'lỗi', data: null } });
    const { user } = setup();
    expect(await screen.findByText(M.servicesLoadFailed)).toBeInTheDocument();
    await fillValid(user);
    await user.click(submitButton());
    expect(await screen.findByText(M.serviceRequired)).toBeInTheDocument();
    expect(callsTo('POST', '/api/customer')).toHaveLength(0);
  });

  it('shows every required-field message on an empty submit, and sends nothing', async () => {
    const { user } = setup();
    await waitFor(() => expect(serviceSelect()).toHaveDisplayValue(SERVICES[0]!.title));
    await user.click(submitButton());
    expect(await screen.findByText(M.nameRequired)).toBeInTheDocument();
    expect(screen.getByText(M.phoneRequired)).toBeInTheDocument();
    expect(screen.getByText(M.emailRequired)).toBeInTheDocument();
    expect(screen.queryByText(M.serviceRequired)).not.toBeInTheDocument();
    expect(callsTo('POST', '/api/customer')).toHaveLength(0);
  });

  it('refuses a phone shorter than 10 characters and an e-mail without the simple pattern', async () => {
    const { user } = setup();
    await paste(user, field(/Họ và tên/), 'An');
    await paste(user, field(/Số điện thoại/), '912');
    await paste(user, field(/^Email/), 'an@congty');
    await user.click(submitButton());
    expect(await screen.findByText(M.phoneInvalid)).toBeInTheDocument();
    expect(screen.getByText(M.emailInvalid)).toBeInTheDocument();
    expect(callsTo('POST', '/api/customer')).toHaveLength(0);
  });

  it('clears a field’s error as soon as that field is edited, leaving the others', async () => {
    const { user } = setup();
    await user.click(submitButton());
    expect(await screen.findByText(M.nameRequired)).toBeInTheDocument();
    await user.type(field(/Họ và tên/), 'B');
    expect(screen.queryByText(M.nameRequired)).not.toBeInTheDocument();
    expect(screen.getByText(M.emailRequired)).toBeInTheDocument();
    await user.type(field(/^Email/), 'x');
    expect(screen.queryByText(M.emailRequired)).not.toBeInTheDocument();
  });

  it('shows the default thanks when the server sends no message', async () => {
    mockApi('POST', '/api/customer', envelope({ id: 2 }, 200, ''));
    const { user } = setup();
    await waitFor(() => expect(serviceSelect()).toHaveDisplayValue(SERVICES[0]!.title));
    await fillValid(user);
    await user.click(submitButton());
    expect(await screen.findByText(M.defaultThanks)).toBeInTheDocument();
  });

  it('shows the error dialog and keeps the form when the request fails', async () => {
    mockApi('POST', '/api/customer', { status: 500, body: { code: 500, message: 'Máy chủ lỗi', data: null } });
    const { user } = setup();
    await waitFor(() => expect(serviceSelect()).toHaveDisplayValue(SERVICES[0]!.title));
    await fillValid(user);
    await user.click(submitButton());
    expect(await screen.findByText(M.submitFailed)).toBeInTheDocument();
    expect(field(/Họ và tên/)).toHaveValue('Nguyễn Văn An');
    expect(submitButton()).toBeEnabled();
  });

  it('puts the server’s field error under the field when the server refuses the request', async () => {
    mockApi('POST', '/api/customer', { status: 400, body: { code: 400, message: M.serviceUnknown, data: null, errors: { serviceId: M.serviceUnknown } } });
    const { user } = setup();
    await waitFor(() => expect(serviceSelect()).toHaveDisplayValue(SERVICES[0]!.title));
    await fillValid(user);
    await user.click(submitButton());
    expect(await screen.findByText(M.submitFailed)).toBeInTheDocument();
    expect(screen.getAllByText(M.serviceUnknown).length).toBeGreaterThanOrEqual(1);
  });

  it('shows the server’s wait message when this address sent too many requests (429), and keeps the form', async () => {
    const message = M.tooManyRequests(42);
    mockApi('POST', '/api/customer', { status: 429, body: { code: 429, message, data: null } });
    const { user } = setup();
    await waitFor(() => expect(serviceSelect()).toHaveDisplayValue(SERVICES[0]!.title));
    await fillValid(user);
    await user.click(submitButton());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByText(M.submitFailed)).toBeInTheDocument();
    expect(field(/Họ và tên/)).toHaveValue('Nguyễn Văn An');
  });

  it('has a honeypot field that people never meet: not reachable by keyboard, hidden from screen readers, never autofilled, and not sent empty', async () => {
    mockApi('POST', '/api/customer', envelope({ id: 5 }, 200, 'ok'));
    const { user } = setup();
    await waitFor(() => expect(serviceSelect()).toHaveDisplayValue(SERVICES[0]!.title));
    // It is in the page (bots read the markup)…
    const honeypot = screen.getByRole('textbox', { name: M.honeypotLabel, hidden: true });
    expect(honeypot).toHaveAttribute('name', 'website');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    // …but not in the accessibility tree a screen reader reads…
    expect(screen.queryByRole('textbox', { name: M.honeypotLabel })).toBeNull();
    expect(screen.queryByLabelText(M.honeypotLabel)?.closest('[aria-hidden="true"]')).not.toBeNull();
    // …and Tab walks every field and the button without ever stopping on it.
    const reached = new Set<Element | null>();
    await user.click(field(/Họ và tên/));
    for (let i = 0; i < 40; i++) {
      reached.add(document.activeElement);
      await user.tab();
    }
    expect(reached.has(field(/Họ và tên/))).toBe(true);
    expect(reached.has(field(/Mô tả nhu cầu/))).toBe(true);
    expect(reached.has(submitButton())).toBe(true);
    expect(reached.has(honeypot)).toBe(false);

    await fillValid(user);
    await user.click(submitButton());
    await screen.findByText(M.successTitle);
    expect(callsTo('POST', '/api/customer')[0]!.body).not.toHaveProperty('website');
  });

  it('fires the conversion event only when ADS_CONVERSION_ID is configured', async () => {
    mockApi('GET', '/api/site-config', envelope({ adsConversionId: 'AW-123456789/AbC' }));
    mockApi('POST', '/api/customer', envelope({ id: 3 }, 200, 'ok'));
    const gtag = jest.fn();
    window.gtag = gtag;
    const { user } = setup();
    await waitFor(() => expect(serviceSelect()).toHaveDisplayValue(SERVICES[0]!.title));
    await waitFor(() => expect(callsTo('GET', '/api/site-config')).toHaveLength(1));
    await fillValid(user);
    await user.click(submitButton());
    await screen.findByText(M.successTitle);
    expect(gtag).toHaveBeenCalledWith('event', 'conversion', { send_to: 'AW-123456789/AbC' });
  });

  it('keeps Vietnam while the visitor types "91…" or "0912…" (no switch to India), and sends the number with +84', async () => {
    mockApi('POST', '/api/customer', envelope({ id: 6 }, 200, 'ok'));
    const { user } = setup();
    await waitFor(() => expect(serviceSelect()).toHaveDisplayValue(SERVICES[0]!.title));
    const phone = field(/Số điện thoại/);
    await user.click(phone);
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await user.type(phone, '912');
    // The flag shows the chosen country, named after it.
    const flag = (country: RegExp) => screen.queryAllByRole('img', { name: country, hidden: true });
    expect(flag(/Vietnam|Việt Nam/)).toHaveLength(1);
    expect(flag(/India|Ấn Độ/)).toHaveLength(0);
    await user.clear(phone);
    await user.type(phone, '0912345680');
    expect(flag(/Vietnam|Việt Nam/)).toHaveLength(1);
    expect(flag(/India|Ấn Độ/)).toHaveLength(0);
    await paste(user, field(/Họ và tên/), 'Nguyễn Văn An');
    await paste(user, field(/^Email/), 'an.nguyen@congty.vn');
    await user.click(submitButton());
    await screen.findByText(M.successTitle);
    expect((callsTo('POST', '/api/customer')[0]!.body as { phone: string }).phone.replace(/\s/g, '')).toBe('+840912345680');
  });

  it('names the flag button in Vietnamese after the chosen country', async () => {
    setup();
    await waitFor(() => expect(serviceSelect()).toHaveDisplayValue(SERVICES[0]!.title));
    const button = screen.getByRole('button', { name: M.phoneCountryButton('Việt Nam'), hidden: true });
    expect(button).toHaveAttribute('aria-haspopup', 'listbox');
    expect(screen.queryByRole('button', { name: /Open flags menu/, hidden: true })).toBeNull();
  });

  it('fires no conversion event without a conversion id', async () => {
    mockApi('POST', '/api/customer', envelope({ id: 4 }, 200, 'ok'));
    const gtag = jest.fn();
    window.gtag = gtag;
    const { user } = setup();
    await waitFor(() => expect(serviceSelect()).toHaveDisplayValue(SERVICES[0]!.title));
    await fillValid(user);
    await user.click(submitButton());
    await screen.findByText(M.successTitle);
    expect(gtag).not.toHaveBeenCalled();
  });
});
