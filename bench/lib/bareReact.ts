import path from 'node:path';
import webpack from 'webpack';
import { makeConfig } from '../../webpack.config';

/**
 * Builds the bench's baseline, a bare React + react-dom app (bench/baselines/bare-react: one small component
 * rendered with createRoot), with the app's own production webpack config (same minifier, same
 * split chunks and runtime chunk, same .gz/.br siblings) into outDir.
 */
export function buildBareReact(outDir: string): Promise<void> {
  const config = makeConfig({
    production: true,
    entry: './bench/baselines/bare-react/index.tsx',
    template: './bench/baselines/bare-react/index.html',
    outDir: path.resolve(outDir),
    copyPublic: false,
  });
  return new Promise((resolve, reject) => {
    webpack(config, (err, stats) => {
      if (err) return reject(err);
      if (!stats || stats.hasErrors()) {
        return reject(new Error(`bare React build failed:\n${stats?.toString({ colors: false, all: false, errors: true, errorDetails: true }) ?? ''}`));
      }
      resolve();
    });
  });
}
