import path from 'node:path';
import { Worker } from 'node:worker_threads';

/** What the worker did, reported when it stops. */
export interface CheckpointStats {
  /** Checkpoints run (every interval, and one when stopping). */
  checkpoints: number;
  /** WAL frames copied into the database file by them. */
  frames: number;
}

export interface WalCheckpointer {
  /** Runs a last checkpoint, closes the worker's connection and ends the thread. */
  stop(): Promise<CheckpointStats | null>;
}

/**
 * The automatic checkpoint threshold of the server's own connection while the worker runs: a net
 * for the case the worker falls behind (it never reaches it at the bench's 10,000 writes a second).
 */
export const SERVING_AUTOCHECKPOINT_PAGES = 10_000;

/**
 * Starts the WAL checkpoints of a SQLite file in a worker thread (walCheckpointWorker.cjs), every
 * `intervalMs`. SQLite's automatic checkpoint runs inside the commit that crosses 1,000 WAL pages,
 * on the thread that committed: under a stream of consultation requests that was ~25 commits a
 * second taking 4–6 ms instead of a fraction of one, and the p99 at half rate. `onFailure` hears of a
 * worker that could not start or died (the caller then hands checkpoints back to SQLite).
 */
export function startWalCheckpointer(file: string, intervalMs: number, onFailure: (err: Error) => void): WalCheckpointer {
  const worker = new Worker(path.join(__dirname, 'walCheckpointWorker.cjs'), {
    workerData: { driver: require.resolve('better-sqlite3'), file, intervalMs },
  });
  let stopping = false;
  worker.on('error', (err) => {
    if (!stopping) onFailure(err);
  });
  worker.on('exit', (code) => {
    if (!stopping) onFailure(new Error(`the WAL checkpoint worker exited with code ${code}`));
  });
  return {
    stop() {
      if (stopping) return Promise.resolve(null);
      stopping = true;
      return new Promise<CheckpointStats | null>((resolve) => {
        const timer = setTimeout(() => void worker.terminate().then(() => resolve(null)), 5000);
        worker.once('message', (stats: CheckpointStats) => {
          clearTimeout(timer);
          resolve(stats);
        });
        worker.once('exit', () => {
          clearTimeout(timer);
          resolve(null);
        });
        worker.postMessage('stop');
      });
    },
  };
}
