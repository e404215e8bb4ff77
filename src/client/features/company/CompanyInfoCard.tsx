import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ChatIcon from '@mui/icons-material/Chat';
import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import PlaceIcon from '@mui/icons-material/Place';
import { PUBLIC_MSG } from '../../../shared/messages/publicSite';
import { dialable, useGetCompanyInfoQuery } from './companyApi';

const M = PUBLIC_MSG.company;
const row = { display: 'flex', gap: 1.5, alignItems: 'flex-start', mb: 2 } as const;

/** The contact page's company details from GET /company: name, addresses by type, e-mail, Hotline and Zalo numbers. */
export function CompanyInfoCard() {
  const { data, isLoading, isError } = useGetCompanyInfoQuery();
  if (isLoading) return <Skeleton variant="rounded" height={360} aria-label={PUBLIC_MSG.home.loadingHero} />;
  if (isError || !data) return <Alert severity="error">{M.loadFailed}</Alert>;

  const hotlines = data.phoneContacts.filter((p) => !/zalo/i.test(p.label));
  const zalos = data.phoneContacts.filter((p) => /zalo/i.test(p.label));
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 3 }, height: '100%' }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 800, color: 'primary.main', mb: 2.5 }}>
        {data.company.name}
      </Typography>
      {data.locations.map((l) => (
        <Box key={l.id} sx={row}>
          <PlaceIcon color="primary" aria-hidden />
          <Box>
            <Typography sx={{ fontWeight: 700 }}>{l.type}</Typography>
            <Typography color="text.secondary">{l.address}</Typography>
          </Box>
        </Box>
      ))}
      <Box sx={row}>
        <EmailIcon color="primary" aria-hidden />
        <Box>
          <Typography sx={{ fontWeight: 700 }}>{M.email}</Typography>
          <Link href={`mailto:${data.company.email}`}>{data.company.email}</Link>
        </Box>
      </Box>
      {hotlines.map((p) => (
        <Box key={`${p.label}-${p.number}`} sx={row}>
          <PhoneIcon color="secondary" aria-hidden />
          <Box>
            <Typography sx={{ fontWeight: 700 }}>{p.label}</Typography>
            <Link href={`tel:${dialable(p.number)}`}>{p.number}</Link>
          </Box>
        </Box>
      ))}
      {zalos.map((p) => (
        <Box key={`${p.label}-${p.number}`} sx={row}>
          <ChatIcon sx={{ color: '#0068ff' }} aria-hidden />
          <Box>
            <Typography sx={{ fontWeight: 700 }}>{p.label}</Typography>
            <Link href={`https://zalo.me/${dialable(p.number)}`} target="_blank" rel="noopener noreferrer">
              {p.number}
            </Link>
          </Box>
        </Box>
      ))}
    </Paper>
  );
}
