import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import { PUBLIC_MSG } from '../../../shared/messages/publicSite';
import { dialable, useGetFooterQuery } from '../../features/company/companyApi';

// MUI's Link look (inherited colour, underlined on hover) on a plain anchor: the Link component is not
// in the first load for these two.
const link = { display: 'inline-flex', alignItems: 'center', gap: 0.75, color: 'inherit', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } } as const;

/** Large screens: the hotline and contact e-mail above the menu (the firm's data, one source). */
export function TopBar() {
  const { data } = useGetFooterQuery();
  const hotline = data?.phoneContacts.find((p) => p.label === PUBLIC_MSG.frame.hotline) ?? data?.phoneContacts[0];
  return (
    <Box sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText', fontSize: 14, minHeight: 36 }}>
      <Container maxWidth="xl" sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 3, minHeight: 36 }}>
        {hotline && (
          <Box component="a" href={`tel:${dialable(hotline.number)}`} sx={link}>
            <PhoneIcon sx={{ fontSize: 16 }} aria-hidden />
            {PUBLIC_MSG.frame.hotline}: {hotline.number}
          </Box>
        )}
        {data && (
          <Box component="a" href={`mailto:${data.company.email}`} sx={link}>
            <EmailIcon sx={{ fontSize: 16 }} aria-hidden />
            {data.company.email}
          </Box>
        )}
      </Container>
    </Box>
  );
}
