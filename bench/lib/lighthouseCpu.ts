/**
 * Lighthouse (mobile preset, simulated throttling) as the pages part runs it: one navigation,
 * audited twice, once as Lighthouse does and once with every main-thread task shrunk to the CPU
 * time its thread actually spent in it.
 *
 * Why: simulated throttling multiplies each task's observed duration by 4 (6 for the 6× figures).
 * That duration is wall time: on a shared machine the renderer waits for a core, and every wait is
 * multiplied too (the bare React page alone has shown 142–2,948 ms of TBT across runs of one
 * session). Chromium's trace gives each task its thread time beside its wall time (`tdur`); the
 * second audit runs on a copy of the trace in which each top-level task of the page's main thread,
 * and everything nested in it, is compressed to that thread time. The wall/CPU ratio of the main
 * thread says how busy the machine was during the run; a run above FLAG_RATIO is flagged. The
 * trace is gathered without the categories that copy every script's source into it
 * (SOURCE_COPYING_CATEGORIES): tracing's own work, which no phone does.
 */

import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/lib/chromium';
import { median } from './report';

/** A run whose main thread took more than this much wall time per unit of CPU time is flagged. */
export const FLAG_RATIO = 1.3;

/** Lighthouse's own performance score: at least this in the runs that are not flagged. */
export const SCORE_TARGET = 95;

/**
 * Lighthouse's own score over a page's runs: the median of those not flagged. When every run is
 * flagged (on a 2-core machine every load is: Chromium's own processes share the cores), a flagged
 * run still bounds the score from below: waiting for a core only lengthens the tasks Lighthouse
 * multiplies, and every metric of its simulation grows with them. So when the lowest flagged run
 * reaches the target the target is met; when one is under it there is no verdict, since that run
 * may be under it for the machine's sake.
 */
export function scoreVerdict(runs: ReadonlyArray<{ score: number; flagged: boolean }>, target = SCORE_TARGET): { value: number | null; met: boolean | null; reading: string } {
  const quiet = runs.filter((r) => !r.flagged).map((r) => r.score);
  if (quiet.length > 0) {
    const value = median(quiet);
    return { value, met: value >= target, reading: `median of the ${quiet.length} runs not flagged` };
  }
  if (runs.length === 0) return { value: null, met: null, reading: 'no run' };
  const lowest = Math.min(...runs.map((r) => r.score));
  if (lowest >= target) return { value: lowest, met: true, reading: 'every run flagged: the lowest, a lower bound' };
  return { value: lowest, met: null, reading: 'every run flagged and one under the target: no verdict' };
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** The part of a trace event this file reads and writes. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  [key: string]: unknown;
}

interface Trace {
  traceEvents: TraceEvent[];
  [key: string]: unknown;
}

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask', 'ThreadControllerImpl::DoWork', 'TaskQueueManager::ProcessTaskFromWorkQueue']);

/** Top-level tasks of one thread (complete events not nested in another task), by start time. */
function topLevelTasks(events: TraceEvent[], pid: number, tid: number): TraceEvent[] {
  const tasks = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && TASK_NAMES.has(e.name) && (e.dur ?? 0) > 0).sort((a, b) => a.ts - b.ts);
  const out: TraceEvent[] = [];
  let end = -Infinity;
  for (const t of tasks) {
    if (t.ts < end) continue;
    out.push(t);
    end = t.ts + t.dur!;
  }
  return out;
}

/** Wall and thread (CPU) time of a thread's top-level tasks from `fromTs` on, in ms. */
export function threadTimes(events: TraceEvent[], pid: number, tid: number, fromTs = -Infinity): { wall: number; cpu: number } {
  let wall = 0;
  let cpu = 0;
  for (const t of topLevelTasks(events, pid, tid)) {
    if (t.ts < fromTs || t.tdur === undefined) continue;
    wall += t.dur! / 1000;
    cpu += Math.min(t.tdur, t.dur!) / 1000;
  }
  return { wall, cpu };
}

/**
 * A copy of the trace in which each top-level task of the given thread lasts its thread time:
 * the task and every event of that thread inside it are compressed towards the task's start
 * (times and durations scaled by cpu/wall), so nesting and order are kept. Events between tasks,
 * other threads and the network log are left as they are. The input is not modified.
 */
