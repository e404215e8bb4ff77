/**
 * Part 4, pages: Lighthouse (the npm package, its default mobile preset with simulated throttling)
 * on four public pages served by the real server, median of 5 runs each, against the bare React
 * page (bench/baseline) built by the same webpack and served the same way in the same run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { startChildServer } from '../../scripts/lib/childServer';
import { buildBareReact } from '../lib/bareReact';
import { median, row, type BenchPart, type Row } from '../lib/report';
import { serveStatic } from '../lib/staticServer';

const CHROME = process.env.CHROME_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'];
const PAGES = ['/', '/dang-ky-bao-ho-nhan-hieu', '/tin-tuc', '/tuyen-dung'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** The figures of one Lighthouse run (scores 0-100, times in ms). */
interface Sample {
  performance: number;
  accessibility: number;
  'best-practices': number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Audits that lost points, per category (for the notes). */
  failing: Record<string, string[]>;
}

interface Lhr {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
  audits: Record<string, { score: number | null; numericValue?: number; scoreDisplayMode?: string }>;
}

export async function lighthouseOnce(url: string): Promise<Sample> {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  // A fresh browser (and profile) per run, as the Lighthouse CLI does: nothing cached carries over.
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    const lhr = result?.lhr as unknown as Lhr | undefined;
    if (!lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`Lighthouse ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
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
    const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      seo: score('seo'),
      lcp: num('largest-contentful-paint'),
      tbt: num('total-blocking-time'),
      cls: num('cumulative-layout-shift'),
      failing,
    };
  } finally {
    chrome.kill();
  }
}

/** `runs` Lighthouse runs of one URL; a run that fails is retried once, then left out. */
async function measure(url: string, runs: number, log: (s: string) => void): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (let i = 0; i < runs; i++) {
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        const s = await lighthouseOnce(url);
        samples.push(s);
        log(`  ${url} run ${i + 1}: perf ${s.performance}, a11y ${s.accessibility}, bp ${s['best-practices']}, seo ${s.seo}, LCP ${Math.round(s.lcp)} ms, TBT ${Math.round(s.tbt)} ms, CLS ${s.cls.toFixed(3)}\n`);
        break;
      } catch (err) {
        log(`  ${url} run ${i + 1} failed: ${err instanceof Error ? err.message : String(err)}\n`);
      }
    }
  }
  if (samples.length === 0) throw new Error(`every Lighthouse run of ${url} failed`);
  return samples;
}

/** The median of each figure over the runs (each figure on its own, as a table of medians). */
function medians(samples: Sample[]) {
  const m = (k: keyof Omit<Sample, 'failing'>) => median(samples.map((s) => s[k]));
  // An audit is reported when it failed in most runs.
  const failing: Record<string, string[]> = {};
  for (const c of CATEGORIES) {
    const counts = new Map<string, number>();
    for (const s of samples) for (const id of s.failing[c] ?? []) counts.set(id, (counts.get(id) ?? 0) + 1);
    failing[c] = [...counts].filter(([, n]) => n * 2 > samples.length).map(([id]) => id);
  }
  return {
    performance: m('performance'),
    accessibility: m('accessibility'),
    'best-practices': m('best-practices'),
    seo: m('seo'),
    lcp: m('lcp'),
    tbt: m('tbt'),
    cls: m('cls'),
    failing,
    runs: samples.length,
  };
}

type Medians = ReturnType<typeof medians>;

function pageRows(page: string, got: Medians, bare: Medians): Row[] {
  const runs = `median of ${got.runs}`;
  const fails = (c: string) => (got.failing[c]?.length ? `; lost points: ${got.failing[c]!.join(', ')}` : '');
  return [
    row({ part: 'pages', figure: `${page} performance`, value: got.performance, unit: '', baseline: bare.performance, target: '≥ 95', met: got.performance >= 95, note: runs + fails('performance') }),
    row({ part: 'pages', figure: `${page} LCP`, value: got.lcp / 1000, unit: 's', baseline: bare.lcp / 1000, target: '≤ 2.2 s', met: got.lcp <= 2200 }),
    row({ part: 'pages', figure: `${page} TBT`, value: Math.round(got.tbt), unit: 'ms', baseline: Math.round(bare.tbt), target: '≤ 150 ms', met: got.tbt <= 150 }),
    // (The table prints one decimal: the exact CLS is in the note.)
    row({ part: 'pages', figure: `${page} CLS`, value: got.cls, unit: '', baseline: bare.cls, target: '≤ 0.05', met: got.cls <= 0.05, note: `${got.cls.toFixed(3)} vs ${bare.cls.toFixed(3)}` }),
    row({ part: 'pages', figure: `${page} accessibility`, value: got.accessibility, unit: '', baseline: bare.accessibility, target: '≥ 95', met: got.accessibility >= 95, note: fails('accessibility').slice(2) || undefined }),
    row({ part: 'pages', figure: `${page} best practices`, value: got['best-practices'], unit: '', baseline: bare['best-practices'], target: '', met: null, note: fails('best-practices').slice(2) || undefined }),
    row({ part: 'pages', figure: `${page} SEO`, value: got.seo, unit: '', baseline: bare.seo, target: '≥ 95', met: got.seo >= 95, note: fails('seo').slice(2) || undefined }),
  ];
}

export const run: BenchPart = async ({ quick, tmpDir }) => {
  if (!fs.existsSync(CHROME)) {
    return [row({ part: 'pages', figure: 'Lighthouse', value: null, unit: '', baseline: null, target: '', met: null, note: `skipped: no Chromium at ${CHROME} (set CHROME_PATH)` })];
  }
  const log = (s: string) => process.stdout.write(s);
  const runs = quick ? 1 : 5;
  const pages = quick ? PAGES.slice(0, 2) : PAGES;

  const bareDir = path.join(tmpDir, 'bare-react');
  await buildBareReact(bareDir);
  const bareServer = await serveStatic(bareDir);
  const server = await startChildServer();
  try {
    // Warm the server (JIT, content caches) so that the first measured run is not a cold start.
    for (const p of pages) await fetch(`${server.url}${p}`).then((r) => r.arrayBuffer());
    if (!quick) await lighthouseOnce(`${server.url}/`).catch(() => undefined);

    log('  bare React page\n');
    const bare = medians(await measure(`${bareServer.url}/`, runs, log));
    const rows: Row[] = [];
    for (const page of pages) rows.push(...pageRows(page, medians(await measure(`${server.url}${page}`, runs, log)), bare));
    return rows;
  } finally {
    await server.stop();
    await bareServer.close();
  }
};
