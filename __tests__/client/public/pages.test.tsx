import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PUBLIC_MSG } from '../../../src/shared/messages/publicSite';
import { PUBLIC_LATE_MSG } from '../../../src/shared/messages/publicLateParts';
import type { NewsItem } from '../../../src/shared/types/news';
import { catalogueApi } from '../../../src/client/features/catalogue/catalogueApi';
import { HERO_LOADING_MS } from '../../../src/client/features/catalogue/HeroCarousel';
import { newsApi } from '../../../src/client/features/news/newsApi';
import { callsTo, envelope, mockApi } from '../../helpers/mockApi';
import { preloadRoutes, renderRoute } from '../../helpers/renderWithProviders';
import { HOME, mockPublicFrame } from './publicFixtures';

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

beforeAll(() => preloadRoutes('/', '/ve-chung-toi', '/lien-he'));
beforeEach(() => mockPublicFrame());

describe('Home page', () => {
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
      expect(screen.queryByRole('region', { name: PUBLIC_LATE_MSG.home.newsHeading })).not.toBeInTheDocument();
      // RTK Query drops an answer nobody subscribes to after 60 s; the page holds on to this one.
      act(() => jest.advanceTimersByTime(5 * 60_000));
      expect(newsApi.endpoints.getNewsList.select()(store.getState()).data).toHaveLength(4);

      act(() => observers.forEach((near) => near([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver)));
      const newsBlock = await screen.findByRole('region', { name: PUBLIC_LATE_MSG.home.newsHeading });
      expect(within(newsBlock).getAllByRole('link')).toHaveLength(4);
      expect(screen.getByRole('region', { name: PUBLIC_LATE_MSG.home.mapHeading })).toBeInTheDocument();
      expect(callsTo('GET', '/api/news')).toHaveLength(1);
    } finally {
      jest.useRealTimers();
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });

  it('still renders when the news list and the home payload fail', async () => {
    mockApi('GET', '/api/news', { status: 500, body: { code: 500, message: 'lỗi', data: null } });
    mockApi('GET', '/api/services/home', { status: 500, body: { code: 500, message: 'lỗi', data: null } });
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const { store } = renderRoute('/');
      expect(await screen.findByRole('heading', { name: PUBLIC_MSG.consultation.heading })).toBeInTheDocument();
      await waitFor(() => expect(catalogueApi.endpoints.getHome.select()(store.getState()).isError).toBe(true));
      await waitFor(() => expect(screen.queryByRole('region', { name: PUBLIC_LATE_MSG.home.newsHeading })).not.toBeInTheDocument());
      // The hero keeps its loading state for its first second whatever the answer: that second is
      // skipped, not waited for.
      act(() => jest.advanceTimersByTime(HERO_LOADING_MS));
      expect(await screen.findByRole('heading', { name: PUBLIC_MSG.home.heroFallbackTitle })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('loads the intro video from youtube-nocookie only when the visitor presses play, with a plain link always offered', async () => {
    const user = userEvent.setup({ delay: null });
    const { store } = renderRoute('/');
    // The video's band comes late: its code loads when it nears the viewport (at once here: jsdom
    // has no IntersectionObserver), and it shows the video once the home payload is there. The
    // test waits for those two things to have happened, not for a time.
    await act(async () => {
      await import('../../../src/client/pages/public/home/HomeFurtherDown');
      const home = store.dispatch(catalogueApi.endpoints.getHome.initiate());
      await home;
      home.unsubscribe();
    });
    const play = await screen.findByRole('button', { name: new RegExp(PUBLIC_LATE_MSG.home.videoPlay) });
    expect(document.querySelector('iframe[src*="youtube"]')).toBeNull();
    expect(screen.getByRole('link', { name: PUBLIC_LATE_MSG.home.videoFallback })).toHaveAttribute('href', `https://www.youtube.com/watch?v=${HOME.video.youtubeId}`);
    await user.click(play);
    expect(document.querySelector('iframe')?.getAttribute('src')).toBe(`https://www.youtube-nocookie.com/embed/${HOME.video.youtubeId}?autoplay=1&rel=0`);
  });
});

describe('Contact page', () => {
  it('shows the failure text when the company info cannot load', async () => {
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
