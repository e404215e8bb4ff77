import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { paths } from '../../../shared/paths';
import { usePageMeta } from '../../components/usePageMeta';
import { ABOUT } from '../../features/company/aboutContent';
import { useGetHomeQuery } from '../../features/catalogue/catalogueApi';
import { VideoEmbed } from '../../features/catalogue/VideoEmbed';
import { PageBanner } from '../../layouts/public/PageBanner';

function Numbered({ n, title, children }: { n: number; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={`about-${n}`} sx={{ py: { xs: 4, md: 6 } }}>
      <Typography id={`about-${n}`} component="h2" variant="h4" sx={{ fontWeight: 800, mb: 3, display: 'flex', alignItems: 'center', gap: 2, fontSize: { xs: 24, md: 32 } }}>
        <Box component="span" aria-hidden sx={{ flexShrink: 0, width: 48, height: 48, borderRadius: '50%', bgcolor: 'primary.main', color: 'common.white', display: 'grid', placeItems: 'center', fontSize: 22 }}>
          {String(n).padStart(2, '0')}
        </Box>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** /ve-chung-toi: banner; 1 about us, 2 services in three groups, 3 team; video; call to action to /lien-he. */
export default function AboutPage() {
  usePageMeta(ABOUT.metaTitle, ABOUT.metaDescription);
  const { data: home } = useGetHomeQuery();
  return (
    <>
      <PageBanner title={ABOUT.title} lead={ABOUT.lead} />
      <Container>
        <Numbered n={1} title={ABOUT.intro.heading}>
          {ABOUT.intro.paragraphs.map((p) => (
            <Typography key={p} sx={{ mb: 2, fontSize: 17, maxWidth: 900 }}>
              {p}
            </Typography>
          ))}
          <Grid container spacing={2} sx={{ mt: 2 }}>
            {ABOUT.intro.figures.map((f) => (
              <Grid key={f.label} size={{ xs: 6, md: 3 }}>
                <Paper variant="outlined" sx={{ p: 2, textAlign: 'center' }}>
                  <Typography sx={{ fontSize: 32, fontWeight: 800, color: 'secondary.main' }}>{f.value}</Typography>
                  <Typography color="text.secondary">{f.label}</Typography>
                </Paper>
              </Grid>
            ))}
          </Grid>
        </Numbered>
        <Numbered n={2} title={ABOUT.services.heading}>
          <Grid container spacing={3}>
            {ABOUT.services.groups.map((g) => (
              <Grid key={g.title} size={{ xs: 12, md: 4 }}>
                <Paper elevation={2} sx={{ p: 3, height: '100%', borderTop: 4, borderColor: 'primary.main' }}>
                  <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mb: 2 }}>
                    {g.title}
                  </Typography>
                  <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                    {g.items.map((item) => (
                      <Box component="li" key={item} sx={{ display: 'flex', gap: 1, mb: 1.25 }}>
                        <CheckCircleIcon color="primary" fontSize="small" sx={{ mt: 0.25 }} aria-hidden />
                        {item}
                      </Box>
                    ))}
                  </Box>
                </Paper>
              </Grid>
            ))}
          </Grid>
        </Numbered>
        <Numbered n={3} title={ABOUT.team.heading}>
          <Grid container spacing={4} sx={{ alignItems: 'center' }}>
            <Grid size={{ xs: 12, md: 7 }}>
              {ABOUT.team.paragraphs.map((p) => (
                <Typography key={p} sx={{ mb: 2, fontSize: 17 }}>
                  {p}
                </Typography>
              ))}
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <Box component="img" src="/images/site/team.svg" alt="" width={600} height={400} loading="lazy" sx={{ width: '100%', height: 'auto' }} />
            </Grid>
          </Grid>
        </Numbered>
        {home && (
          <Box component="section" aria-labelledby="about-video" sx={{ py: { xs: 4, md: 6 }, maxWidth: 960, mx: 'auto' }}>
            <Typography id="about-video" component="h2" variant="h5" sx={{ fontWeight: 800, mb: 3, textAlign: 'center' }}>
              {ABOUT.video.heading}
            </Typography>
            <VideoEmbed video={home.video} />
          </Box>
        )}
      </Container>
      <Box component="section" sx={{ bgcolor: 'primary.main', color: 'common.white', py: { xs: 5, md: 7 }, textAlign: 'center' }}>
        <Container>
          <Typography component="h2" variant="h5" sx={{ fontWeight: 800, mb: 1.5 }}>
            {ABOUT.cta.heading}
          </Typography>
          <Typography sx={{ mb: 3, opacity: 0.9 }}>{ABOUT.cta.text}</Typography>
          <Button component={RouterLink} to={paths.contact} variant="contained" color="secondary" size="large">
            {ABOUT.cta.button}
          </Button>
        </Container>
      </Box>
    </>
  );
}
