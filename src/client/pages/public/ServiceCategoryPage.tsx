import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { ServiceCategory } from '../../../shared/types/catalogue';
import { usePageMeta } from '../../components/usePageMeta';
import { ConsultationSection } from '../../features/consultation/ConsultationSection';
import { CategoryServiceGrid } from '../../features/servicePages/CategoryServiceGrid';

interface Props {
  category: ServiceCategory;
  title: string;
  intro: string;
  meta: string;
}

/** The frame both overview pages share: a banner, the category's cards, the consultation form. */
export function ServiceCategoryPage({ category, title, intro, meta }: Props) {
  usePageMeta(`${title} | SHTT Việt`, meta);
  return (
    <>
      <Box component="header" sx={{ background: 'linear-gradient(135deg, #073a66 0%, #0b4f8a 60%, #1769aa 100%)', color: '#fff', py: { xs: 5, md: 8 } }}>
        <Container>
          <Typography component="h1" variant="h3" sx={{ fontWeight: 800, mb: 1.5, fontSize: { xs: '1.9rem', md: '2.8rem' } }}>
            {title}
          </Typography>
          <Typography sx={{ maxWidth: 720, opacity: 0.92, fontSize: { xs: 16, md: 18 } }}>{intro}</Typography>
        </Container>
      </Box>
      <Container component="section" aria-label={title} sx={{ py: { xs: 5, md: 8 } }}>
        <CategoryServiceGrid category={category} />
      </Container>
      <ConsultationSection />
    </>
  );
}
