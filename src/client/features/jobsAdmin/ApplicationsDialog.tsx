import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { MSG_JOBS_ADMIN as M } from '../../../shared/messages/jobsAdmin';
import type { AdminJob, AdminJobApplication } from '../../../shared/types/jobsAdmin';
import { errorMessage } from '../../app/api';
import { formatSize, saveAs } from '../../app/files';
import { EmailText } from '../../components/CellText';
import { formatDateTime } from './format';
import { useDownloadCvMutation, useGetJobApplicationsQuery } from './jobsAdminApi';

const dash = <Typography component="span" variant="body2" color="text.secondary">{M.notGiven}</Typography>;

/** The applications of one vacancy, each CV downloadable with the staff token. */
export function ApplicationsDialog({ job, onClose }: { job: AdminJob; onClose: () => void }) {
  const { data, isLoading, isError, refetch, isFetching } = useGetJobApplicationsQuery(job.id);
  const [download] = useDownloadCvMutation();
  const [busy, setBusy] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const c = M.applicationColumns;

  const onDownload = async (a: AdminJobApplication) => {
    setBusy(a.id);
    setFailure(null);
    const res = await download(a.id);
    setBusy(null);
    if ('data' in res && res.data) saveAs(res.data, a.cvOriginalName);
    else setFailure(`${M.downloadFailed}: ${errorMessage('error' in res ? res.error : null, M.genericError)}`);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="applications-title" maxWidth="lg" fullWidth>
      <DialogTitle id="applications-title">{M.applicationsTitle(job.title)}</DialogTitle>
      <DialogContent>
        {isLoading && (
          <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 3 }}>
            <CircularProgress size={24} aria-hidden />
            <span>{M.applicationsLoading}</span>
          </Box>
        )}
        {isError && (
          <Alert severity="error" action={<Button color="inherit" size="small" disabled={isFetching} onClick={() => void refetch()}>{M.retry}</Button>}>
            {M.applicationsFailed}
          </Alert>
        )}
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }} onClose={() => setFailure(null)}>
            {failure}
          </Alert>
        )}
        {data && !data.length && <Typography color="text.secondary">{M.applicationsEmpty}</Typography>}
        {data && data.length > 0 && (
          <TableContainer>
            <Table size="small" aria-labelledby="applications-title">
              <TableHead>
                <TableRow>
                  {[c.name, c.email, c.phone, c.cv, c.createdAt, c.actions].map((h) => (
                    <TableCell key={h} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                      {h}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.map((a) => (
                  <TableRow key={a.id}>
                    <TableCell>{a.name ?? dash}</TableCell>
                    <TableCell sx={{ maxWidth: 260 }}>{a.email ? <Link href={`mailto:${a.email}`} aria-label={a.email}><EmailText email={a.email} /></Link> : dash}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{a.phone ? <Link href={`tel:${a.phone.replace(/[^\d+]/g, '')}`}>{a.phone}</Link> : dash}</TableCell>
                    <TableCell>
                      {a.cvOriginalName}
                      <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block' }}>
                        {formatSize(a.cvSize)}
                      </Typography>
                    </TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDateTime(a.createdAt)}</TableCell>
                    <TableCell>
                      <Button
                        size="small"
                        variant="outlined"
                        startIcon={busy === a.id ? <CircularProgress size={14} aria-hidden /> : <DownloadIcon />}
                        disabled={busy === a.id}
                        aria-label={M.downloadCvOf(a.cvOriginalName)}
                        onClick={() => void onDownload(a)}
                      >
                        {busy === a.id ? M.downloading : M.downloadCv}
                      </Button>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{M.closeDialog}</Button>
      </DialogActions>
    </Dialog>
  );
}
