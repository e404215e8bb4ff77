import autocannon from 'autocannon';
import { startChildServer, type ChildServer } from '../../scripts/lib/childServer';
import { DEST } from '../../src/shared/realtime';
import type { ChatMessage, ConversationEvent } from '../../src/shared/types/chat';
import { connectStomp, type TestStomp } from '../server/chat/stompTestClient';
import { heapAfterGc, mb, type HeapFigures } from './helpers/inspector';

/** Seconds at half the maximum rate (the issue asks for two minutes; shorter only to iterate locally). */
const LOAD_SECONDS = Number(process.env.FAULTS_LOAD_SECONDS ?? 120);
/** Seconds of the maximum-rate measurement (after a warm-up). */
const MAX_SECONDS = Number(process.env.FAULTS_MAX_SECONDS ?? 10);
const WARMUP_SECONDS = 3;
const CONNECTIONS = 32;
const GUESTS = 50;
/** Each guest sends one message this often: well under the per-connection limit of 20 per 10 s. */
const CHAT_EVERY_MS = 3000;
const PASSWORD = 'load-pass-123';

/** The test's own ceiling (the third argument of `it`): its configured durations plus two generous minutes, not a speed check. */
const RUN_TIMEOUT_MS = Math.max(5 * 60_000, (LOAD_SECONDS + MAX_SECONDS + WARMUP_SECONDS + 120) * 1000);

/** The mixed workload: cached public reads, a staff page of the customer list, a new consultation request. */
function workload(token: string): autocannon.Request[] {
  let n = 0;
  return [
    { method: 'GET', path: '/api/news' },
    { method: 'GET', path: '/api/services/home' },
    { method: 'GET', path: '/api/services/dang-ky-bao-ho-nhan-hieu' },
    { method: 'GET', path: '/api/customer?page=0&size=20&status=NEW', headers: { authorization: `Bearer ${token}` } },
    {
      method: 'POST',
      path: '/api/customer',
      headers: { 'content-type': 'application/json' },
      setupRequest: (req) => {
        n += 1;
        const body = { name: `Khách tải ${n}`, phone: `0902${String(n % 1e6).padStart(6, '0')}`, email: `load-${n}@example.vn`, serviceId: 1 + (n % 7), description: `Tải liên tục ${n}` };
        return { ...req, body: JSON.stringify(body) };
      },
    },
  ];
}

function run(server: ChildServer, token: string, opts: { duration: number; overallRate?: number }) {
  return autocannon({ url: server.url, connections: CONNECTIONS, duration: opts.duration, overallRate: opts.overallRate, requests: workload(token) });
}

const summary = (r: autocannon.Result) =>
  `${Math.round(r.requests.average)} req/s, ${r.requests.total} requests, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ` +
  `${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`;

/** 50 guests sending every few seconds and one admin watching the conversations topic. */
class LiveChat {
  readonly sent = new Set<string>();
  readonly echoed = new Set<string>();
  readonly seenByAdmin = new Set<string>();
  private readonly trouble: string[] = [];
  private sessions: TestStomp[] = [];
  private timers: NodeJS.Timeout[] = [];
  private stopping = false;

  async open(server: ChildServer, token: string): Promise<void> {
    const admin = await this.connect(server, { Authorization: `Bearer ${token}` });
    admin.client.subscribe(DEST.adminConversations, (f) => {
      const tempId = (JSON.parse(f.body) as ConversationEvent).message?.tempId;
      if (tempId) this.seenByAdmin.add(tempId);
    });
    for (let g = 0; g < GUESTS; g++) {
      const guestId = `guest-${'f'.repeat(24)}${g.toString(16).padStart(8, '0')}`;
      const guest = await this.connect(server, { guestId });
      guest.client.subscribe(DEST.chat(guestId), (f) => {
        const msg = JSON.parse(f.body) as ChatMessage;
        if (msg.tempId) this.echoed.add(msg.tempId);
      });
      guest.client.subscribe(DEST.errors, (f) => this.trouble.push(`guest ${g}: /topic/errors ${f.body}`));
      let seq = 0;
      const send = () => {
        const tempId = `g${g}-${++seq}`;
        this.sent.add(tempId);
        guest.publish(DEST.sendMessage, { guestId, content: `Xin tư vấn, tin ${seq} của khách ${g}`, senderType: 'GUEST', tempId });
      };
      // Spread the guests over the period, so the messages arrive evenly.
      this.timers.push(
        setTimeout(() => {
          send();
          this.timers.push(setInterval(send, CHAT_EVERY_MS));
        }, (g * CHAT_EVERY_MS) / GUESTS),
      );
    }
  }

