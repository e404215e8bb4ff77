import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '../db/database';

const JWT_SECRET_NAME = 'jwt';

/**
 * The JWT secret: JWT_SECRET when set, otherwise one generated on first start and kept in the
 * database (table app_secrets), so that tokens survive a restart and every instance on the
 * database signs and checks with the same key. Instances starting at once agree: each inserts its
 * candidate if none is there (ON CONFLICT DO NOTHING), then all read the one that won. A key in
 * DATA_DIR/jwt-secret (where a single instance kept it) is the candidate, so its tokens stay valid.
 */
export async function resolveJwtSecret(configured: string | null, db: Db, dataDir: string): Promise<string> {
  if (configured) return configured;
  const stored = await readSecret(db);
  if (stored) return stored;
  await db
    .insertInto('appSecrets')
    .values({ name: JWT_SECRET_NAME, value: fileSecret(dataDir) ?? crypto.randomBytes(48).toString('base64url'), createdAt: new Date().toISOString() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const secret = await readSecret(db);
  if (!secret) throw new Error('the generated JWT secret could not be stored');
  return secret;
}

async function readSecret(db: Db): Promise<string | null> {
  const row = await db.selectFrom('appSecrets').select('value').where('name', '=', JWT_SECRET_NAME).executeTakeFirst();
  return row && row.value.length >= 32 ? row.value : null;
}

function fileSecret(dataDir: string): string | null {
  try {
    const existing = fs.readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim();
    return existing.length >= 32 ? existing : null;
  } catch {
    return null;
  }
}
