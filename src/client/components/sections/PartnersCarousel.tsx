import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { SERVICE_PAGE_MSG as M } from '../../../shared/messages/servicePages';
import { PARTNER_CAROUSEL, type Partner } from '../../../shared/types/servicePage';
import { useNearViewport } from '../useNearViewport';
import { useItemsPerSlide } from './useItemsPerSlide';

/**
 * Partner logos, a group per slide. Hand-written rather than Embla: the product fixes
 * the behaviour in groups (dots jump to a group, wrap-around, items per slide by window width,
 * 3000 ms / 500 ms), which is a few lines of state plus a CSS transform, testable with fake
 * timers in jsdom; Embla measures the DOM, which jsdom cannot, and would add a dependency to
 * the page chunk for no visible gain.
 */
export function PartnersCarousel({ partners }: { partners: Partner[] }) {
  const perSlide = useItemsPerSlide();
  const groups: Partner[][] = [];
  for (let i = 0; i < partners.length; i += perSlide) groups.push(partners.slice(i, i + perSlide));
  const count = groups.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // A resize can shrink the number of groups under the current index.
  const current = count ? index % count : 0;
  // The slides off to the side are clipped, so a lazy image there is never "near the viewport" and
  // only started loading as its slide came in: an empty box for a second or two. Once the carousel
  // is near the screen, the shown group's logos and both neighbours' load at once (eager).
  const [place, near] = useNearViewport<HTMLDivElement>();
  const eager = (g: number) => near && count > 0 && [0, 1, count - 1].includes((g - current + count) % count);

  // One timer per shown group: a manual move restarts the 3 s wait; hover or focus pauses it.
  useEffect(() => {
    if (hovered || focused || count < 2) return;
    const timer = setTimeout(() => setIndex((current + 1) % count), PARTNER_CAROUSEL.intervalMs);
    return () => clearTimeout(timer);
  }, [current, count, hovered, focused]);

  if (!count) return null;
  const go = (i: number) => setIndex(((i % count) + count) % count);

  return (
    <Box
      ref={place}
      role="region"
      aria-roledescription="carousel"
      aria-label={M.partnersCarousel}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node | null) && setFocused(false)}
      sx={{ position: 'relative', px: { xs: 4.5, sm: 6 } }}
    >
      <Box sx={{ overflow: 'hidden' }}>
        <Box
          data-testid="partners-track"
          sx={{ display: 'flex', transform: `translateX(-${current * 100}%)`, transition: `transform ${PARTNER_CAROUSEL.transitionMs}ms ease`, '@media (prefers-reduced-motion: reduce)': { transition: 'none' } }}
        >
          {groups.map((group, g) => (
            <Box
              key={group.map((p) => p.id).join('-')}
              role="group"
              aria-roledescription="slide"
              aria-label={M.groupLabel(g + 1, count)}
              aria-hidden={g !== current}
              sx={{ flex: '0 0 100%', display: 'grid', gridTemplateColumns: `repeat(${perSlide}, minmax(0, 1fr))`, gap: { xs: 1.5, md: 3 }, visibility: g === current ? 'visible' : 'hidden', transition: `visibility 0s linear ${g === current ? 0 : PARTNER_CAROUSEL.transitionMs}ms` }}
            >
              {group.map((p) => (
                <PartnerLogo key={p.id} partner={p} eager={eager(g)} />
              ))}
            </Box>
          ))}
        </Box>
      </Box>
      {count > 1 && (
        <>
          <IconButton aria-label={M.previous} onClick={() => go(current - 1)} sx={{ position: 'absolute', left: 0, top: 'calc(50% - 36px)' }}>
            <ChevronLeft />
          </IconButton>
          <IconButton aria-label={M.next} onClick={() => go(current + 1)} sx={{ position: 'absolute', right: 0, top: 'calc(50% - 36px)' }}>
            <ChevronRight />
          </IconButton>
          <Box sx={{ display: 'flex', justifyContent: 'center', gap: 0.5, mt: 2, flexWrap: 'wrap' }}>
            {groups.map((group, g) => (
              <IconButton key={group[0]!.id} size="small" aria-label={M.goToGroup(g + 1)} aria-current={g === current} onClick={() => go(g)} sx={{ p: 0.75 }}>
                <Box sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: g === current ? 'primary.main' : 'grey.400', transition: 'background-color 200ms' }} />
              </IconButton>
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}

/** A logo, or a grey "Logo" placeholder when the image cannot be loaded. */
function PartnerLogo({ partner, eager }: { partner: Partner; eager: boolean }) {
  const [failed, setFailed] = useState(false);
  return (
    <Box component="figure" sx={{ m: 0, textAlign: 'center', minWidth: 0 }}>
      <Box sx={{ bgcolor: '#fff', borderRadius: 2, border: '1px solid', borderColor: 'divider', p: 1, aspectRatio: '2 / 1', display: 'grid', placeItems: 'center' }}>
        {failed ? (
          <Box role="img" aria-label={partner.title} sx={{ width: '100%', height: '100%', bgcolor: 'grey.300', color: 'grey.700', borderRadius: 1, display: 'grid', placeItems: 'center', fontWeight: 700 }}>
            {M.logoPlaceholder}
          </Box>
        ) : (
          <Box component="img" src={partner.image} alt={partner.title} width={160} height={80} loading={eager ? 'eager' : 'lazy'} onError={() => setFailed(true)} sx={{ width: '100%', height: 'auto', maxWidth: 160 }} />
        )}
      </Box>
      <Typography component="figcaption" variant="caption" title={partner.shortName} sx={{ display: 'block', mt: 0.75, color: 'text.secondary', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {partner.shortName}
      </Typography>
    </Box>
  );
}
