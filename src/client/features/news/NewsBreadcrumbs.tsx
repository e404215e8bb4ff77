import { Link as RouterLink } from 'react-router-dom';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { MSG_NEWS } from '../../../shared/messages/newsJobs';
import { paths } from '../../../shared/paths';
import { LIBRARY_LABELS } from '../../components/libraryLabels';

interface Crumb {
  label: string;
  to?: string;
}

/** Trang chủ › … › current page (the last crumb is not a link and carries aria-current). */
export function NewsBreadcrumbs({ trail }: { trail: Crumb[] }) {
  return (
    <Breadcrumbs aria-label={LIBRARY_LABELS.breadcrumbs} sx={{ mb: 3, '& ol': { flexWrap: 'wrap' } }}>
      <Link component={RouterLink} to={paths.home} underline="hover" color="inherit">
        {MSG_NEWS.home}
      </Link>
      {trail.map((c, i) =>
        c.to && i < trail.length - 1 ? (
          <Link key={c.label} component={RouterLink} to={c.to} underline="hover" color="inherit">
            {c.label}
          </Link>
        ) : (
          <Typography
            key={c.label}
            color="text.primary"
            aria-current="page"
            title={c.label}
            sx={{ maxWidth: { xs: 220, sm: 480 }, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {c.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
