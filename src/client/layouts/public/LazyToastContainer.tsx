import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { ToastContainerProps } from 'react-toastify';
import { PartLoadBoundary } from '../../components/LoadBoundary';
import { loadToastify, toastRequests } from '../../components/lazyToast';
import { TOAST_LABELS } from '../../components/toastLabels';

const ToastContainer = lazy(async () => ({ default: (await loadToastify()).ToastContainer }));

/** react-toastify's container, mounted (and downloaded) when the first toast is asked for. */
export function LazyToastContainer(props: ToastContainerProps) {
  const requested = useSyncExternalStore(toastRequests.subscribe, toastRequests.requested, () => false);
  if (!requested) return null;
  return (
    <PartLoadBoundary>
      <Suspense fallback={null}>
        <ToastContainer {...TOAST_LABELS} {...props} />
      </Suspense>
    </PartLoadBoundary>
  );
}
