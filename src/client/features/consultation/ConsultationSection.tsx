import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PUBLIC_MSG } from '../../../shared/messages/publicSite';
import { deferUntilNear } from '../../components/deferUntilNear';
import { SKIPPED_UNTIL_NEAR } from '../../components/sections/skippedUntilNear';
import { LoadFailedNotice } from '../../components/LoadFailedNotice';
import { nextTask } from '../../components/nextTask';

/** The rendered form's height at each breakpoint (px), held while its code loads in a page the browser renders: no layout shift. */
const FORM_HEIGHT = 523;

// The form is in the server's HTML, where it takes typing and choices at once (useServerForm); its
// code (formik, yup, the phone input) is hydrated into it once the section nears the viewport, not
// before the page is interactive. Hydrating an existing form costs far less than creating it: no
// element to create and none of its styles to insert. Its libraries are evaluated one task each,
// then the form: in one go, ~150 ms on a budget phone. One chunk name for all four: they download
// together, once.
const ConsultationForm = deferUntilNear(
  async () => {
    await import(/* webpackChunkName: "consultation-form" */ 'formik');
    await nextTask();
    await import(/* webpackChunkName: "consultation-form" */ '../../../shared/validation/customer');
    await nextTask();
    await import(/* webpackChunkName: "consultation-form" */ '@mui/material/TextField');
    await nextTask();
    return { default: (await import(/* webpackChunkName: "consultation-form" */ './ConsultationForm')).ConsultationForm };
  },
  { minHeight: FORM_HEIGHT, failed: <LoadFailedNotice part={PUBLIC_MSG.frame.consultationFormPart} /> },
);

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
    <Box component="section" id="contact-form" aria-labelledby="contact-form-heading" className={SKIPPED_UNTIL_NEAR} sx={{ py: { xs: 5, md: 8 }, scrollMarginTop: 96 }}>
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
              <ConsultationForm />
            </Paper>
          </Box>
        </Box>
      </Container>
    </Box>
  );
}

export default ConsultationSection;
