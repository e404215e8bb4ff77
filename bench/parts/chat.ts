/**
 * Part 3 of `npm run bench`: live chat under load. N guest sessions (1,000; --quick 100) plus one
 * admin over STOMP on SockJS's websocket transport; each guest sends one message a second (starts
 * spread over the first second) for 30 s (--quick 5 s). Measured: publish-to-delivery latency at
 * the admin (/topic/admin/conversations carries every guest message) and of the echo at the guest
 * (/topic/chat/{guestId}), messages lost or duplicated, memory per idle session (server RSS growth
 * from 0 to N idle sessions), and echo throughput in a saturation phase (every guest keeps one
 * message in flight and sends the next when the echo is back). Typing flows during the steady
 * phase as the clients send it: each guest signals before its messages at most every
 * CHAT.typingEveryMs (to /topic/admin/typing), and the admin signals one guest after another at the
 * same pace (to /topic/typing/{guestId}); the guests also follow what the panel follows
 * (/topic/typing/{guestId}, /topic/chat/availability).
 *
 * Baseline, in the same run: a raw `ws` server that echoes to the sender and copies to the admin
 * (bench/baselines/wsEcho.ts), driven by the same client code and the same message pattern.
 * The guests run in a process of their own (bench/lib/load/chatGuests.ts); the admin and the
 * bookkeeping run here.
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { startChildServer } from '../../scripts/lib/childServer';
import { cpuMs, profilingArgs, rssKiB, startBaseline } from '../baselines/startChild';
import type { GuestCommand, GuestReply } from '../lib/load/chatGuests';
import { messageBody, sentAtOf } from '../lib/load/chatMessages';
import { LightStomp, preciseNow } from '../lib/load/lightStomp';
import { percentile, row, type BenchPart, type Row } from '../lib/report';
import { CHAT, DEST } from '../../src/shared/realtime';

const ADMIN_PASSWORD = 'bench-admin-password';
const SATURATION_SEND_LIMIT = 1_000_000;

interface Measured {
  echo: { p50: number; p95: number; p99: number; count: number };
  admin: { p50: number; p95: number; p99: number; count: number };
  lostEcho: number;
  lostAdmin: number;
  duplicatesEcho: number;
  duplicatesAdmin: number;
  refused: number;
  closedSessions: number;
  sent: number;
  kibPerSession: number | null;
  throughput: number;
  saturationRefused: number;
  saturationLost: number;
  /** CPU during the saturation phase, in cores (1 = one core busy all along): server, guests' process, this process (the admin). */
  saturationCores: { server: number | null; guests: number | null; admin: number };
  maxSendLagMs: number;
  connectFailed: number;
  /** Typing during the steady phase: sent by the guests, delivered to the admin, sent by the admin, delivered to guests. */
  typing: { guestsSent: number; atAdmin: number; adminSent: number; atGuests: number };
}

class Guests {
  readonly child: ChildProcess;
  private waiting: ((r: GuestReply) => void) | null = null;

  constructor() {
    this.child = fork(path.join(__dirname, '..', 'lib', 'load', 'chatGuests.ts'), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    this.child.on('message', (m: GuestReply) => {
      const w = this.waiting;
      this.waiting = null;
      w?.(m);
    });
  }

  ask<T extends GuestReply['type']>(cmd: GuestCommand, expect: T, timeoutMs: number): Promise<Extract<GuestReply, { type: T }>> {
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`guests: no ${expect} in ${timeoutMs} ms`)), timeoutMs);
      this.waiting = (r) => {
        clearTimeout(timer);
        if (r.type === expect) resolve(r as Extract<GuestReply, { type: T }>);
        else reject(new Error(`guests: ${r.type === 'failed' ? r.error : `got ${r.type}, expected ${expect}`}`));
      };
      this.child.send(cmd);
    });
  }

  async close(): Promise<void> {
    if (this.child.exitCode !== null) return;
    const exited = new Promise((r) => this.child.once('exit', r));
    try {
      await this.ask({ type: 'close' }, 'closed', 10_000);
    } catch {
      this.child.kill('SIGKILL');
    }
    await exited;
  }
}

