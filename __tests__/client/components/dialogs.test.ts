import { screen } from '@testing-library/react';
import { DIALOG_Z_INDEX, dialogs } from '../../../src/client/components/dialogs';
import { LIBRARY_LABELS } from '../../../src/client/components/libraryLabels';

afterEach(async () => {
  await dialogs.close();
});

describe('the sweetalert2 dialogs', () => {
  it('sit above MUI dialogs, the sticky header and the floating buttons, with a Vietnamese close label', async () => {
    void dialogs.success('Gửi thành công', 'Chúng tôi sẽ liên hệ lại.');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Gửi thành công');
    const container = document.querySelector<HTMLElement>('.swal2-container')!;
    expect(Number(container.style.zIndex)).toBe(DIALOG_Z_INDEX);
    // Over MUI's modal layer (1300), which is above the app bar (1100) and the contact buttons (1200).
    expect(DIALOG_Z_INDEX).toBeGreaterThan(1300);
    expect(document.querySelector('.swal2-close')).toHaveAttribute('aria-label', LIBRARY_LABELS.dialogClose);
    expect(document.body.innerHTML).not.toContain('Close this dialog');
  });
});
