import { useEffect } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { toast } from '../../components/lazyToast';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { MSG_JOBS } from '../../../shared/messages/newsJobs';
import { paths } from '../../../shared/paths';
import { usePageMeta, useServerStatus } from '../../components/usePageMeta';
import { JobApplicationForm } from '../../features/jobs/JobApplicationForm';
import { JobDetails } from '../../features/jobs/JobDetails';
import { decodeJobId } from '../../features/jobs/jobFilters';
import { useGetJobQuery } from '../../features/jobs/jobsApi';

/** /tuyen-dung/vi-tri/:id — the id is base64; a bad one is simply a job that does not exist. */
export default function JobPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const jobId = decodeJobId(id);
  const { data: job, isLoading, isError, error } = useGetJobQuery(jobId ?? 0, { skip: jobId === null });
  const notFound = jobId === null || (isError && (error as { status?: unknown }).status === 404);
  // Sent with the page's "not found" (a closed job too), so that search engines drop the address.
  useServerStatus(notFound ? 404 : 200);

  usePageMeta(
    job ? `${job.title} | Tuyển dụng | SHTT Việt` : notFound ? `${MSG_JOBS.notFound} | SHTT Việt` : `${MSG_JOBS.title} | SHTT Việt`,
    job ? `${job.title} – ${job.jobType} tại ${job.location}. Ứng tuyển trực tuyến với CV (PDF, DOC, DOCX).` : MSG_JOBS.intro,
  );
  useEffect(() => {
    // A 404 is answered by the heading; any other failure also gets the error toast.
    if (isError && !notFound) toast.error(MSG_JOBS.jobFailed, { toastId: 'job-load-failed' });
  }, [isError, notFound]);

  const back = (
    <Button component={RouterLink} to={paths.careers} startIcon={<ArrowBackIcon />} variant={job ? 'text' : 'contained'}>
      {MSG_JOBS.back}
    </Button>
  );

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      {isLoading && (
        <Box aria-busy="true" data-testid="job-loading">
          <Skeleton width={140} />
          <Skeleton height={56} />
          <Skeleton width="60%" />
          <Skeleton variant="rectangular" height={200} sx={{ mt: 3 }} />
        </Box>
      )}
      {(notFound || isError) && (
        <Box sx={{ textAlign: 'center', py: 6 }}>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 1 }}>
            {MSG_JOBS.notFound}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {notFound ? MSG_JOBS.notFoundText : MSG_JOBS.jobFailed}
          </Typography>
          {back}
        </Box>
      )}
      {job && (
        <>
          <Box sx={{ mb: 2 }}>{back}</Box>
          <JobDetails job={job} />
          <JobApplicationForm jobId={job.id} jobTitle={job.title} onApplied={() => navigate(paths.careers)} />
        </>
      )}
    </Container>
  );
}
