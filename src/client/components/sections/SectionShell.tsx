import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { SKIPPED_UNTIL_NEAR } from './skippedUntilNear';

interface Props {
  id: string;
  heading: string;
  intro?: string;
  /** Alternate sections get a white band so long pages read as distinct blocks. */
  shaded?: boolean;
  children: ReactNode;
}

/** The frame of every content section: an anchor, an h2 the section is labelled by, an intro. */
export function SectionShell({ id, heading, intro, shaded = false, children }: Props) {
  const headingId = `${id}-heading`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      className={SKIPPED_UNTIL_NEAR}
      sx={{ py: { xs: 5, md: 8 }, bgcolor: shaded ? 'background.paper' : 'transparent', scrollMarginTop: 96 }}
    >
      <Container>
        <Typography id={headingId} component="h2" variant="h4" sx={{ fontWeight: 800, color: 'primary.dark', textAlign: 'center', mb: intro ? 1.5 : 4, fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
          {heading}
        </Typography>
        {intro && (
          <Typography color="text.secondary" sx={{ textAlign: 'center', maxWidth: 720, mx: 'auto', mb: 4 }}>
            {intro}
          </Typography>
        )}
        {children}
      </Container>
    </Box>
  );
}
