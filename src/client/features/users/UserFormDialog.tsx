import type { ChangeEvent } from 'react';
import { useFormik } from 'formik';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { ROLES } from '../../../shared/constants';
import { USERS_MSG as M } from '../../../shared/messages/users';
import type { StaffUser } from '../../../shared/types/auth';
import { createUserSchema, updateUserSchema } from '../../../shared/validation/users';
import { isNetworkError } from '../../app/api';
import { dialogs } from '../../components/dialogs';
import { serverFailure } from './serverFailure';
import { useCreateUserMutation, useUpdateUserMutation } from './usersApi';

type Values = { username: string; password: string; email: string; fullName: string; phoneNumber: string; position: string; role: string };

const EMPTY: Values = { username: '', password: '', email: '', fullName: '', phoneNumber: '', position: '', role: 'USER' };

function valuesOf(user: StaffUser): Values {
  return { ...EMPTY, username: user.username, email: user.email, fullName: user.fullName, phoneNumber: user.phoneNumber ?? '', position: user.position ?? '', role: user.role };
}

interface Props {
  /** The account to edit; without it the dialog creates a new one. */
  user?: StaffUser;
  onClose: () => void;
}

/**
 * Add user / edit user info (spec 2.4, 5). The shared schema validates on submit; a field's error
 * clears as soon as it is edited. What is sent is the schema's cast (trimmed, e-mail lower-cased),
 * exactly what the server will store.
 */
export function UserFormDialog({ user, onClose }: Props) {
  const editing = !!user;
  const schema = editing ? updateUserSchema : createUserSchema;
  const [createUser] = useCreateUserMutation();
  const [updateUser] = useUpdateUserMutation();

  const formik = useFormik<Values>({
    initialValues: user ? valuesOf(user) : EMPTY,
    validationSchema: schema,
    validateOnChange: false,
    validateOnBlur: false,
    onSubmit: async (values, helpers) => {
      const res = user
        ? await updateUser({ id: user.id, body: updateUserSchema.cast(values, { stripUnknown: true }) })
        : await createUser(createUserSchema.cast(values, { stripUnknown: true }));
      if ('data' in res && res.data) {
        onClose();
        if (user) void dialogs.success(M.updated, undefined, 1500);
        else void dialogs.success(M.created, `${res.data.fullName} (${res.data.username})`, 1500);
        return;
      }
      const error = 'error' in res ? res.error : null;
      if (isNetworkError(error)) {
        void dialogs.error(user ? M.updateError : M.createError, M.genericError);
        return;
      }
      const { message, errors } = serverFailure(error);
      // A duplicate username/e-mail (409) or a refused field (400) is also shown at the field.
      if (errors) helpers.setErrors(errors);
      void dialogs.error(user ? M.updateFailed : M.createFailed, message ?? M.genericError);
    },
  });

  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    formik.handleChange(e);
    formik.setFieldError(e.target.name, undefined);
  };

  const field = (name: keyof Values, extra: Record<string, unknown> = {}) => ({
    id: `user-${name}`,
    name,
    label: M.fields[name],
    value: formik.values[name],
    onChange,
    error: !!formik.errors[name],
    helperText: formik.errors[name],
    disabled: formik.isSubmitting,
    fullWidth: true,
    ...extra,
  });

  const titleId = editing ? 'edit-user-title' : 'add-user-title';
  return (
    <Dialog open onClose={formik.isSubmitting ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={formik.handleSubmit}>
        <DialogTitle id={titleId}>{editing ? M.editTitle : M.addTitle}</DialogTitle>
        <DialogContent>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...field('username', { required: true, autoComplete: 'off', autoFocus: true })} />
            </Grid>
            {!editing && (
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField {...field('password', { required: true, type: 'password', autoComplete: 'new-password' })} />
              </Grid>
            )}
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...field('email', { required: true, type: 'email', autoComplete: 'off' })} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...field('fullName', { required: true })} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...field('phoneNumber', { type: 'tel' })} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...field('position')} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField {...field('role', { select: true, slotProps: { select: { native: true } } })}>
                {ROLES.map((r) => (
                  <option key={r} value={r}>
                    {M.roleLabel[r]}
                  </option>
                ))}
              </TextField>
            </Grid>
          </Grid>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onClose} disabled={formik.isSubmitting}>
            {M.cancel}
          </Button>
          {editing && (
            // Back to the values the dialog opened with; the errors go too.
            <Button onClick={() => formik.resetForm()} disabled={formik.isSubmitting}>
              {M.restore}
            </Button>
          )}
          <Button type="submit" variant="contained" disabled={formik.isSubmitting}>
            {formik.isSubmitting ? M.saving : editing ? M.save : M.create}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
