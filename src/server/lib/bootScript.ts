import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * public/boot.js as a server-rendered page carries it, inline at the end of its head, and the hash
 * the content security policy allows it by. Inline, its listeners (the menu buttons and forms that
 * work before the page's scripts have run) are there from the first paint. A deferred file of its
 * own runs only once the whole page is parsed, up to a second and a half after the first paint on a
 * budget phone, and a tap or a submission meanwhile would be lost or made the browser's way.
 * Null without a built client (then no page is rendered on the server either).
 */
export interface BootScript {
  source: string;
  /** `'sha256-…'`, for script-src. */
  cspSource: string;
}

export function readBootScript(staticDir: string | null): BootScript | null {
  const file = staticDir && path.join(staticDir, 'boot.js');
  if (!file || !fs.existsSync(file)) return null;
  const source = fs.readFileSync(file, 'utf8');
  if (/<\/script/i.test(source)) throw new Error(`${file} cannot be inlined: it contains "</script"`);
  return { source, cspSource: `'sha256-${crypto.createHash('sha256').update(source).digest('base64')}'` };
}
