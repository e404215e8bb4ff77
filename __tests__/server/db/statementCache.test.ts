import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CompiledQuery } from 'kysely';
import { openSqliteDatabase, STATEMENT_CACHE_SIZE, type OpenedSqlite } from '../../../src/server/db/database';
import { describeSqliteOnly } from '../../helpers/testDatabase';

/**
 * The SQLite connection's statement cache (db/database.ts): Kysely's driver asks for a prepared
 * statement on every query, and the cache answers a SQL text it has seen with the statement it
 * prepared then. Counted here: the calls that reach better-sqlite3's own prepare().
 */
describeSqliteOnly('the SQLite statement cache', 'PostgreSQL has no statement cache of ours', () => {
  let dir: string;
  let file: string;
  let opened: OpenedSqlite;
  let prepared: string[];

  /** Opens the file and records every SQL text that better-sqlite3 itself prepares. */
  const open = () => {
    opened = openSqliteDatabase(file);
    prepared = [];
    const prepare = opened.sqlite.prepare.bind(opened.sqlite);
    jest.spyOn(opened.sqlite, 'prepare').mockImplementation((source: string) => {
      prepared.push(source);
      return prepare(source);
    });
  };
  const run = <R>(text: string, parameters: unknown[] = []) => opened.db.executeQuery<R>(CompiledQuery.raw(text, parameters)).then((r) => r.rows);
  /** A SQL text of its own per number. */
  const numbered = (n: number) => run<{ n: number }>(`select ${n} as n`);

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ipsite-statements-'));
    file = path.join(dir, 'test.sqlite');
    open();
    opened.sqlite.exec('create table item (id integer primary key, label text not null)');
  });
  afterEach(async () => {
    if (opened.sqlite.open) await opened.db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('prepares a SQL text once and answers every later run of it with fresh rows', async () => {
    const select = 'select label from item where id > ? order by id';
    expect(await run(select, [0])).toEqual([]);
    await run('insert into item (label) values (?)', ['một']);
    await run('insert into item (label) values (?)', ['hai']);
    expect(await run(select, [0])).toEqual([{ label: 'một' }, { label: 'hai' }]);
    expect(await run(select, [1])).toEqual([{ label: 'hai' }]);
    // One preparation per distinct text, whatever its parameters and however often it runs.
    expect(prepared).toEqual([select, 'insert into item (label) values (?)']);
  });

  it(`keeps the ${STATEMENT_CACHE_SIZE} texts used last and prepares again only the one it dropped`, async () => {
    for (let n = 0; n < STATEMENT_CACHE_SIZE; n += 1) await numbered(n);
    expect(prepared).toHaveLength(STATEMENT_CACHE_SIZE);
    // Text 0, used again, becomes the newest: the next new text drops text 1, the least recently used.
    expect(await numbered(0)).toEqual([{ n: 0 }]);
    expect(prepared).toHaveLength(STATEMENT_CACHE_SIZE);
    await numbered(STATEMENT_CACHE_SIZE);
    expect(prepared).toHaveLength(STATEMENT_CACHE_SIZE + 1);
    expect(await numbered(0)).toEqual([{ n: 0 }]);
    expect(await numbered(2)).toEqual([{ n: 2 }]);
    expect(prepared).toHaveLength(STATEMENT_CACHE_SIZE + 1);
    expect(await numbered(1)).toEqual([{ n: 1 }]);
    expect(prepared.slice(STATEMENT_CACHE_SIZE)).toEqual([`select ${STATEMENT_CACHE_SIZE} as n`, 'select 1 as n']);
  });

  it('answers a cached text by the schema as it is now, after a column is added or the table made anew', async () => {
    const select = 'select * from item order by id';
    await run('insert into item (label) values (?)', ['một']);
    expect(await run(select)).toEqual([{ id: 1, label: 'một' }]);
    opened.sqlite.exec("alter table item add column note text not null default 'mới'");
    expect(await run(select)).toEqual([{ id: 1, label: 'một', note: 'mới' }]);
    opened.sqlite.exec('drop table item; create table item (id integer primary key, title text not null)');
    opened.sqlite.exec("insert into item (title) values ('ba')");
    expect(await run(select)).toEqual([{ id: 1, title: 'ba' }]);
    // The same statement throughout: SQLite recompiles it for the new schema by itself.
    expect(prepared.filter((t) => t === select)).toHaveLength(1);
  });

  it('refuses to run once closed, and a new connection to the file starts its own cache', async () => {
    const select = 'select label from item order by id';
    await run('insert into item (label) values (?)', ['một']);
    expect(await run(select)).toEqual([{ label: 'một' }]);
    // The connection closed under the cache: the statement it kept for this text refuses to run.
    const closedUnder = opened;
    closedUnder.sqlite.close();
    await expect(run(select)).rejects.toThrow('The database connection is not open');
    expect(prepared).toEqual(['insert into item (label) values (?)', select]);
    await closedUnder.db.destroy();
    await expect(run(select)).rejects.toThrow('driver has already been destroyed');

    open();
    expect(await run(select)).toEqual([{ label: 'một' }]);
    expect(prepared).toEqual([select]);
  });
});
