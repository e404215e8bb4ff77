/**
 * Part 4, pages: Lighthouse (the npm package, its default mobile preset with simulated throttling)
 * on five public pages served by the real server, interleaved with the bare React page
 * (bench/baselines/bare-react, built by the same webpack and served the same way): each round
 * loads the bare page, then each public page once, so both see the same minutes of the machine.
 *
 * Each load is audited as Lighthouse does and again with its main-thread tasks shrunk to the
 * thread's CPU time (bench/lib/lighthouseCpu.ts), at 4× and 6×; targets are read from the CPU-time
 * figures, Lighthouse's own score from the runs that are not flagged (main thread's wall/CPU
 * ratio above 1.3). Then "nothing inert" (bench/lib/inertControls.ts): each control of each page's
 * first screen and the footer's form, timed from visible to reacting at 4× CPU. And the largest
 * paint once more as the page makes it, network and CPU slowed for real (bench/lib/appliedLcp.ts):
 * the simulation does not see timers.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startChildServer } from '../../scripts/lib/childServer';
import { appliedLcp, type AppliedPaint } from '../lib/appliedLcp';
import { buildBareReact } from '../lib/bareReact';
import { controlsOf, timeControl, withBrowser, type ControlTiming, type ViewportName } from '../lib/inertControls';
import { FLAG_RATIO, lighthouseRun, SCORE_TARGET, scoreVerdict, type NavigationFigures } from '../lib/lighthouseCpu';
import { renderedFonts } from '../lib/renderedFonts';
import { watchLoad } from '../lib/machineLoad';
import { median, row, type BenchPart, type Row } from '../lib/report';
import { serveStatic } from '../lib/staticServer';
import { CHROMIUM_PATH } from '../../scripts/lib/chromium';

export const PAGES = ['/', '/dang-ky-bao-ho-nhan-hieu', '/tin-tuc', '/tuyen-dung', '/lien-he'];
/** ms, at 4× CPU, from visible to reacting. */
const INERT_TARGET_MS = 300;
/** Others' CPU use (cores) above which an inert-control load is flagged. */
const BUSY_CORES = 0.3;

/** `url` once, retried once when Lighthouse fails; null when both tries failed. */
async function once(url: string, log: (s: string) => void, label = new URL(url).pathname): Promise<NavigationFigures | null> {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const f = await lighthouseRun(url);
      const p = label;
      log(
        `  ${p.padEnd(26)} ratio ${f.ratio.toFixed(2)}${f.flagged ? '⚑' : ' '} BI ${Math.round(f.benchmarkIndex)} | Lighthouse: perf ${f.lighthouse.performance}, TBT ${Math.round(f.lighthouse.tbt)}, LCP ${Math.round(f.lighthouse.lcp)} | CPU time 4×: perf ${f.cpu.performance}, TBT ${Math.round(f.cpu.tbt)}, LCP ${Math.round(f.cpu.lcp)}, CLS ${f.cpu.cls.toFixed(3)}, longest ${Math.round(f.cpu.longestTask)} | 6×: TBT ${Math.round(f.cpu6.tbt)}, longest ${Math.round(f.cpu6.longestTask)}\n`,
      );
      return f;
    } catch (err) {
      log(`  ${url} failed: ${err instanceof Error ? err.message : String(err)}\n`);
    }
  }
  return null;
}

const ms = (n: number) => Math.round(n);
const list = (runs: NavigationFigures[], pick: (f: NavigationFigures) => number, unit = '') => runs.map((f) => `${ms(pick(f))}${unit}${f.flagged ? '⚑' : ''}`).join(', ');

