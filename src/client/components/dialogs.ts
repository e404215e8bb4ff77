import type { SweetAlertIcon, SweetAlertOptions } from 'sweetalert2';
import { LIBRARY_LABELS } from './libraryLabels';

/** sweetalert2's container: over everything of the page, MUI's dialogs included (modal: 1300). */
export const DIALOG_Z_INDEX = 1350;

/**
 * The only module that touches sweetalert2. It is loaded on first use, so pages that never
 * show a dialog do not download it.
 */
async function swal() {
  const Swal = (await import(/* webpackChunkName: "dialogs" */ 'sweetalert2')).default;
  return Swal.mixin({
    closeButtonAriaLabel: LIBRARY_LABELS.dialogClose,
    // Above MUI's dialogs (z-index 1300), and so above the sticky header (1100) and the floating
    // contact buttons (1200): at sweetalert2's own 1060 they showed through its backdrop.
    didRender: () => {
      const container = Swal.getContainer();
      if (container) container.style.zIndex = String(DIALOG_Z_INDEX);
    },
  });
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
