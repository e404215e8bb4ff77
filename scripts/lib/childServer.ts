import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * The real server as a child process: the same entry `npm start` runs (`src/server/server.ts`
 * under `node --import tsx`, so signals reach it), on a free loopback port with its own DATA_DIR.
 * Used by the browser tests, the fault tests and `npm run bench`.
 */
export interface ChildServer {
  url: string;
  port: number;
  dataDir: string;
  /** The current process (replaced by restart). */
  readonly child: ChildProcess;
  /** Everything the current process printed (stdout and stderr). */
  output(): string;
  /** Stops the process (SIGKILL when hard, else SIGTERM) and starts it again on the same port and data. */
  restart(opts?: { hard?: boolean }): Promise<void>;
  /** Sends a signal and resolves with the exit code (null when killed by a signal). */
  kill(signal?: NodeJS.Signals): Promise<number | null>;
  /** SIGTERM, then removes DATA_DIR unless it was given by the caller. */
  stop(): Promise<void>;
}

export interface ChildServerOptions {
  /** Extra environment; wins over the defaults below. */
  env?: Record<string, string>;
  /** Reuse this data folder (kept on stop); default: a fresh temporary folder (removed on stop). */
  dataDir?: string;
  /** Extra node flags, e.g. ['--expose-gc']. */
  nodeArgs?: string[];
  /** How long to wait for /api/health (ms). */
  startTimeoutMs?: number;
}

const root = path.resolve(__dirname, '..', '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitHealthy(url: string, child: ChildProcess, log: () => string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited with ${child.exitCode ?? child.signalCode}:\n${log()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not become healthy in ${timeoutMs} ms:\n${log()}`);
}

export async function startChildServer(opts: ChildServerOptions = {}): Promise<ChildServer> {
  const port = await freePort();
  const ownDir = !opts.dataDir;
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'ipsite-child-'));
  const url = `http://127.0.0.1:${port}`;
  let child!: ChildProcess;
  let output = '';
  const launch = async () => {
    output = '';
    child = spawn(process.execPath, [...(opts.nodeArgs ?? []), '--import', 'tsx', 'src/server/server.ts'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        PUBLIC_URL: url,
        ...opts.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    await waitHealthy(url, child, () => output, opts.startTimeoutMs ?? 60_000);
  };
  const kill = (signal: NodeJS.Signals = 'SIGTERM') =>
    new Promise<number | null>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve(child.exitCode);
      child.once('exit', (code) => resolve(code));
      child.kill(signal);
    });
  await launch();
  return {
    url,
    port,
    dataDir,
    get child() {
      return child;
    },
    output: () => output,
    async restart({ hard = false } = {}) {
      await kill(hard ? 'SIGKILL' : 'SIGTERM');
      await launch();
    },
    kill,
    async stop() {
      await kill('SIGTERM');
      if (ownDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
