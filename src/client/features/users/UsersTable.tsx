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

/** The failure toast: the fixed text, plus the server's reason when it gave one (e.g. the last ADMIN). */
function failed(title: string, error: unknown) {
  const reason = errorMessage(error, '');
  toast.error(reason ? `${title}: ${reason}` : title);
}

interface CellSelectProps<T extends string> {
  value: T;
  options: readonly T[];
  labelOf: (value: T) => string;
  /** The accessible name ("Vai trò của …"): the column header names the pair, not each select. */
  name: string;
  disabled: boolean;
  onChange: (value: T) => void;
  /** A coloured, bold value (the account state). */
  color?: string;
}

/** A compact native select filling its cell (14 px text, so "Ngừng hoạt động" fits 170 px). */
function CellSelect<T extends string>({ value, options, labelOf, name, disabled, onChange, color }: CellSelectProps<T>) {
  return (
    <TextField
      select
      size="small"
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value as T)}
      sx={{ width: '100%', '& select': { fontSize: '0.875rem', py: 0.75, ...(color ? { color, fontWeight: 600 } : {}) } }}
      slotProps={{ select: { native: true }, htmlInput: { 'aria-label': name } }}
    >
      {options.map((o) => (
        <option key={o} value={o}>
          {labelOf(o)}
        </option>
      ))}
    </TextField>
  );
}

/**
 * Staff accounts. Role and active state are native selects (keyboard and screen-reader
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
                  <CellSelect
                    value={u.role}
                    options={ROLES}
                    labelOf={(r) => M.roleLabel[r]}
                    name={M.roleOf(u.username)}
                    disabled={busy(roleState, u.id)}
                    onChange={(role) => void saveRole(u, role)}
                  />
                  <CellSelect
                    value={u.active}
                    options={ACTIVE_STATES}
                    labelOf={(a) => M.activeLabel[a]}
                    name={M.activeOf(u.username)}
                    disabled={busy(activeState, u.id)}
                    onChange={(active) => void saveActive(u, active)}
                    color={u.active === 'ACTIVE' ? 'success.dark' : 'warning.dark'}
                  />
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
