/**
 * `npm run bench`: builds what it needs, runs each part against its baseline measured in the
 * same run on the same machine, prints one table and writes it to bench/results.json.
 *
 *   npm run bench                      all parts
 *   npm run bench -- --only=api,chat   some parts (the other parts' rows of the last run are kept)
 *   npm run bench -- --quick           short runs: checks the bench itself, figures not to report
 *   npm run bench -- --only=bundle --check
 *                                      exits non-zero when a figure of the parts run misses its
 *                                      target (CI runs the bundle part so: `npm run check:bundle`)
 *
 * Targets are reported here, never asserted in `npm test`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build, isStale } from '../scripts/build';
import { toMarkdown, writeResults, type BenchPart, type Row } from './lib/report';

const PARTS: Record<Row['part'], () => Promise<BenchPart>> = {
  bundle: async () => (await import('./parts/bundle')).run,
  api: async () => (await import('./parts/api')).run,
  chat: async () => (await import('./parts/chat')).run,
  pages: async () => (await import('./parts/pages')).run,
  admin: async () => (await import('./parts/adminTable')).run,
  instances: async () => (await import('./parts/instances')).run,
};

const resultsFile = path.join(__dirname, 'results.json');

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const quick = args.includes('--quick');
  const check = args.includes('--check');
  const onlyArg = args.find((a) => a.startsWith('--only='));
  const names = (onlyArg ? onlyArg.slice('--only='.length).split(',') : Object.keys(PARTS)) as Row['part'][];
  for (const n of names) if (!(n in PARTS)) throw new Error(`unknown part "${n}" (parts: ${Object.keys(PARTS).join(', ')})`);

  if (isStale()) {
    process.stdout.write('== building the client (production)\n');
    await build();
  }
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ipsite-bench-'));
  const rows: Row[] = [];
  const failures: string[] = [];
  try {
    for (const name of names) {
      process.stdout.write(`== ${name}\n`);
      const started = Date.now();
      try {
        const part = await PARTS[name]();
        const got = await part({ quick, tmpDir });
        rows.push(...got);
        process.stdout.write(`${toMarkdown(got)}\n(${((Date.now() - started) / 1000).toFixed(0)} s)\n`);
      } catch (err) {
        failures.push(`${name}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
        process.stderr.write(`part ${name} failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
      }
    }
  } finally {
    fs.rmSync(tmpDir, { recursive: true, force: true });
  }

  // Keep the other parts' rows of the last run so that the file always holds one whole table.
  let previous: Row[] = [];
  try {
    previous = (JSON.parse(fs.readFileSync(resultsFile, 'utf8')) as { rows: Row[] }).rows ?? [];
  } catch {
    // first run
  }
  const order = Object.keys(PARTS);
  const merged = [...previous.filter((r) => !names.includes(r.part)), ...rows].sort((a, b) => order.indexOf(a.part) - order.indexOf(b.part));
  writeResults(resultsFile, merged, {
    date: new Date().toISOString(),
    quick,
    partsRun: names,
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version },
  });
  process.stdout.write(`\n${toMarkdown(merged)}\n\nwritten to ${path.relative(process.cwd(), resultsFile)}\n`);
  if (failures.length) {
    process.stderr.write(`\n${failures.length} part(s) failed:\n${failures.join('\n')}\n`);
    process.exitCode = 1;
  }
  if (check) {
    const missed = rows.filter((r) => r.met === false);
    process.stdout.write(`\ncheck: ${rows.filter((r) => r.met === true).length} passed, ${missed.length} failed\n`);
    for (const r of missed) process.stderr.write(`missed: ${r.part} ${r.figure}: ${r.value ?? '—'} ${r.unit} (target ${r.target})${r.note ? ` — ${r.note}` : ''}\n`);
    if (missed.length) process.exitCode = 1;
  }
}

main().catch((err) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
