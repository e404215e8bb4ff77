import { useId, type ChangeEvent, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';

interface Props {
  label: string;
  /** The select's id (the label's `for`); one is made when none is given. */
  id?: string;
  name?: string;
  value: string;
  options: Array<{ value: string; label: string }>;
  onChange: (e: ChangeEvent<HTMLSelectElement>) => void;
  disabled?: boolean;
  /** Marks the label with MUI's asterisk. */
  required?: boolean;
  error?: boolean;
  /** Shown under the field (an error when `error`), and read with it. */
  helperText?: ReactNode;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
}

/**
 * An outlined select with the look of MUI's outlined TextField, on the browser's own <select>: the
 * phone's native picker, keyboard and screen-reader behaviour of a plain select, it works before
 * the page's scripts have run, and none of the code of MUI's menu select (Menu, Popover, Modal, the
 * focus trap: 15 KB gzip) on a public page.
 */
export function OutlinedNativeSelect({ label, id: givenId, name, value, options, onChange, disabled, required, error, helperText, size, fullWidth }: Props) {
  const madeId = useId();
  const id = givenId ?? madeId;
  const helperId = helperText ? `${id}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" size={size} fullWidth={fullWidth} disabled={disabled} required={required} error={error}>
      {/* A select always shows a value, so its label always sits on the outline. */}
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect value={value} onChange={onChange} input={<OutlinedInput notched label={label} />} inputProps={{ id, name, 'aria-describedby': helperId }}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
