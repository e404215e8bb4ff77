import { CHAT } from '../../shared/realtime';

/**
 * "Typing…" in both chat clients. Sending: at most one signal per conversation per
 * CHAT.typingEveryMs while the text changes (the server drops any more). Showing: the other side's
 * "typing…" ends CHAT.typingShowMs after their last signal, or when their message comes.
 */
export function typingThrottle(everyMs: number = CHAT.typingEveryMs) {
  const last = new Map<string, number>();
  return (key: string, now = Date.now()): boolean => {
    const prev = last.get(key);
    if (prev !== undefined && now - prev < everyMs) return false;
    last.set(key, now);
    return true;
  };
}

/** One timer per conversation that ends its "typing…"; a new signal starts it again. */
export function typingTimers(onEnd: (key: string) => void, showMs: number = CHAT.typingShowMs) {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const clear = (key: string) => {
    const t = timers.get(key);
    if (t) clearTimeout(t);
    timers.delete(key);
  };
  return {
    renew(key: string) {
      clear(key);
      timers.set(
        key,
        setTimeout(() => {
          timers.delete(key);
          onEnd(key);
        }, showMs),
      );
    },
    clear,
  };
}
