import fs from 'node:fs';
import path from 'node:path';

/**
 * One line of the bench table. `value` and `baseline` are in `unit`; `ratio` is value/baseline
 * (null when there is no baseline). `target` is the issue's target as text, `met` whether the
 * value meets it (null when the figure is informational only).
 */
export interface Row {
  part: 'bundle' | 'api' | 'chat' | 'pages' | 'admin' | 'instances';
  figure: string;
  value: number | null;
  unit: string;
  baseline: number | null;
  ratio: number | null;
  target: string;
  met: boolean | null;
  note?: string;
}

export interface BenchOptions {
  /** Shorter runs (a smoke check of the bench itself, not figures to report). */
  quick: boolean;
  /** Folder for temporary data of this run. */
  tmpDir: string;
}

export type BenchPart = (opts: BenchOptions) => Promise<Row[]>;

export function row(r: Omit<Row, 'ratio'> & { ratio?: number | null }): Row {
  const ratio = r.ratio !== undefined ? r.ratio : r.value !== null && r.baseline ? r.value / r.baseline : null;
  return { ...r, ratio };
}

function fmt(n: number | null, digits = 1): string {
  if (n === null || !Number.isFinite(n)) return '—';
  if (Math.abs(n) >= 1000) return Math.round(n).toLocaleString('en-US');
  if (Number.isInteger(n)) return String(n);
  // Small fractions (CLS 0.029) keep two significant digits instead of rounding to 0.0.
  return Math.abs(n) < 1 ? Number(n.toPrecision(2)).toString() : n.toFixed(digits);
}

/** The table as Markdown (printed and pasted into the README). */
export function toMarkdown(rows: Row[]): string {
  const lines = ['| part | figure | value | baseline | ratio | target | met |', '|---|---|---:|---:|---:|---|---|'];
  for (const r of rows) {
    const unit = r.unit ? ` ${r.unit}` : '';
    const met = r.met === null ? '—' : r.met ? 'yes' : '**no**';
    const ratio = r.ratio === null ? '—' : `${(r.ratio * 100).toFixed(0)}%`;
    lines.push(`| ${r.part} | ${r.figure}${r.note ? ` (${r.note})` : ''} | ${fmt(r.value)}${unit} | ${r.baseline === null ? '—' : fmt(r.baseline) + unit} | ${ratio} | ${r.target || '—'} | ${met} |`);
  }
  return lines.join('\n');
}

export function writeResults(file: string, rows: Row[], meta: Record<string, unknown>): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify({ ...meta, rows }, null, 2) + '\n');
}

/** Percentile of an unsorted sample (nearest rank). */
export function percentile(sample: number[], p: number): number {
  if (sample.length === 0) return NaN;
  const sorted = [...sample].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export function median(sample: number[]): number {
  return percentile(sample, 50);
}
