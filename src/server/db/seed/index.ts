import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'kysely';
import type { Config } from '../../config';
import type { Db } from '../database';
import { dialectOf, LOCKS } from '../dialect';
import { seedFirstAdmin, type GeneratedAdmin } from './staff';
import { seedNewsAndJobs } from './jobs';
import { seedServices } from './catalogue';
import { seedServicePages } from './servicePages';

/**
 * The seed step: every seeder is idempotent (it adds only what is missing), so it runs at every
 * start-up. Later issues append their seeders (services, news, jobs, …) to this list.
 */
const seeders: Array<(db: Db, config: Config, log: FastifyBaseLogger) => Promise<void | SeedOutcome>> = [seedFirstAdmin, seedServices, seedNewsAndJobs, seedServicePages];

/** What seeding has to tell the operator. */
export interface SeedOutcome {
  generatedAdmin?: GeneratedAdmin;
}

/**
 * Runs every seeder. On PostgreSQL several instances may start at once on an empty database: the
 * seeders run under a session lock on one connection, so the second instance waits and then finds
 * everything there ("only if empty" is checked after the first has committed). SQLite has one server.
 */
export async function seed(db: Db, config: Config, log: FastifyBaseLogger): Promise<SeedOutcome> {
  const outcome: SeedOutcome = {};
  const runAll = async (on: Db) => {
    for (const run of seeders) Object.assign(outcome, await run(on, config, log));
  };
  if (dialectOf(db) !== 'postgres') {
    await runAll(db);
    return outcome;
  }
  await db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${sql.lit(LOCKS.seed)}, 0)`.execute(conn);
    try {
      await runAll(conn);
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(LOCKS.seed)}, 0)`.execute(conn);
    }
  });
  return outcome;
}
