import { useState, type FormEvent } from 'react';
import DialogContentText from '@mui/material/DialogContentText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { USERS_MSG as M } from '../../../shared/messages/users';
import type { StaffUser } from '../../../shared/types/auth';
import { changePasswordProblem } from '../../../shared/validation/users';
import { isNetworkError } from '../../app/api';
import { dialogs } from '../../components/dialogs';
import { FormDialog } from '../../components/FormDialog';
import { serverFailure } from './serverFailure';
import { useChangePasswordMutation } from './usersApi';

interface Props {
  user: StaffUser;
  onClose: () => void;
}

/** Change password: shows whose password it is; both fields, the match, then the length. */
export function ChangePasswordDialog({ user, onClose }: Props) {
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [changePassword, { isLoading }] = useChangePasswordMutation();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = changePasswordProblem({ newPassword, confirmPassword });
    if (problem) {
      // A warning dialog rather than window.alert: it says the same thing without blocking the page and with the product's look.
      void dialogs.warning(problem);
      return;
    }
    const res = await changePassword({ id: user.id, newPassword });
    if ('data' in res && res.data) {
      onClose();
      void dialogs.success(M.passwordChanged, M.passwordFor(user.fullName, user.username), 1500);
      return;
    }
    const error = 'error' in res ? res.error : null;
    if (isNetworkError(error)) void dialogs.error(M.passwordError, M.genericError);
    else void dialogs.error(M.passwordFailed, serverFailure(error).message ?? M.genericError);
  };

  // Both fields: a new password for the browser's password manager, required, locked while sending.
  const passwordField = { type: 'password', autoComplete: 'new-password', disabled: isLoading, required: true, fullWidth: true } as const;

  return (
    <FormDialog
      titleId="password-title"
      title={M.passwordTitle}
      describedBy="password-who"
      maxWidth="xs"
      submitting={isLoading}
      onSubmit={(e) => void submit(e)}
      onClose={onClose}
      texts={{ cancel: M.cancel, submit: M.changePassword, saving: M.saving }}
    >
      <DialogContentText id="password-who" sx={{ mb: 2 }}>
        {M.passwordFor(user.fullName, user.username)}
      </DialogContentText>
      {/* A hidden username lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={user.username} readOnly hidden />
      <Stack spacing={2}>
        <TextField id="new-password" label={M.fields.newPassword} value={newPassword} onChange={(e) => setNewPassword(e.target.value)} autoFocus {...passwordField} />
        <TextField id="confirm-password" label={M.fields.confirmPassword} value={confirmPassword} onChange={(e) => setConfirmPassword(e.target.value)} {...passwordField} />
      </Stack>
    </FormDialog>
  );
}
