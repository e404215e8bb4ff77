import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';

const root = path.resolve(__dirname, '..', '..');
const PASSWORD = 'shutdown-pass-1';

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

async function start(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return child;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error('server did not start');
}

const login = (port: number) =>
  fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  }).then(
    async (r) => ({ status: r.status, body: (await r.json()) as { code: number } }),
    () => ({ status: 0, body: null }),
  );

// Starting the real server twice takes seconds on a loaded machine: a generous ceiling, not a speed check.
jest.setTimeout(90_000);

describe('graceful shutdown of the real process', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ipsite-shutdown-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('finishes requests in flight on SIGTERM, exits 0, and leaves a healthy database', async () => {
    const port = await freePort();
    const child = await start(dataDir, port);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    // Sign-ins hash with argon2 (tens of ms each): a batch is still in flight when the signal lands.
    const inFlight = Array.from({ length: 12 }, () => login(port));
    await new Promise((r) => setTimeout(r, 150));
    child.kill('SIGTERM');
    const results = await Promise.all(inFlight);
    const answered = results.filter((r) => r.status !== 0);
    // Every request the server had accepted got a complete envelope; none was cut off with a 500.
    for (const r of answered) {
      expect([200, 503]).toContain(r.status);
      expect(r.body?.code).toBe(r.status);
    }
    expect(answered.filter((r) => r.status === 200).length).toBeGreaterThan(0);
    expect(await exited).toBe(0);

    // The database was closed cleanly: no repair needed, and the next start serves at once.
    const db = new Database(path.join(dataDir, 'app.sqlite'));
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    db.close();
    const again = await start(dataDir, port);
    expect((await login(port)).status).toBe(200);
    again.kill('SIGTERM');
    await new Promise((r) => again.once('exit', r));
  });
});
