import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { ContactFormButton } from './ContactFormButton';

/** A call-to-action band ("Liên Hệ Ngay") whose button scrolls to the consultation form. */
export function CallToAction({ id, heading, text, buttonText }: { id: string; heading: string; text: string; buttonText: string }) {
  return (
    <Box component="section" id={id} aria-labelledby={`${id}-heading`} sx={{ py: { xs: 5, md: 7 }, bgcolor: 'primary.dark', color: '#fff' }}>
      <Container sx={{ textAlign: 'center', maxWidth: 'md' }}>
        <Typography id={`${id}-heading`} component="h2" variant="h4" sx={{ fontWeight: 800, mb: 1.5, fontSize: { xs: '1.6rem', md: '2.1rem' } }}>
          {heading}
        </Typography>
        <Typography sx={{ opacity: 0.9, mb: 3, maxWidth: 680, mx: 'auto' }}>{text}</Typography>
        <ContactFormButton variant="contained" color="secondary" size="large" sx={{ px: 5, py: 1.5 }}>
          {buttonText}
        </ContactFormButton>
      </Container>
    </Box>
  );
}
