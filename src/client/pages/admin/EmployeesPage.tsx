import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { USERS_MSG as M } from '../../../shared/messages/users';
import type { StaffUser } from '../../../shared/types/auth';
import { usePageMeta } from '../../components/usePageMeta';
import { ChangePasswordDialog } from '../../features/users/ChangePasswordDialog';
import { UserFormDialog } from '../../features/users/UserFormDialog';
import { UsersTable } from '../../features/users/UsersTable';
import { useGetUsersQuery } from '../../features/users/usersApi';
import { RequireAdmin } from './RequireAdmin';

type Open = { kind: 'add' } | { kind: 'edit'; user: StaffUser } | { kind: 'password'; user: StaffUser } | null;

/** /administration/employees: staff accounts, ADMIN only (back-office spec 2.4). */
function Employees() {
  usePageMeta(`${M.title} | Quản trị`, M.pageDescription);
  const { data: users, isLoading, isError, isFetching, refetch } = useGetUsersQuery();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
          {M.title}
        </Typography>
        <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setOpen({ kind: 'add' })}>
          {M.addUser}
        </Button>
      </Box>

      {isLoading && (
        <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 4 }}>
          <CircularProgress size={24} />
          <span>{M.loading}</span>
        </Box>
      )}
      {isError && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()} disabled={isFetching}>
              {M.retry}
            </Button>
          }
        >
          {M.loadFailed}
        </Alert>
      )}
      {users && (
        <UsersTable
          users={users}
          onEdit={(user) => setOpen({ kind: 'edit', user })}
          onChangePassword={(user) => setOpen({ kind: 'password', user })}
        />
      )}

      {/* Mounted only while open, so each opening starts from the row's current values. */}
      {open?.kind === 'add' && <UserFormDialog onClose={close} />}
      {open?.kind === 'edit' && <UserFormDialog key={open.user.id} user={open.user} onClose={close} />}
      {open?.kind === 'password' && <ChangePasswordDialog key={open.user.id} user={open.user} onClose={close} />}
    </Box>
  );
}

export default function EmployeesPage() {
  return (
    <RequireAdmin>
      <Employees />
    </RequireAdmin>
  );
}
