import { startChildServer, type ChildServer } from '../../scripts/lib/childServer';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase';

/**
 * The first start of the real process without ADMIN_PASSWORD: the generated password is the last
 * thing printed, after the server listens, outside the log lines, and it signs in. Readable log
 * lines (as on a terminal), which are written in order with the notice.
 */
let server: ChildServer;
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  server = await startChildServer({ env: { ADMIN_PASSWORD: '', LOG_LEVEL: 'info', LOG_FORMAT: 'pretty', ...database.env } });
});
afterAll(async () => {
  await server?.stop();
  await database?.drop();
});

/** The box's password line, once the process has printed it (it follows the listening line). */
async function printedPassword(): Promise<string | undefined> {
  for (let i = 0; i < 100 && !/password: +\S+/.test(server.output()); i++) await new Promise((r) => setTimeout(r, 50));
  return /\| +password: +(\S+) +\|/.exec(server.output())?.[1];
}

it('prints the generated password once, after the listening line, never in a log line, and it signs in', async () => {
  const password = await printedPassword();
  expect(password).toMatch(/^\S{12,}$/);
  const output = server.output();
  const lines = output.split('\n');
  const logLines = lines.filter((l) => /^\[[\d:]+\] [A-Z]+/.test(l));
  expect(logLines.length).toBeGreaterThan(0);
  expect(logLines.some((l) => l.includes(password!))).toBe(false);
  const listening = lines.findIndex((l) => l.includes('Server listening'));
  const box = lines.findIndex((l) => l.includes('First ADMIN account created'));
  expect(listening).toBeGreaterThanOrEqual(0);
  expect(box).toBeGreaterThan(listening);
  expect(lines.filter((l) => l.includes(`/login`) && l.includes('sign in at'))).toHaveLength(1);

  const res = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password }) });
  expect(res.status).toBe(200);
});

it('does not print it again on the next start', async () => {
  await server.restart();
  expect(server.output()).not.toContain('First ADMIN account created');
  expect(server.output()).not.toMatch(/password: +\S+/);
});
