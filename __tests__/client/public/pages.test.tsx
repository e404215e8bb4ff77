import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PUBLIC_MSG } from '../../../src/shared/messages/publicSite';
import type { NewsItem } from '../../../src/shared/types/news';
import { newsApi } from '../../../src/client/features/news/newsApi';
import { callsTo, envelope, mockApi } from '../../helpers/mockApi';
import { preloadRoutes, renderRoute } from '../../helpers/renderWithProviders';
import { FOOTER, HOME, mockPublicFrame } from './publicFixtures';

jest.setTimeout(60_000);

const news = (id: number): NewsItem => ({
  id,
  slug: `ban-tin-${id}`,
  title: `Bản tin pháp lý số ${id}`,
  subtitle: `Tóm tắt ${id}`,
  author: 'Luật sư Nguyễn Minh Tuấn',
  image: `/images/news/tin-${id}.svg`,
  createdAt: '2026-11-12T02:30:00.000Z',
  updatedAt: '2026-11-12T02:30:00.000Z',
  sections: [],
});

const description = () => document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content ?? '';

beforeAll(() => preloadRoutes('/', '/ve-chung-toi', '/lien-he'), 60_000);
beforeEach(() => mockPublicFrame());

describe('Home page', () => {
  it('has its title and description, the 8 service cards, the form section and the latest news linking to /tin-tuc/{id}', async () => {
    mockApi('GET', '/api/news', envelope([news(7), news(6), news(5), news(4)]));
    renderRoute('/');
    const services = await screen.findByRole('region', { name: PUBLIC_MSG.catalogue.homeServicesHeading });
    await waitFor(() => expect(within(services).getAllByRole('listitem')).toHaveLength(8));
    // The card itself and its read-more button both open the service page.
    const cardLinks = within(services).getAllByRole('link', { name: new RegExp(HOME.services[0]!.title) });
    expect(cardLinks.map((a) => a.getAttribute('href'))).toEqual([HOME.services[0]!.href, HOME.services[0]!.href]);
    expect(document.title).toMatch(/SHTT Việt/);
    expect(description()).toMatch(/nhãn hiệu/);
    expect(document.getElementById('contact-form')).not.toBeNull();
    const newsBlock = await screen.findByRole('region', { name: PUBLIC_MSG.home.newsHeading });
    const links = within(newsBlock).getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/tin-tuc/7', '/tin-tuc/6', '/tin-tuc/5', '/tin-tuc']);
    // The map placeholder and its plain link are there even before the embed loads.
    expect(screen.getByRole('link', { name: PUBLIC_MSG.home.mapFallback }).getAttribute('href')).toContain('20.95%2C105.81');
  });

  it('fetches the latest news with the page and keeps them while the band further down waits for its code', async () => {
    // The band (news, video, map) loads when it nears the viewport: here, when the test says so.
    const observers: IntersectionObserverCallback[] = [];
    class Observer {
      constructor(callback: IntersectionObserverCallback) {
        observers.push(callback);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'IntersectionObserver', { value: Observer, configurable: true, writable: true });
    jest.useFakeTimers({ advanceTimers: true });
    try {
      mockApi('GET', '/api/news', envelope([news(7), news(6), news(5), news(4)]));
      const { store } = renderRoute('/');
      expect(await screen.findByRole('heading', { name: PUBLIC_MSG.consultation.heading })).toBeInTheDocument();
      await waitFor(() => expect(newsApi.endpoints.getNewsList.select()(store.getState()).data).toHaveLength(4));
      expect(screen.queryByRole('region', { name: PUBLIC_MSG.home.newsHeading })).not.toBeInTheDocument();
      // RTK Query drops an answer nobody subscribes to after 60 s; the page holds on to this one.
      act(() => jest.advanceTimersByTime(5 * 60_000));
      expect(newsApi.endpoints.getNewsList.select()(store.getState()).data).toHaveLength(4);

      act(() => observers.forEach((near) => near([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver)));
      const newsBlock = await screen.findByRole('region', { name: PUBLIC_MSG.home.newsHeading });
      expect(within(newsBlock).getAllByRole('link')).toHaveLength(4);
      expect(screen.getByRole('region', { name: PUBLIC_MSG.home.mapHeading })).toBeInTheDocument();
      expect(callsTo('GET', '/api/news')).toHaveLength(1);
    } finally {
      jest.useRealTimers();
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });

  it('still renders when the news list and the home payload fail', async () => {
    mockApi('GET', '/api/news', { status: 500, body: { code: 500, message: 'lỗi', data: null } });
    mockApi('GET', '/api/services/home', { status: 500, body: { code: 500, message: 'lỗi', data: null } });
    renderRoute('/');
    expect(await screen.findByRole('heading', { name: PUBLIC_MSG.consultation.heading })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('region', { name: PUBLIC_MSG.home.newsHeading })).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: PUBLIC_MSG.home.heroFallbackTitle }, { timeout: 3000 })).toBeInTheDocument();
  });

  it('loads the intro video from youtube-nocookie only when the visitor presses play, with a plain link always offered', async () => {
    const user = userEvent.setup({ delay: null });
    renderRoute('/');
    const play = await screen.findByRole('button', { name: new RegExp(PUBLIC_MSG.home.videoPlay) });
    expect(document.querySelector('iframe[src*="youtube"]')).toBeNull();
    expect(screen.getByRole('link', { name: PUBLIC_MSG.home.videoFallback })).toHaveAttribute('href', `https://www.youtube.com/watch?v=${HOME.video.youtubeId}`);
    await user.click(play);
    expect(document.querySelector('iframe')?.getAttribute('src')).toBe(`https://www.youtube-nocookie.com/embed/${HOME.video.youtubeId}?autoplay=1&rel=0`);
  });
});

