import { useId, type ChangeEvent, type InputHTMLAttributes } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { styled, type SxProps, type Theme } from '@mui/material/styles';

// While focused or filled, the label sits on the outline. MUI moves it with the script, which a
// server-sent field may not have yet while the visitor types (components/useServerForm.ts): the
// same move by CSS, until MUI's own takes over (data-shrink) — the typed text never runs under it.
const FILLED_OR_FOCUSED = '&:has(:is(input, textarea):focus, :is(input, textarea):not(:placeholder-shown))';

/** For an outlined TextField sent by the server (with a placeholder, `' '` if none): the label moves by CSS too. */
export const labelMovesWithoutScript = {
  [`${FILLED_OR_FOCUSED} .MuiInputLabel-outlined[data-shrink="false"]`]: { transform: 'translate(14px, -9px) scale(0.75)', maxWidth: 'calc(133% - 32px)' },
  [`${FILLED_OR_FOCUSED} .MuiOutlinedInput-notchedOutline legend`]: { maxWidth: '100%' },
} as const;

// Same root as TextField's (theme overrides for MuiTextField apply, class MuiTextField-root).
const Root = styled(FormControl, { name: 'MuiTextField', slot: 'Root' })(labelMovesWithoutScript);

interface Props {
  id?: string;
  name?: string;
  type?: string;
  label?: string;
  placeholder?: string;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  fullWidth?: boolean;
  size?: 'small' | 'medium';
  autoComplete?: string;
  value: string;
  onChange: (e: ChangeEvent<HTMLInputElement>) => void;
  slotProps?: { htmlInput?: InputHTMLAttributes<HTMLInputElement> };
  sx?: SxProps<Theme>;
}

/**
 * MUI's outlined TextField for a one-line text input, with the same markup and look, built from
 * the parts TextField uses. TextField itself also imports Select (and with it Menu, Popover, Modal
 * and the focus trap) for its `select` mode, and the filled and standard inputs: too much for a
 * field on a public page (the footer's newsletter, the careers filter).
 */
export function OutlinedTextField({ id: idOverride, label, placeholder, helperText, slotProps, value, onChange, type, name, autoComplete, sx, ...control }: Props) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText && id ? `${id}-helper-text` : undefined;
  return (
    <Root className="MuiTextField-root" variant="outlined" color="primary" {...control} sx={sx}>
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} id={id ? `${id}-label` : undefined}>
          {label}
        </InputLabel>
      )}
      <OutlinedInput
        aria-describedby={helperTextId}
        autoComplete={autoComplete}
        // A blank one when none is given: :placeholder-shown then says the field is empty (above).
        placeholder={placeholder ?? ' '}
        fullWidth={control.fullWidth}
        name={name}
        type={type}
        value={value}
        id={id}
        onChange={onChange}
        inputProps={slotProps?.htmlInput}
        label={label}
      />
      {helperText && <FormHelperText id={helperTextId}>{helperText}</FormHelperText>}
    </Root>
  );
}
