import type { KeyboardEvent } from 'react';
import TextField from '@mui/material/TextField';
import { CUSTOMER_ADMIN_MSG as M } from '../../../shared/messages/customerAdmin';
import { CUSTOMER_STATUSES, type CustomerStatus } from '../../../shared/types/customer';
import { statusColor } from './customerFormat';

interface Props {
  value: string;
  label: string;
  disabled?: boolean;
  onChange: (status: CustomerStatus) => void;
}

// The grid moves between cells on arrow keys and Space: inside the select they belong to the select.
const keepKeys = (e: KeyboardEvent) => e.stopPropagation();

/**
 * The inline status dropdown: a native select (keyboard and screen-reader friendly) coloured by
 * status. It shows the server's value, so a refused change snaps back on its own.
 */
export function CustomerStatusSelect({ value, label, disabled, onChange }: Props) {
  const color = statusColor(value);
  return (
    <TextField
      select
      size="small"
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value as CustomerStatus)}
      onKeyDown={keepKeys}
      sx={{
        minWidth: 150,
        '& select': { fontWeight: 600, color: color === 'default' ? 'text.secondary' : `${color}.main` },
        '& fieldset': { borderColor: color === 'default' ? undefined : `${color}.light` },
      }}
      slotProps={{ select: { native: true }, htmlInput: { 'aria-label': label } }}
    >
      {!CUSTOMER_STATUSES.includes(value as CustomerStatus) && <option value={value}>{value}</option>}
      {CUSTOMER_STATUSES.map((s) => (
        <option key={s} value={s}>
          {M.statusLabel[s]}
        </option>
      ))}
    </TextField>
  );
}
