import { startTransition, useEffect, useState, type MouseEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { keyframes } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { PUBLIC_MSG } from '../../../shared/messages/publicSite';
import type { HeroSlide } from '../../../shared/types/catalogue';
import { goToPart } from '../../components/partFocus';
import { isHydrating } from '../../components/useHydrated';
import { useServerAnchor } from '../../components/useServerForm';

const M = PUBLIC_MSG.home;
/** Each slide shows 5 s; the carousel starts with a 1 s loading state. */
export const HERO_INTERVAL_MS = 5000;
export const HERO_LOADING_MS = 1000;

const fill = keyframes`from { transform: scaleX(0); } to { transform: scaleX(1); }`;
// The loading state's second, kept by the browser from when it first styles the hero (its first
// paint): the first slide is sent hidden under the skeleton and the two swap when it ends, whether or
// not the scripts have run (docs/performance.md, "Largest paint"). Once the slides' own timer has
// run, React renders the same state without the swap.
const revealed = keyframes`to { visibility: visible; }`;
const gone = keyframes`to { visibility: hidden; }`;
const afterLoading = (name: string) => `${name} 0s ${HERO_LOADING_MS}ms forwards`;

/**
 * A slide's call to action: a link, so that it works before the page is hydrated (`#id`:
 * public/boot.js jumps to that part of this page, useServerAnchor). Once it is, `#id` scrolls
 * smoothly there, taking the focus along, and a route opens in the app.
 */
function SlideLink({ href, children }: { href: string; children: ReactNode }) {
  const common = { variant: 'contained', color: 'secondary', size: 'large' } as const;
  const anchor = useServerAnchor<HTMLAnchorElement>();
  if (!href.startsWith('#')) {
    return (
      <Button {...common} component={RouterLink} to={href}>
        {children}
      </Button>
    );
  }
  const scroll = (e: MouseEvent) => {
    const target = document.getElementById(href.slice(1));
    if (!target) return;
    e.preventDefault();
    // Past the service cards, laid out first, and the keyboard's place along, as before hydration.
    goToPart(target);
  };
  return (
    <Button {...common} {...anchor} href={href} onClick={scroll}>
      {children}
    </Button>
  );
}

/**
 * When the visitor first saw the loading state, page clock (ms). A page sent by the server shows it
 * from its first paint, well before the page is hydrated (over a second later on a budget phone),
 * and the browser swaps in the first slide a second after that: counting the 1 s from hydration
 * would hold the arrows, the dots and the 5 s cycle back for as long again after the slide shows.
 * A tab opened in the background has painted nothing yet: its page counts from its start.
 */
function loadingShownAt(): number {
  if (!isHydrating()) return performance.now();
  return performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
}

/** The home hero: slides advance every 5 s, with arrows, dots and a progress bar. */
export function HeroCarousel({ slides }: { slides: HeroSlide[] | undefined }) {
  // Read once, in the first render in the browser; the server's render never starts the timer.
  const [shownAt] = useState(() => (typeof window === 'undefined' ? 0 : loadingShownAt()));
  const [warm, setWarm] = useState(false);
  const [index, setIndex] = useState(0);
  const count = slides?.length ?? 0;
  // Slides known at the first render (the server's page, or a payload already in the cache): the
  // first one goes out with the loading state, hidden until the browser swaps the two.
  const [firstHeld] = useState(count > 0);
  const ready = warm && count > 0;
  // The home payload failed: a plain headline and the way to the contact page instead.
  const failed = warm && slides !== undefined && count === 0;

  useEffect(() => {
    // A transition: the three slides render in interruptible slices, not in one long task.
    const timer = setTimeout(() => startTransition(() => setWarm(true)), Math.max(0, shownAt + HERO_LOADING_MS - performance.now()));
    return () => clearTimeout(timer);
  }, [shownAt]);

  // One timer per shown slide: choosing a slide by hand restarts the 5 s.
  useEffect(() => {
    if (!ready || count < 2) return undefined;
    const timer = setTimeout(() => setIndex((i) => (i + 1) % count), HERO_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [ready, index, count]);

  const go = (i: number) => setIndex(((i % count) + count) % count);

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={M.heroLabel}
      sx={{ position: 'relative', height: { xs: 520, md: 600 }, overflow: 'hidden', bgcolor: 'primary.dark', color: 'common.white' }}
    >
      {failed && (
        <Container sx={{ pt: { xs: 10, md: 14 } }}>
          <Typography component="h2" sx={{ fontWeight: 800, fontSize: { xs: 28, md: 44 }, maxWidth: 820, mb: 3 }}>
            {M.heroFallbackTitle}
          </Typography>
          <SlideLink href="/lien-he">{M.heroFallbackButton}</SlideLink>
        </Container>
      )}
      {!ready && !failed && (
        <Container sx={{ pt: { xs: 10, md: 14 }, ...(firstHeld && { animation: afterLoading(gone) }) }} role="status" aria-label={M.loadingHero}>
          <Skeleton variant="text" sx={{ bgcolor: 'rgba(255,255,255,0.15)', fontSize: 20, width: 260 }} />
          <Skeleton variant="text" sx={{ bgcolor: 'rgba(255,255,255,0.15)', fontSize: 44, width: '80%' }} />
          <Skeleton variant="text" sx={{ bgcolor: 'rgba(255,255,255,0.15)', fontSize: 18, width: '60%' }} />
          <Skeleton variant="rounded" sx={{ bgcolor: 'rgba(255,255,255,0.15)', mt: 3, width: 220, height: 48 }} />
        </Container>
      )}
      {(ready ? slides! : firstHeld ? slides!.slice(0, 1) : []).map((slide, i) => (
        <Box
          key={slide.id}
          role="group"
          aria-roledescription="slide"
          aria-label={`${i + 1} / ${count}`}
          aria-hidden={i !== index}
          inert={i !== index}
          sx={{
            position: 'absolute',
            inset: 0,
            opacity: i === index ? 1 : 0,
            transition: 'opacity .8s ease',
            '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
            ...(!ready && { visibility: 'hidden', animation: afterLoading(revealed) }),
          }}
        >
          <Box component="img" src={slide.image} alt="" width={1600} height={700} loading={i === 0 ? 'eager' : 'lazy'} sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }} />
          <Container sx={{ position: 'relative', pt: { xs: 8, md: 14 }, px: { xs: 7, md: 10 } }}>
            <Typography sx={{ textTransform: 'uppercase', letterSpacing: 1, fontWeight: 600, opacity: 0.9, mb: 1.5, fontSize: { xs: 13, md: 15 } }}>{slide.subtitle}</Typography>
            <Typography component="h2" sx={{ fontWeight: 800, fontSize: { xs: 28, sm: 36, md: 48 }, lineHeight: 1.2, maxWidth: 820, mb: 2 }}>
              {slide.title}
            </Typography>
            <Typography sx={{ maxWidth: 640, opacity: 0.92, mb: 4, fontSize: { xs: 15, md: 18 } }}>{slide.description}</Typography>
            <SlideLink href={slide.href}>{slide.buttonText}</SlideLink>
          </Container>
        </Box>
      ))}
      {ready && count > 1 && (
        <>
          <IconButton aria-label={M.prevSlide} onClick={() => go(index - 1)} sx={arrow('left')}>
            <ChevronLeftIcon fontSize="large" />
          </IconButton>
          <IconButton aria-label={M.nextSlide} onClick={() => go(index + 1)} sx={arrow('right')}>
            <ChevronRightIcon fontSize="large" />
          </IconButton>
          <Box sx={{ position: 'absolute', bottom: 18, left: 0, right: 0, display: 'flex', justifyContent: 'center' }}>
            {slides!.map((s, i) => (
              <Box
                component="button"
                type="button"
                key={s.id}
                aria-label={M.goToSlide(i + 1)}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
                // The dot is drawn inside a 24 px high button with 6 px either side: a finger-sized
                // target (WCAG 2.5.8) that looks the same as before.
                sx={{
                  height: 24,
                  px: '6px',
                  border: 0,
                  bgcolor: 'transparent',
                  display: 'flex',
                  alignItems: 'center',
                  cursor: 'pointer',
                  '&::before': { content: '""', display: 'block', width: i === index ? 28 : 12, height: 12, borderRadius: 6, bgcolor: i === index ? 'common.white' : 'rgba(255,255,255,0.5)', transition: 'width .3s' },
                }}
              />
            ))}
          </Box>
          <Box
            key={index}
            aria-hidden
            data-testid="hero-progress"
            sx={{ position: 'absolute', left: 0, right: 0, bottom: 0, height: 4, bgcolor: 'secondary.main', transformOrigin: 'left', animation: `${fill} ${HERO_INTERVAL_MS}ms linear forwards` }}
          />
        </>
      )}
    </Box>
  );
}

const arrow = (side: 'left' | 'right') => ({
  position: 'absolute',
  top: '50%',
  [side]: { xs: 4, md: 16 },
  transform: 'translateY(-50%)',
  color: 'common.white',
  bgcolor: 'rgba(0,0,0,0.25)',
  '&:hover': { bgcolor: 'rgba(0,0,0,0.45)' },
});
