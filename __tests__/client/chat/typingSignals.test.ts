import { typingThrottle, typingTimers } from '../../../src/client/realtime/typingSignals';
import { CHAT } from '../../../src/shared/realtime';

describe('typing signals', () => {
  it('lets one signal per conversation through per interval', () => {
    const may = typingThrottle(2000);
    expect([may('a', 0), may('a', 1999), may('b', 1999), may('a', 2000), may('a', 2500)]).toEqual([true, false, true, true, false]);
  });

  it('ends "typing…" after the show time unless a new signal renews it, or at once when cleared', () => {
    jest.useFakeTimers();
    try {
      const ended: string[] = [];
      const timers = typingTimers((k) => ended.push(k));
      timers.renew('a');
      jest.advanceTimersByTime(CHAT.typingShowMs - 1);
      timers.renew('a');
      jest.advanceTimersByTime(CHAT.typingShowMs - 1);
      expect(ended).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(ended).toEqual(['a']);
      timers.renew('b');
      timers.clear('b');
      jest.advanceTimersByTime(CHAT.typingShowMs);
      expect(ended).toEqual(['a']);
    } finally {
      jest.useRealTimers();
    }
  });
});
