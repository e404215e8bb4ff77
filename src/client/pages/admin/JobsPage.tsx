import { useState } from 'react';
import { AdminPageHeader, ListLoadState } from '../../components/AdminListFrame';
import { toast } from 'react-toastify';
import Box from '@mui/material/Box';
import AddIcon from '@mui/icons-material/Add';
import { MSG_JOBS_ADMIN as M } from '../../../shared/messages/jobsAdmin';
import type { AdminJob } from '../../../shared/types/jobsAdmin';
import { errorMessage } from '../../app/api';
import { dialogs } from '../../components/dialogs';
import { usePageMeta } from '../../components/usePageMeta';
import { ApplicationsDialog } from '../../features/jobsAdmin/ApplicationsDialog';
import { JobFormDialog } from '../../features/jobsAdmin/JobFormDialog';
import { JobsTable } from '../../features/jobsAdmin/JobsTable';
import { useGetAdminJobsQuery, useSetJobStatusMutation } from '../../features/jobsAdmin/jobsAdminApi';

type Open = { kind: 'add' } | { kind: 'edit'; job: AdminJob } | { kind: 'applications'; job: AdminJob } | null;

/** /administration/jobs: vacancies and their applications, for every staff member. */
export default function JobsPage() {
  usePageMeta(`${M.title} | Quản trị`, M.pageDescription);
  const jobsQuery = useGetAdminJobsQuery();
  const { data: jobs } = jobsQuery;
  const [setStatus] = useSetJobStatusMutation();
  const [busyId, setBusyId] = useState<number | null>(null);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  // Closing hides the vacancy from the public site, so it is confirmed; reopening is harmless.
  const toggleStatus = async (job: AdminJob) => {
    const closing = job.status === 'OPEN';
    if (closing && !(await dialogs.confirm(M.confirmCloseTitle, M.confirmCloseText(job.title), M.confirmClose, M.cancel))) return;
    setBusyId(job.id);
    const res = await setStatus({ id: job.id, status: closing ? 'CLOSED' : 'OPEN' });
    setBusyId(null);
    if ('data' in res && res.data) toast.success(closing ? M.closed : M.reopened);
    else toast.error(`${M.statusFailed}: ${errorMessage('error' in res ? res.error : null, M.genericError)}`);
  };

  return (
    <Box>
      <AdminPageHeader title={M.title} actionLabel={M.add} actionIcon={<AddIcon />} onAction={() => setOpen({ kind: 'add' })} />

      <ListLoadState query={jobsQuery} texts={M} />
      {jobs && (
        <JobsTable
          jobs={jobs}
          busyId={busyId}
          onEdit={(job) => setOpen({ kind: 'edit', job })}
          onToggleStatus={(job) => void toggleStatus(job)}
          onApplications={(job) => setOpen({ kind: 'applications', job })}
        />
      )}

      {/* Mounted only while open, so each opening starts from the row's current values. */}
      {open?.kind === 'add' && <JobFormDialog onClose={close} />}
      {open?.kind === 'edit' && <JobFormDialog key={open.job.id} job={open.job} onClose={close} />}
      {open?.kind === 'applications' && <ApplicationsDialog key={open.job.id} job={open.job} onClose={close} />}
    </Box>
  );
}