const percent = (cores: number | null) => (cores === null ? '?' : `${Math.round(cores * 100)}%`);
/** How busy each process was, in % of one core. */
const busyCores = (c: Measured['saturationCores']) => `server ${percent(c.server)}, guests ${percent(c.guests)}, admin ${percent(c.admin)} of a core`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function stats(sample: number[]) {
  return { p50: percentile(sample, 50), p95: percentile(sample, 95), p99: percentile(sample, 99), count: sample.length };
}

/** One side (STOMP server or raw baseline): memory, steady load, saturation. */
async function measure(opts: {
  mode: 'stomp' | 'raw';
  url: string;
  pid: number;
  adminHeaders: Record<string, string>;
  sessions: number;
  steadySeconds: number;
  saturateSeconds: number;
  settleMs: number;
  log: (line: string) => void;
}): Promise<Measured> {
  const raw = opts.mode === 'raw';
  // The admin: every guest message, with the send time in its content.
  const seen = new Map<string, number>();
  const adminLatencies: number[] = [];
  let counting = true;
  let adminDuplicates = 0;
  let typingAtAdmin = 0;
  const admin = new LightStomp({
    url: opts.url,
    raw: raw ? '/admin' : undefined,
    headers: opts.adminHeaders,
    onMessage: (destination, body) => {
      const at = preciseNow();
      const parsed = JSON.parse(body) as { message?: { tempId?: string | null; content: string } | null; tempId?: string; content?: string };
      // A typing signal: the STOMP server's on its topic, the raw baseline's copy is the guest's body without content.
      if (destination === DEST.adminTyping || (raw && parsed.content === undefined)) {
        if (counting) typingAtAdmin++;
        return;
      }
      const msg = raw ? (parsed as { tempId?: string; content: string }) : parsed.message;
      if (!msg?.tempId || !counting) return;
      const n = (seen.get(msg.tempId) ?? 0) + 1;
      seen.set(msg.tempId, n);
      if (n > 1) adminDuplicates++;
      else adminLatencies.push(at - sentAtOf(msg.content));
    },
  });
  await admin.connect();
  await admin.subscribe('/topic/admin/conversations');
  await admin.subscribe(DEST.adminTyping);

  // Warm the code paths (first connections, first messages) before the memory baseline.
  const warm: LightStomp[] = [];
  for (let i = 0; i < 10; i++) {
    const guestId = `guest-${'f'.repeat(24)}${String(i).padStart(8, '0')}`;
    const c = new LightStomp({ url: opts.url, raw: raw ? '/guest' : undefined, headers: { guestId }, onMessage: () => undefined });
    await c.connect();
    await c.subscribe(`/topic/chat/${guestId}`);
    await c.subscribe('/topic/errors');
    c.send('/app/chat.sendMessage', messageBody(guestId, `warm${i}`, preciseNow()));
    warm.push(c);
  }
  await sleep(500);
  for (const c of warm) c.close();
  await sleep(opts.settleMs);
  seen.clear();
  adminLatencies.length = 0;
  adminDuplicates = 0;
  typingAtAdmin = 0;
  const rss0 = rssKiB(opts.pid);

  const guests = new Guests();
  try {
    const connectStarted = Date.now();
    const connected = await guests.ask({ type: 'connect', mode: opts.mode, url: opts.url, count: opts.sessions, concurrency: 25 }, 'connected', 180_000);
    opts.log(`  ${connected.connected} sessions connected in ${((Date.now() - connectStarted) / 1000).toFixed(1)} s (${connected.failed} failed${connected.firstError ? `: ${connected.firstError}` : ''})`);
    await sleep(opts.settleMs);
    const rss1 = rssKiB(opts.pid);
    const kibPerSession = rss0 !== null && rss1 !== null && connected.connected > 0 ? (rss1 - rss0) / connected.connected : null;
    opts.log(`  server RSS ${rss0} → ${rss1} KiB`);

    // The admin types to one guest after another, as fast as the console lets it (the server drops any more).
    let adminTypingSent = 0;
    const adminTyping = setInterval(() => {
      const guestId = connected.guestIds[adminTypingSent % connected.guestIds.length];
      if (!guestId) return;
      admin.send(DEST.sendTyping, JSON.stringify({ guestId }));
      adminTypingSent++;
    }, CHAT.typingEveryMs);
    const steady = await guests
      .ask({ type: 'steady', seconds: opts.steadySeconds, drainMs: 10_000 }, 'steadyDone', (opts.steadySeconds + 60) * 1000)
      .finally(() => clearInterval(adminTyping));
    // The admin may still be reading the last messages.
    const until = Date.now() + 5000;
    while (Date.now() < until && steady.sent.some((id) => !seen.has(id))) await sleep(100);
    const lostAdmin = steady.sent.filter((id) => !seen.has(id)).length;
    const admin99 = stats(adminLatencies);
    const echo = stats(steady.echoLatenciesMs);
    opts.log(`  steady: ${steady.sent.length} sent, echo p50 ${echo.p50.toFixed(1)} p99 ${echo.p99.toFixed(1)} ms, admin p99 ${admin99.p99.toFixed(1)} ms, client lag ≤ ${steady.maxSendLagMs.toFixed(0)} ms`);
    const typing = { guestsSent: steady.typingSent, atAdmin: typingAtAdmin, adminSent: adminTypingSent, atGuests: steady.staffTypingReceived };
    opts.log(`  typing: guests sent ${typing.guestsSent}, admin got ${typing.atAdmin}; admin sent ${typing.adminSent}, guests got ${typing.atGuests}`);

    counting = false;
    // How busy each process was while saturated: the one near a whole core is what set the rate.
    const cpuBefore = { server: cpuMs(opts.pid), guests: cpuMs(guests.child.pid!), admin: process.cpuUsage(), at: Date.now() };
    const sat = await guests.ask({ type: 'saturate', seconds: opts.saturateSeconds, drainMs: 10_000 }, 'saturateDone', (opts.saturateSeconds + 60) * 1000);
    const elapsedMs = Date.now() - cpuBefore.at;
    const cores = (before: number | null, after: number | null) => (before === null || after === null ? null : (after - before) / elapsedMs);
    const adminCpu = process.cpuUsage(cpuBefore.admin);
    const saturationCores = {
      server: cores(cpuBefore.server, cpuMs(opts.pid)),
      guests: cores(cpuBefore.guests, cpuMs(guests.child.pid!)),
      admin: (adminCpu.user + adminCpu.system) / 1000 / elapsedMs,
    };
    const throughput = sat.echoes / sat.seconds;
    opts.log(`  saturation: ${Math.round(throughput)} echoes/s (${sat.refused} refused, ${sat.lost} unanswered); ${busyCores(saturationCores)}`);
    return {
      echo,
      admin: admin99,
      lostEcho: steady.lost,
      lostAdmin,
      duplicatesEcho: steady.duplicates,
      duplicatesAdmin: adminDuplicates,
      refused: steady.refused,
      closedSessions: steady.closedSessions,
      sent: steady.sent.length,
      kibPerSession,
      throughput,
      saturationRefused: sat.refused,
      saturationLost: sat.lost,
      saturationCores,
      maxSendLagMs: steady.maxSendLagMs,
      connectFailed: connected.failed,
      typing,
    };
  } finally {
    await guests.close();
    admin.close();
  }
}

