import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { startChildServer, type ChildServer } from '../../scripts/lib/childServer';
import { collect, type Answer } from '../helpers/rawHttp';
import { createTestDatabase, onPostgres, type TestDatabase } from '../helpers/testDatabase';
import { connectStomp } from './chat/stompTestClient';

const PASSWORD = 'shutdown-pass-1';

/**
 * A request on its own connection that sends its headers at once but holds its body back
 * (`Expect: 100-continue`). Node answers 100 Continue once it has parsed the headers and handed
 * the request to the app, so `accepted` proves the request is in flight; `release()` sends the body.
 */
function heldRequest(port: number, method: string, urlPath: string, json: unknown) {
  const payload = Buffer.from(JSON.stringify(json));
  const req = http.request({
    host: '127.0.0.1',
    port,
    method,
    path: urlPath,
    agent: false,
    headers: { 'content-type': 'application/json', 'content-length': payload.length, expect: '100-continue' },
  });
  const accepted = new Promise<void>((resolve) => req.once('continue', () => resolve()));
  const answer = collect(req);
  req.flushHeaders();
  return { accepted, answer, release: () => req.end(payload) };
}

/** A new request on a new connection. */
function fresh(port: number, urlPath: string): Promise<Answer> {
  const req = http.request({ host: '127.0.0.1', port, path: urlPath, agent: false });
  const answer = collect(req);
  req.end();
  return answer;
}

/**
 * Refused at the door, or a complete 503 envelope: never a hang or a half answer. A reset before any
 * byte of an answer is a refusal too: the kernel accepted the connection, but the server closed it
 * (listening socket closed, or the idle sweep) before reading the request, so no handler ran.
 */
function refusedCleanly(a: Answer): boolean {
  return a.error === 'ECONNREFUSED' || (a.error === 'ECONNRESET' && !a.status) || (a.status === 503 && a.body?.code === 503);
}

const login = (s: ChildServer) =>
  fetch(`${s.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  }).then(async (r) => ({ status: r.status, token: ((await r.json()) as { data: { token: string } | null }).data?.token }));

describe('graceful shutdown of the real process', () => {
  let server: ChildServer | undefined;
  let database: TestDatabase | undefined;
  afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  it('finishes requests in flight on SIGTERM, refuses new ones cleanly, exits 0, and the next start needs no repair', async () => {
    database = await createTestDatabase();
    server = await startChildServer({ env: { ADMIN_PASSWORD: PASSWORD, ...database.env } });
    const s = server;
    // A live chat session must not hold the process open.
    const guest = await connectStomp(s.url, { guestId: `guest-${'5'.repeat(32)}` }, 'websocket');

    // Sign-ins hash with argon2 (tens of ms each): once all are accepted, most are still hashing when
    // the signal lands. Five: the throttle checks at most LOGIN_MAX_ATTEMPTS of one account from one
    // address at once (each holds a failure's place until its password proves right).
    const logins = Array.from({ length: 5 }, () => heldRequest(s.port, 'POST', '/api/auth/login', { username: 'admin', password: PASSWORD }));
    for (const l of logins) void l.accepted.then(l.release);
    // A consultation request whose body arrives only after the server has begun closing.
    const held = heldRequest(s.port, 'POST', '/api/customer', {
      name: 'Khách đang gửi khi tắt máy',
      phone: '0901 234 567',
      email: 'sigterm@example.vn',
      serviceId: 1,
      description: 'Gửi trong lúc máy chủ đang tắt',
    });
    await Promise.all([...logins.map((l) => l.accepted), held.accepted]);

    const exited = s.kill('SIGTERM');

    // New requests on new connections, until the listening socket is closed (refused).
    const probes: Answer[] = [];
    for (let i = 0; i < 100 && !probes.some((p) => p.error === 'ECONNREFUSED'); i++) {
      probes.push(await fresh(s.port, '/api/news'));
      await new Promise((r) => setTimeout(r, 20));
    }
    // The server is closing and still waiting for the held body; now it arrives.
    held.release();
    const [heldAnswer, ...loginAnswers] = await Promise.all([held.answer, ...logins.map((l) => l.answer)]);
    const code = await exited;

    // Probes sent before the server saw the signal are still served in full; from the first refusal
    // on, every new request is refused cleanly, and none is ever cut off or left hanging.
    const outcome = (p: Answer) => (p.status === 200 && p.body?.code === 200 ? 'served' : refusedCleanly(p) ? (p.error ?? '503') : `bad ${p.status} ${p.error}`);
    const seen = probes.map(outcome);
    console.log(`new requests after SIGTERM, in order: ${seen.join(', ')}`);
    const firstRefusal = seen.findIndex((o) => o !== 'served');
    expect(firstRefusal).toBeGreaterThanOrEqual(0);
    expect(seen.slice(firstRefusal).filter((o) => o === 'served' || o.startsWith('bad'))).toEqual([]);
    expect(seen).toContain('ECONNREFUSED');
    for (const a of loginAnswers) {
      expect(a).toMatchObject({ status: 200, body: { code: 200 } });
    }
    expect(heldAnswer).toMatchObject({ status: 200, body: { code: 200, data: { email: 'sigterm@example.vn' } }, connection: 'close' });
    const heldId = (heldAnswer.body!.data as { id: number }).id;
    await guest.closed;
    await guest.stop();
    expect(code).toBe(0);

    if (onPostgres) {
      // Committed before the answer: the request that arrived during the shutdown is stored once.
      const client = new pg.Client({ connectionString: database.env.DATABASE_URL });
      await client.connect();
      const { rows } = await client.query<{ n: string }>('select count(*) as n from customer_requests where email = $1', ['sigterm@example.vn']);
      await client.end();
      expect(Number(rows[0]!.n)).toBe(1);
    } else {
      // Closed cleanly: the last connection checkpointed the WAL into the database and removed it,
      // so the next open has nothing to recover (the SQLite file itself).
      const file = path.join(s.dataDir, 'app.sqlite');
      expect(fs.existsSync(`${file}-wal`)).toBe(false);
      const db = new Database(file, { readonly: true });
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(db.prepare('select count(*) as n from customer_requests where email = ?').get('sigterm@example.vn')).toEqual({ n: 1 });
      db.close();
    }

    // The next start serves at once, with the request that arrived during the shutdown.
    await s.restart();
    const again = await login(s);
    expect(again.status).toBe(200);
    const res = await fetch(`${s.url}/api/customer/${heldId}`, { headers: { authorization: `Bearer ${again.token}` } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { data: { email: string } }).data.email).toBe('sigterm@example.vn');
  });
});
