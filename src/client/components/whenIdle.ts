/**
 * Runs `fn` when the browser is next idle (a timer where it cannot tell: Safari has no
 * requestIdleCallback); returns a cancel function, for an effect's cleanup.
 */
export function whenIdle(fn: () => void, timeoutMs = 3000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(fn, { timeout: timeoutMs });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(fn, 500);
  return () => clearTimeout(id);
}
