'use strict';
// The server's WAL checkpoints, in a worker thread with its own connection (db/walCheckpointer.ts
// starts it): copying committed pages from the WAL into the database file, and the fsyncs that go
// with it, no longer hold up the event loop that answers requests. Plain CommonJS: a worker thread
// loads this file by itself, under tsx or Jest alike.
const { parentPort, workerData } = require('node:worker_threads');
const { setInterval, clearInterval } = require('node:timers');

/**
 * better-sqlite3's SqliteError is not an Error object underneath: passed to the parent thread it
 * would arrive without its message. Whatever fails here goes up as a plain Error with the text.
 */
function guarded(fn) {
  return (...args) => {
    try {
      return fn(...args);
    } catch (err) {
      throw Object.assign(new Error(`${err && err.code ? `${err.code}: ` : ''}${err && err.message}`), { code: err && err.code });
    }
  };
}

const Database = require(workerData.driver);
const db = guarded(() => new Database(workerData.file, { fileMustExist: true }))();
db.pragma('busy_timeout = 5000');

let checkpoints = 0;
let frames = 0;

// PASSIVE: copies what it can without waiting for, or blocking, the server's writes and reads.
const checkpoint = guarded(() => {
  const [result] = db.pragma('wal_checkpoint(PASSIVE)');
  checkpoints += 1;
  frames += result.checkpointed;
});

const timer = setInterval(checkpoint, workerData.intervalMs);

parentPort.on('message', (message) => {
  if (message !== 'stop') return;
  clearInterval(timer);
  checkpoint();
  db.close();
  parentPort.postMessage({ checkpoints, frames });
  parentPort.close();
});
