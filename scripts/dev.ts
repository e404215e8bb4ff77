/**
 * `npm run dev`: the API server in watch mode on API_PORT (8081) and webpack-dev-server with hot
 * reload on PORT (8080), proxying /api (HTTP and WebSocket) to it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const apiPort = process.env.API_PORT ?? '8081';
const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

const children: ChildProcess[] = [
  spawn(bin('tsx'), ['watch', '--clear-screen=false', 'src/server/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, HOST: '127.0.0.1', NODE_ENV: 'development' },
  }),
  spawn(bin('webpack'), ['serve', '--mode', 'development'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort, NODE_ENV: 'development' },
  }),
];

const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children) c.on('exit', (code) => code && code !== 0 && stop());
