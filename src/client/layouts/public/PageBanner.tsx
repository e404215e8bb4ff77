import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';

/** The banner at the top of an inner page: its h1 and a short lead. */
export function PageBanner({ title, lead }: { title: string; lead: string }) {
  return (
    <Box
      component="section"
      sx={{
        color: 'common.white',
        py: { xs: 6, md: 9 },
        backgroundColor: 'primary.dark',
        backgroundImage: 'url(/images/site/banner.svg)',
        backgroundSize: 'cover',
        backgroundPosition: 'center',
      }}
    >
      <Container>
        <Typography component="h1" sx={{ fontWeight: 800, fontSize: { xs: 30, md: 44 }, mb: 1.5 }}>
          {title}
        </Typography>
        <Typography sx={{ maxWidth: 720, opacity: 0.9, fontSize: { xs: 16, md: 18 } }}>{lead}</Typography>
      </Container>
    </Box>
  );
}
