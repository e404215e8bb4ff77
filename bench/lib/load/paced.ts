import net from 'node:net';
import { percentile } from '../report';
import type { HttpTarget, LoadFigures } from './http';

export interface PacedResult extends LoadFigures {
  /** Requests still unanswered at the end (counted in errors). */
  unanswered: number;
  /** CPU this process (the client) used during the run, in cores: near 1, the client's own delays are in the latencies. */
  clientCores: number;
  /** p99 of how long after its due time a request was written (the client's lag plus waiting for a free connection), ms. */
  sendLagP99: number;
}

interface Conn {
  socket: net.Socket;
  busy: boolean;
  buf: Buffer;
  scheduledAt: number;
}

const now = () => performance.now();

/**
 * An open-loop load at a steady rate: request i is due at start + i/rate, whatever happened
 * before, and goes out on the first idle keep-alive connection (one request in flight per
 * connection, no pipelining). Latency is measured from the time a request was due, so queueing
 * behind a slow answer counts (no coordinated omission).
 *
 * autocannon's overallRate does not do this: each connection sends its share of a second back to
 * back at the start of every second, so "half the maximum rate" is a burst at the maximum rate
 * for half a second, and its p99 says little about a server at half load.
 */
export async function paced(target: HttpTarget, opts: { rate: number; seconds: number; connections: number }): Promise<PacedResult> {
  const { hostname, port } = new URL(target.url);
  const latencies: number[] = [];
  const sendLags: number[] = [];
  const statusCodes: Record<string, number> = {};
  let non2xx = 0;
  let errors = 0;
  const due: number[] = [];
  const idle: Conn[] = [];
  const conns: Conn[] = [];
  const headerLines = Object.entries(target.headers ?? {})
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('');

  const build = (path: string): Buffer => {
    const body = target.body ? Buffer.from(target.body()) : null;
    const head = `${target.method ?? 'GET'} ${path} HTTP/1.1\r\nhost: ${hostname}:${port}\r\n${headerLines}${body ? `content-length: ${body.length}\r\n` : ''}\r\n`;
    return body ? Buffer.concat([Buffer.from(head), body]) : Buffer.from(head);
  };
  // Without a body every request of a path is the same bytes: built once (the client's cost per
  // request counts in the latencies it measures).
  const paths = target.paths ?? [target.path];
  const prebuilt = target.body ? null : paths.map(build);
  let sent = 0;
  const requestBytes = (): Buffer => (prebuilt ? prebuilt[sent++ % prebuilt.length]! : build(paths[sent++ % paths.length]!));

  const dispatch = () => {
    while (due.length && idle.length) {
      const c = idle.pop()!;
      c.busy = true;
      c.scheduledAt = due.shift()!;
      c.socket.write(requestBytes());
      sendLags.push(now() - c.scheduledAt);
    }
  };

  const finish = (c: Conn, status: number | null) => {
    if (status === null) errors++;
    else {
      latencies.push(now() - c.scheduledAt);
      if (status < 200 || status >= 300) {
        non2xx++;
        statusCodes[status] = (statusCodes[status] ?? 0) + 1;
      }
    }
    c.busy = false;
    idle.push(c);
  };

  // A response is done when its headers and content-length bytes of body have arrived.
  const onData = (c: Conn, chunk: Buffer) => {
    c.buf = c.buf.length ? Buffer.concat([c.buf, chunk]) : chunk;
    for (;;) {
      const end = c.buf.indexOf('\r\n\r\n');
      if (end === -1) return;
      const head = c.buf.subarray(0, end).toString('latin1');
      const status = Number(head.slice(9, 12));
      const m = /\r\ncontent-length:\s*(\d+)/i.exec(head);
      if (!m && /\r\ntransfer-encoding:/i.test(head)) {
        // Not needed by the API (Fastify sends content-length): counted as an error.
        c.socket.destroy();
        return;
      }
      const length = m ? Number(m[1]) : 0;
      if (c.buf.length < end + 4 + length) return;
      c.buf = c.buf.subarray(end + 4 + length);
      finish(c, status);
      dispatch();
    }
  };

  const open = () =>
    new Promise<Conn>((resolve, reject) => {
      const socket = net.connect({ host: hostname, port: Number(port), noDelay: true });
      const c: Conn = { socket, busy: false, buf: Buffer.alloc(0), scheduledAt: 0 };
      socket.once('connect', () => resolve(c));
      socket.once('error', reject);
      socket.on('data', (d: Buffer) => onData(c, d));
    });

  for (let i = 0; i < opts.connections; i++) {
    const c = await open();
    conns.push(c);
    idle.push(c);
  }
  for (const c of conns) {
    c.socket.removeAllListeners('error');
    c.socket.on('error', () => undefined);
    c.socket.on('close', () => {
      if (c.busy) errors++;
      c.busy = true; // never used again
      const i = idle.indexOf(c);
      if (i !== -1) idle.splice(i, 1);
    });
  }

  const cpuBefore = process.cpuUsage();
  const total = Math.round(opts.rate * opts.seconds);
  const interval = 1000 / opts.rate;
  const start = now() + 10;
  let next = 0;
  await new Promise<void>((resolve) => {
    const tick = () => {
      const t = now();
      while (next < total && start + next * interval <= t) due.push(start + next++ * interval);
      dispatch();
      if (next < total) setTimeout(tick, 1);
      else resolve();
    };
    tick();
  });
  const deadline = now() + 10_000;
  while ((due.length || conns.some((c) => c.busy && !c.socket.destroyed)) && now() < deadline) await new Promise((r) => setTimeout(r, 5));
  const unanswered = due.length + conns.filter((c) => c.busy && !c.socket.destroyed).length;
  for (const c of conns) c.socket.destroy();
  const elapsed = (now() - start) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  return {
    reqPerSec: latencies.length / Math.max(elapsed, opts.seconds),
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    total: latencies.length,
    non2xx,
    errors: errors + unanswered,
    statusCodes,
    unanswered,
    clientCores: (cpu.user + cpu.system) / 1e6 / elapsed,
    sendLagP99: percentile(sendLags, 99),
  };
}
