import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PUBLIC_MSG } from '../../../shared/messages/publicSite';
import { ConsultationForm } from './ConsultationForm';

interface Props {
  title?: string;
  intro?: string;
  /** Shown beside the form on wide screens (the contact page puts the company details here). */
  aside?: ReactNode;
}

/**
 * The consultation block every page reuses. Its id is `contact-form`: hero and pricing buttons
 * scroll to it (public-site spec §2).
 */
export function ConsultationSection({ title = PUBLIC_MSG.consultation.heading, intro = PUBLIC_MSG.consultation.intro, aside }: Props) {
  return (
    <Box component="section" id="contact-form" aria-labelledby="contact-form-heading" sx={{ py: { xs: 5, md: 8 }, scrollMarginTop: 96 }}>
      <Container>
        <Grid container spacing={4} sx={{ alignItems: 'flex-start' }}>
          {aside && <Grid size={{ xs: 12, md: 5 }}>{aside}</Grid>}
          <Grid size={{ xs: 12, md: aside ? 7 : 12 }}>
            <Paper elevation={2} sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: aside ? 'none' : 760, mx: 'auto' }}>
              <Typography id="contact-form-heading" component="h2" variant="h5" sx={{ fontWeight: 800, color: 'primary.main', mb: 1 }}>
                {title}
              </Typography>
              <Typography color="text.secondary" sx={{ mb: 3 }}>
                {intro}
              </Typography>
              <ConsultationForm />
            </Paper>
          </Grid>
        </Grid>
      </Container>
    </Box>
  );
}

export default ConsultationSection;
