import { useFormik } from 'formik';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { ROLES } from '../../../shared/constants';
import { USERS_MSG as M } from '../../../shared/messages/users';
import type { StaffUser } from '../../../shared/types/auth';
import { createUserSchema, updateUserSchema } from '../../../shared/validation/users';
import { isNetworkError } from '../../app/api';
import { dialogs } from '../../components/dialogs';
import { editDialogProps, FormDialog, formFieldProps } from '../../components/FormDialog';
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
 * Add user / edit user info. The shared schema validates on submit; a field's error
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

  const field = formFieldProps(formik, 'user', M.fields);

  return (
    <FormDialog {...editDialogProps(formik, editing, 'user', M)} maxWidth="sm" onClose={onClose}>
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
    </FormDialog>
  );
}