  private async connect(server: ChildServer, headers: Record<string, string>): Promise<TestStomp> {
    const s = await connectStomp(server.url, headers, 'websocket');
    this.sessions.push(s);
    void s.closed.then(() => {
      if (!this.stopping) this.trouble.push(`a session closed during the load (${Object.keys(headers)[0]})`);
    });
    return s;
  }

  stopSending(): void {
    this.timers.forEach((t) => clearTimeout(t));
  }

  /** Waits (bounded) until every message sent has come back to its guest and to the admin. */
  async drain(ms = 30_000): Promise<void> {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline && (this.echoed.size < this.sent.size || this.seenByAdmin.size < this.sent.size)) {
      await new Promise((r) => setTimeout(r, 200));
    }
  }

  /** Sessions that closed, /topic/errors messages and ERROR frames: all should be none. */
  problems(): string[] {
    return [...this.trouble, ...this.sessions.flatMap((s) => s.errors.map((e) => `ERROR frame: ${e.headers.message}`))];
  }

  async close(): Promise<void> {
    this.stopping = true;
    this.stopSending();
    await Promise.all(this.sessions.map((s) => s.stop()));
  }
}

describe('sustained load on the real server', () => {
  let server: ChildServer | undefined;
  let chat: LiveChat | undefined;
  afterAll(async () => {
    await chat?.close();
    await server?.stop();
  });

  it(`serves ${LOAD_SECONDS} s of mixed traffic at half its maximum rate, with live chat, without errors or memory growth`, async () => {
    // --inspect lets the test force a full GC in the child over the DevTools protocol (no product change).
    // The load comes from one address (this process): the per-address limit on consultation requests is lifted.
    server = await startChildServer({ env: { ADMIN_PASSWORD: PASSWORD, CONSULTATION_REQUESTS_PER_HOUR: '1000000000' }, nodeArgs: ['--inspect=127.0.0.1:0'] });
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: PASSWORD }),
    });
    const token = ((await login.json()) as { data: { token: string } }).data.token;

    chat = new LiveChat();
    await chat.open(server, token);

    // Warm-up (JIT, caches, statement shapes), then the maximum rate of this workload on this machine now.
    await run(server, token, { duration: WARMUP_SECONDS });
    const max = await run(server, token, { duration: MAX_SECONDS });
    const maxRate = Math.round(max.requests.average);
    const halfRate = Math.floor(maxRate / 2);
    console.log(`maximum rate: ${summary(max)}`);

    // heapUsed after a forced full GC is what the process still holds on to (live JS objects): a
    // leak shows there. RSS also counts freed pages the allocator keeps and SQLite's page cache, and
    // `external` swings with socket buffers in flight; both are printed, neither is compared.
    const before: HeapFigures = await heapAfterGc(server);

    const load = await run(server, token, { duration: LOAD_SECONDS, overallRate: halfRate });
    chat.stopSending();
    await chat.drain();
    const after: HeapFigures = await heapAfterGc(server);
    const growth = (after.heapUsed - before.heapUsed) / before.heapUsed;

    console.log(
      [
        `half rate ${halfRate} req/s for ${LOAD_SECONDS} s: ${summary(load)}`,
        `chat: ${GUESTS} guests + 1 admin, ${chat.sent.size} messages sent, ${chat.echoed.size} echoed to the guest, ${chat.seenByAdmin.size} seen by the admin`,
        `heap used after GC: ${mb(before.heapUsed)} after warm-up, ${mb(after.heapUsed)} after the load (${(growth * 100).toFixed(1)}%); ` +
          `rss ${mb(before.rss)} -> ${mb(after.rss)}, external ${mb(before.external)} -> ${mb(after.external)}`,
      ].join('\n'),
    );

    expect(maxRate).toBeGreaterThan(0);
    expect(load.requests.total).toBeGreaterThan(0);
    expect({ non2xx: load.non2xx, errors: load.errors, timeouts: load.timeouts, resets: load.resets }).toEqual({ non2xx: 0, errors: 0, timeouts: 0, resets: 0 });
    expect(chat.sent.size).toBeGreaterThan(0);
    expect([...chat.sent].filter((t) => !chat!.echoed.has(t))).toEqual([]);
    expect([...chat.sent].filter((t) => !chat!.seenByAdmin.has(t))).toEqual([]);
    expect(chat.problems()).toEqual([]);
    // A drop is not a leak: only growth beyond 10% fails.
    expect(growth).toBeLessThanOrEqual(0.1);
  }, RUN_TIMEOUT_MS);
});
