import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** What takes the place of the children once one of them has failed (code that did not load). */
  fallback: ReactNode;
  onError?: (error: unknown) => void;
}

/**
 * Catches lazily loaded code that failed to load (offline, or a deploy removed an old chunk): a page
 * shows the route's message (app/browserRoutes.tsx), a part of a page leaves its place empty
 * (PartLoadBoundary) or says so where the visitor needs it (LoadFailedNotice: the consultation
 * form, the chat panel) rather than take the whole page down.
 */
export class LoadBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError?.(error);
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

const warnPartFailed = (error: unknown) => console.warn('a deferred part of the page could not load', error);

/**
 * A part of a page (the footer, the phone menu, contact channels, toasts) whose code failed to load
 * leaves its place empty, or shows `fallback` where the visitor needs to know (LoadFailedNotice).
 */
export function PartLoadBoundary({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <LoadBoundary fallback={fallback} onError={warnPartFailed}>
      {children}
    </LoadBoundary>
  );
}
