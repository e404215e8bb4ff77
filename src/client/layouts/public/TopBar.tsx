import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import { PUBLIC_MSG } from '../../../shared/messages/publicSite';
import { dialable, useGetFooterQuery } from '../../features/company/companyApi';

/** Large screens: the hotline and contact e-mail above the menu (the firm's data, one source). */
export function TopBar() {
  const { data } = useGetFooterQuery();
  const hotline = data?.phoneContacts.find((p) => p.label === PUBLIC_MSG.frame.hotline) ?? data?.phoneContacts[0];
  return (
    <Box sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText', fontSize: 14, minHeight: 36 }}>
      <Container maxWidth="xl" sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 3, minHeight: 36 }}>
        {hotline && (
          <Link href={`tel:${dialable(hotline.number)}`} color="inherit" underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
            <PhoneIcon sx={{ fontSize: 16 }} aria-hidden />
            {PUBLIC_MSG.frame.hotline}: {hotline.number}
          </Link>
        )}
        {data && (
          <Link href={`mailto:${data.company.email}`} color="inherit" underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}>
            <EmailIcon sx={{ fontSize: 16 }} aria-hidden />
            {data.company.email}
          </Link>
        )}
      </Container>
    </Box>
  );
}
