import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Footer } from '../../../src/client/layouts/public/Footer';
import { partLoading } from '../../../src/client/components/partsLoading';
import { ContactWidget } from '../../../src/client/layouts/public/ContactWidget';
import { PUBLIC_MSG } from '../../../src/shared/messages/publicSite';
import { PUBLIC_LATE_MSG } from '../../../src/shared/messages/publicLateParts';
import { NEWSLETTER_MSG } from '../../../src/shared/messages/publicForms';
import { callsTo, mockApi } from '../../helpers/mockApi';
import { renderWithProviders } from '../../helpers/renderWithProviders';
import { FOOTER, mockPublicFrame } from './publicFixtures';

const M = PUBLIC_MSG.frame;

beforeEach(() => mockPublicFrame());

describe('Footer', () => {
  it('shows the company, locations, contacts with dot-free tel: links, important links, socials and the copyright', async () => {
    renderWithProviders(<Footer />);
    const footer = await screen.findByRole('contentinfo');
    await within(footer).findByText(FOOTER.company.name);
    expect(footer).toHaveTextContent(`${PUBLIC_LATE_MSG.footer.representative}: ${FOOTER.company.representative}`);
    expect(footer).toHaveTextContent(`${PUBLIC_LATE_MSG.footer.taxCode}: ${FOOTER.company.taxCode}`);
    for (const l of FOOTER.locations) expect(footer).toHaveTextContent(l.address);
    expect(within(footer).getByRole('link', { name: FOOTER.company.email })).toHaveAttribute('href', `mailto:${FOOTER.company.email}`);
    expect(within(footer).getByRole('link', { name: '0912.345.678' })).toHaveAttribute('href', 'tel:0912345678');
    expect(within(footer).getByRole('link', { name: '024.3555.6789' })).toHaveAttribute('href', 'tel:02435556789');
    for (const i of FOOTER.importants) expect(within(footer).getByRole('link', { name: i.text })).toHaveAttribute('href', `/tin-tuc/${i.href}`);
    for (const s of FOOTER.socials) expect(within(footer).getByRole('link', { name: s.label })).toHaveAttribute('href', s.href);
    expect(footer).toHaveTextContent(`© 2025 ${FOOTER.company.websiteName}`);
    expect(within(footer).getByRole('textbox', { name: new RegExp(NEWSLETTER_MSG.emailLabel) })).toHaveAttribute('type', 'email');
  });

  it('stays empty, with no message, when the footer data cannot load', async () => {
    mockApi('GET', '/api/services/toto', { status: 500, body: { code: 500, message: 'Lỗi máy chủ', data: null } });
    renderWithProviders(<Footer />);
    await waitFor(() => expect(callsTo('GET', '/api/services/toto')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    const footer = screen.getByRole('contentinfo');
    expect(footer).toBeEmptyDOMElement();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('stays empty when the network is down', async () => {
    mockApi('GET', '/api/services/toto', () => Promise.reject(new TypeError('Failed to fetch')));
    renderWithProviders(<Footer />);
    await waitFor(() => expect(callsTo('GET', '/api/services/toto')).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByRole('contentinfo')).toBeEmptyDOMElement();
  });
});

describe('ContactWidget', () => {
  it('lists e-mail, map, SMS, Messenger, Zalo and phone links behind its toggle', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<ContactWidget />);
    await waitFor(() => expect(callsTo('GET', '/api/services/toto')).toHaveLength(1));
    // The floating buttons appear once the page is idle after hydration.
    const toggle = await screen.findByRole('button', { name: M.widgetOpen });
    expect(screen.queryByRole('link', { name: M.channelEmail })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(await screen.findByRole('link', { name: M.channelEmail })).toHaveAttribute('href', `mailto:${FOOTER.company.email}`);
    expect(screen.getByRole('link', { name: M.channelMap }).getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    expect(screen.getByRole('link', { name: M.channelSms })).toHaveAttribute('href', 'sms:0912345678');
    expect(screen.getByRole('link', { name: M.channelMessenger })).toHaveAttribute('href', 'https://m.me/shttviet');
    expect(screen.getByRole('link', { name: M.channelZalo })).toHaveAttribute('href', 'https://zalo.me/0988765432');
    expect(screen.getByRole('link', { name: M.channelPhone })).toHaveAttribute('href', 'tel:0912345678');
    await user.click(screen.getByRole('button', { name: M.widgetClose }));
    expect(screen.queryByRole('link', { name: M.channelEmail })).not.toBeInTheDocument();
  });

  it("appears only once the parts of the page that were loading are on screen (a tap on it then waits for none of their work)", async () => {
    const settle = partLoading();
    renderWithProviders(<ContactWidget />);
    await waitFor(() => expect(callsTo('GET', '/api/services/toto')).toHaveLength(1));
    // Longer than the idle wait (jsdom has no requestIdleCallback: components/whenIdle.ts's timer).
    await act(() => new Promise((r) => setTimeout(r, 700)));
    expect(screen.queryByRole('button', { name: M.widgetOpen })).not.toBeInTheDocument();
    act(() => settle());
    expect(await screen.findByRole('button', { name: M.widgetOpen })).toBeVisible();
    expect(screen.getByRole('button', { name: M.chatOpen })).toBeVisible();
  });

  it('toggles the chat panel state with a plain chatPanel/toggled action', async () => {
    const user = userEvent.setup({ delay: null });
    const { store } = renderWithProviders(<ContactWidget />);
    expect(store.getState().chatPanel.open).toBe(false);
    await user.click(await screen.findByRole('button', { name: M.chatOpen }));
    expect(store.getState().chatPanel.open).toBe(true);
    await user.click(screen.getByRole('button', { name: M.chatOpen }));
    expect(store.getState().chatPanel.open).toBe(false);
  });
});
