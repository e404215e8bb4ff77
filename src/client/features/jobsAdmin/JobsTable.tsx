import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/Edit';
import FolderSharedIcon from '@mui/icons-material/FolderShared';
import LockIcon from '@mui/icons-material/Lock';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import { MSG_JOBS_ADMIN as M } from '../../../shared/messages/jobsAdmin';
import type { AdminJob } from '../../../shared/types/jobsAdmin';
import { formatDay } from './format';

interface Props {
  jobs: AdminJob[];
  /** The job whose status is being changed (its toggle is disabled meanwhile). */
  busyId: number | null;
  onEdit: (job: AdminJob) => void;
  onToggleStatus: (job: AdminJob) => void;
  onApplications: (job: AdminJob) => void;
}

/** Every vacancy, open and closed, newest first (the server's order). */
export function JobsTable({ jobs, busyId, onEdit, onToggleStatus, onApplications }: Props) {
  const c = M.columns;
  if (!jobs.length) {
    return (
      <Paper sx={{ p: 3 }}>
        <Typography color="text.secondary">{M.empty}</Typography>
      </Paper>
    );
  }
  return (
    <TableContainer component={Paper}>
      <Table size="small" aria-label={M.title}>
        <TableHead>
          <TableRow>
            {[c.title, c.category, c.jobType, c.location, c.postedDate, c.status, c.applications, c.actions].map((h) => (
              <TableCell key={h} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {jobs.map((job) => {
            const open = job.status === 'OPEN';
            const toggleLabel = open ? M.closeOf(job.title) : M.reopenOf(job.title);
            return (
              <TableRow key={job.id} hover sx={{ opacity: open ? 1 : 0.75 }}>
                <TableCell>
                  <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
                    {job.title}
                  </Typography>
                  {job.company && (
                    <Typography component="span" variant="body2" color="text.secondary">
                      {job.company}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>{job.category}</TableCell>
                <TableCell>{job.jobType}</TableCell>
                <TableCell>{job.location}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDay(job.postedDate)}</TableCell>
                <TableCell>
                  <Chip size="small" label={M.status[job.status]} color={open ? 'success' : 'default'} variant={open ? 'filled' : 'outlined'} />
                </TableCell>
                <TableCell align="center">{job.applicationCount}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Box sx={{ display: 'flex', gap: 0.5 }}>
                    <Tooltip title={M.edit}>
                      <IconButton aria-label={M.editOf(job.title)} onClick={() => onEdit(job)}>
                        <EditIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={open ? M.close : M.reopen}>
                      <span>
                        <IconButton aria-label={toggleLabel} onClick={() => onToggleStatus(job)} disabled={busyId === job.id} color={open ? 'warning' : 'success'}>
                          {open ? <LockIcon fontSize="small" /> : <LockOpenIcon fontSize="small" />}
                        </IconButton>
                      </span>
                    </Tooltip>
                    <Tooltip title={M.viewApplications}>
                      <IconButton aria-label={M.applicationsOf(job.title)} onClick={() => onApplications(job)} color="primary">
                        <FolderSharedIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </Box>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