/** The rows of one page against the bare page's runs of the same rounds. */
function pageRows(page: string, runs: NavigationFigures[], bare: NavigationFigures[]): Row[] {
  const m = (rs: NavigationFigures[], pick: (f: NavigationFigures) => number) => median(rs.map(pick));
  const quiet = runs.filter((f) => !f.flagged);
  const n = `${runs.length} runs, ${runs.length - quiet.length} flagged (⚑: main thread's wall/CPU > ${FLAG_RATIO}: ${runs.map((f) => f.ratio.toFixed(1)).join(', ')}; the bare page's in the same rounds ${bare.map((f) => f.ratio.toFixed(1)).join(', ')}); benchmark index ${runs.map((f) => Math.round(f.benchmarkIndex)).join(', ')}`;
  const tbt = m(runs, (f) => f.cpu.tbt);
  const bareTbt = m(bare, (f) => f.cpu.tbt);
  const tbt6 = m(runs, (f) => f.cpu6.tbt);
  const bareTbt6 = m(bare, (f) => f.cpu6.tbt);
  const longest6 = Math.max(...runs.map((f) => f.cpu6.longestTask));
  const lcp = m(runs, (f) => f.cpu.lcp);
  const cls = Math.max(...runs.map((f) => f.cpu.cls));
  const fails = (c: string) => {
    const counts = new Map<string, number>();
    for (const f of runs) for (const id of f.lighthouse.failing[c] ?? []) counts.set(id, (counts.get(id) ?? 0) + 1);
    const ids = [...counts].filter(([, k]) => k * 2 > runs.length).map(([id]) => id);
    return ids.length ? `lost points: ${ids.join(', ')}` : undefined;
  };
  const score = (c: 'accessibility' | 'best-practices' | 'seo') => m(runs, (f) => f.lighthouse[c]);
  return [
    row({
      part: 'pages',
      figure: `${page} TBT at 4×, from CPU time`,
      value: ms(tbt),
      unit: 'ms',
      baseline: ms(bareTbt),
      ratio: null,
      target: '≤ 150 ms and ≤ bare + 100 ms',
      met: tbt <= 150 && tbt <= bareTbt + 100,
      note: `median; runs ${list(runs, (f) => f.cpu.tbt)} against the bare page's ${list(bare, (f) => f.cpu.tbt)}; Lighthouse's own (wall time) ${list(runs, (f) => f.lighthouse.tbt)} against ${list(bare, (f) => f.lighthouse.tbt)}; ${n}`,
    }),
    row({
      part: 'pages',
      figure: `${page} LCP, from CPU time`,
      value: Math.round(lcp / 100) / 10,
      unit: 's',
      baseline: Math.round(m(bare, (f) => f.cpu.lcp) / 100) / 10,
      target: '≤ 2.2 s',
      met: lcp <= 2200,
      // Simulated: a paint a timer holds is charged every script that ran before it (the applied row below).
      note: `median; runs ${list(runs, (f) => f.cpu.lcp)} ms; Lighthouse's own ${list(runs, (f) => f.lighthouse.lcp)} ms; simulated, without timers: see the applied row`,
    }),
    row({ part: 'pages', figure: `${page} CLS (largest of the runs)`, value: Math.round(cls * 1000) / 1000, unit: '', baseline: Math.max(...bare.map((f) => f.cpu.cls)), ratio: null, target: '≤ 0.05', met: cls <= 0.05 }),
    row({
      part: 'pages',
      figure: `${page} at 6×: longest task (largest of the runs)`,
      value: ms(longest6),
      unit: 'ms',
      baseline: ms(Math.max(...bare.map((f) => f.cpu6.longestTask))),
      ratio: null,
      target: '≤ 200 ms',
      met: longest6 <= 200,
      note: `runs ${list(runs, (f) => f.cpu6.longestTask)} (0: no task of 50 ms or more)`,
    }),
    row({
      part: 'pages',
      figure: `${page} at 6×: TBT, from CPU time`,
      value: ms(tbt6),
      unit: 'ms',
      baseline: ms(bareTbt6),
      ratio: null,
      target: '≤ 2 × bare',
      met: tbt6 <= 2 * bareTbt6,
      note: `median; runs ${list(runs, (f) => f.cpu6.tbt)} against ${list(bare, (f) => f.cpu6.tbt)}`,
    }),
    scoreRow(page, runs, bare, fails('performance')),
    row({ part: 'pages', figure: `${page} accessibility`, value: score('accessibility'), unit: '', baseline: m(bare, (f) => f.lighthouse.accessibility), ratio: null, target: '≥ 95', met: score('accessibility') >= 95, note: fails('accessibility') }),
    row({ part: 'pages', figure: `${page} best practices`, value: score('best-practices'), unit: '', baseline: m(bare, (f) => f.lighthouse['best-practices']), ratio: null, target: '', met: null, note: fails('best-practices') }),
    row({ part: 'pages', figure: `${page} SEO`, value: score('seo'), unit: '', baseline: m(bare, (f) => f.lighthouse.seo), ratio: null, target: '≥ 95', met: score('seo') >= 95, note: fails('seo') }),
  ];
}

