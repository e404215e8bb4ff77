import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { HERO_INTERVAL_MS, HERO_LOADING_MS, HeroCarousel } from '../../../src/client/features/catalogue/HeroCarousel';
import { HERO_SLIDES } from '../../../src/server/db/seed/company';
import { PUBLIC_MSG } from '../../../src/shared/messages/publicSite';
import { renderWithProviders } from '../../helpers/renderWithProviders';
import { HydrationDone, hydrationStarted } from '../../../src/client/components/useHydrated';

const M = PUBLIC_MSG.home;

const shown = () => screen.getByRole('heading', { level: 2 }).textContent;
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

function setup(slides = HERO_SLIDES) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
  return { user, ...renderWithProviders(<HeroCarousel slides={slides} />) };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('HeroCarousel', () => {
  it('starts with a 1 s loading state, then shows the first of 3 slides', () => {
    setup();
    expect(screen.getByRole('status', { name: M.loadingHero })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    advance(HERO_LOADING_MS - 1);
    expect(screen.getByRole('status', { name: M.loadingHero })).toBeInTheDocument();
    advance(1);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(shown()).toBe(HERO_SLIDES[0]!.title);
    expect(screen.getAllByRole('button', { name: /Chuyển tới trang trình chiếu/ })).toHaveLength(3);
  });

  it('advances every 5 s and wraps around, restarting the progress bar each time', () => {
    setup();
    advance(HERO_LOADING_MS);
    const bar = screen.getByTestId('hero-progress');
    advance(HERO_INTERVAL_MS - 1);
    expect(shown()).toBe(HERO_SLIDES[0]!.title);
    advance(1);
    expect(shown()).toBe(HERO_SLIDES[1]!.title);
    expect(screen.getByTestId('hero-progress')).not.toBe(bar);
    advance(HERO_INTERVAL_MS);
    expect(shown()).toBe(HERO_SLIDES[2]!.title);
    advance(HERO_INTERVAL_MS);
    expect(shown()).toBe(HERO_SLIDES[0]!.title);
  });

  it('moves with the arrows (wrapping) and jumps with the dots; a manual move restarts the 5 s', async () => {
    const { user } = setup();
    advance(HERO_LOADING_MS);
    await user.click(screen.getByRole('button', { name: M.prevSlide }));
    expect(shown()).toBe(HERO_SLIDES[2]!.title);
    await user.click(screen.getByRole('button', { name: M.nextSlide }));
    expect(shown()).toBe(HERO_SLIDES[0]!.title);
    await user.click(screen.getByRole('button', { name: M.goToSlide(2) }));
    expect(shown()).toBe(HERO_SLIDES[1]!.title);
    expect(screen.getByRole('button', { name: M.goToSlide(2) })).toHaveAttribute('aria-current', 'true');
    advance(HERO_INTERVAL_MS - 10);
    expect(shown()).toBe(HERO_SLIDES[1]!.title);
    advance(10);
    expect(shown()).toBe(HERO_SLIDES[2]!.title);
  });

  it('slide buttons: scroll to #contact-form, open the trademark page, open /lien-he', async () => {
    const form = document.createElement('section');
    form.id = 'contact-form';
    form.scrollIntoView = jest.fn();
    document.body.appendChild(form);
    const { user, router } = setup();
    advance(HERO_LOADING_MS);

    await user.click(screen.getByRole('button', { name: HERO_SLIDES[0]!.buttonText }));
    expect(form.scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    expect(router.state.location.pathname).toBe('/');

    await user.click(screen.getByRole('button', { name: M.nextSlide }));
    await user.click(screen.getByRole('button', { name: HERO_SLIDES[1]!.buttonText }));
    expect(router.state.location.pathname).toBe('/dang-ky-bao-ho-nhan-hieu');

    await user.click(screen.getByRole('button', { name: M.nextSlide }));
    await user.click(screen.getByRole('button', { name: HERO_SLIDES[2]!.buttonText }));
    expect(router.state.location.pathname).toBe('/lien-he');
    form.remove();
  });

  it('offers a plain headline and the contact page when the home data failed', async () => {
    const { user, router } = setup([]);
    advance(HERO_LOADING_MS);
    expect(shown()).toBe(M.heroFallbackTitle);
    await user.click(screen.getByRole('button', { name: M.heroFallbackButton }));
    expect(router.state.location.pathname).toBe('/lien-he');
  });

  describe('in a page sent by the server', () => {
    let root: Root | undefined;
    afterEach(() => {
      act(() => root?.unmount());
      root = undefined;
      document.body.innerHTML = '';
    });

    /** Hydrates the server's HTML of the hero `hydratedAt` ms into the page's life, its first paint at `paintedAt`. */
    function hydrateAt(hydratedAt: number, paintedAt: number | null) {
      // The fake clock's `performance` has no entries: the page's first paint as the browser lists it.
      const entries = (name: string) => (name === 'first-contentful-paint' && paintedAt !== null ? [{ startTime: paintedAt }] : []);
      Object.defineProperty(performance, 'getEntriesByName', { value: entries, configurable: true });
      const tree = (
        <MemoryRouter>
          <HeroCarousel slides={HERO_SLIDES} />
          <HydrationDone />
        </MemoryRouter>
      );
      const container = document.createElement('div');
      container.innerHTML = renderToString(tree);
      document.body.appendChild(container);
      advance(hydratedAt - performance.now());
      hydrationStarted();
      act(() => {
        root = hydrateRoot(container, tree);
      });
      expect(screen.getByRole('status', { name: M.loadingHero })).toBeInTheDocument();
    }

    it('keeps the loading state 1 s from the first paint the visitor saw, not from the hydration', () => {
      hydrateAt(700, 100);
      advance(399);
      expect(screen.getByRole('status', { name: M.loadingHero })).toBeInTheDocument();
      advance(1);
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(shown()).toBe(HERO_SLIDES[0]!.title);
    });

    it('shows the first slide at once when the hydration ends more than 1 s after the first paint', () => {
      hydrateAt(1500, 200);
      advance(0);
      expect(shown()).toBe(HERO_SLIDES[0]!.title);
    });

    it('counts from the start of the page when nothing has been painted yet (a tab opened in the background)', () => {
      hydrateAt(300, null);
      advance(699);
      expect(screen.getByRole('status', { name: M.loadingHero })).toBeInTheDocument();
      advance(1);
      expect(shown()).toBe(HERO_SLIDES[0]!.title);
    });
  });
});
