/**
 * The guests of the chat bench, in a process of their own (the measuring process holds the admin
 * and the bookkeeping): `fork('chatGuests.ts', { execArgv: ['--import', 'tsx'] })`, driven over
 * IPC with the commands below. The same code drives the real server (STOMP over SockJS) and the
 * raw `ws` baseline, so both see the same clients and the same message pattern.
 */
import { CHAT, DEST } from '../../../src/shared/realtime';
import { guestIdOf, messageBody } from './chatMessages';
import { LightStomp, preciseNow } from './lightStomp';

export type GuestCommand =
  | { type: 'connect'; mode: 'stomp' | 'raw'; url: string; count: number; concurrency: number }
  | { type: 'steady'; seconds: number; drainMs: number }
  | { type: 'saturate'; seconds: number; drainMs: number }
  | { type: 'close' };

export type GuestReply =
  | { type: 'connected'; connected: number; failed: number; firstError: string | null; guestIds: string[] }
  | {
      type: 'steadyDone';
      /** tempIds of every message sent (the measuring side checks them off at the admin). */
      sent: string[];
      echoLatenciesMs: number[];
      lost: number;
      duplicates: number;
      refused: number;
      closedSessions: number;
      /** How late the client sent, at worst (a measure of client-side saturation). */
      maxSendLagMs: number;
      /** "Typing" signals the guests sent, and staff ones they received. */
      typingSent: number;
      staffTypingReceived: number;
    }
  | { type: 'saturateDone'; echoes: number; seconds: number; refused: number; lost: number; closedSessions: number }
  | { type: 'closed' }
  | { type: 'failed'; error: string };

interface Guest {
  index: number;
  id: string;
  client: LightStomp;
  /** tempId → send time of messages not echoed yet. */
  inFlight: Map<string, number>;
  seq: number;
  /** When this guest last said it was typing (the client's throttle: one per CHAT.typingEveryMs). */
  lastTyping: number;
}

const guests: Guest[] = [];
let mode: 'stomp' | 'raw' = 'stomp';
let onEcho: (g: Guest, tempId: string, at: number) => void = () => undefined;
let onRefusal: (g: Guest) => void = () => undefined;
const echoed = new Map<string, number>();
let closedSessions = 0;
let staffTypingReceived = 0;
const run = Math.floor(Math.random() * 0xffff).toString(16).padStart(4, '0');

function reply(msg: GuestReply): void {
  process.send!(msg);
}

function handleMessage(g: Guest, destination: string, body: string): void {
  const at = preciseNow();
  if (destination === '/topic/errors') return onRefusal(g);
  if (destination.startsWith(DEST.typingPrefix)) return void staffTypingReceived++;
  if (destination === DEST.chatAvailability) return;
  let tempId: string | undefined;
  try {
    tempId = (JSON.parse(body) as { tempId?: string }).tempId;
  } catch {
    return;
  }
  if (tempId) onEcho(g, tempId, at);
}

async function connectAll(cmd: Extract<GuestCommand, { type: 'connect' }>): Promise<void> {
  mode = cmd.mode;
  let failed = 0;
  let firstError: string | null = null;
  let next = 0;
  const one = async (i: number) => {
    const id = guestIdOf(i, run);
    const g: Guest = { index: i, id, inFlight: new Map(), seq: 0, lastTyping: -Infinity, client: undefined as unknown as LightStomp };
    g.client = new LightStomp({
      url: cmd.url,
      raw: mode === 'raw' ? '/guest' : undefined,
      headers: { guestId: id },
      onMessage: (destination, body) => handleMessage(g, destination, body),
      onClose: () => closedSessions++,
    });
    try {
      await g.client.connect();
      await g.client.subscribe(`/topic/chat/${id}`);
      // Without /topic/errors a refusal (e.g. the send rate limit) would be an ERROR that closes the session.
      await g.client.subscribe('/topic/errors');
      // What the visitor's panel also follows: staff typing and whether anyone can answer.
      await g.client.subscribe(DEST.typing(id));
      await g.client.subscribe(DEST.chatAvailability);
      guests.push(g);
    } catch (err) {
      failed++;
      firstError ??= err instanceof Error ? err.message : String(err);
      g.client.close();
    }
  };
  await Promise.all(
    Array.from({ length: cmd.concurrency }, async () => {
      while (next < cmd.count) await one(next++);
    }),
  );
  reply({ type: 'connected', connected: guests.length, failed, firstError, guestIds: guests.map((g) => g.id) });
}