/** Lighthouse's own score as a row: its verdict from the runs not flagged, or bounded by those that are. */
function scoreRow(page: string, runs: NavigationFigures[], bare: NavigationFigures[], lostPoints: string | undefined): Row {
  const v = scoreVerdict(runs.map((f) => ({ score: f.lighthouse.performance, flagged: f.flagged })));
  return row({
    part: 'pages',
    figure: `${page} performance score, Lighthouse's own, runs not flagged`,
    value: v.value,
    unit: '',
    baseline: median(bare.map((f) => f.lighthouse.performance)),
    ratio: null,
    target: `≥ ${SCORE_TARGET}`,
    met: v.met,
    note: `${v.reading}; every run ${list(runs, (f) => f.lighthouse.performance)}; from CPU time ${list(runs, (f) => f.cpu.performance)}${lostPoints ? `; ${lostPoints}` : ''}`,
  });
}

interface AppliedRun extends AppliedPaint {
  /** Others' CPU use during the load, cores. */
  othersCores: number;
}

/** `rounds` loads of the bare page and each page in turn, in one browser (a new context each). */
async function appliedPaints(bareUrl: string, pageUrls: string[], rounds: number, log: (s: string) => void): Promise<Map<string, AppliedRun[]>> {
  const out = new Map<string, AppliedRun[]>([bareUrl, ...pageUrls].map((u) => [u, []]));
  await withBrowser(async (browser) => {
    for (let r = 0; r < rounds; r++) {
      for (const url of [bareUrl, ...pageUrls]) {
        const watch = watchLoad();
        const p = await appliedLcp(browser, url);
        const othersCores = watch.stop();
        out.get(url)!.push({ ...p, othersCores });
        log(`  slow 4G + 4× ${url === bareUrl ? 'bare React page' : new URL(url).pathname}: FCP ${ms(p.fcp)}, LCP ${ms(p.lcp)} ms (${p.element}); others used ${othersCores.toFixed(2)} cores${othersCores > BUSY_CORES ? ' ⚑' : ''}\n`);
      }
    }
  });
  return out;
}

function appliedRow(page: string, runs: AppliedRun[], bare: AppliedRun[]): Row {
  const lcp = median(runs.map((r) => r.lcp));
  const elements = [...new Set(runs.map((r) => r.element))];
  const flag = (r: AppliedRun) => (r.othersCores > BUSY_CORES ? '⚑' : '');
  return row({
    part: 'pages',
    figure: `${page} LCP under applied throttling (slow 4G and 4× CPU, as DevTools applies them)`,
    value: Math.round(lcp / 100) / 10,
    unit: 's',
    baseline: Math.round(median(bare.map((r) => r.lcp)) / 100) / 10,
    target: '≤ 2.2 s',
    met: lcp <= 2200,
    note: `median; runs ${runs.map((r) => `${ms(r.lcp)}${flag(r)}`).join(', ')} ms, first paints ${runs.map((r) => ms(r.fcp)).join(', ')} ms; largest: ${elements.join(' / ')}; ⚑: others used over ${BUSY_CORES} of a core meanwhile (wall time)`,
  });
}

