import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import BusinessIcon from '@mui/icons-material/Business';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import PlaceIcon from '@mui/icons-material/Place';
import { MSG_JOBS } from '../../../shared/messages/newsJobs';
import type { JobDetail } from '../../../shared/types/jobs';
import { formatJobDate } from './jobFilters';

function BulletList({ title, items }: { title: string; items: string[] }) {
  if (!items.length) return null;
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.75 }}>
        {items.map((text, i) => (
          <Typography component="li" key={i} sx={{ lineHeight: 1.7 }}>
            {text}
          </Typography>
        ))}
      </Box>
    </Box>
  );
}

/** Title, job type, location, posted date and the three bullet lists of a job. */
export function JobDetails({ job }: { job: JobDetail }) {
  const facts = [
    job.company && { icon: <BusinessIcon fontSize="small" aria-hidden />, text: job.company },
    { icon: <AccessTimeIcon fontSize="small" aria-hidden />, text: job.jobType },
    { icon: <PlaceIcon fontSize="small" aria-hidden />, text: job.location },
    { icon: <CalendarMonthIcon fontSize="small" aria-hidden />, text: `${MSG_JOBS.postedOn}: ${formatJobDate(job.postedDate)}` },
  ].filter(Boolean) as Array<{ icon: ReactElement; text: string }>;
  return (
    <Box component="article">
      <Chip label={job.category} color="primary" variant="outlined" size="small" sx={{ mb: 1.5 }} />
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, fontSize: { xs: '1.6rem', md: '2.1rem' }, lineHeight: 1.25, mb: 2 }}>
        {job.title}
      </Typography>
      <Stack direction="row" useFlexGap spacing={2.5} sx={{ flexWrap: 'wrap', rowGap: 1, mb: 4, color: 'text.secondary' }}>
        {facts.map((f) => (
          <Typography key={f.text} variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
            {f.icon}
            {f.text}
          </Typography>
        ))}
      </Stack>
      <BulletList title={MSG_JOBS.description} items={job.description} />
      <BulletList title={MSG_JOBS.requirements} items={job.requirements} />
      <BulletList title={MSG_JOBS.benefits} items={job.benefits} />
    </Box>
  );
}
