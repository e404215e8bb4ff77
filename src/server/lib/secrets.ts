import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The JWT secret: JWT_SECRET when set, otherwise one generated on first start and kept in
 * DATA_DIR (mode 600) so that tokens survive a restart.
 */
export function resolveJwtSecret(configured: string | null, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const existing = fs.readFileSync(file, 'utf8').trim();
    if (existing.length >= 32) return existing;
  } catch {
    // not there yet: generate below
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const secret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