interface InertRun extends ControlTiming {
  /** Others' CPU use during the load, cores. */
  othersCores: number;
}

/** A control's load given up after this long: what hangs is recorded as such, and the run goes on. */
const CONTROL_DEADLINE_MS = 90_000;

/**
 * Every control of `url`'s first screen and footer form, one load each. Each control is timed in a
 * browser of its own, closed after it: a load that still hangs (Chromium could hang closing a
 * throttled page that a tap was navigating; `timeControl` sets it back to full speed first) goes
 * with its browser instead of holding the run, and its control is recorded as never reacting.
 */
async function inertControls(url: string, viewport: ViewportName, log: (s: string) => void): Promise<InertRun[]> {
  const out: InertRun[] = [];
  for (const control of await withBrowser((browser) => controlsOf(browser, url, viewport))) {
    const watch = watchLoad();
    let timer: NodeJS.Timeout | undefined;
    const hung = new Promise<ControlTiming>((resolve) => {
      timer = setTimeout(() => resolve({ ...control, visibleAt: NaN, reactedAt: NaN, delay: NaN, tapAt: NaN, taps: 0, reaction: `hung: given up after ${CONTROL_DEADLINE_MS / 1000} s` }), CONTROL_DEADLINE_MS);
    });
    const t = await withBrowser((browser) => Promise.race([timeControl(browser, url, viewport, control), hung]));
    clearTimeout(timer);
    const othersCores = watch.stop();
    out.push({ ...t, othersCores });
    log(`  ${viewport} ${new URL(url).pathname} ${t.tag} "${t.label}": visible at ${ms(t.visibleAt)} ms, tapped ${ms(t.tapAt - t.visibleAt)} ms later, reacted ${ms(t.delay)} ms after it showed (${t.taps} taps, ${t.reaction}); others used ${othersCores.toFixed(2)} cores${othersCores > BUSY_CORES ? ' ⚑' : ''}\n`);
  }
  return out;
}

function inertRow(page: string, viewport: ViewportName, runs: InertRun[], bare: InertRun[]): Row {
  const worst = runs.reduce((w, r) => (!(r.delay <= w.delay) ? r : w), runs[0]!);
  const busy = runs.filter((r) => r.othersCores > BUSY_CORES).length;
  const bareDelay = median(bare.map((b) => b.delay));
  // The bench's own share of each figure: from the control showing to its first tap reaching the page.
  const tapLags = runs.map((r) => r.tapAt - r.visibleAt).filter(Number.isFinite);
  return row({
    part: 'pages',
    figure: `${page} (${viewport}) at 4× CPU: slowest control from visible to reacting`,
    value: Number.isNaN(worst.delay) ? null : ms(worst.delay),
    unit: 'ms',
    baseline: ms(bareDelay),
    ratio: null,
    target: `≤ ${INERT_TARGET_MS} ms each`,
    met: runs.every((r) => r.delay <= INERT_TARGET_MS),
    note: `baseline: the bare page's button; ${runs.map((r) => `${r.label.slice(0, 32)}${r.footer ? ' (footer)' : ''} ${Number.isNaN(r.delay) ? 'never' : ms(r.delay)}${r.othersCores > BUSY_CORES ? '⚑' : ''}`).join('; ')}; ${busy} of ${runs.length} loads flagged (⚑: others used over ${BUSY_CORES} of a core meanwhile); the first tap reached the page ${tapLags.length ? `${ms(median(tapLags))} ms (median; ${ms(Math.min(...tapLags))} to ${ms(Math.max(...tapLags))})` : '—'} after the control showed (below 0: sent while the page's first frame was being drawn, the protocol holding the touch until it was)`,
  });
}

