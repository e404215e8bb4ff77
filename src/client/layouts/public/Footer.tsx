import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { PUBLIC_MSG } from '../../../shared/messages/publicSite';
import { PUBLIC_LATE_MSG } from '../../../shared/messages/publicLateParts';
import { NEWSLETTER_MSG } from '../../../shared/messages/publicForms';
import { dialable, useGetFooterQuery } from '../../features/company/companyApi';
import { NewsletterForm } from '../../features/newsletter/NewsletterForm';
import { FOOTER_COLOR, FOOTER_ICON } from './footerIcons';

const M = PUBLIC_MSG.frame;
const F = PUBLIC_LATE_MSG.footer;
/** The copyright year is a fixed part of the footer's text, not the current year. */
export const FOOTER_YEAR = 2025;

const heading = { component: 'h2', variant: 'subtitle1', sx: { fontWeight: 700, mb: 1.5, color: 'common.white' } } as const;
const row = { display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1 } as const;

/** The footer from GET /services/toto. While loading or after a failure it stays empty, with no message. */
export function Footer() {
  const { data } = useGetFooterQuery();
  if (!data) return <Box component="footer" sx={{ bgcolor: 'primary.dark', minHeight: 24 }} />;
  const { company, locations, phoneContacts, importants, socials } = data;
  const MailIcon = FOOTER_ICON.Mail;
  const PinIcon = FOOTER_ICON.MapPin;
  const PhoneIcon = FOOTER_ICON.Phone;

  return (
    <Box component="footer" sx={{ bgcolor: 'primary.dark', color: 'rgba(255,255,255,0.85)', pt: 6, pb: 3, fontSize: 15 }}>
      <Container>
        <Grid container spacing={4}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography {...heading}>{company.name}</Typography>
            <Typography variant="body2" sx={{ mb: 0.5 }}>
              {F.representative}: {company.representative}
            </Typography>
            <Typography variant="body2" sx={{ mb: 1.5 }}>
              {F.taxCode}: {company.taxCode}
            </Typography>
            {locations.map((l) => (
              <Box key={l.id} sx={row}>
                <PinIcon fontSize="small" sx={{ color: FOOTER_COLOR[l.color], mt: 0.25 }} aria-hidden />
                <Typography variant="body2">
                  <strong>{l.type}:</strong> {l.address}
                </Typography>
              </Box>
            ))}
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <Typography {...heading}>{M.contactHeading}</Typography>
            <Box sx={row}>
              <MailIcon fontSize="small" sx={{ color: FOOTER_COLOR.blue }} aria-hidden />
              <Link href={`mailto:${company.email}`} color="inherit" underline="hover" variant="body2">
                {company.email}
              </Link>
            </Box>
            {phoneContacts.map((p) => (
              <Box key={p.id} sx={row}>
                <PhoneIcon fontSize="small" sx={{ color: FOOTER_COLOR[p.color] }} aria-hidden />
                <Typography variant="body2">
                  {p.label}:{' '}
                  <Link href={`tel:${dialable(p.number)}`} color="inherit" underline="hover">
                    {p.number}
                  </Link>
                </Typography>
              </Box>
            ))}
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 2 }}>
            <Typography {...heading}>{F.importantsHeading}</Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {importants.map((i) => {
                const Icon = FOOTER_ICON[i.icon];
                return (
                  <Box component="li" key={i.id} sx={row}>
                    <Icon fontSize="small" sx={{ color: FOOTER_COLOR[i.color], mt: 0.25 }} aria-hidden />
                    <Link component={RouterLink} to={`/tin-tuc/${encodeURIComponent(i.href)}`} color="inherit" underline="hover" variant="body2">
                      {i.text}
                    </Link>
                  </Box>
                );
              })}
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 3 }}>
            <Typography {...heading}>{NEWSLETTER_MSG.heading}</Typography>
            <Typography variant="body2" sx={{ mb: 1.5 }}>
              {NEWSLETTER_MSG.intro}
            </Typography>
            <NewsletterForm />
            <Typography {...heading} sx={{ ...heading.sx, mt: 3 }}>
              {F.socialsHeading}
            </Typography>
            <Box sx={{ display: 'flex', gap: 1 }}>
              {socials.map((s) => {
                const Icon = FOOTER_ICON[s.icon];
                return (
                  <IconButton key={s.id} component="a" href={s.href} target="_blank" rel="noopener noreferrer" aria-label={s.label} sx={{ color: FOOTER_COLOR[s.color], bgcolor: 'rgba(255,255,255,0.08)' }}>
                    <Icon />
                  </IconButton>
                );
              })}
            </Box>
          </Grid>
        </Grid>
        <Divider sx={{ my: 3, borderColor: 'rgba(255,255,255,0.15)' }} />
        <Typography variant="body2" sx={{ textAlign: 'center' }}>
          {F.copyright(company.websiteName, FOOTER_YEAR)}
        </Typography>
      </Container>
    </Box>
  );
}
