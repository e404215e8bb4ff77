import { lazy, startTransition, Suspense, useEffect, useRef, useState, type RefObject } from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Skeleton from '@mui/material/Skeleton';
import CloseIcon from '@mui/icons-material/Close';
import PhoneIcon from '@mui/icons-material/Phone';
import { PUBLIC_MSG } from '../../../shared/messages/publicSite';
import { PartLoadBoundary } from '../../components/LoadBoundary';
import { usePartsLoading } from '../../components/partsLoading';
import { useHydrated } from '../../components/useHydrated';
import { whenIdle } from '../../components/whenIdle';
import { ChatButton } from '../../features/chat/ChatButton';
import { FLOATING_BUTTONS_PLACE } from '../../features/chat/chatPanelPlace';
import { useGetFooterQuery } from '../../features/company/companyApi';
import { contactChannels } from './contactChannels';

const M = PUBLIC_MSG.frame;

// The channel list (with MUI's Tooltip and Popper) is not in the first load: its code is fetched when
// a finger or the pointer comes down on the toggle, or it gets the keyboard focus, before the click.
const loadContactChannels = () => import(/* webpackChunkName: "public-contact-channels" */ './ContactChannels');
const ContactChannels = lazy(loadContactChannels);
const preloadContactChannels = () => void loadContactChannels().catch(() => undefined);

/**
 * True once the page is hydrated, the parts of it that started loading meanwhile are on screen
 * (partsLoading.ts: the contact page's form, just below its first screen), and the browser then
 * idle: the floating buttons appear when a tap on them gets an answer at once, not while the page's
 * start-up work would keep it waiting (on a slow phone, the second after hydration).
 */
function useReadyForTaps(): boolean {
  const hydrated = useHydrated();
  const partsLoading = usePartsLoading();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!hydrated || partsLoading || ready) return undefined;
    return whenIdle(() => startTransition(() => setReady(true)));
  }, [hydrated, partsLoading, ready]);
  return ready;
}

/**
 * True while a form's submit button in the page lies under the floating buttons (on a phone a
 * form's button spans the width, and the corner it shares with them is where it sits when
 * scrolled to): the buttons then step aside so that the tap reaches the form. Checked once a frame
 * at most, on scroll, resize and any change of the page's height (a form growing its errors).
 */
function useOverSubmit(widget: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [over, setOver] = useState(false);
  useEffect(() => {
    if (!active) return undefined;
    let frame = 0;
    const check = () => {
      frame = 0;
      const box = widget.current?.getBoundingClientRect();
      if (!box) return;
      const hit = [...document.querySelectorAll('main [type="submit"]')].some((button) => {
        const r = button.getBoundingClientRect();
        return r.width > 0 && r.right > box.left && r.left < box.right && r.bottom > box.top && r.top < box.bottom;
      });
      setOver(hit);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // Not in every browser the site supports (nor in jsdom): scroll and resize still do the work.
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    resized?.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      resized?.disconnect();
    };
  }, [widget, active]);
  return over;
}

/** The channel list's place while its code loads: the widget answers the tap at once. */
function ChannelsLoading({ count }: { count: number }) {
  return (
    <Box component="ul" id="contact-channels" aria-label={M.contactHeading} aria-busy sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <Skeleton variant="circular" width={40} height={40} />
        </li>
      ))}
    </Box>
  );
}

/**
 * The floating contact widget: a toggle listing the contact channels, and a separate
 * chat button (features/chat/ChatButton.tsx) that opens the live-chat panel and counts unseen replies.
 * Both work only with the page's script, so a server-rendered page shows them once hydrated
 * (and the browser idle, useReadyForTaps) rather than as buttons that do nothing.
 */
export function ContactWidget() {
  const { data } = useGetFooterQuery();
  const [open, setOpen] = useState(false);
  const channels = contactChannels(data);
  const ready = useReadyForTaps();
  const place = useRef<HTMLDivElement>(null);
  const overSubmit = useOverSubmit(place, ready);
  if (!ready) return null;

  // On the drawers' layer (1200): above the page and the sticky header, under every dialog's
  // backdrop (MUI's modal layer, 1300; sweetalert2's, components/dialogs.ts).
  return (
    <Box
      ref={place}
      data-testid="contact-widget"
      data-over-submit={overSubmit}
      sx={{
        position: 'fixed',
        right: FLOATING_BUTTONS_PLACE.right,
        bottom: FLOATING_BUTTONS_PLACE.bottom,
        zIndex: (t) => t.zIndex.drawer,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 1.25,
        transition: 'opacity .2s, visibility .2s',
        ...(overSubmit && !open ? { opacity: 0, visibility: 'hidden' } : {}),
      }}
    >
      {open && (
        <PartLoadBoundary>
          <Suspense fallback={<ChannelsLoading count={channels.length} />}>
            <ContactChannels channels={channels} />
          </Suspense>
        </PartLoadBoundary>
      )}
      <Fab color="primary" aria-label={open ? M.widgetClose : M.widgetOpen} aria-expanded={open} aria-controls="contact-channels" onPointerDown={preloadContactChannels} onFocus={preloadContactChannels} onClick={() => setOpen((o) => !o)}>
        {open ? <CloseIcon /> : <PhoneIcon />}
      </Fab>
      <ChatButton />
    </Box>
  );
}
