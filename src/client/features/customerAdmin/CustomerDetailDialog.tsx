import { useEffect, type ReactNode } from 'react';
import { toast } from 'react-toastify';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { CUSTOMER_ADMIN_MSG as M } from '../../../shared/messages/customerAdmin';
import type { CustomerDetail } from '../../../shared/types/customerAdmin';
import { displayPhone } from '../../../shared/validation/phone';
import { errorMessage, isNetworkError } from '../../app/api';
import { formatDateTime, statusColor, statusLabel } from './customerFormat';
import { useGetCustomerQuery } from './customerAdminApi';

const D = M.detail;

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Box component="dt" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Box>
    </>
  );
}

function StatusChip({ status }: { status: string | null }) {
  return <Chip size="small" label={statusLabel(status)} color={status ? statusColor(status) : 'default'} variant="outlined" />;
}

function History({ history }: { history: CustomerDetail['history'] }) {
  return (
    <Box component="section" aria-labelledby="customer-history" sx={{ mt: 3 }}>
      <Typography id="customer-history" component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {D.history}
      </Typography>
      {history.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {D.noHistory}
        </Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
          {[...history].reverse().map((h) => (
            <li key={h.id}>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
                <StatusChip status={h.fromStatus} />
                <span>→</span>
                <StatusChip status={h.toStatus} />
              </Box>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {h.user ? `${h.user.fullName} (${h.user.username})` : D.unknownUser} · {formatDateTime(h.changedAt)}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** The detail modal (spec 2.3): every field, the completed/cancelled dates when present, and the status history. */
export function CustomerDetailDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const { data, error, isLoading } = useGetCustomerQuery(id);

  useEffect(() => {
    if (error) toast.error(M.detailFailed(isNetworkError(error) ? M.networkError : errorMessage(error)), { toastId: `customer-detail-${id}` });
  }, [error, id]);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="customer-detail-title">
      <DialogTitle id="customer-detail-title">{D.title}</DialogTitle>
      <DialogContent dividers>
        {isLoading && (
          <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 2 }}>
            <CircularProgress size={20} />
            <span>{D.loading}</span>
          </Box>
        )}
        {error && !data && <Typography color="error">{M.detailFailed(errorMessage(error))}</Typography>}
        {data && (
          <>
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '160px 1fr' }, columnGap: 2, rowGap: { xs: 0.25, sm: 1 }, m: 0 }}>
              <Field label={D.id}>{data.id}</Field>
              <Field label={D.status}>
                <StatusChip status={data.status} />
              </Field>
              <Field label={D.name}>{data.name}</Field>
              <Field label={D.email}>{data.email}</Field>
              <Field label={D.phone}>{displayPhone(data.phone)}</Field>
              <Field label={D.service}>{data.serviceName}</Field>
              <Field label={D.description}>{data.description || D.noDescription}</Field>
              <Field label={D.createdAt}>{formatDateTime(data.createdAt)}</Field>
              <Field label={D.updatedAt}>{formatDateTime(data.updatedAt)}</Field>
              {data.completedAt && <Field label={D.completedAt}>{formatDateTime(data.completedAt)}</Field>}
              {data.cancelledAt && <Field label={D.cancelledAt}>{formatDateTime(data.cancelledAt)}</Field>}
            </Box>
            <History history={data.history} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          {D.close}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
