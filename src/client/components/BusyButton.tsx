import { forwardRef, type MouseEvent } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';

/**
 * A button whose action is under way: it looks disabled and ignores presses (a press on a submit
 * button, or Enter in one of its form's fields, sends nothing twice), but it keeps the keyboard
 * focus. A disabled button drops the focus to the page: in a dialog, Escape then closes nothing
 * until the dialog's focus trap takes it back, and a screen reader loses its place.
 */
export const BusyButton = forwardRef<HTMLButtonElement, ButtonProps & { busy: boolean }>(function BusyButton({ busy, onClick, className, ...props }, ref) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    // Also cancels the form's submission: Enter in a field submits through a click on this button.
    if (busy) event.preventDefault();
    else onClick?.(event);
  };
  // MUI's disabled state class: the disabled colours, and no pointer presses.
  const classes = [className, busy && 'Mui-disabled'].filter(Boolean).join(' ') || undefined;
  return <Button ref={ref} {...props} className={classes} aria-disabled={busy || undefined} onClick={press} />;
});
