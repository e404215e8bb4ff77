import { randomBytes } from 'node:crypto';
import { Client, type IMessage } from '@stomp/stompjs';
import pg from 'pg';
import SockJS from 'sockjs-client';
import WebSocket from 'ws';
import { CHAT_WS_PATH } from '../../src/shared/realtime';
import { NOTIFICATIONS_WS_PATH } from '../../src/shared/types/notifications';
import type { Transport } from '../server/chat/stompTestClient';
import { clusterInfo, type ClusterInfo } from './cluster';

export const cluster: ClusterInfo = clusterInfo();

export interface Envelope<T = unknown> {
  code: number;
  message: string;
  data: T;
}

/** A JSON request to one instance or the balancer; `ip` is the visitor's address as a trusted proxy forwards it. */
export async function call<T = unknown>(
  base: string,
  method: string,
  url: string,
  opts: { token?: string; body?: unknown; ip?: string } = {},
): Promise<{ status: number; body: Envelope<T> }> {
  const headers: Record<string, string> = {};
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.ip) headers['x-forwarded-for'] = opts.ip;
  const res = await fetch(`${base}${url}`, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
  return { status: res.status, body: (await res.json()) as Envelope<T> };
}

/** A made-up visitor address per use, so that throttles of one test never meet another's. */
export const visitorIp = () => `10.${[...randomBytes(3)].join('.')}`;

/** Signs in on one instance; resolves with the access token. */
export async function signIn(base: string, username = 'admin', password = cluster.adminPassword): Promise<string> {
  const res = await call<{ token: string }>(base, 'POST', '/api/auth/login', { body: { username, password }, ip: visitorIp() });
  if (res.status !== 200) throw new Error(`sign-in as ${username} on ${base}: ${res.status} ${res.body.message}`);
  return res.body.data.token;
}

/** Runs one query on the cluster's database. */
export async function query<R extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<R[]> {
  const client = new pg.Client({ connectionString: cluster.databaseUrl, application_name: 'ipsite-multi-test' });
  await client.connect();
  try {
    return (await client.query<R>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * A SockJS path (`/<server>/<session>`) that the balancer sends to the named instance: asked of
 * the balancer itself, which names the instance that answered in X-Served-By (an unknown
 * session's request is answered 404 by the instance, and is harmless).
 */
export async function sessionOn(instance: 'a' | 'b'): Promise<{ server: string; session: string }> {
  for (let i = 0; i < 200; i++) {
    const server = String(100 + (randomBytes(2).readUInt16BE() % 900));
    const session = randomBytes(8).toString('hex');
    const res = await fetch(`${cluster.lb}${CHAT_WS_PATH}/${server}/${session}/xhr_send`, { method: 'POST', body: '[]' });
    await res.arrayBuffer();
    if (res.headers.get('x-served-by') === instance) return { server, session };
  }
  throw new Error(`the balancer never chose instance ${instance} for 200 sessions (is X-Served-By set by deploy/haproxy.cfg?)`);
}

export interface ClusterStomp {
  client: Client;
  /** Resolves when the server's RECEIPT confirms the subscription. */
  subscribe(destination: string): Promise<void>;
  /** The next MESSAGE on a destination that satisfies `match` (earlier ones are dropped). */
  next(destination: string, match?: (m: IMessage) => boolean, ms?: number): Promise<IMessage>;
  publish(destination: string, body: unknown): void;
  closed: Promise<void>;
  stop(): Promise<void>;
}

/**
 * STOMP over sockjs-client, through the balancer, on a session the balancer sends to `instance`
 * (websocket or xhr-streaming; the xhr_send POSTs of the latter go through the balancer too), or
 * wherever the balancer sends a new session (`any`).
 */
export async function stompVia(instance: 'a' | 'b' | 'any', transport: Transport, connectHeaders: Record<string, string>): Promise<ClusterStomp> {
  const placed = instance === 'any' ? null : await sessionOn(instance);
  const queues = new Map<string, IMessage[]>();
  const waiters = new Map<string, Array<() => void>>();
  let onClosed!: () => void;
  const closed = new Promise<void>((r) => (onClosed = r));
  const client = new Client({
    webSocketFactory: () => new SockJS(`${cluster.lb}${CHAT_WS_PATH}`, null, { transports: [transport], ...(placed ? { server: placed.server, sessionId: () => placed.session } : {}) }),
    connectHeaders,
    heartbeatIncoming: 4000,
    heartbeatOutgoing: 4000,
    reconnectDelay: 0,
    debug: () => undefined,
  });
  await new Promise<void>((resolve, reject) => {
    client.onConnect = () => resolve();
    client.onStompError = (f) => reject(new Error(`STOMP ERROR: ${f.headers.message}`));
    client.onWebSocketClose = () => {
      onClosed();
      reject(new Error('socket closed before CONNECTED'));
    };
    client.activate();
  });
  let receipts = 0;
  return {
    client,
    closed,
    subscribe(destination) {
      const receipt = `sub-${++receipts}`;
      const done = new Promise<void>((resolve) => client.watchForReceipt(receipt, () => resolve()));
      client.subscribe(
        destination,
        (m) => {
          queues.set(destination, [...(queues.get(destination) ?? []), m]);
          for (const w of waiters.get(destination)?.splice(0) ?? []) w();
        },
        { receipt },
      );
      return done;
    },
    async next(destination, match = () => true, ms = 5000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const queue = queues.get(destination) ?? [];
        while (queue.length) {
          const m = queue.shift()!;
          if (match(m)) return m;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching message on ${destination} within ${ms} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.set(destination, [
            ...(waiters.get(destination) ?? []),
            () => {
              clearTimeout(timer);
              resolve();
            },
          ]);
        });
      }
    },
    publish: (destination, body) => client.publish({ destination, body: JSON.stringify(body) }),
    stop: () => client.deactivate(),
  };
}

/** Polls `check` until it returns a value other than undefined, or fails naming `what` after `ms`. */
export async function eventually<T>(check: () => Promise<T | undefined>, ms: number, what: string): Promise<T> {
  const deadline = Date.now() + ms;
  let last: unknown;
  for (;;) {
    try {
      const v = await check();
      if (v !== undefined) return v;
    } catch (err) {
      last = err;
    }
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms${last ? ` (${String(last)})` : ''}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

export interface Bell {
  ws: WebSocket;
  /** Every message received so far. */
  messages: unknown[];
  /** Settles with the close code when the socket closes. */
  closed: Promise<number>;
}

/** The staff bell (raw websocket) on one instance: resolves once the server accepted it. */
export function bellSocket(base: string, userId: number, token: string): Promise<Bell> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace(/^http/, 'ws')}${NOTIFICATIONS_WS_PATH}?userId=${userId}&token=${encodeURIComponent(token)}`);
    const messages: unknown[] = [];
    const closed = new Promise<number>((r) => ws.once('close', (code) => r(code)));
    ws.on('message', (data) => messages.push(JSON.parse(String(data))));
    ws.once('open', () => resolve({ ws, messages, closed }));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`refused ${res.statusCode}`)));
    ws.once('error', reject);
  });
}
