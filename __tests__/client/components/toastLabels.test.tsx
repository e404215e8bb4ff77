import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer, toast } from 'react-toastify';
import { LIBRARY_LABELS } from '../../../src/client/components/libraryLabels';
import { TOAST_LABELS } from '../../../src/client/components/toastLabels';

describe('the toast container', () => {
  it('is named in Vietnamese, and so is each toast’s close button', async () => {
    render(<ToastContainer {...TOAST_LABELS} />);
    act(() => void toast.success('Đã lưu thay đổi'));
    expect(await screen.findByText('Đã lưu thay đổi')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: LIBRARY_LABELS.toastRegion })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: LIBRARY_LABELS.toastClose })).toBeInTheDocument();
    expect(document.body.innerHTML).not.toContain('Notifications Alt+T');
    // The button closes its toast: the exit animation starts (jsdom never ends a CSS animation, so it is ended here).
    const shown = screen.getByText('Đã lưu thay đổi').closest('.Toastify__toast')!;
    await userEvent.click(screen.getByRole('button', { name: LIBRARY_LABELS.toastClose }));
    fireEvent.animationEnd(shown);
    await waitFor(() => expect(screen.queryByText('Đã lưu thay đổi')).not.toBeInTheDocument());
  });
});

describe('the toast’s countdown bar', () => {
  it('is hidden from screen readers (the library names it in English), and its end still closes the toast', async () => {
    render(<ToastContainer {...TOAST_LABELS} autoClose={4000} />);
    act(() => void toast.info('Đã gửi yêu cầu'));
    await screen.findByText('Đã gửi yêu cầu');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { hidden: true });
    expect(bar).toHaveAttribute('aria-hidden', 'true');
    // Still counting down: the bar's animation runs for the toast's delay and its end closes the toast.
    expect(bar).toHaveClass('Toastify__progress-bar--animated');
    expect(bar).toHaveStyle({ animationDuration: '4000ms' });
    const shown = screen.getByText('Đã gửi yêu cầu').closest('.Toastify__toast')!;
    fireEvent.animationEnd(bar);
    fireEvent.animationEnd(shown);
    await waitFor(() => expect(screen.queryByText('Đã gửi yêu cầu')).not.toBeInTheDocument());
  });
});