function send(g: Guest, prefix: string): string {
  const tempId = `${prefix}${g.index}-${g.seq++}`;
  const at = preciseNow();
  g.inFlight.set(tempId, at);
  g.client.send('/app/chat.sendMessage', messageBody(g.id, tempId, at));
  return tempId;
}

/**
 * Every guest sends one message a second, starts spread evenly over the first second. Each message
 * is typed first: a "typing" signal goes before it whenever the guest's last one is
 * CHAT.typingEveryMs old, as the panel's composer sends them (so one every other message).
 */
async function steady(cmd: Extract<GuestCommand, { type: 'steady' }>): Promise<void> {
  const latencies: number[] = [];
  const sent: string[] = [];
  let duplicates = 0;
  let refused = 0;
  echoed.clear();
  onEcho = (g, tempId, at) => {
    const n = (echoed.get(tempId) ?? 0) + 1;
    echoed.set(tempId, n);
    if (n > 1) return void duplicates++;
    const t = g.inFlight.get(tempId);
    if (t !== undefined) {
      latencies.push(at - t);
      g.inFlight.delete(tempId);
    }
  };
  onRefusal = () => refused++;
  let typingSent = 0;
  staffTypingReceived = 0;
  const n = guests.length;
  const total = n * cmd.seconds;
  const interval = 1000 / n;
  const start = preciseNow() + 50;
  let k = 0;
  let maxLag = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const t = preciseNow();
      while (k < total && start + k * interval <= t) {
        maxLag = Math.max(maxLag, t - (start + k * interval));
        const g = guests[k % n]!;
        const tempId = `m${g.index}-${Math.floor(k / n)}`;
        if (t - g.lastTyping >= CHAT.typingEveryMs) {
          g.lastTyping = t;
          g.client.send(DEST.sendTyping, JSON.stringify({ guestId: g.id }));
          typingSent++;
        }
        const at = preciseNow();
        g.inFlight.set(tempId, at);
        g.client.send('/app/chat.sendMessage', messageBody(g.id, tempId, at));
        sent.push(tempId);
        k++;
      }
      if (k < total) setTimeout(tick, Math.max(0, Math.min(5, start + k * interval - preciseNow())));
      else resolve();
    };
    tick();
  });
  await drain(cmd.drainMs);
  const lost = guests.reduce((s, g) => s + g.inFlight.size, 0) - refused;
  for (const g of guests) g.inFlight.clear();
  reply({ type: 'steadyDone', sent, echoLatenciesMs: latencies, lost: Math.max(0, lost), duplicates, refused, closedSessions, maxSendLagMs: maxLag, typingSent, staffTypingReceived });
}

/** Every guest keeps one message in flight: the next goes as soon as the echo is back. */
async function saturate(cmd: Extract<GuestCommand, { type: 'saturate' }>): Promise<void> {
  let echoes = 0;
  let refused = 0;
  const start = preciseNow();
  const deadline = start + cmd.seconds * 1000;
  onEcho = (g, tempId, at) => {
    if (!g.inFlight.delete(tempId)) return;
    if (at <= deadline) {
      echoes++;
      send(g, 's');
    }
  };
  onRefusal = (g) => {
    // A refusal answers the message in flight: count it, and try again a little later.
    refused++;
    g.inFlight.clear();
    if (preciseNow() < deadline) setTimeout(() => preciseNow() < deadline && send(g, 's'), 100);
  };
  for (const g of guests) send(g, 's');
  await new Promise((r) => setTimeout(r, cmd.seconds * 1000));
  await drain(cmd.drainMs);
  const lost = guests.reduce((s, g) => s + g.inFlight.size, 0);
  for (const g of guests) g.inFlight.clear();
  reply({ type: 'saturateDone', echoes, seconds: cmd.seconds, refused, lost, closedSessions });
}

/** Waits until nothing is in flight, or the time is up. */
async function drain(ms: number): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until && guests.some((g) => g.inFlight.size > 0)) await new Promise((r) => setTimeout(r, 50));
}

process.on('message', (cmd: GuestCommand) => {
  const work = (async () => {
    switch (cmd.type) {
      case 'connect':
        return connectAll(cmd);
      case 'steady':
        return steady(cmd);
      case 'saturate':
        return saturate(cmd);
      case 'close':
        for (const g of guests) g.client.close();
        reply({ type: 'closed' });
        setTimeout(() => process.exit(0), 200);
        return;
    }
  })();
  work.catch((err) => reply({ type: 'failed', error: err instanceof Error ? (err.stack ?? err.message) : String(err) }));
});
