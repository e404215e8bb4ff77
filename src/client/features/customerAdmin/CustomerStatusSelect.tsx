import type { KeyboardEvent } from 'react';
import { styled } from '@mui/material/styles';
import { CUSTOMER_ADMIN_MSG as M } from '../../../shared/messages/customerAdmin';
import { CUSTOMER_STATUSES, type CustomerStatus } from '../../../shared/types/customer';
import { statusColor, type StatusColor } from './customerFormat';

interface Props {
  value: string;
  label: string;
  disabled?: boolean;
  onChange: (status: CustomerStatus) => void;
}

// The grid moves between cells on arrow keys and Space: inside the select they belong to the select.
const keepKeys = (e: KeyboardEvent) => e.stopPropagation();

const COLORS: Exclude<StatusColor, 'default'>[] = ['info', 'primary', 'warning', 'success', 'error'];
// MUI's ArrowDropDown, as the select's background (the CSP allows data: images).
const ARROW = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24' fill='%23757575'%3E%3Cpath d='M7 10l5 5 5-5z'/%3E%3C/svg%3E")`;

/**
 * A plain select drawn like a small outlined MUI field. One static style for every row and
 * status (the colour comes from data-color), so that a page of rows renders without building a
 * TextField's dozen components and styles per row: this cell is most of the grid's render.
 */
const Select = styled('select')(({ theme }) => ({
  font: 'inherit',
  fontSize: '0.875rem',
  fontWeight: 600,
  lineHeight: '1.4375em',
  // The longest label ("Đã tiếp nhận") whole, inside the table's 160 px status column.
  minWidth: 138,
  // MUI's small outlined field: 40 px high.
  padding: '10px 30px 10px 12px',
  borderRadius: theme.shape.borderRadius,
  border: `1px solid ${theme.palette.grey[400]}`,
  backgroundColor: theme.palette.background.paper,
  backgroundImage: ARROW,
  backgroundRepeat: 'no-repeat',
  backgroundPosition: 'right 7px center',
  backgroundSize: 24,
  appearance: 'none',
  cursor: 'pointer',
  color: theme.palette.text.secondary,
  '&:hover:not(:disabled)': { borderColor: theme.palette.text.primary },
  '&:disabled': { opacity: 0.6, cursor: 'default' },
  ...Object.fromEntries(COLORS.map((c) => [`&[data-color="${c}"]`, { color: theme.palette[c].dark, borderColor: theme.palette[c].light }])),
}));

/**
 * The inline status dropdown: a native select (keyboard and screen-reader friendly) coloured by
 * status. It shows the server's value, so a refused change snaps back on its own.
 */
export function CustomerStatusSelect({ value, label, disabled, onChange }: Props) {
  return (
    <Select
      value={value}
      disabled={disabled}
      aria-label={label}
      data-color={statusColor(value)}
      onChange={(e) => onChange(e.target.value as CustomerStatus)}
      onKeyDown={keepKeys}
    >
      {!CUSTOMER_STATUSES.includes(value as CustomerStatus) && <option value={value}>{value}</option>}
      {CUSTOMER_STATUSES.map((s) => (
        <option key={s} value={s}>
          {M.statusLabel[s]}
        </option>
      ))}
    </Select>
  );
}
