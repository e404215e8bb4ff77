import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import { SERVICE_PAGE_MSG } from '../../../shared/messages/servicePages';
import type { ServiceHero as Hero } from '../../../shared/types/servicePage';
import { ContactFormButton } from './ContactFormButton';

/** The banner of a service page; its "Tư vấn miễn phí" button scrolls to #contact-form. */
export function ServiceHero({ hero }: { hero: Hero }) {
  return (
    <Box
      component="header"
      sx={{ background: 'linear-gradient(135deg, #073a66 0%, #0b4f8a 55%, #1769aa 100%)', color: '#fff', py: { xs: 5, md: 9 }, overflow: 'hidden' }}
    >
      <Container sx={{ display: 'grid', gap: { xs: 4, md: 6 }, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 7fr) minmax(0, 5fr)' }, alignItems: 'center' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ textTransform: 'uppercase', letterSpacing: 1.5, fontWeight: 700, color: '#ffd27a', fontSize: 14, mb: 1 }}>
            {hero.eyebrow}
          </Typography>
          <Typography component="h1" variant="h3" sx={{ fontWeight: 800, mb: 2, fontSize: { xs: '1.9rem', sm: '2.4rem', md: '3rem' }, overflowWrap: 'anywhere' }}>
            {hero.title}
          </Typography>
          <Typography sx={{ fontSize: { xs: 16, md: 18 }, opacity: 0.92, mb: 3, maxWidth: 640 }}>{hero.description}</Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mb: 4, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {hero.highlights.map((text) => (
              <li key={text}>
                <Chip
                  icon={<CheckCircleOutlined />}
                  label={text}
                  sx={{ bgcolor: 'rgba(255,255,255,0.14)', color: '#fff', fontWeight: 600, height: 'auto', py: 0.5, '& .MuiChip-label': { whiteSpace: 'normal' }, '& .MuiChip-icon': { color: '#ffd27a' } }}
                />
              </li>
            ))}
          </Box>
          <ContactFormButton variant="contained" color="secondary" size="large" sx={{ px: 4, py: 1.5, fontSize: 17 }}>
            {hero.ctaText ?? SERVICE_PAGE_MSG.heroCta}
          </ContactFormButton>
        </Box>
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          {/* Above the fold (a phone's largest paint): loaded first, with its size reserved so nothing shifts. */}
          <Box component="img" src={hero.image} alt={hero.imageAlt} width={480} height={360} fetchPriority="high" sx={{ width: '100%', maxWidth: 480, height: 'auto' }} />
        </Box>
      </Container>
    </Box>
  );
}
