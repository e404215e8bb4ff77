import { memo, useDeferredValue, useMemo } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { MSG_JOBS } from '../../../shared/messages/newsJobs';
import { paths } from '../../../shared/paths';
import { HydratedInTurn } from '../../components/HydratedInTurn';
import { usePageMeta } from '../../components/usePageMeta';
import { JobFilterForm } from '../../features/jobs/JobFilterForm';
import { JobResults } from '../../features/jobs/JobResults';
import { useJobSearch } from '../../features/jobs/useJobSearch';

const Results = memo(JobResults);

/** /tuyen-dung: the filter form and the open positions. */
export default function CareersPage() {
  usePageMeta(
    'Tuyển dụng | SHTT Việt',
    'Cơ hội việc làm tại SHTT Việt: chuyên viên tư vấn pháp lý, luật sư, nhân viên kinh doanh tại Hà Nội và Hồ Chí Minh. Ứng tuyển trực tuyến bằng CV.',
  );
  const { values, change, submit, mode, jobs, loading, failed } = useJobSearch();
  // Rendered from a deferred copy: the list that arrives renders in interruptible slices rather
  // than in the one blocking task of the store update (a long task on a phone).
  const results = useDeferredValue(useMemo(() => ({ jobs, loading, failed, mode }), [jobs, loading, failed, mode]));
  return (
    <HydratedInTurn>
      <Box sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: { xs: 5, md: 8 } }}>
        <Container>
          <Typography component="h1" variant="h3" sx={{ fontWeight: 800, fontSize: { xs: '2rem', md: '2.8rem' }, mb: 1 }}>
            {MSG_JOBS.title}
          </Typography>
          <Typography sx={{ maxWidth: 640, opacity: 0.9 }}>{MSG_JOBS.intro}</Typography>
        </Container>
      </Box>
      <Container sx={{ mt: { xs: -3, md: -4 } }}>
        <JobFilterForm values={values} onChange={change} onSubmit={submit} />
      </Container>
      <Container sx={{ pt: 4, pb: { xs: 4, md: 8 } }} aria-live="polite">
        <Results {...results} jobPath={paths.job} />
      </Container>
    </HydratedInTurn>
  );
}
