import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { NOT_HYDRATED } from '../../../src/client/components/useServerForm';
import { Header } from '../../../src/client/layouts/public/Header';
import { MENU } from '../../../src/client/layouts/public/menu';
import { PUBLIC_MSG } from '../../../src/shared/messages/publicSite';
import { renderWithProviders } from '../../helpers/renderWithProviders';
import { cleanupServerPage, serverPage } from '../../helpers/serverPage';
import { FOOTER, mockPublicFrame } from './publicFixtures';

const M = PUBLIC_MSG.frame;
const originalMatchMedia = window.matchMedia;

function useScreen(large: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: large && /min-width/.test(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
}

const nav = () => screen.getByRole('navigation', { name: M.mainMenu });
const ipServices = MENU.find((m) => m.id === 'ip-services')!;
const otherServices = MENU.find((m) => m.id === 'other-services')!;

beforeEach(() => mockPublicFrame());
afterEach(() => {
  cleanupServerPage();
  window.matchMedia = originalMatchMedia;
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
});

describe('Header on a large screen', () => {
  beforeEach(() => useScreen(true));

  it('shows the top bar (hotline, e-mail), the logo link to / and the 7 menu rows', async () => {
    renderWithProviders(<Header />);
    expect(await screen.findByRole('link', { name: `${M.hotline}: ${FOOTER.phoneContacts[0]!.number}` })).toHaveAttribute('href', 'tel:0912345678');
    expect(screen.getByRole('link', { name: FOOTER.company.email })).toHaveAttribute('href', `mailto:${FOOTER.company.email}`);
    expect(screen.getByRole('img', { name: M.logoAlt }).closest('a')).toHaveAttribute('href', '/');
    const top = within(nav()).getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(top).toEqual(['/', '/ve-chung-toi', '/dich-vu', '/dich-vu-khac', '/tin-tuc', '/tuyen-dung', '/lien-he']);
  });

  it('opens the sub-entries on hover and closes them when the pointer leaves', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Header />);
    expect(screen.queryByRole('link', { name: ipServices.children![0]!.title })).not.toBeInTheDocument();
    await user.hover(within(nav()).getByRole('link', { name: ipServices.title }));
    const sub = ipServices.children!.map((c) => screen.getByRole('link', { name: c.title }).getAttribute('href'));
    expect(sub).toEqual(['/dang-ky-bao-ho-nhan-hieu', '/bao-ho-kieu-dang-cong-nghiep', '/xu-ly-xam-pham', '/bao-ho-sang-che-giai-phap-huu-ich', '/dang-ky-bao-ho-ban-quyen']);
    await user.unhover(within(nav()).getByRole('link', { name: ipServices.title }));
    expect(screen.queryByRole('link', { name: ipServices.children![0]!.title })).not.toBeInTheDocument();
  });

  it('opens the sub-entries from the keyboard and closes them with Escape', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Header />);
    const chevron = screen.getByRole('button', { name: M.expand(otherServices.title) });
    act(() => chevron.focus());
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: M.collapse(otherServices.title) })).toHaveAttribute('aria-expanded', 'true');
    expect(otherServices.children!.map((c) => screen.getByRole('link', { name: c.title }).getAttribute('href'))).toEqual([
      '/ma-so-ma-vach',
      '/giay-phep-doanh-nghiep-khoa-hoc-cong-nghe',
      '/dang-ky-giay-phep-mang-xa-hoi',
      '/tu-van-soan-thao-hop-dong',
    ]);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: otherServices.children![0]!.title })).not.toBeInTheDocument();
  });

  it('gains the stronger backdrop only once scrolled more than 10 px', async () => {
    renderWithProviders(<Header />);
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 10, configurable: true });
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute('data-scrolled', 'false');
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 11, configurable: true });
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute('data-scrolled', 'true');
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute('data-scrolled', 'false');
  });
});

