import type { CloseButtonProps, ToastContainerProps } from 'react-toastify';
import { LIBRARY_LABELS } from './libraryLabels';

/**
 * react-toastify's close button with a Vietnamese name: the library's markup and classes (so its
 * styles apply), as its own CloseButton is not exported at run time and says "close".
 */
function ToastCloseButton({ closeToast, theme }: CloseButtonProps) {
  return (
    <button
      className={`Toastify__close-button Toastify__close-button--${theme}`}
      type="button"
      aria-label={LIBRARY_LABELS.toastClose}
      onClick={(e) => {
        e.stopPropagation();
        closeToast(true);
      }}
    >
      <svg aria-hidden="true" viewBox="0 0 14 16">
        <path fillRule="evenodd" d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z" />
      </svg>
    </button>
  );
}

/**
 * The container's props that name it and its toasts' close buttons in Vietnamese (the library says
 * "Notifications Alt+T"), and keep screen readers off each toast's countdown bar: the library names
 * that bar "notification timer" and offers no prop to rename it, but marks it aria-hidden when the
 * bar is "hidden". It still runs (its end closes the toast) and stays visible: the theme's baseline
 * undoes the library's fading of a hidden bar (app/theme.ts).
 */
export const TOAST_LABELS: Pick<ToastContainerProps, 'aria-label' | 'closeButton' | 'hideProgressBar'> = {
  'aria-label': LIBRARY_LABELS.toastRegion,
  closeButton: ToastCloseButton,
  hideProgressBar: true,
};
