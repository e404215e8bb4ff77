import { useEffect, useMemo, type ReactNode } from 'react';
import { useFormik } from 'formik';
import { toast } from 'react-toastify';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CUSTOMER_ADMIN_MSG as M } from '../../../shared/messages/customerAdmin';
import { CUSTOMER_NOTE_MAX, type CustomerDetail, type CustomerHistoryEntry, type StaffRef } from '../../../shared/types/customerAdmin';
import { customerNoteSchema } from '../../../shared/validation/customerAdmin';
import { displayPhone } from '../../../shared/validation/phone';
import { errorMessage, isNetworkError } from '../../app/api';
import { formatDateTime, statusColor, statusLabel } from './customerFormat';
import { useAddCustomerNoteMutation, useAssignCustomerMutation, useGetCustomerAssigneesQuery, useGetCustomerQuery } from './customerAdminApi';
import { BusyButton } from '../../components/BusyButton';

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

const staffName = (u: StaffRef) => `${u.fullName} (${u.username})`;

/** Status changes, notes and assignment changes of a request in one list, newest first. */
export function historyEntries(d: Pick<CustomerDetail, 'history' | 'notes' | 'assignments'>): CustomerHistoryEntry[] {
  const all: CustomerHistoryEntry[] = [...d.history, ...d.notes, ...d.assignments];
  return all.sort((a, b) => (a.changedAt === b.changedAt ? b.id - a.id : a.changedAt < b.changedAt ? 1 : -1));
}

function EntryLine({ entry }: { entry: CustomerHistoryEntry }) {
  if (entry.kind === 'status') {
    return (
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75 }}>
        <StatusChip status={entry.fromStatus} />
        <span aria-hidden="true">→</span>
        <StatusChip status={entry.toStatus} />
      </Box>
    );
  }
  if (entry.kind === 'assignment') {
    return <Typography variant="body2">{entry.toAssignee ? M.historyAssigned(staffName(entry.toAssignee)) : M.historyUnassigned}</Typography>;
  }
  return (
    <Box>
      <Chip size="small" label={M.historyNote} variant="outlined" sx={{ mr: 1 }} />
      <Box component="span" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {entry.body}
      </Box>
    </Box>
  );
}

function History({ detail }: { detail: CustomerDetail }) {
  const entries = useMemo(() => historyEntries(detail), [detail]);
  return (
    <Box component="section" aria-labelledby="customer-history" sx={{ mt: 3 }}>
      <Typography id="customer-history" component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {D.history}
      </Typography>
      {entries.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {D.noHistory}
        </Typography>
      ) : (
        <Box component="ol" sx={{ m: 0, pl: 2.5, display: 'grid', gap: 1 }}>
          {entries.map((h) => (
            <li key={`${h.kind}-${h.id}`}>
              <EntryLine entry={h} />
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {h.user ? staffName(h.user) : D.unknownUser} · {formatDateTime(h.changedAt)}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </Box>
  );
}

const failure = (error: unknown) => (isNetworkError(error) ? M.networkError : errorMessage(error));

/** The assignee select: the active staff accounts, and the current assignee even when no longer active. */
function AssigneeSelect({ detail }: { detail: CustomerDetail }) {
  const staff = useGetCustomerAssigneesQuery();
  const [assign, assigning] = useAssignCustomerMutation();
  const options = staff.data ?? [];
  const current = detail.assignee;
  const onChange = async (value: string) => {
    const res = await assign({ id: detail.id, assigneeId: value ? Number(value) : null });
    if ('error' in res) toast.error(M.assigneeFailed(failure(res.error)));
    else toast.success(M.assigneeChanged, { toastId: `assignee-${detail.id}` });
  };
  return (
    <TextField
      select
      size="small"
      label={M.assigneeLabel}
      value={current ? String(current.id) : ''}
      disabled={assigning.isLoading}
      onChange={(e) => void onChange(e.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 240, mt: 2 }}
    >
      <option value="">{M.unassigned}</option>
      {current && !options.some((o) => o.id === current.id) && <option value={String(current.id)}>{staffName(current)}</option>}
      {options.map((o) => (
        <option key={o.id} value={String(o.id)}>
          {staffName(o)}
        </option>
      ))}
    </TextField>
  );
}

/** The internal-note form, validated with the schema POST /customer/note/{id} uses. */
function NoteForm({ id }: { id: number }) {
  const [addNote] = useAddCustomerNoteMutation();
  const formik = useFormik({
    initialValues: { body: '' },
    validationSchema: customerNoteSchema,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      const { body } = customerNoteSchema.validateSync(values);
      const res = await addNote({ id, body });
      if ('error' in res) toast.error(M.noteFailed(failure(res.error)));
      else {
        helpers.resetForm();
        toast.success(M.noteAdded, { toastId: `note-${id}` });
      }
    },
  });
  return (
    <Box component="form" noValidate onSubmit={formik.handleSubmit} sx={{ mt: 2, display: 'grid', gap: 1 }}>
      <TextField
        id={`customer-note-${id}`}
        name="body"
        label={M.noteLabel}
        multiline
        minRows={2}
        fullWidth
        value={formik.values.body}
        onChange={formik.handleChange}
        error={!!formik.errors.body}
        helperText={formik.errors.body ?? M.noteHelp}
        slotProps={{ htmlInput: { maxLength: CUSTOMER_NOTE_MAX + 1 } }}
      />
      <BusyButton type="submit" variant="outlined" busy={formik.isSubmitting} sx={{ justifySelf: 'start' }}>
        {formik.isSubmitting ? M.addingNote : M.addNote}
      </BusyButton>
    </Box>
  );
}

/** The detail modal: every field, the completed/cancelled dates when present, and the status history. */
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
            <CircularProgress size={20} aria-hidden />
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
            <AssigneeSelect detail={data} />
            <NoteForm id={data.id} />
            <History detail={data} />
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
