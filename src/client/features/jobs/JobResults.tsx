import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MSG_JOBS } from '../../../shared/messages/newsJobs';
import type { JobSummary } from '../../../shared/types/jobs';
import { JobCard } from './JobCard';

export const SKELETON_CARDS = 3;

interface Props {
  jobs: JobSummary[];
  loading: boolean;
  failed: boolean;
  mode: 'list' | 'search';
  jobPath: (id: number) => string;
}

/** Three skeleton cards while loading, the error text of the call that failed, the no-result text or the cards. */
export function JobResults({ jobs, loading, failed, mode, jobPath }: Props) {
  if (loading) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label={MSG_JOBS.title}>
        {Array.from({ length: SKELETON_CARDS }, (_, i) => (
          <Card key={i} variant="outlined" data-testid="job-skeleton" aria-hidden>
            <CardContent>
              <Skeleton width={120} />
              <Skeleton height={32} width="70%" />
              <Skeleton width="50%" />
            </CardContent>
          </Card>
        ))}
      </Stack>
    );
  }
  if (failed) return <Alert severity="error">{mode === 'search' ? MSG_JOBS.searchFailed : MSG_JOBS.listFailed}</Alert>;
  if (!jobs.length) {
    return (
      <Typography role="status" color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        {MSG_JOBS.noResult}
      </Typography>
    );
  }
  return (
    <Stack spacing={2}>
      {jobs.map((j) => (
        <JobCard key={j.id} job={j} to={jobPath(j.id)} />
      ))}
    </Stack>
  );
}