export function shrinkToCpuTime(trace: Trace, pid: number, tid: number): Trace {
  const tasks = topLevelTasks(trace.traceEvents, pid, tid);
  const starts = tasks.map((t) => t.ts);
  const taskAt = (ts: number): TraceEvent | undefined => {
    // The last task starting at or before ts, if ts falls inside it.
    let lo = 0;
    let hi = starts.length - 1;
    let found = -1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (starts[mid]! <= ts) {
        found = mid;
        lo = mid + 1;
      } else hi = mid - 1;
    }
    const t = found >= 0 ? tasks[found]! : undefined;
    return t && ts <= t.ts + t.dur! ? t : undefined;
  };
  const traceEvents = trace.traceEvents.map((e) => {
    if (e.pid !== pid || e.tid !== tid) return e;
    const task = taskAt(e.ts);
    if (!task || task.tdur === undefined || task.tdur >= task.dur!) return e;
    const r = task.tdur / task.dur!;
    const out: TraceEvent = { ...e, ts: task.ts + (e.ts - task.ts) * r };
    if (e.dur !== undefined) out.dur = e.dur * r;
    return out;
  });
  return { ...trace, traceEvents };
}

/** The figures of one audit of a navigation (scores 0-100, times in ms). */
export interface AuditFigures {
  performance: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  /** The longest main-thread task in the simulation (ms at the audit's slowdown). */
  longestTask: number;
}

export interface NavigationFigures {
  url: string;
  /** Lighthouse as it is (wall time × 4). */
  lighthouse: AuditFigures & { accessibility: number; 'best-practices': number; seo: number; failing: Record<string, string[]> };
  /** The same navigation, tasks shrunk to thread time, at 4×. */
  cpu: AuditFigures;
  /** The same at 6×. */
  cpu6: AuditFigures;
  /** Main thread's wall time ÷ CPU time over its top-level tasks from navigation start. */
  ratio: number;
  /** Lighthouse's benchmark index of the run (its measure of the machine's speed). */
  benchmarkIndex: number;
  flagged: boolean;
}

interface Lhr {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<string, { score: number | null; numericValue?: number; scoreDisplayMode?: string; details?: { items?: Array<{ duration?: number }> } }>;
}

interface ResolvedConfig {
  settings: { throttling: Record<string, number>; [key: string]: unknown };
  [key: string]: unknown;
}

interface Artifacts {
  Trace: Trace;
  BenchmarkIndex: number;
  settings: ResolvedConfig['settings'];
  [key: string]: unknown;
}

/**
 * Lighthouse's trace categories that copy each script's source into the trace ("enhanced traces",
 * for DevTools to show the sources of a saved trace; none of Lighthouse's metrics reads them). The
 * copy is made on the page's main thread inside the script's compile: 4.7–5.0 ms of CPU for the
 * 457 KB vendors' chunk on an idle machine, 8–13 ms during a Lighthouse load, against 0.1 ms
 * without them (traced, the file inserted after the first paint as public/boot.js does). A phone
 * pays none of it, and for a script started at the first paint it lands where TBT counts it.
 */
const SOURCE_COPYING_CATEGORIES = ['disabled-by-default-devtools.v8-source-rundown-sources', 'disabled-by-default-devtools.v8-source-rundown'];

type LighthouseModules = {
  navigationGather: (page: undefined, url: string, opts: { flags: Record<string, unknown> }) => Promise<{ artifacts: Artifacts; runnerOptions: { resolvedConfig: ResolvedConfig; computedCache: Map<string, unknown> } }>;
  audit: (artifacts: Artifacts, opts: { resolvedConfig: ResolvedConfig; computedCache: Map<string, unknown> }) => Promise<{ lhr: unknown } | undefined>;
  processTrace: (trace: Trace) => { mainThreadEvents: TraceEvent[]; timestamps: { timeOrigin: number } };
};

let modules: Promise<LighthouseModules> | undefined;

