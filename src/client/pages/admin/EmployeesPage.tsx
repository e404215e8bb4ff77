import { useState } from 'react';
import { AdminPageHeader, ListLoadState } from '../../components/AdminListFrame';
import Box from '@mui/material/Box';
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

/** /administration/employees: staff accounts, ADMIN only. */
function Employees() {
  usePageMeta(`${M.title} | Quản trị`, M.pageDescription);
  const usersQuery = useGetUsersQuery();
  const { data: users } = usersQuery;
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  return (
    <Box>
      <AdminPageHeader title={M.title} actionLabel={M.addUser} actionIcon={<PersonAddIcon />} onAction={() => setOpen({ kind: 'add' })} />

      <ListLoadState query={usersQuery} texts={M} />
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
