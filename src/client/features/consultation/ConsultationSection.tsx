import { lazy, Suspense, useCallback, useEffect, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PUBLIC_MSG } from '../../../shared/messages/publicSite';
import { LoadBoundary } from '../../components/LoadBoundary';
import { LoadFailedNotice } from '../../components/LoadFailedNotice';
import { nextTask } from '../../components/nextTask';
import { useNearViewport } from '../../components/useNearViewport';
import { CONTACT_FORM_FOCUS_REQUEST } from '../../components/contactFormFocus';

// The form (formik, yup, the phone input, the select) loads when the section nears the viewport
// or the visitor first interacts with the page: it is not needed before the page is interactive.
// Its libraries are evaluated one task each, then the form: in one go, ~150 ms on a budget phone
// with nothing drawn meanwhile. One chunk name for all four: they download together, once.
const ConsultationForm = lazy(async () => {
  await import(/* webpackChunkName: "consultation-form" */ 'formik');
  await nextTask();
  await import(/* webpackChunkName: "consultation-form" */ '../../../shared/validation/customer');
  await nextTask();
  await import(/* webpackChunkName: "consultation-form" */ '@mui/material/TextField');
  await nextTask();
  return { default: (await import(/* webpackChunkName: "consultation-form" */ './ConsultationForm')).ConsultationForm };
});
/** The rendered form's height at each breakpoint (px), reserved while its code loads: no layout shift. */
const FORM_HEIGHT = 523;

/** Loads the form near the viewport; a focus request made while it loads is honoured when it is there. */
function DeferredForm() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  const box = useRef<HTMLDivElement | null>(null);
  const focusWanted = useRef(false);
  useEffect(() => {
    const section = box.current?.closest('section');
    if (!section) return;
    const onRequest = () => (focusWanted.current = true);
    section.addEventListener(CONTACT_FORM_FOCUS_REQUEST, onRequest);
    return () => section.removeEventListener(CONTACT_FORM_FOCUS_REQUEST, onRequest);
  }, []);
  const onLoaded = useCallback(() => {
    if (!focusWanted.current) return;
    focusWanted.current = false;
    box.current?.querySelector<HTMLElement>('input, textarea, select')?.focus({ preventScroll: true });
  }, []);
  const setBox = useCallback(
    (el: HTMLDivElement | null) => {
      box.current = el;
      ref(el);
    },
    [ref],
  );
  return (
    <Box ref={setBox}>
      {near ? (
        <LoadBoundary fallback={<LoadFailedNotice part={PUBLIC_MSG.frame.consultationFormPart} />}>
          <Suspense fallback={<Box sx={{ minHeight: FORM_HEIGHT }} />}>
            <ConsultationForm />
            <Loaded onLoaded={onLoaded} />
          </Suspense>
        </LoadBoundary>
      ) : (
        <Box sx={{ minHeight: FORM_HEIGHT }} />
      )}
    </Box>
  );
}

/** Calls onLoaded once, after the lazy siblings inside the same Suspense boundary have mounted. */
function Loaded({ onLoaded }: { onLoaded: () => void }) {
  useEffect(() => onLoaded(), [onLoaded]);
  return null;
}

interface Props {
  title?: string;
  intro?: string;
  /** Shown beside the form on wide screens (the contact page puts the company details here). */
  aside?: ReactNode;
}

/**
 * The consultation block every page reuses. Its id is `contact-form`: hero and pricing buttons
 * scroll to it.
 */
export function ConsultationSection({ title = PUBLIC_MSG.consultation.heading, intro = PUBLIC_MSG.consultation.intro, aside }: Props) {
  return (
    <Box component="section" id="contact-form" aria-labelledby="contact-form-heading" sx={{ py: { xs: 5, md: 8 }, scrollMarginTop: 96 }}>
      <Container>
        {/* The aside and the form side by side from md, 5 and 7 twelfths as MUI's Grid would share
            them (its gap taken 7 / 12 from the first), a CSS grid: no MUI Grid in the first load. */}
        <Box sx={{ display: 'grid', gap: 4, alignItems: 'start', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: aside ? 'calc(100% * 5 / 12 - 7 * 32px / 12) minmax(0, 1fr)' : 'minmax(0, 1fr)' } }}>
          {aside && <Box>{aside}</Box>}
          <Box>
            <Paper elevation={2} sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: aside ? 'none' : 760, mx: 'auto' }}>
              <Typography id="contact-form-heading" component="h2" variant="h5" sx={{ fontWeight: 800, color: 'primary.main', mb: 1 }}>
                {title}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 3 }}>
                {intro}
              </Typography>
              <DeferredForm />
            </Paper>
          </Box>
        </Box>
      </Container>
    </Box>
  );
}

export default ConsultationSection;
