import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Dialog from '@mui/material/Dialog';
import { BusyButton } from '../../../src/client/components/BusyButton';

/** A note form in a dialog, as the customer detail has: the submission stays under way until the test ends it. */
function NoteDialog({ onSubmit, onClose }: { onSubmit: () => void; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open onClose={onClose} aria-label="Chi tiết">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setBusy(true);
          onSubmit();
        }}
      >
        <label htmlFor="note">Ghi chú</label>
        <input id="note" />
        <BusyButton type="submit" busy={busy}>
          {busy ? 'Đang thêm…' : 'Thêm ghi chú'}
        </BusyButton>
      </form>
    </Dialog>
  );
}

test('while its action runs the button keeps the focus, says it is unavailable, and sends nothing twice; Escape still closes the dialog', async () => {
  const user = userEvent.setup();
  const onSubmit = jest.fn();
  const onClose = jest.fn();
  render(<NoteDialog onSubmit={onSubmit} onClose={onClose} />);
  await user.type(screen.getByLabelText('Ghi chú'), 'Đã gọi');
  await user.click(screen.getByRole('button', { name: 'Thêm ghi chú' }));

  const busy = screen.getByRole('button', { name: 'Đang thêm…' });
  expect(onSubmit).toHaveBeenCalledTimes(1);
  expect(busy).toHaveFocus();
  expect(busy).toHaveAttribute('aria-disabled', 'true');
  expect(busy).not.toBeDisabled();
  expect(busy).toHaveClass('Mui-disabled');

  // No pointer press reaches it (pointer-events: none); a key press on it, or Enter in a field, is ignored.
  await expect(user.click(busy)).rejects.toThrow(/pointer-events/);
  await user.keyboard('{Enter}[Space]');
  await user.type(screen.getByLabelText('Ghi chú'), '{Enter}');
  expect(onSubmit).toHaveBeenCalledTimes(1);

  busy.focus();
  fireEvent.keyDown(busy, { key: 'Escape' });
  expect(onClose).toHaveBeenCalledTimes(1);
});

test('an idle button is an ordinary one: its press runs the action', async () => {
  const onClick = jest.fn();
  render(
    <BusyButton busy={false} onClick={onClick}>
      Huỷ
    </BusyButton>,
  );
  const button = screen.getByRole('button', { name: 'Huỷ' });
  expect(button).not.toHaveAttribute('aria-disabled');
  await userEvent.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
});
