import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BusinessIcon from '@mui/icons-material/Business';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import PlaceIcon from '@mui/icons-material/Place';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { MSG_JOBS } from '../../../shared/messages/newsJobs';
import type { JobSummary } from '../../../shared/types/jobs';
import { formatJobDate } from './jobFilters';

/** Read by screen readers only: the icon says it to sighted visitors. */
const srOnly = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

const Meta = ({ icon, children, label }: { icon: ReactNode; children: ReactNode; label: string }) => (
  <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
    {icon}
    <Box component="span" sx={srOnly}>
      {label}:
    </Box>
    {children}
  </Typography>
);

/** One search result: title, company (optional), job type, location, posted date and the apply link. */
export function JobCard({ job, to }: { job: JobSummary; to: string }) {
  return (
    <Card component="article" variant="outlined" aria-labelledby={`job-${job.id}-title`}>
      <CardContent sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, alignItems: { sm: 'center' } }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Chip label={job.category} size="small" color="primary" variant="outlined" sx={{ mb: 1 }} />
          <Typography id={`job-${job.id}-title`} component="h2" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.3, mb: 1 }}>
            {job.title}
          </Typography>
          <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
            {job.company && (
              <Meta icon={<BusinessIcon fontSize="small" aria-hidden />} label="Công ty">
                {job.company}
              </Meta>
            )}
            <Meta icon={<AccessTimeIcon fontSize="small" aria-hidden />} label={MSG_JOBS.jobType}>
              {job.jobType}
            </Meta>
            <Meta icon={<PlaceIcon fontSize="small" aria-hidden />} label={MSG_JOBS.location}>
              {job.location}
            </Meta>
            <Meta icon={<CalendarMonthIcon fontSize="small" aria-hidden />} label={MSG_JOBS.postedOn}>
              <time dateTime={job.postedDate}>{formatJobDate(job.postedDate)}</time>
            </Meta>
          </Stack>
        </Box>
        <Button component={RouterLink} to={to} variant="contained" aria-label={`${MSG_JOBS.apply}: ${job.title}`} sx={{ flexShrink: 0, alignSelf: { xs: 'stretch', sm: 'center' } }}>
          {MSG_JOBS.apply}
        </Button>
      </CardContent>
    </Card>
  );
}