/** Lighthouse's own gather and audit steps (the npm package's `lighthouse()` is the two in a row). */
function lighthouseModules(): Promise<LighthouseModules> {
  modules ??= (async () => {
    // Paths inside the package (it has no "exports" map): the two halves of `lighthouse()`.
    const nav = (await import('lighthouse/core/gather/navigation-runner.js' as string)) as { navigationGather: LighthouseModules['navigationGather'] };
    const runner = (await import('lighthouse/core/runner.js' as string)) as { Runner: { audit: LighthouseModules['audit'] } };
    const tp = (await import('lighthouse/core/lib/tracehouse/trace-processor.js' as string)) as { TraceProcessor: { processTrace: LighthouseModules['processTrace'] } };
    // The trace gatherer asks its class for the categories at each navigation (a static method).
    const trace = (await import('lighthouse/core/gather/gatherers/trace.js' as string)) as { default: { getDefaultTraceCategories: () => string[] } };
    const defaults = trace.default.getDefaultTraceCategories();
    const kept = defaults.filter((c) => !SOURCE_COPYING_CATEGORIES.includes(c));
    if (kept.length !== defaults.length - SOURCE_COPYING_CATEGORIES.length) {
      throw new Error(`Lighthouse's trace categories have changed (${defaults.join(', ')}): check SOURCE_COPYING_CATEGORIES`);
    }
    trace.default.getDefaultTraceCategories = () => kept;
    return {
      navigationGather: nav.navigationGather,
      audit: (a, o) => runner.Runner.audit(a, o),
      processTrace: (t) => tp.TraceProcessor.processTrace(t),
    };
  })();
  return modules;
}

function figuresOf(lhrIn: unknown): AuditFigures {
  const lhr = lhrIn as Lhr;
  if (lhr.runtimeError) throw new Error(`Lighthouse ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const tasks = lhr.audits['long-tasks']?.details?.items ?? [];
  return {
    performance: Math.round((lhr.categories.performance?.score ?? NaN) * 100),
    lcp: num('largest-contentful-paint'),
    fcp: num('first-contentful-paint'),
    tbt: num('total-blocking-time'),
    cls: num('cumulative-layout-shift'),
    // long-tasks lists tasks of 50 ms or more, longest first.
    longestTask: tasks.length ? Math.max(...tasks.map((t) => t.duration ?? 0)) : 0,
  };
}

/** One navigation of `url` in a fresh browser and profile (as the Lighthouse CLI does), audited three ways. */
export async function lighthouseRun(url: string): Promise<NavigationFigures> {
  const lh = await lighthouseModules();
  const chromeLauncher = await import('chrome-launcher');
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS, logLevel: 'silent' });
  let gathered: Awaited<ReturnType<LighthouseModules['navigationGather']>>;
  try {
    gathered = await lh.navigationGather(undefined, url, { flags: { port: chrome.port, logLevel: 'error', onlyCategories: [...CATEGORIES] } });
  } finally {
    chrome.kill();
  }
  const { artifacts, runnerOptions } = gathered;
  const own = await lh.audit(artifacts, runnerOptions);
  if (!own) throw new Error(`Lighthouse gave no result for ${url}`);
  const lhr = own.lhr as Lhr;
  const lighthouse = figuresOf(lhr);
  const score = (c: string) => Math.round((lhr.categories[c]?.score ?? NaN) * 100);
  const failing: Record<string, string[]> = {};
  for (const c of CATEGORIES) {
    failing[c] = (lhr.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .filter((ref) => {
        const a = lhr.audits[ref.id];
        return a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative';
      })
      .map((ref) => ref.id);
  }

  const processed = lh.processTrace(artifacts.Trace);
  const main = processed.mainThreadEvents[0];
  if (!main) throw new Error(`no main thread in the trace of ${url}`);
  const { wall, cpu } = threadTimes(artifacts.Trace.traceEvents, main.pid, main.tid, processed.timestamps.timeOrigin);
  const shrunk = { ...artifacts, Trace: shrinkToCpuTime(artifacts.Trace, main.pid, main.tid) };
  const reaudit = async (slowdown: number) => {
    const settings = { ...runnerOptions.resolvedConfig.settings, throttling: { ...runnerOptions.resolvedConfig.settings.throttling, cpuSlowdownMultiplier: slowdown } };
    // Lighthouse refuses to audit artifacts gathered with other settings: both say the same.
    const result = await lh.audit({ ...shrunk, settings }, { resolvedConfig: { ...runnerOptions.resolvedConfig, settings }, computedCache: new Map() });
    if (!result) throw new Error(`Lighthouse gave no result for ${url} (re-audit at ${slowdown}×)`);
    return figuresOf(result.lhr);
  };
  const ratio = cpu > 0 ? wall / cpu : NaN;
  return {
    url,
    lighthouse: { ...lighthouse, accessibility: score('accessibility'), 'best-practices': score('best-practices'), seo: score('seo'), failing },
    cpu: await reaudit(runnerOptions.resolvedConfig.settings.throttling.cpuSlowdownMultiplier ?? 4),
    cpu6: await reaudit(6),
    ratio,
    benchmarkIndex: artifacts.BenchmarkIndex,
    flagged: !(ratio <= FLAG_RATIO),
  };
}
