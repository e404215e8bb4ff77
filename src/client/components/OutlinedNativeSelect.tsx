import { useId, type ChangeEvent } from 'react';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';

interface Props {
  label: string;
  name?: string;
  value: string;
  options: Array<{ value: string; label: string }>;
  onChange: (e: ChangeEvent<HTMLSelectElement>) => void;
  disabled?: boolean;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
}

/**
 * An outlined select with the look of MUI's outlined TextField, on the browser's own <select>: the
 * phone's native picker, keyboard and screen-reader behaviour of a plain select, and none of the
 * code of MUI's menu select (Menu, Popover, Modal, the focus trap: 15 KB gzip) on a public page.
 */
export function OutlinedNativeSelect({ label, name, value, options, onChange, disabled, size, fullWidth }: Props) {
  const id = useId();
  return (
    <FormControl variant="outlined" size={size} fullWidth={fullWidth} disabled={disabled}>
      {/* A select always shows a value, so its label always sits on the outline. */}
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect value={value} onChange={onChange} input={<OutlinedInput notched label={label} />} inputProps={{ id, name }}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}
