/**
 * Builds the client with webpack's API: the browser's bundle and the server-side renderer of the
 * public pages (dist/ssr). `--if-stale` builds only when a source is newer than the
 * last build (npm start and the browser tests use it).
 */
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';
import makeConfig, { makeSsrConfig } from '../webpack.config';

const root = path.resolve(__dirname, '..');
const stamp = path.join(root, 'dist', 'public', '.build-stamp');
const inputs = ['src/client', 'src/shared', 'public', 'webpack.config.ts', 'scripts/lib/muiTrims.ts', 'package-lock.json', 'tsconfig.json'];

function newestMtime(p: string): number {
  const full = path.join(root, p);
  if (!fs.existsSync(full)) return 0;
  const st = fs.statSync(full);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of fs.readdirSync(full)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

export function isStale(): boolean {
  if (!fs.existsSync(stamp)) return true;
  const built = fs.statSync(stamp).mtimeMs;
  return inputs.some((p) => newestMtime(p) > built);
}

export function build(): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const configs = [makeConfig({}, { mode: 'production' }), makeSsrConfig()];
    const progress = progressReporter(configs.length);
    configs.forEach((config, i) => (config.plugins ??= []).push(new webpack.ProgressPlugin((share) => progress(i, share))));
    webpack(configs, (err, stats) => {
      if (err) return reject(err);
      if (!stats || stats.hasErrors()) {
        process.stderr.write(`${stats?.toString({ colors: false, all: false, errors: true, errorDetails: true }) ?? ''}\n`);
        return reject(new Error('client build failed'));
      }
      fs.writeFileSync(stamp, new Date().toISOString());
      process.stdout.write(`client built in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
      resolve();
    });
  });
}

/**
 * Shows how far the build is (both compilations together): a line that updates itself on a terminal,
 * a line per quarter otherwise (CI logs), so a first `npm start` that builds for a minute or two does
 * not look stuck.
 */
function progressReporter(compilations: number): (index: number, share: number) => void {
  const shares = new Array<number>(compilations).fill(0);
  const tty = process.stdout.isTTY;
  let shown = -1;
  return (index, share) => {
    shares[index] = share;
    const percent = Math.floor((shares.reduce((a, b) => a + b, 0) / compilations) * 100);
    const step = tty ? percent : Math.floor(percent / 25) * 25;
    if (step <= shown) return;
    shown = step;
    if (tty) process.stdout.write(`\rbuilding the client: ${percent}%${percent === 100 ? '\n' : ''}`);
    else process.stdout.write(`building the client: ${step}%\n`);
  };
}

if (require.main === module) {
  const ifStale = process.argv.includes('--if-stale');
  if (ifStale && !isStale()) {
    process.stdout.write('client build is up to date\n');
  } else {
    build().catch((e: Error) => {
      process.stderr.write(`${e.message}\n`);
      process.exit(1);
    });
  }
}
