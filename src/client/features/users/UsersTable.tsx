import { toast } from 'react-toastify';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import EditIcon from '@mui/icons-material/Edit';
import KeyIcon from '@mui/icons-material/Key';
import { ACTIVE_STATES, ROLES, type ActiveState, type Role } from '../../../shared/constants';
import { USERS_MSG as M } from '../../../shared/messages/users';
import type { StaffUser } from '../../../shared/types/auth';
import { errorMessage } from '../../app/api';
import { EmailText, Ellipsis } from '../../components/CellText';
import { useChangeActiveMutation, useChangeRoleMutation } from './usersApi';

interface Props {
  users: StaffUser[];
  onEdit: (user: StaffUser) => void;
  onChangePassword: (user: StaffUser) => void;
}

export const formatDateTime = (iso: string) => new Date(iso).toLocaleString('vi-VN');

/** The failure toast: the spec's text, plus the server's reason when it gave one (e.g. the last ADMIN). */
function failed(title: string, error: unknown) {
  const reason = errorMessage(error, '');
  toast.error(reason ? `${title}: ${reason}` : title);
}

/**
 * Staff accounts (spec 2.4). Role and active state are native selects (keyboard and screen-reader
 * friendly) that save at once; the row shows the server's answer, so a refused change snaps back.
 * The actions are icon buttons with their name in a tooltip, so that the row fits a laptop screen.
 */
export function UsersTable({ users, onEdit, onChangePassword }: Props) {
  const [changeRole, roleState] = useChangeRoleMutation();
  const [changeActive, activeState] = useChangeActiveMutation();

  const saveRole = async (user: StaffUser, role: Role) => {
    const res = await changeRole({ id: user.id, role });
    if ('error' in res || !res.data) failed(M.roleFailed, 'error' in res ? res.error : null);
  };
  const saveActive = async (user: StaffUser, active: ActiveState) => {
    const res = await changeActive({ id: user.id, active });
    if ('error' in res || !res.data) failed(M.activeFailed, 'error' in res ? res.error : null);
  };
  const busy = (state: { isLoading: boolean; originalArgs?: { id: number } }, id: number) => state.isLoading && state.originalArgs?.id === id;

  const selectSx = { width: '100%', '& select': { fontSize: '0.875rem', py: 0.75 } };

  return (
    <TableContainer component={Paper}>
      {/* Fixed layout: the fixed-width columns get their width, the text columns share the rest and
          wrap at spaces or cut with "…", so the table fits a 1280 px laptop with the sidebar open. */}
      <Table size="small" aria-label={M.tableLabel} sx={{ tableLayout: 'fixed', minWidth: 880, '& th, & td': { px: 1, overflowWrap: 'normal' } }}>
        <colgroup>
          <col style={{ width: '17%' }} />
          <col />
          <col />
          <col />
          <col style={{ width: 170 }} />
          <col style={{ width: 100 }} />
          <col style={{ width: 92 }} />
        </colgroup>
        <TableHead>
          <TableRow>
            {Object.values(M.columns).map((c) => (
              <TableCell key={c} sx={{ fontWeight: 700 }}>
                {c}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {users.length === 0 && (
            <TableRow>
              <TableCell colSpan={Object.keys(M.columns).length} align="center">
                {M.empty}
              </TableCell>
            </TableRow>
          )}
          {users.map((u) => (
            <TableRow key={u.id} hover>
              <TableCell sx={{ fontWeight: 600 }}>
                <Ellipsis text={u.username} />
              </TableCell>
              <TableCell>{u.fullName}</TableCell>
              <TableCell>
                <EmailText email={u.email} />
                <Box component="span" sx={{ display: 'block', whiteSpace: 'nowrap', color: 'text.secondary' }}>
                  {u.phoneNumber ?? '—'}
                </Box>
              </TableCell>
              <TableCell>{u.position ?? '—'}</TableCell>
              <TableCell>
                <Stack spacing={0.75}>
                  <TextField
                    select
                    size="small"
                    value={u.role}
                    disabled={busy(roleState, u.id)}
                    onChange={(e) => void saveRole(u, e.target.value as Role)}
                    sx={selectSx}
                    slotProps={{ select: { native: true }, htmlInput: { 'aria-label': M.roleOf(u.username) } }}
                  >
                    {ROLES.map((r) => (
                      <option key={r} value={r}>
                        {M.roleLabel[r]}
                      </option>
                    ))}
                  </TextField>
                  <TextField
                    select
                    size="small"
                    value={u.active}
                    disabled={busy(activeState, u.id)}
                    onChange={(e) => void saveActive(u, e.target.value as ActiveState)}
                    sx={[selectSx, { '& select': { color: u.active === 'ACTIVE' ? 'success.dark' : 'warning.dark', fontWeight: 600 } }]}
                    slotProps={{ select: { native: true }, htmlInput: { 'aria-label': M.activeOf(u.username) } }}
                  >
                    {ACTIVE_STATES.map((a) => (
                      <option key={a} value={a}>
                        {M.activeLabel[a]}
                      </option>
                    ))}
                  </TextField>
                </Stack>
              </TableCell>
              <TableCell>{formatDateTime(u.createdAt)}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={0.5}>
                  <Tooltip title={M.editUser}>
                    <IconButton size="small" color="primary" onClick={() => onEdit(u)} aria-label={M.editOf(u.username)}>
                      <EditIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={M.changePassword}>
                    <IconButton size="small" color="secondary" onClick={() => onChangePassword(u)} aria-label={M.passwordOf(u.username)}>
                      <KeyIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
