import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '../../scripts/lib/childServer';

const root = path.resolve(__dirname, '..', '..');

export interface BaselineServer {
  url: string;
  port: number;
  child: ChildProcess;
  stop(): Promise<void>;
}

/**
 * Starts a baseline server the way the real one is started (`node --import tsx <file>`, its own
 * process, a free loopback port in PORT) and waits for it to print "listening".
 */
export async function startBaseline(file: string, nodeArgs: string[] = []): Promise<BaselineServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', path.join(root, 'bench', 'baselines', file)], {
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${file} did not start in 30 s:\n${output}`)), 30_000);
    child.stdout!.on('data', (d) => {
      output += d;
      if (output.includes('listening')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.stderr!.on('data', (d) => (output += d));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${file} exited with ${code}:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Resident set size of a process in KiB (Linux /proc), or null elsewhere. */
export function rssKiB(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const m = /VmRSS:\s+(\d+)\s+kB/.exec(status);
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

/** CPU time (user + system) a process has used so far, in ms (Linux /proc), or null elsewhere. */
export function cpuMs(pid: number): number | null {
  try {
    // Fields after the command name (which may hold spaces): state is the 3rd field, utime the 14th.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/** USER_HZ: 100 on every Linux we run on (getconf CLK_TCK). */
const CLOCK_TICKS = 100;

/**
 * Node options for the real server in the api and chat parts: with BENCH_CPU_PROF=<dir> it writes
 * a V8 CPU profile there when it stops (open it in Chromium's DevTools), to find where the time goes.
 */
export function profilingArgs(): string[] {
  const dir = process.env.BENCH_CPU_PROF;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
}
