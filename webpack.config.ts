import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import webpack, { type Compiler, type Configuration, type Module } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { routeScriptsFileFor, type RouteScripts } from './src/server/lib/routeScripts';
import { LOADED_LATER_REQUEST, SIDE_EFFECT_FREE, loadLater, muiTrimAliases } from './scripts/lib/muiTrims';

const root = __dirname;
const compressible = /\.(js|css|html|svg|json|txt)$/;

/** What `npm run bench` reads of a production build: chunk groups, chunks and their modules. */
export interface BundleStats {
  /** Chunk groups by name: the entry ("main") and every named lazy chunk (webpackChunkName). */
  groups: Record<string, { chunks: (string | number)[]; assets: string[] }>;
  chunks: { id: string | number; names: string[]; files: string[]; initial: boolean; modules: { name: string; size: number }[] }[];
}

/** `<outDir>.stats.json`, next to the output folder rather than in it, so the server never serves it. */
export function statsFileFor(outDir: string): string {
  return `${outDir.replace(/[\\/]+$/, '')}.stats.json`;
}

/** Writes BundleStats after each production build (module names relative to the repository). */
class BundleStatsPlugin {
  constructor(private readonly file: string) {}
  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('BundleStatsPlugin', ({ compilation }) => {
      const { chunkGraph } = compilation;
      // A concatenated module (scope hoisting) stands for many: list the ones inside it.
      const flatten = (m: Module): { name: string; size: number }[] => {
        const inner = (m as Module & { modules?: Iterable<Module> }).modules;
        if (inner) return [...inner].flatMap(flatten);
        const file = m.nameForCondition();
        return [{ name: file ? path.relative(root, file) : m.readableIdentifier(compilation.requestShortener), size: m.size() }];
      };
      const groups: BundleStats['groups'] = {};
      for (const [name, g] of [...compilation.namedChunkGroups, ...compilation.entrypoints]) {
        groups[name] = { chunks: g.chunks.map((c) => c.id ?? ''), assets: g.chunks.flatMap((c) => [...c.files]) };
      }
      const out: BundleStats = {
        groups,
        chunks: [...compilation.chunks].map((c) => ({
          id: c.id ?? '',
          names: c.name ? [c.name] : [],
          files: [...c.files],
          initial: c.canBeInitial(),
          modules: chunkGraph.getChunkModules(c).flatMap(flatten),
        })),
      };
      fs.writeFileSync(this.file, JSON.stringify(out));
    });
  }
}

/**
 * Writes the script files of each named lazy chunk, less the entry's, for the server to list with
 * the pages it renders (src/server/lib/routeScripts.ts).
 */
class RouteScriptsPlugin {
  constructor(private readonly file: string) {}
  apply(compiler: Compiler): void {
    compiler.hooks.done.tap('RouteScriptsPlugin', ({ compilation }) => {
      const publicPath = String(compilation.outputOptions.publicPath ?? '/');
      const scriptsOf = (group: webpack.ChunkGroup) => group.chunks.flatMap((c) => [...c.files].filter((f) => f.endsWith('.js')));
      const entry = new Set([...compilation.entrypoints.values()].flatMap(scriptsOf));
      const out: RouteScripts = {};
      for (const [name, group] of compilation.namedChunkGroups) {
        if (compilation.entrypoints.has(name)) continue;
        out[name] = scriptsOf(group)
          .filter((f) => !entry.has(f))
          .map((f) => publicPath + f);
      }
      fs.writeFileSync(this.file, JSON.stringify(out));
    });
  }
}

/** What differs between the app and another app built the same way (the bench's bare React baseline). */
export interface BuildTarget {
  production: boolean;
  /** Entry module, relative to the repository root. */
  entry?: string;
  /** Output folder (absolute). */
  outDir?: string;
  /** index.html template, relative to the repository root. */
  template?: string;
  /** Copy public/ (favicon, images) next to the bundle. */
  copyPublic?: boolean;
}

/** `react-router` and `react-router/dom` resolved to the package's own production build (same version). */
function reactRouterProductionAliases(): Record<string, string> {
  const dist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist', 'production');
  return { 'react-router$': path.join(dist, 'index.mjs'), 'react-router/dom$': path.join(dist, 'dom-export.mjs') };
}

/**
 * One config for both modes. Production: content-hashed chunks (one per lazy route tree), a
 * separate runtime, and .gz/.br siblings that the server sends to clients that accept them.
 */