describe('Header on a small screen', () => {
  beforeEach(() => useScreen(false));

  it('hides the top bar and the menu behind the hamburger', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Header />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByText(FOOTER.company.email)).not.toBeInTheDocument();
    const burger = screen.getByRole('button', { name: M.openMenu });
    expect(burger).toHaveAttribute('aria-expanded', 'false');
    await user.click(burger);
    expect(screen.getByRole('button', { name: M.closeMenu })).toHaveAttribute('aria-expanded', 'true');
    expect(within(await screen.findByRole('navigation', { name: M.mainMenu })).getAllByRole('link')).toHaveLength(7);
    await user.click(screen.getByRole('button', { name: M.closeMenu }));
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('opens and closes from the first paint, before the page is hydrated (boot.js), and once hydrated holds what the visitor left', async () => {
    const page = serverPage(() => <Header />);
    const burger = page.container.querySelector<HTMLButtonElement>('button[aria-controls="mobile-menu"]')!;
    const menu = page.container.querySelector<HTMLElement>('#mobile-menu')!;
    expect(menu.hidden).toBe(true);
    // React (listening on the container) would hydrate the page inside a press it sees: it sees none.
    const reached: string[] = [];
    for (const type of ['pointerdown', 'click']) page.container.addEventListener(type, () => reached.push(type), true);
    burger.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    // No React handler yet: the server's button opens the server's menu all the same.
    burger.click();
    expect(menu.hidden).toBe(false);
    expect(burger).toHaveAttribute('aria-expanded', 'true');
    burger.click();
    expect(menu.hidden).toBe(true);
    burger.click();

    expect(reached).toEqual([]);

    await page.hydrate();
    // Off every button that had it (the burger, the sub-lists' and sub-menus' chevrons): one left on
    // would keep that button's presses from React for good.
    expect(page.container.querySelectorAll(`[${NOT_HYDRATED}]`)).toHaveLength(0);
    // Hydrated in place and open, as left: the button now says it closes the menu.
    expect(page.container.querySelector('#mobile-menu')).toBe(menu);
    expect(await screen.findByRole('button', { name: M.closeMenu })).toBe(burger);
    expect(within(nav()).getAllByRole('link')).toHaveLength(7);
    expect(page.recoverable).not.toHaveBeenCalled();
    await waitFor(() => expect(burger).not.toHaveAttribute('data-awaiting-script'));
    // From now on React's: one press, one toggle (boot.js lets it be).
    act(() => burger.click());
    expect(reached).toEqual(['click']);
    await waitFor(() => expect(menu.hidden).toBe(true));
    expect(screen.getByRole('button', { name: M.openMenu })).toHaveAttribute('aria-expanded', 'false');
    act(() => burger.click());
    await waitFor(() => expect(menu.hidden).toBe(false));
  });

  it('a link to another page tapped before the page is hydrated is the browser’s, a page load: React, which would hydrate the page first, does not see it; once hydrated the router’s', async () => {
    function Where() {
      return <output aria-label="where">{useLocation().pathname}</output>;
    }
    const page = serverPage(() => (
      <>
        <Header />
        <Where />
      </>
    ));
    page.container.querySelector<HTMLButtonElement>('button[aria-controls="mobile-menu"]')!.click();
    const news = [...page.container.querySelectorAll<HTMLAnchorElement>('#mobile-menu a')].find((a) => a.textContent === 'Tin tức')!;
    const home = [...page.container.querySelectorAll<HTMLAnchorElement>('#mobile-menu a')].find((a) => a.textContent === 'Trang chủ')!;
    const reached: string[] = [];
    for (const type of ['pointerdown', 'mousedown', 'keydown', 'click']) page.container.addEventListener(type, (e) => reached.push(`${type} ${(e.target as Element).textContent}`), true);
    news.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    news.dispatchEvent(new Event('mousedown', { bubbles: true }));
    news.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    // Not a MouseEvent: jsdom would try to load the page, which it cannot. Nothing prevents the
    // click's default, the browser's page load.
    expect(news.dispatchEvent(new Event('click', { bubbles: true, cancelable: true }))).toBe(true);
    expect(reached).toEqual([]);
    // A link to the page itself is left to React, as are the page’s other controls.
    home.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(reached).toEqual(['pointerdown Trang chủ']);

    reached.length = 0;
    await page.hydrate();
    expect(document.documentElement).toHaveAttribute('data-hydrated');
    fireEvent.click(screen.getByRole('link', { name: 'Tin tức' }));
    expect(reached).toEqual(['click Tin tức']);
    await waitFor(() => expect(screen.getByRole('status', { name: 'where' })).toHaveTextContent('/tin-tuc'));
    expect(page.recoverable).not.toHaveBeenCalled();
  });

  it('a sub-list opened before hydration stays open, one parent at a time', async () => {
    const page = serverPage(() => <Header />);
    page.container.querySelector<HTMLButtonElement>('button[aria-controls="mobile-menu"]')!.click();
    page.container.querySelector<HTMLButtonElement>(`button[aria-controls="mobile-submenu-${otherServices.id}"]`)!.click();
    await page.hydrate();
    expect(await screen.findByRole('button', { name: M.collapse(otherServices.title) })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: otherServices.children![0]!.title })).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: M.expand(ipServices.title) }));
    await waitFor(() => expect(screen.queryByRole('link', { name: otherServices.children![0]!.title })).not.toBeInTheDocument());
    expect(screen.getByRole('link', { name: ipServices.children![0]!.title })).toBeVisible();
  });

  it('expands one parent at a time with its chevron; choosing the same parent again collapses it', async () => {
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Header />);
    await user.click(screen.getByRole('button', { name: M.openMenu }));
    await screen.findByRole('navigation', { name: M.mainMenu });
    const firstIp = ipServices.children![0]!.title;
    const firstOther = otherServices.children![0]!.title;

    await user.click(screen.getByRole('button', { name: M.expand(ipServices.title) }));
    expect(screen.getByRole('link', { name: firstIp })).toBeVisible();
    expect(screen.queryByRole('link', { name: firstOther })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: M.expand(otherServices.title) }));
    expect(screen.getByRole('link', { name: firstOther })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: firstIp })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: M.expand(ipServices.title) })).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByRole('button', { name: M.collapse(otherServices.title) }));
    await waitFor(() => expect(screen.queryByRole('link', { name: firstOther })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: M.expand(otherServices.title) })).toHaveAttribute('aria-expanded', 'false');
  });

  it('navigates and closes the menu when an entry is chosen', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderWithProviders(<Header />);
    await user.click(screen.getByRole('button', { name: M.openMenu }));
    await screen.findByRole('navigation', { name: M.mainMenu });
    await user.click(screen.getByRole('button', { name: M.expand(ipServices.title) }));
    await user.click(screen.getByRole('link', { name: 'Xử lý xâm phạm' }));
    expect(router.state.location.pathname).toBe('/xu-ly-xam-pham');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: M.openMenu })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: M.openMenu }));
    await screen.findByRole('navigation', { name: M.mainMenu });
    await user.click(within(nav()).getByRole('link', { name: 'Liên hệ' }));
    expect(router.state.location.pathname).toBe('/lien-he');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
