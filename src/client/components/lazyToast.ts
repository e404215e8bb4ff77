import type { ToastOptions } from 'react-toastify';

/**
 * The public site's toasts, without react-toastify in its first download: the library (and the
 * container, see layouts/public/LazyToastContainer) loads with the first toast. react-toastify
 * queues a toast shown before its container mounts, so none is lost. Every public-site toast goes
 * through here: a direct import would show toasts only once this module has loaded the container.
 */
type Kind = 'error' | 'info' | 'success' | 'warning';

let requested = false;
const listeners = new Set<() => void>();

export const loadToastify = () => import(/* webpackChunkName: "toasts" */ 'react-toastify');

/** For useSyncExternalStore: whether any toast was asked for yet. */
export const toastRequests = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  requested: () => requested,
};

function show(kind: Kind, content: string, options?: ToastOptions): void {
  if (!requested) {
    requested = true;
    for (const l of listeners) l();
  }
  void loadToastify().then(({ toast: t }) => t[kind](content, options));
}

export const toast = {
  error: (content: string, options?: ToastOptions) => show('error', content, options),
  info: (content: string, options?: ToastOptions) => show('info', content, options),
  success: (content: string, options?: ToastOptions) => show('success', content, options),
  warning: (content: string, options?: ToastOptions) => show('warning', content, options),
};
