import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { HERO_INTERVAL_MS, HERO_LOADING_MS, HeroCarousel } from '../../../src/client/features/catalogue/HeroCarousel';
import { HERO_SLIDES } from '../../../src/server/db/seed/company';
import { PUBLIC_MSG } from '../../../src/shared/messages/publicSite';
import type { HeroSlide } from '../../../src/shared/types/catalogue';
import { renderWithProviders } from '../../helpers/renderWithProviders';
import { HydrationDone, hydrationStarted } from '../../../src/client/components/useHydrated';

const M = PUBLIC_MSG.home;

const shown = () => screen.getByRole('heading', { level: 2 }).textContent;
const slideCount = () => document.querySelectorAll('[aria-roledescription="slide"]').length;
// The slide controls come with the slides' own timer, once the loading state is over.
const controlsShown = () => screen.queryByRole('button', { name: M.nextSlide }) !== null;
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

function setup(slides = HERO_SLIDES) {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, delay: null });
  return { user, ...renderWithProviders(<HeroCarousel slides={slides} />) };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('HeroCarousel', () => {
  it('starts with a 1 s loading state (the first slide under it, for the browser to swap), then shows the first of 3 slides', () => {
    setup();
    expect(screen.getByRole('status', { name: M.loadingHero })).toBeInTheDocument();
    expect(slideCount()).toBe(1);
    expect(controlsShown()).toBe(false);
    advance(HERO_LOADING_MS - 1);
    expect(screen.getByRole('status', { name: M.loadingHero })).toBeInTheDocument();
    expect(controlsShown()).toBe(false);
    advance(1);
    expect(slideCount()).toBe(3);
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

  it('sends no slide with the loading state when the slides are not known yet (a visit from another page)', () => {
    let arrive!: (slides: HeroSlide[]) => void;
    function Later() {
      const [slides, setSlides] = useState<HeroSlide[]>();
      arrive = setSlides;
      return <HeroCarousel slides={slides} />;
    }
    renderWithProviders(<Later />);
    expect(slideCount()).toBe(0);
    act(() => arrive(HERO_SLIDES));
    expect(slideCount()).toBe(0);
    expect(screen.getByRole('status', { name: M.loadingHero })).toBeInTheDocument();
    advance(HERO_LOADING_MS);
    expect(slideCount()).toBe(3);
    expect(shown()).toBe(HERO_SLIDES[0]!.title);
  });

  it('slide links: scroll to #contact-form, open the trademark page, open /lien-he', async () => {
    const form = document.createElement('section');
    form.id = 'contact-form';
    form.scrollIntoView = jest.fn();
    document.body.appendChild(form);
    const { user, router } = setup();
    advance(HERO_LOADING_MS);

    expect(screen.getByRole('link', { name: HERO_SLIDES[0]!.buttonText })).toHaveAttribute('href', '#contact-form');
    await user.click(screen.getByRole('link', { name: HERO_SLIDES[0]!.buttonText }));
    expect(form.scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    expect(router.state.location.pathname).toBe('/');

    await user.click(screen.getByRole('button', { name: M.nextSlide }));
    expect(screen.getByRole('link', { name: HERO_SLIDES[1]!.buttonText })).toHaveAttribute('href', '/dang-ky-bao-ho-nhan-hieu');
    await user.click(screen.getByRole('link', { name: HERO_SLIDES[1]!.buttonText }));
    expect(router.state.location.pathname).toBe('/dang-ky-bao-ho-nhan-hieu');

    await user.click(screen.getByRole('button', { name: M.nextSlide }));
    await user.click(screen.getByRole('link', { name: HERO_SLIDES[2]!.buttonText }));
    expect(router.state.location.pathname).toBe('/lien-he');
    form.remove();
  });

  it('offers a plain headline and the contact page when the home data failed', async () => {
    const { user, router } = setup([]);
    advance(HERO_LOADING_MS);
    expect(shown()).toBe(M.heroFallbackTitle);
    await user.click(screen.getByRole('link', { name: M.heroFallbackButton }));
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

    it('sends the first slide, its heading and its link, with the loading state; the same element stays on when the slides start', () => {
      const html = renderToString(
        <MemoryRouter>
          <HeroCarousel slides={HERO_SLIDES} />
        </MemoryRouter>,
      );
      expect(html).toContain(HERO_SLIDES[0]!.title);
      expect(html).toContain('href="#contact-form"');
      expect(html).not.toContain(HERO_SLIDES[1]!.title);
      hydrateAt(300, 100);
      const sent = document.querySelector('[aria-roledescription="slide"]');
      expect(sent).toHaveTextContent(HERO_SLIDES[0]!.title);
      advance(800);
      expect(controlsShown()).toBe(true);
      // Not replaced: a new element would start the browser's second again (and blink).
      expect(document.querySelector('[aria-roledescription="slide"]')).toBe(sent);
    });

    it('keeps the loading state 1 s from the first paint the visitor saw, not from the hydration', () => {
      hydrateAt(700, 100);
      advance(399);
      expect(screen.getByRole('status', { name: M.loadingHero })).toBeInTheDocument();
      expect(controlsShown()).toBe(false);
      advance(1);
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      expect(controlsShown()).toBe(true);
      expect(shown()).toBe(HERO_SLIDES[0]!.title);
    });

    it('shows the first slide at once when the hydration ends more than 1 s after the first paint', () => {
      hydrateAt(1500, 200);
      advance(0);
      expect(controlsShown()).toBe(true);
      expect(shown()).toBe(HERO_SLIDES[0]!.title);
    });

    it('counts from the start of the page when nothing has been painted yet (a tab opened in the background)', () => {
      hydrateAt(300, null);
      advance(699);
      expect(screen.getByRole('status', { name: M.loadingHero })).toBeInTheDocument();
      expect(controlsShown()).toBe(false);
      advance(1);
      expect(controlsShown()).toBe(true);
      expect(shown()).toBe(HERO_SLIDES[0]!.title);
    });
  });
});
