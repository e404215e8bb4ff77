import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { openSqliteDatabase, type OpenedSqlite } from '../../../src/server/db/database';
import { GroupCommit } from '../../../src/server/db/groupCommit';
import { describeSqliteOnly } from '../../helpers/testDatabase';

// A real SQLite file in WAL mode, and a second connection that sees only what is committed.
let dir: string;
let opened: OpenedSqlite;
let reader: SQLite.Database;
let commits: GroupCommit;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ipsite-groupcommit-'));
  const file = path.join(dir, 'test.sqlite');
  opened = openSqliteDatabase(file);
  opened.sqlite.exec(`
    create table parent (id integer primary key);
    create table item (id integer primary key, label text not null unique,
      parent_id integer references parent (id) deferrable initially deferred);
  `);
  reader = new SQLite(file, { readonly: true });
  commits = new GroupCommit(opened.db, opened.sqlite);
});
afterEach(async () => {
  reader.close();
  await opened.db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

const insert = (label: string, parentId: number | null = null) => () =>
  opened.sqlite.prepare('insert into item (label, parent_id) values (?, ?) returning id').get(label, parentId) as { id: number };
const committedLabels = () => (reader.prepare('select label from item order by id').all() as Array<{ label: string }>).map((r) => r.label);

describeSqliteOnly('GroupCommit', 'on PostgreSQL each write is a transaction of its own', () => {
  it('runs the jobs queued together in one transaction and settles each only after its commit', async () => {
    const seenByOthers: string[][] = [];
    const settledWhenStored: boolean[] = [];
    const jobs = ['a', 'b', 'c', 'd'].map((label) =>
      commits
        .run(() => {
          // Inside the shared transaction: the jobs before this one are not committed yet.
          seenByOthers.push(committedLabels());
          return insert(label)();
        })
        .then((row) => {
          settledWhenStored.push(committedLabels().includes(label));
          return row;
        }),
    );
    const rows = await Promise.all(jobs);
    expect(rows.map((r) => r.id)).toEqual([1, 2, 3, 4]);
    expect(seenByOthers).toEqual([[], [], [], []]);
    expect(settledWhenStored).toEqual([true, true, true, true]);
    expect(committedLabels()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('rolls back a job that fails, alone: the others of its batch are stored and answered', async () => {
    const boom = new Error('boom');
    const results = await Promise.allSettled([
      commits.run(insert('a')),
      commits.run(() => {
        insert('half-done')();
        throw boom;
      }),
      commits.run(insert('a')), // unique constraint: fails, alone
      commits.run(insert('d')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toBe(boom);
    expect(String((results[2] as PromiseRejectedResult).reason)).toMatch(/UNIQUE constraint failed/);
    expect(committedLabels()).toEqual(['a', 'd']);
  });

  it('rejects every job of a batch whose commit fails, and stores none of them', async () => {
    // A deferred foreign key is checked at COMMIT: one dangling row makes the whole commit fail.
    const results = await Promise.allSettled([commits.run(insert('a')), commits.run(insert('dangling', 42)), commits.run(insert('c'))]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    for (const r of results) expect(String((r as PromiseRejectedResult).reason)).toMatch(/FOREIGN KEY constraint failed/);
    expect(committedLabels()).toEqual([]);
    expect(opened.sqlite.inTransaction).toBe(false);
    // The next job is a batch of its own and goes through.
    await expect(commits.run(insert('after'))).resolves.toEqual({ id: expect.any(Number) });
    expect(committedLabels()).toEqual(['after']);
  });

  it('a job alone fails alone too, the connection left clean', async () => {
    // (The reason is read as text: better-sqlite3's errors are not Error objects of this test's realm
    // when another test file loaded the driver first in the same worker, and toThrow ignores them.)
    const failed = await commits.run(insert('dangling', 42)).then(() => 'stored', String);
    expect(failed).toMatch(/FOREIGN KEY constraint failed/);
    expect(opened.sqlite.inTransaction).toBe(false);
    await expect(commits.run(insert('ok'))).resolves.toEqual({ id: expect.any(Number) });
  });

  it('waits for a Kysely transaction in progress on the connection instead of joining it', async () => {
    const order: string[] = [];
    const kyselyTx = opened.db.transaction().execute(async (trx) => {
      await sql`insert into item (label) values ('kysely-1')`.execute(trx);
      order.push('kysely first statement');
      await new Promise((r) => setTimeout(r, 30));
      await sql`insert into item (label) values ('kysely-2')`.execute(trx);
      order.push('kysely commit');
    });
    // Queued while the Kysely transaction waits between its statements.
    await new Promise((r) => setTimeout(r, 5));
    const job = commits.run(() => {
      order.push('group commit job');
      return committedLabels();
    });
    const [, seen] = await Promise.all([kyselyTx, job]);
    expect(order).toEqual(['kysely first statement', 'kysely commit', 'group commit job']);
    expect(seen).toEqual(['kysely-1', 'kysely-2']);
  });

  it('takes at most 200 jobs per transaction and runs the rest in the next', async () => {
    const batches = new Set<number>();
    let batch = 0;
    const jobs = Array.from({ length: 450 }, (_, i) =>
      commits.run(() => {
        // A new batch starts when no earlier row of this run is uncommitted: count the commits.
        if (committedLabels().length === i) batches.add(++batch);
        return insert(`n${i}`)();
      }),
    );
    await Promise.all(jobs);
    expect(committedLabels()).toHaveLength(450);
    expect(batches.size).toBe(3);
  });

  // Linux only (/proc): which deleted files the process holds open, i.e. SQLite's temporary files.
  const itHasProc = fs.existsSync('/proc/self/fd') ? it : it.skip;
  itHasProc('keeps the savepoints\' journals in memory: a large batch opens no temporary file', async () => {
    // Existing rows, so that every job changes pages that were already there (those are journaled).
    const seed = opened.sqlite.prepare('insert into item (label) values (?)');
    opened.sqlite.transaction(() => {
      for (let i = 0; i < 5000; i++) seed.run(`seed-${(i * 7919) % 5000}-${'x'.repeat(200)}`);
    })();
    const temporaryFiles = () =>
      fs.readdirSync('/proc/self/fd').filter((fd) => {
        try {
          return fs.readlinkSync(`/proc/self/fd/${fd}`).endsWith('(deleted)');
        } catch {
          return false;
        }
      }).length;
    const openedDuringBatch: number[] = [];
    // 20 jobs, each changing rows all over the table and its index: ~60 pages, more than the
    // 64 KB a savepoint's journal may take in memory before SQLite moves it to a file.
    const update = opened.sqlite.prepare('update item set label = label || ? where id = ?');
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        commits.run(() => {
          for (let row = 1 + i; row <= 5000; row += 167) update.run(`-${i}`, row);
          openedDuringBatch.push(temporaryFiles());
        }),
      ),
    );
    expect(Math.max(...openedDuringBatch)).toBe(0);
  });
});
