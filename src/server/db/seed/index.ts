import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../database';
import { seedFirstAdmin } from './staff';
import { seedNewsAndJobs } from './jobs';
import { seedServices } from './catalogue';
import { seedServicePages } from './servicePages';

/**
 * The seed step: every seeder is idempotent (it adds only what is missing), so it runs at every
 * start-up. Later issues append their seeders (services, news, jobs, …) to this list.
 */
const seeders: Array<(db: Db, config: Config, log: FastifyBaseLogger) => Promise<void>> = [seedFirstAdmin, seedServices, seedNewsAndJobs, seedServicePages];

export async function seed(db: Db, config: Config, log: FastifyBaseLogger): Promise<void> {
  for (const run of seeders) await run(db, config, log);
}
