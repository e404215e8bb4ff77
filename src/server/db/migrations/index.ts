import type { Migration } from 'kysely';
import * as staffAccounts from './2026_11_21_0001_staff_accounts';

/**
 * Every migration, in order. Listed statically (not read from the folder) so that the same code
 * runs under tsx, jest and a bundler. Names are timestamps: add new ones at the end.
 */
export const migrations: Record<string, Migration> = {
  '2026_11_21_0001_staff_accounts': staffAccounts,
};
