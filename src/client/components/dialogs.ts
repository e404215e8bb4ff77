import type { SweetAlertIcon, SweetAlertOptions } from 'sweetalert2';

/**
 * The only module that touches sweetalert2. It is loaded on first use, so pages that never
 * show a dialog do not download it.
 */
async function swal() {
  return (await import(/* webpackChunkName: "dialogs" */ 'sweetalert2')).default;
}

async function fire(options: SweetAlertOptions) {
  const Swal = await swal();
  return Swal.fire({ confirmButtonText: 'Đóng', confirmButtonColor: '#0b4f8a', ...options });
}

export const dialogs = {
  /** A non-dismissible loading dialog (closed by the next dialog or by close()). */
  async loading(title: string, text?: string): Promise<void> {
    const Swal = await swal();
    void Swal.fire({ title, text, allowOutsideClick: false, allowEscapeKey: false, showConfirmButton: false });
    // Synchronously, not in didOpen: didOpen runs later, and when the answer comes back fast it would
    // put the spinner over the next dialog (the success one) and hide its "Đóng" button.
    Swal.showLoading();
  },
  async close(): Promise<void> {
    (await swal()).close();
  },
  async alert(icon: SweetAlertIcon, title: string, text?: string, timerMs?: number): Promise<void> {
    await fire({ icon, title, text, ...(timerMs ? { timer: timerMs, showConfirmButton: false } : {}) });
  },
  success: (title: string, text?: string, timerMs?: number) => dialogs.alert('success', title, text, timerMs),
  error: (title: string, text?: string) => dialogs.alert('error', title, text),
  info: (title: string, text?: string) => dialogs.alert('info', title, text),
  warning: (title: string, text?: string) => dialogs.alert('warning', title, text),
  async confirm(title: string, text: string, confirmText = 'Đồng ý', cancelText = 'Huỷ'): Promise<boolean> {
    const res = await fire({ icon: 'warning', title, text, showCancelButton: true, confirmButtonText: confirmText, cancelButtonText: cancelText, confirmButtonColor: '#c8102e' });
    return res.isConfirmed;
  },
};
