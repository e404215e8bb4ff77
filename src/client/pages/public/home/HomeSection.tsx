import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** One titled band of the home page (its heading names the section for assistive technology). */
export function HomeSection({ id, title, intro, children, tinted = false }: { id: string; title: string; intro?: string; children: ReactNode; tinted?: boolean }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ py: { xs: 5, md: 8 }, bgcolor: tinted ? 'common.white' : undefined }}>
      <Container>
        <Typography id={id} component="h2" variant="h4" sx={{ fontWeight: 800, textAlign: 'center', mb: intro ? 1.5 : 4, fontSize: { xs: 26, md: 34 } }}>
          {title}
        </Typography>
        {intro && <Typography sx={{ textAlign: 'center', color: 'text.secondary', mb: 4, maxWidth: 720, mx: 'auto' }}>{intro}</Typography>}
        {children}
      </Container>
    </Box>
  );
}
