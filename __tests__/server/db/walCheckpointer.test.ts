import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../../src/server/app';
import { loadConfig } from '../../../src/server/config';
import { openSqliteDatabase, type OpenedSqlite } from '../../../src/server/db/database';
import { ADMIN_PASSWORD, JWT_SECRET } from '../../helpers/testApp';
import { describeSqliteOnly } from '../../helpers/testDatabase';
import { SERVING_AUTOCHECKPOINT_PAGES, startWalCheckpointer, type WalCheckpointer } from '../../../src/server/db/walCheckpointer';

// A real SQLite file in WAL mode. A page is copied into the database file only by a checkpoint, so
// the file's size tells whether one ran: while the worker runs, the serving connection's own
// threshold is above what the test writes.
let dir: string;
let file: string;
let opened: OpenedSqlite;
let checkpointer: WalCheckpointer | undefined;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ipsite-walckpt-'));
  file = path.join(dir, 'test.sqlite');
  opened = openSqliteDatabase(file);
  opened.sqlite.exec('create table blob_row (id integer primary key, data blob not null)');
});
afterEach(async () => {
  await checkpointer?.stop();
  checkpointer = undefined;
  if (opened.sqlite.open) opened.sqlite.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** ~4 MB in 20 commits (about 1,000 pages: far below the serving connection's threshold). */
function write(): void {
  const insert = opened.sqlite.prepare('insert into blob_row (data) values (?)');
  for (let t = 0; t < 20; t++) opened.sqlite.transaction(() => {
    for (let i = 0; i < 50; i++) insert.run(Buffer.alloc(4000, t + i));
  })();
}

async function until(check: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return check();
}

const fileBytes = () => fs.statSync(file).size;

describeSqliteOnly('WAL checkpoints in a worker thread', "SQLite's write-ahead log file", () => {
  it('copies what the serving connection commits into the database file, and reports it when stopped', async () => {
    const failures: Error[] = [];
    checkpointer = startWalCheckpointer(opened.sqlite, 20, (err) => failures.push(err));
    expect(opened.sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(SERVING_AUTOCHECKPOINT_PAGES);
    write();
    expect(await until(() => fileBytes() > 3_500_000, 5000)).toBe(true);
    const stats = await checkpointer.stop();
    expect(stats).toEqual({ checkpoints: expect.any(Number), frames: expect.any(Number) });
    expect(stats!.frames).toBeGreaterThanOrEqual(1000);
    expect(failures).toEqual([]);
    // The serving connection never had to: the data is whole and the file sound.
    expect(opened.sqlite.prepare('select count(*) as n, sum(length(data)) as bytes from blob_row').get()).toEqual({ n: 1000, bytes: 4_000_000 });
    expect(opened.sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
  });

  it('without it, the same writes stay in the WAL (what the test above measures is the worker)', async () => {
    opened.sqlite.pragma(`wal_autocheckpoint = ${SERVING_AUTOCHECKPOINT_PAGES}`);
    write();
    await new Promise((r) => setTimeout(r, 300));
    expect(fileBytes()).toBeLessThan(500_000);
  });

  it('tells the caller when the worker cannot run, so that SQLite checkpoints by itself again', async () => {
    // The file is gone from its folder (the serving connection still holds it): the worker cannot open it.
    fs.rmSync(file);
    const failed = await new Promise<Error>((resolve) => {
      checkpointer = startWalCheckpointer(opened.sqlite, 20, resolve);
    });
    expect(failed.message).toMatch(/unable to open|directory does not exist|no such file/i);
    expect(opened.sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
  });

  it('stops twice without harm', async () => {
    checkpointer = startWalCheckpointer(opened.sqlite, 20, () => undefined);
    await expect(checkpointer.stop()).resolves.toMatchObject({ checkpoints: expect.any(Number) });
    expect(opened.sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
    await expect(checkpointer.stop()).resolves.toBeNull();
  });

  it.each([
    ['by default', {}, SERVING_AUTOCHECKPOINT_PAGES],
    ['not with WAL_CHECKPOINT_MS=0', { WAL_CHECKPOINT_MS: '0' }, 1000],
  ])('the server runs it %s', async (_name, env, autocheckpoint) => {
    const dataDir = path.join(dir, 'app');
    const app = await buildApp({ ...loadConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD, JWT_SECRET, ...env }), staticDir: null }, { logger: false });
    try {
      await app.ready();
      const sqlite = app.sqlite!;
      expect(sqlite.pragma('wal_autocheckpoint', { simple: true })).toBe(autocheckpoint);
      const appFile = path.join(dataDir, 'app.sqlite');
      const before = fs.statSync(appFile).size;
      sqlite.exec('create table blob_row (id integer primary key, data blob not null)');
      const insert = sqlite.prepare('insert into blob_row (data) values (?)');
      sqlite.transaction(() => {
        for (let i = 0; i < 500; i++) insert.run(Buffer.alloc(4000, i));
      })();
      const grown = await until(() => fs.statSync(appFile).size > before + 1_500_000, 1500);
      expect(grown).toBe(autocheckpoint === SERVING_AUTOCHECKPOINT_PAGES);
    } finally {
      await app.close();
    }
  });
});
