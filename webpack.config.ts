import path from 'node:path';
import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyPlugin from 'copy-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

const root = __dirname;
const compressible = /\.(js|css|html|svg|json|txt)$/;

/**
 * One config for both modes. Production: content-hashed chunks (one per lazy route tree), a
 * separate runtime, and .gz/.br siblings that the server sends to clients that accept them.
 */
export default function config(_env: unknown, argv: { mode?: 'production' | 'development' } = {}): Configuration & { devServer?: DevServerConfiguration } {
  const production = (argv.mode ?? process.env.NODE_ENV) !== 'development';
  const apiPort = Number(process.env.API_PORT ?? 8081);
  return {
    mode: production ? 'production' : 'development',
    context: root,
    entry: { main: './src/client/index.tsx' },
    output: {
      path: path.join(root, 'dist', 'public'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:12].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:12].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:12][ext]',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
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
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: './public/index.html', scriptLoading: 'defer', minify: production }),
      new CopyPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] }, noErrorOnMissing: true }] }),
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
          ]
        : []),
    ],
    optimization: {
      runtimeChunk: 'single',
      moduleIds: 'deterministic',
      splitChunks: { chunks: 'all', maxInitialRequests: 10 },
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
