import { createHash, randomBytes } from 'node:crypto';
import os from 'node:os';
import { openPostgresDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { onPostgres, pgUrl, withPgAdmin } from './testDatabase';

// Jest's global setup and teardown of the server project. With TEST_DATABASE=postgres: one run
// name per Jest process (ipsite_t_<host>_<pid>_<random>), a template database migrated once, from
// which every test app's database is copied (testDatabase.ts), and everything of the run dropped at
// the end. Without it (SQLite, the default) both do nothing.

const PREFIX = 'ipsite_t_';
/** This machine (or container): only its own runs' process ids can be checked for being alive. */
export const HOST = createHash('sha256').update(os.hostname()).digest('hex').slice(0, 6);

export const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Databases of this run, or of earlier runs whose Jest process is gone (killed before its teardown). */
async function dropDatabases(which: (name: string) => boolean): Promise<void> {
  await withPgAdmin(async (c) => {
    const { rows } = await c.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [`${PREFIX}%`]);
    // The template last: copies of it may still be being dropped.
    const names = rows.map((r) => r.datname).filter(which).sort((a, b) => Number(a.endsWith('_tpl')) - Number(b.endsWith('_tpl')));
    for (const name of names) await c.query(`drop database if exists "${name}" with (force)`);
  });
}

export async function setup(): Promise<void> {
  if (!onPostgres) return;
  await dropDatabases((name) => {
    const [, host, pid] = /^ipsite_t_([0-9a-f]{6})_(\d+)_/.exec(name) ?? [];
    return host === HOST && !alive(Number(pid));
  });
  const run = `${PREFIX}${HOST}_${process.pid}_${randomBytes(3).toString('hex')}`;
  const template = `${run}_tpl`;
  await withPgAdmin((c) => c.query(`create database "${template}"`));
  const { db } = openPostgresDatabase(pgUrl(template), 2);
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  // Read by the workers, which Jest starts after this and which inherit the environment.
  process.env.IPSITE_PG_RUN = run;
}

export async function teardown(): Promise<void> {
  const run = process.env.IPSITE_PG_RUN;
  if (!onPostgres || !run) return;
  await dropDatabases((name) => name.startsWith(`${run}_`));
}