describe('About page', () => {
  it('has a banner, numbered sections (about us, three service groups, team), the video and a call to action to /lien-he', async () => {
    renderRoute('/ve-chung-toi');
    expect(await screen.findByRole('heading', { level: 1, name: 'Về chúng tôi' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Về chúng tôi/);
    expect(description()).toMatch(/SHTT Việt/);
    for (const h of ['Về SHTT Việt', 'Dịch vụ của chúng tôi', 'Đội ngũ']) expect(screen.getByRole('heading', { level: 2, name: new RegExp(h) })).toBeInTheDocument();
    for (const g of ['Sở hữu trí tuệ', 'Giấy phép', 'Tư vấn']) expect(screen.getByRole('heading', { level: 3, name: g })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Liên hệ với chúng tôi' })).toHaveAttribute('href', '/lien-he');
    expect(await screen.findByRole('button', { name: new RegExp(PUBLIC_MSG.home.videoPlay) })).toBeInTheDocument();
  });
});

describe('Contact page', () => {
  it('shows the form beside the company details: name, addresses by type, e-mail, Hotline and Zalo', async () => {
    renderRoute('/lien-he');
    expect(await screen.findByRole('heading', { level: 1, name: 'Liên hệ' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Liên hệ/);
    const form = document.getElementById('contact-form')!;
    expect(await within(form).findByRole('heading', { name: FOOTER.company.name })).toBeInTheDocument();
    for (const l of FOOTER.locations) {
      expect(within(form).getByText(l.type)).toBeInTheDocument();
      expect(within(form).getByText(l.address)).toBeInTheDocument();
    }
    expect(within(form).getByRole('link', { name: FOOTER.company.email })).toHaveAttribute('href', `mailto:${FOOTER.company.email}`);
    expect(within(form).getByText('Hotline')).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: '0912.345.678' })).toHaveAttribute('href', 'tel:0912345678');
    expect(within(form).getByRole('link', { name: '0988.765.432' })).toHaveAttribute('href', 'https://zalo.me/0988765432');
    expect(within(form).getByRole('textbox', { name: /Họ và tên/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: PUBLIC_MSG.home.mapHeading })).toBeInTheDocument();
  });

  it('shows the spec’s failure text when the company info cannot load', async () => {
    mockApi('GET', '/api/company', { status: 500, body: { code: 500, message: 'lỗi', data: null } });
    renderRoute('/lien-he');
    expect(await screen.findByText(PUBLIC_MSG.company.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Họ và tên/ })).toBeInTheDocument();
  });
});

describe('Public frame', () => {
  it('scrolls smoothly to the top on every path change', async () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    const user = userEvent.setup({ delay: null });
    const { router } = renderRoute('/ve-chung-toi');
    await screen.findByRole('heading', { level: 1, name: 'Về chúng tôi' });
    scrollTo.mockClear();
    await user.click(screen.getByRole('link', { name: 'Liên hệ với chúng tôi' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lien-he'));
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' }));
  });

  it('leaves the first page where the browser put it (a visitor may have scrolled before hydration ended)', async () => {
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    renderRoute('/ve-chung-toi');
    await screen.findByRole('heading', { level: 1, name: 'Về chúng tôi' });
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
