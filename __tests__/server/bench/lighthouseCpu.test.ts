import { scoreVerdict, shrinkToCpuTime, threadTimes, type TraceEvent } from '../../../bench/lib/lighthouseCpu';

/**
 * The pages bench recomputes Lighthouse's figures from a trace whose main-thread tasks last their
 * CPU time (bench/lib/lighthouseCpu.ts). Trace times are in microseconds.
 */
const MAIN = { pid: 1, tid: 1 };
const ev = (e: Partial<TraceEvent> & { name: string; ph: string; ts: number }): TraceEvent => ({ ...MAIN, ...e });

function trace(): { traceEvents: TraceEvent[] } {
  return {
    traceEvents: [
      // A task that waited: 100 µs on the wall clock, 25 µs on the CPU.
      ev({ name: 'RunTask', ph: 'X', ts: 1000, dur: 100, tdur: 25 }),
      ev({ name: 'FunctionCall', ph: 'X', ts: 1010, dur: 50, tdur: 12 }),
      ev({ name: 'UpdateCounters', ph: 'I', ts: 1090 }),
      ev({ name: 'Layout', ph: 'B', ts: 1060 }),
      ev({ name: 'Layout', ph: 'E', ts: 1080 }),
      // A task that did not wait.
      ev({ name: 'RunTask', ph: 'X', ts: 2000, dur: 40, tdur: 40 }),
      // Between tasks, and on another thread during the first one: left as they are.
      ev({ name: 'firstContentfulPaint', ph: 'R', ts: 1500 }),
      { name: 'RunTask', ph: 'X', pid: 1, tid: 2, ts: 1020, dur: 60, tdur: 10 },
    ],
  };
}

describe('CPU-time recomputation of a trace', () => {
  it('compresses each main-thread task and what is nested in it to its CPU time, towards its start', () => {
    const input = trace();
    const out = shrinkToCpuTime(input, 1, 1).traceEvents;
    expect(out[0]).toMatchObject({ ts: 1000, dur: 25 });
    expect(out[1]).toMatchObject({ ts: 1002.5, dur: 12.5 });
    expect(out[2]).toMatchObject({ ts: 1022.5 });
    expect(out[3]!.ts).toBe(1015);
    expect(out[4]!.ts).toBe(1020);
    // Nesting kept: the child still ends inside its task.
    expect(out[1]!.ts + out[1]!.dur!).toBeLessThanOrEqual(out[0]!.ts + out[0]!.dur!);
    expect(out[5]).toBe(input.traceEvents[5]);
    expect(out[6]).toBe(input.traceEvents[6]);
    expect(out[7]).toBe(input.traceEvents[7]);
    // The input is not changed (Lighthouse's own audit reads it too).
    expect(input.traceEvents[0]).toMatchObject({ ts: 1000, dur: 100 });
  });

  it("measures the main thread's wall and CPU time over its top-level tasks", () => {
    const { traceEvents } = trace();
    expect(threadTimes(traceEvents, 1, 1)).toEqual({ wall: 0.14, cpu: 0.065 });
    // From a start time on (the navigation's).
    expect(threadTimes(traceEvents, 1, 1, 1500)).toEqual({ wall: 0.04, cpu: 0.04 });
  });
});

describe("the verdict on Lighthouse's own score", () => {
  const run = (score: number, flagged: boolean) => ({ score, flagged });

  it('is read from the runs not flagged, whatever the flagged ones say', () => {
    expect(scoreVerdict([run(97, false), run(60, true), run(99, false), run(96, false)])).toMatchObject({ value: 97, met: true });
    expect(scoreVerdict([run(90, false), run(100, true), run(94, false)])).toMatchObject({ value: 90, met: false });
  });

  it('takes the lowest flagged run as a lower bound when every run is flagged', () => {
    expect(scoreVerdict([run(98, true), run(95, true), run(100, true)])).toMatchObject({ value: 95, met: true });
  });

  it('gives no verdict when every run is flagged and one is under the target', () => {
    // A flagged run under the target may be under it for the machine's sake: neither pass nor fail.
    expect(scoreVerdict([run(99, true), run(94, true)])).toMatchObject({ value: 94, met: null });
    expect(scoreVerdict([])).toMatchObject({ value: null, met: null });
  });
});