export function makeConfig(target: BuildTarget): Configuration & { devServer?: DevServerConfiguration } {
  const { production } = target;
  const apiPort = Number(process.env.API_PORT ?? 8081);
  const outDir = target.outDir ?? path.join(root, 'dist', 'public');
  return {
    mode: production ? 'production' : 'development',
    context: root,
    entry: { main: target.entry ?? './src/client/index.tsx' },
    output: {
      path: outDir,
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:12].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:12].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:12][ext]',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      // react-router's package exports point every bundler at its development build, whose dev-only
      // warnings a minifier cannot drop; the production build is the same code with them switched off.
      // The MUI trims (scripts/lib/muiTrims.ts) apply in both modes: what runs is what is measured.
      alias: { ...(production ? reactRouterProductionAliases() : {}), ...muiTrimAliases() },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            // Type-checking is `npm run typecheck`; the bundle build only transpiles.
            options: { transpileOnly: true, compilerOptions: { module: 'esnext', noEmit: false, sourceMap: true } },
          },
        },
        { test: /\.(svg|webp|png|jpe?g)$/i, type: 'asset/resource' },
        { test: /\.css$/i, type: 'asset/resource' },
        // One of the MUI trims (scripts/lib/muiTrims.ts).
        { test: SIDE_EFFECT_FREE, sideEffects: false },
      ],
    },
    plugins: [
      new webpack.NormalModuleReplacementPlugin(LOADED_LATER_REQUEST, loadLater),
      new HtmlWebpackPlugin({ template: target.template ?? './public/index.html', scriptLoading: 'defer', minify: production }),
      ...(target.copyPublic === false ? [] : [new CopyPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] }, noErrorOnMissing: true }] })]),
      ...(production
        ? [
            new CompressionPlugin({ filename: '[path][base].gz', algorithm: 'gzip', test: compressible, threshold: 1024, minRatio: 0.9 }),
            new CompressionPlugin({
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              test: compressible,
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } } as zlib.ZlibOptions,
              threshold: 1024,
              minRatio: 0.9,
            }),
            new BundleStatsPlugin(statsFileFor(outDir)),
            new RouteScriptsPlugin(routeScriptsFileFor(outDir)),
          ]
        : []),
    ],
    optimization: {
      // A third pass of terser's compressor (webpack's default is two): 0.3 KB gzip less in the public
      // first load, which is held to its budget by `npm run check:bundle`; a fourth gained 5 B.
      minimizeOptions: { javascript: { compress: { passes: 3 } } },
      runtimeChunk: 'single',
      moduleIds: 'deterministic',
      splitChunks: {
        chunks: 'all',
        maxInitialRequests: 10,
      },
    },
    performance: { hints: false },
    devServer: {
      port: Number(process.env.PORT ?? 8080),
      historyApiFallback: true,
      hot: true,
      client: { overlay: { warnings: false } },
      proxy: [{ context: ['/api', '/uploads'], target: `http://127.0.0.1:${apiPort}`, ws: true, changeOrigin: false }],
    },
  };
}

/** Where the server-side renderer of the public pages is built (src/server/plugins/ssr.ts loads it). */
export const SSR_OUT_DIR = path.join(root, 'dist', 'ssr');

/**
 * The same app compiled for Node: one CommonJS file exporting `renderPage` (src/client/ssr). Lazy
 * routes are folded into it, images and stylesheets get the browser build's URLs (same names and
 * content hashes) without being written twice.
 */
export function makeSsrConfig(target: { outDir?: string } = {}): Configuration {
  return {
    mode: 'production',
    context: root,
    target: 'node',
    entry: { renderPage: './src/client/ssr/renderPage.tsx' },
    output: {
      path: target.outDir ?? SSR_OUT_DIR,
      publicPath: '/',
      filename: '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:12][ext]',
      library: { type: 'commonjs2' },
      clean: true,
    },
    devtool: false,
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'], alias: reactRouterProductionAliases() },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true, compilerOptions: { module: 'esnext', noEmit: false } } },
        },
        { test: /\.(svg|webp|png|jpe?g|css)$/i, type: 'asset/resource', generator: { emit: false } },
      ],
    },
    // Readable stack traces in the server's log; the file is loaded once, so its size does not matter.
    optimization: { minimize: false, splitChunks: false, runtimeChunk: false },
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    performance: { hints: false },
  };
}

/** webpack-cli's entry point (and scripts/build.ts): the app itself. */
export default function config(_env: unknown, argv: { mode?: 'production' | 'development' } = {}): Configuration & { devServer?: DevServerConfiguration } {
  return makeConfig({ production: (argv.mode ?? process.env.NODE_ENV) !== 'development' });
}
