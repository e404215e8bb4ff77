import { useState } from 'react';
import { useFormik } from 'formik';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { toast } from 'react-toastify';
import { isEnvelope } from '../../../shared/envelope';
import { CHAT_MSG } from '../../../shared/messages/chat';
import { CHAT } from '../../../shared/realtime';
import type { CannedReply, CannedReplyInput } from '../../../shared/types/chat';
import { cannedReplySchema } from '../../../shared/validation/chat';
import { dialogs } from '../../components/dialogs';
import { formFieldProps } from '../../components/FormDialog';
import { useCreateCannedReplyMutation, useDeleteCannedReplyMutation, useGetCannedRepliesQuery, useUpdateCannedReplyMutation } from './adminChatApi';
import { BusyButton } from '../../components/BusyButton';

const M = CHAT_MSG.canned;
const EMPTY: CannedReplyInput = { shortcut: '', content: '' };

/** The error envelope of a failed mutation, if the server sent one. */
function failure(res: { error?: unknown }) {
  const data = res.error && typeof res.error === 'object' && 'data' in res.error ? (res.error as { data: unknown }).data : null;
  return isEnvelope(data) ? data : null;
}

/**
 * The staff's canned replies: the list with edit and delete, and one form that adds a reply or,
 * after "edit", changes that one. Checked with the server's schema on submit; the server's
 * refusals (a shortcut taken) come back under their field.
 */
export function CannedRepliesDialog({ onClose }: { onClose: () => void }) {
  const { data: replies = [] } = useGetCannedRepliesQuery();
  const [create] = useCreateCannedReplyMutation();
  const [update] = useUpdateCannedReplyMutation();
  const [remove] = useDeleteCannedReplyMutation();
  const [editing, setEditing] = useState<CannedReply | null>(null);

  const formik = useFormik<CannedReplyInput>({
    initialValues: EMPTY,
    validationSchema: cannedReplySchema,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      const body = cannedReplySchema.cast(values) as CannedReplyInput;
      const res = editing ? await update({ id: editing.id, body }) : await create(body);
      if ('data' in res && res.data) {
        toast.success(editing ? M.updated : M.created);
        setEditing(null);
        helpers.resetForm({ values: EMPTY });
        return;
      }
      const env = failure(res);
      if (env?.errors) helpers.setErrors(env.errors);
      toast.error(env?.message ?? CHAT_MSG.admin.loadFailed);
    },
  });
  const field = formFieldProps(formik, 'canned', { shortcut: M.shortcut, content: M.content });

  const startEdit = (r: CannedReply) => {
    setEditing(r);
    formik.resetForm({ values: { shortcut: r.shortcut, content: r.content } });
  };
  const cancelEdit = () => {
    setEditing(null);
    formik.resetForm({ values: EMPTY });
  };
  const onRemove = async (r: CannedReply) => {
    if (!(await dialogs.confirm(M.remove(r.shortcut), r.content, 'Xóa', M.cancel))) return;
    const res = await remove(r.id);
    if ('data' in res) {
      toast.success(M.removed);
      if (editing?.id === r.id) cancelEdit();
    } else toast.error(failure(res)?.message ?? CHAT_MSG.admin.loadFailed);
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="canned-title" maxWidth="sm" fullWidth>
      <DialogTitle id="canned-title">{M.dialogTitle}</DialogTitle>
      <DialogContent dividers>
        {replies.length === 0 ? (
          <Typography sx={{ color: 'text.secondary', mb: 2 }}>{M.empty}</Typography>
        ) : (
          <Box component="ul" aria-label={M.listLabel} sx={{ listStyle: 'none', m: 0, mb: 2, p: 0 }}>
            {replies.map((r) => (
              <Box component="li" key={r.id} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, py: 1, borderBottom: 1, borderColor: 'divider' }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography variant="body2" sx={{ fontWeight: 700 }}>
                    /{r.shortcut}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {r.content}
                  </Typography>
                </Box>
                <IconButton size="small" aria-label={M.edit(r.shortcut)} onClick={() => startEdit(r)}>
                  <EditOutlinedIcon fontSize="small" />
                </IconButton>
                <IconButton size="small" aria-label={M.remove(r.shortcut)} onClick={() => void onRemove(r)}>
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Box>
            ))}
          </Box>
        )}
        <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-labelledby="canned-form-title" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography id="canned-form-title" variant="subtitle2" component="h3">
            {editing ? M.edit(editing.shortcut) : M.add}
          </Typography>
          <TextField {...field('shortcut', { required: true, helperText: formik.errors.shortcut ?? M.shortcutHelp, slotProps: { htmlInput: { maxLength: CHAT.cannedShortcutMax + 1 } } })} />
          <TextField {...field('content', { required: true, multiline: true, minRows: 2, maxRows: 8, slotProps: { htmlInput: { maxLength: CHAT.maxLength + 1 } } })} />
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            {editing && (
              <BusyButton onClick={cancelEdit} busy={formik.isSubmitting}>
                {M.cancel}
              </BusyButton>
            )}
            <BusyButton type="submit" variant="contained" busy={formik.isSubmitting}>
              {editing ? M.save : M.add}
            </BusyButton>
          </Box>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{M.close}</Button>
      </DialogActions>
    </Dialog>
  );
}
