import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type SQLite from 'better-sqlite3';

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

/** SQLite's own default threshold, given back when the worker stops or fails. */
const SQLITE_AUTOCHECKPOINT_PAGES = 1000;

/**
 * Starts the WAL checkpoints of the serving connection's file in a worker thread
 * (walCheckpointWorker.cjs), every `intervalMs`, and raises the serving connection's own automatic
 * threshold to SERVING_AUTOCHECKPOINT_PAGES meanwhile. SQLite's automatic checkpoint runs inside
 * the commit that crosses 1,000 WAL pages, on the thread that committed: under a stream of
 * consultation requests that was ~25 commits a second taking 4–6 ms instead of a fraction of one,
 * and the p99 at half rate. A worker that cannot start or dies gives the checkpoints back to SQLite
 * (threshold 1,000 again) and is reported to `onFailure`.
 */
export function startWalCheckpointer(serving: SQLite.Database, intervalMs: number, onFailure: (err: Error) => void): WalCheckpointer {
  serving.pragma(`wal_autocheckpoint = ${SERVING_AUTOCHECKPOINT_PAGES}`);
  const giveBack = () => {
    if (serving.open) serving.pragma(`wal_autocheckpoint = ${SQLITE_AUTOCHECKPOINT_PAGES}`);
  };
  const worker = new Worker(path.join(__dirname, 'walCheckpointWorker.cjs'), {
    workerData: { driver: require.resolve('better-sqlite3'), file: serving.name, intervalMs },
  });
  let stopping = false;
  const fail = (err: Error) => {
    if (stopping) return;
    stopping = true;
    giveBack();
    onFailure(err);
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the WAL checkpoint worker exited with code ${code}`)));
  return {
    stop() {
      if (stopping) return Promise.resolve(null);
      stopping = true;
      giveBack();
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
