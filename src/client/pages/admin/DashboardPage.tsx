import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { MSG_DASHBOARD as M } from '../../../shared/messages/jobsAdmin';
import { usePageMeta } from '../../components/usePageMeta';
import { useGetDashboardQuery } from '../../features/dashboard/dashboardApi';
import { StatCards } from '../../features/dashboard/StatCards';
import { WeeklyRequestsChart } from '../../features/dashboard/WeeklyRequestsChart';

/** Read by screen readers, not shown (the skeletons show it). */
const visuallyHidden = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/** /administration: the counters staff check first, and requests per week by service. */
export default function DashboardPage() {
  usePageMeta(`${M.title} | Quản trị`, M.pageDescription);
  // Fresh numbers whenever staff come back to the home page (older than a minute).
  const { data, isLoading, isError, isFetching, refetch } = useGetDashboardQuery(undefined, { refetchOnMountOrArgChange: 60 });
  const loading = isLoading || (isError && isFetching);

  return (
    <Box>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
        {M.title}
      </Typography>
      {isError && !isFetching && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {M.retry}
            </Button>
          }
        >
          {M.loadFailed}
        </Alert>
      )}
      {loading && (
        <Box role="status" sx={visuallyHidden}>
          {M.loading}
        </Box>
      )}
      <StatCards data={data} loading={loading} />
      <WeeklyRequestsChart data={data} loading={loading} />
    </Box>
  );
}