export const run: BenchPart = async ({ quick, tmpDir }) => {
  const sessions = quick ? 100 : 1000;
  const steadySeconds = quick ? 5 : 30;
  const saturateSeconds = quick ? 3 : 10;
  const settleMs = quick ? 1500 : 3000;
  const log = (line: string) => process.stdout.write(`${line}\n`);
  const common = { sessions, steadySeconds, saturateSeconds, settleMs, log };

  log(`  baseline: raw ws echo, ${sessions} sessions`);
  const baseline = await startBaseline('wsEcho.ts');
  let base: Measured;
  try {
    base = await measure({ ...common, mode: 'raw', url: baseline.url, pid: baseline.child.pid!, adminHeaders: {} });
  } finally {
    await baseline.stop();
  }

  log(`  server: STOMP over SockJS websocket, ${sessions} sessions`);
  // The per-connection send limit (20 per 10 s) is a policy against abuse, not a capacity: the
  // saturation phase would measure it (2 msg/s a guest). The steady phase stays under it anyway.
  const server = await startChildServer({ env: { ADMIN_PASSWORD, CHAT_SEND_LIMIT: String(SATURATION_SEND_LIMIT) }, dataDir: path.join(tmpDir, 'chat-data'), nodeArgs: profilingArgs() });
  let real: Measured;
  try {
    const res = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    const login = (await res.json()) as { data?: { token?: string } };
    if (!login.data?.token) throw new Error(`admin login failed: ${res.status}`);
    real = await measure({ ...common, mode: 'stomp', url: server.url, pid: server.child.pid!, adminHeaders: { Authorization: `Bearer ${login.data.token}` } });
  } finally {
    await server.stop();
  }

  const ms = 'ms';
  /** A count that must be 0 on the STOMP server, next to the raw ws run's (no ratio: the baseline is 0 too, mostly). */
  const mustBeZero = (figure: string, count: (m: Measured) => number, note?: string): Row =>
    row({ part: 'chat', figure, value: count(real), unit: '', baseline: count(base), ratio: null, target: '0', met: count(real) === 0, ...(note === undefined ? {} : { note }) });
  // How late the guests' process sent, at worst: when the cores are busy elsewhere, the clients
  // lag too, and the latencies of both sides say more about the machine than about the servers.
  const t = real.typing;
  const scale = `${sessions} guests × 1 msg/s × ${steadySeconds} s with typing (guests sent ${t.guestsSent} signals, ${t.atAdmin} reached the admin; the admin sent ${t.adminSent}, ${t.atGuests} reached guests); client send lag ≤ ${Math.round(real.maxSendLagMs)} ms (raw ws run: ${Math.round(base.maxSendLagMs)} ms)`;
  const rows: Row[] = [
    row({ part: 'chat', figure: 'echo at the guest, p50', value: real.echo.p50, unit: ms, baseline: base.echo.p50, target: '', met: null, note: scale }),
    row({ part: 'chat', figure: 'echo at the guest, p95', value: real.echo.p95, unit: ms, baseline: base.echo.p95, target: '≤ 20 ms', met: real.echo.p95 <= 20 }),
    row({ part: 'chat', figure: 'echo at the guest, p99', value: real.echo.p99, unit: ms, baseline: base.echo.p99, target: '≤ 50 ms', met: real.echo.p99 <= 50 }),
    row({ part: 'chat', figure: 'delivery to the admin, p50', value: real.admin.p50, unit: ms, baseline: base.admin.p50, target: '', met: null }),
    row({ part: 'chat', figure: 'delivery to the admin, p95', value: real.admin.p95, unit: ms, baseline: base.admin.p95, target: '≤ 20 ms', met: real.admin.p95 <= 20 }),
    row({ part: 'chat', figure: 'delivery to the admin, p99', value: real.admin.p99, unit: ms, baseline: base.admin.p99, target: '≤ 50 ms', met: real.admin.p99 <= 50 }),
    mustBeZero('messages lost (echo + admin)', (m) => m.lostEcho + m.lostAdmin, `of ${real.sent}; ${real.refused} refused, ${real.closedSessions} sessions closed`),
    mustBeZero('messages duplicated (echo + admin)', (m) => m.duplicatesEcho + m.duplicatesAdmin),
    row({
      part: 'chat',
      figure: 'memory per idle session',
      value: real.kibPerSession,
      unit: 'KB',
      baseline: base.kibPerSession,
      target: '≤ 50 KB',
      met: real.kibPerSession === null ? null : real.kibPerSession <= 50,
      note: `server RSS growth 0 → ${sessions} sessions`,
    }),
    row({
      part: 'chat',
      figure: 'echo throughput (saturation)',
      value: real.throughput,
      unit: 'msg/s',
      baseline: base.throughput,
      target: '≥ 50% of raw ws',
      met: base.throughput > 0 ? real.throughput / base.throughput >= 0.5 : null,
      note: `${sessions} guests, 1 in flight each, ${saturateSeconds} s, send limit lifted (CHAT_SEND_LIMIT); ${busyCores(real.saturationCores)} (raw ws run: ${busyCores(base.saturationCores)})${real.saturationRefused ? `; ${real.saturationRefused} refused` : ''}${real.saturationLost ? `; ${real.saturationLost} unanswered` : ''}`,
    }),
  ];
  if (real.connectFailed || base.connectFailed) {
    rows.push(mustBeZero('sessions that failed to connect', (m) => m.connectFailed));
  }
  return rows;
};