export const run: BenchPart = async ({ quick, tmpDir }) => {
  if (!fs.existsSync(CHROMIUM_PATH)) {
    return [row({ part: 'pages', figure: 'Lighthouse', value: null, unit: '', baseline: null, target: '', met: null, note: `skipped: no Chromium at ${CHROMIUM_PATH} (set CHROMIUM_PATH)` })];
  }
  const log = (s: string) => process.stdout.write(s);
  const rounds = quick ? 1 : 5;
  const pages = quick ? PAGES.slice(0, 2) : PAGES;

  const bareDir = path.join(tmpDir, 'bare-react');
  await buildBareReact(bareDir);
  const bareServer = await serveStatic(bareDir);
  const server = await startChildServer();
  try {
    // Warm the server (JIT, rendered pages) so that the first measured run is not a cold start.
    for (const p of pages) await fetch(`${server.url}${p}`).then((r) => r.arrayBuffer());
    if (!quick) await lighthouseRun(`${server.url}/`).catch(() => undefined);

    const bare: NavigationFigures[] = [];
    const byPage = new Map<string, NavigationFigures[]>(pages.map((p) => [p, []]));
    for (let r = 0; r < rounds; r++) {
      log(`  round ${r + 1} of ${rounds}\n`);
      const b = await once(`${bareServer.url}/`, log, 'bare React page');
      if (b) bare.push(b);
      for (const p of pages) {
        const f = await once(`${server.url}${p}`, log);
        if (f) byPage.get(p)!.push(f);
      }
    }
    if (bare.length === 0) throw new Error('every Lighthouse run of the bare React page failed');
    const rows: Row[] = [
      row({
        part: 'pages',
        figure: 'bare React page (the baseline): TBT at 4× from CPU time, and its runs',
        value: Math.round(median(bare.map((f) => f.cpu.tbt))),
        unit: 'ms',
        baseline: null,
        target: '',
        met: null,
        note: `runs ${list(bare, (f) => f.cpu.tbt)}; Lighthouse's own ${list(bare, (f) => f.lighthouse.tbt)}; score ${list(bare, (f) => f.lighthouse.performance)}; wall/CPU ${bare.map((f) => f.ratio.toFixed(1)).join(', ')} (⚑ above ${FLAG_RATIO}); benchmark index ${bare.map((f) => Math.round(f.benchmarkIndex)).join(', ')}`,
      }),
    ];
    const fonts = await renderedFonts(`${server.url}/dang-ky-bao-ho-nhan-hieu`);
    const phoneFont = fonts.every((family) => /^Roboto\b/.test(family));
    rows.push(
      row({
        part: 'pages',
        figure: "the fonts the service page's text is drawn in (a phone's: Roboto)",
        value: null,
        unit: '',
        baseline: null,
        target: 'Roboto only',
        met: phoneFont,
        note: `${fonts.join(', ') || 'none found'}${phoneFont ? '' : '; not a phone\'s: install Roboto (apt-get install -y fonts-roboto-unhinted) for figures that stand for one'}`,
      }),
    );
    for (const p of pages) {
      const runs = byPage.get(p)!;
      if (runs.length === 0) throw new Error(`every Lighthouse run of ${p} failed`);
      rows.push(...pageRows(p, runs, bare));
    }

    const applied = await appliedPaints(`${bareServer.url}/`, pages.map((p) => `${server.url}${p}`), rounds, log);
    for (const p of pages) rows.push(appliedRow(p, applied.get(`${server.url}${p}`)!, applied.get(`${bareServer.url}/`)!));

    const bareInert = await inertControls(`${bareServer.url}/`, 'phone', log);
    for (const p of pages) rows.push(inertRow(p, 'phone', await inertControls(`${server.url}${p}`, 'phone', log), bareInert));
    rows.push(inertRow('/', 'desktop', await inertControls(`${server.url}/`, 'desktop', log), bareInert));
    return rows;
  } finally {
    await server.stop();
    await bareServer.close();
  }
};
