import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';

/**
 * A light chat client for load: `ws` straight to a SockJS websocket session
 * (`/api/ws/<server>/<session>/websocket`, what sockjs-client opens in a browser), SockJS framing
 * and STOMP 1.2 frames written by hand. A thousand of these fit in one process, where a thousand
 * @stomp/stompjs + sockjs-client stacks would make the client the bottleneck.
 *
 * With `raw: true` the same class talks to the raw `ws` baseline (bench/baselines/wsEcho.ts):
 * no SockJS, no STOMP, the message body as it is.
 */
export interface LightStompOptions {
  /** Base URL of the server (http://host:port). */
  url: string;
  /** CONNECT headers (guestId, or Authorization). */
  headers?: Record<string, string>;
  /** Raw `ws` baseline: the path to open (e.g. /guest, /admin). */
  raw?: string;
  /** Client heart-beat (ms) in both directions; 0 for none. Default 4000 (what the site's clients use). */
  heartbeatMs?: number;
  /** Every MESSAGE: its destination and body. */
  onMessage: (destination: string, body: string) => void;
  /** The connection closed (after it was open). */
  onClose?: (reason: string) => void;
}

const now = () => performance.timeOrigin + performance.now();

/** A STOMP frame as text (header values need no escaping here: none holds \n, : or \\). */
export function stompFrame(command: string, headers: Record<string, string>, body = ''): string {
  let out = `${command}\n`;
  for (const [k, v] of Object.entries(headers)) out += `${k}:${v}\n`;
  if (body) out += `content-length:${Buffer.byteLength(body)}\n`;
  return `${out}\n${body}\0`;
}

export class LightStomp {
  private ws!: WebSocket;
  private receiptWaiters = new Map<string, () => void>();
  private receipts = 0;
  private heartbeat: NodeJS.Timeout | undefined;
  private connectedResolve: (() => void) | undefined;
  private connectReject: ((err: Error) => void) | undefined;
  private pending = '';
  /** ERROR frames received (the server closes after one). */
  readonly errors: string[] = [];
  closed = false;

  constructor(private readonly opts: LightStompOptions) {}

  /** Opens the socket and, over STOMP, sends CONNECT and waits for CONNECTED. */
  connect(timeoutMs = 20_000): Promise<void> {
    const { url, raw } = this.opts;
    const wsBase = url.replace(/^http/, 'ws');
    const target = raw ? `${wsBase}${raw}` : `${wsBase}/api/ws/${String(Math.floor(Math.random() * 1000)).padStart(3, '0')}/${randomBytes(8).toString('hex')}/websocket`;
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => fail(new Error(`no CONNECTED in ${timeoutMs} ms`)), timeoutMs);
      const fail = (err: Error) => {
        clearTimeout(timer);
        this.connectReject = undefined;
        this.close();
        reject(err);
      };
      this.connectReject = fail;
      this.connectedResolve = () => {
        clearTimeout(timer);
        this.connectReject = undefined;
        resolve();
      };
      this.ws = new WebSocket(target, { perMessageDeflate: false });
      this.ws.on('error', (err) => this.connectReject?.(err));
      this.ws.on('close', () => {
        const wasOpen = !this.closed;
        this.closed = true;
        clearInterval(this.heartbeat);
        this.connectReject?.(new Error('socket closed before CONNECTED'));
        if (wasOpen) this.opts.onClose?.(this.errors.at(-1) ?? 'closed');
      });
      this.ws.on('open', () => {
        if (raw) this.connectedResolve?.();
      });
      this.ws.on('message', (data) => (raw ? this.opts.onMessage(raw, data.toString()) : this.onSockJs(data.toString())));
    });
  }

  private writeSockJs(text: string): void {
    if (this.closed || this.ws.readyState !== WebSocket.OPEN) return;
    this.ws.send(JSON.stringify([text]));
  }

  private onSockJs(data: string): void {
    const type = data[0];
    if (type === 'o') {
      const hb = this.opts.heartbeatMs ?? 4000;
      this.writeSockJs(stompFrame('CONNECT', { 'accept-version': '1.2', host: 'localhost', 'heart-beat': `${hb},${hb}`, ...this.opts.headers }));
      return;
    }
    if (type === 'a') {
      for (const chunk of JSON.parse(data.slice(1)) as string[]) this.onStomp(chunk);
      return;
    }
    if (type === 'c') this.close();
    // 'h': SockJS heart-beat, nothing to do.
  }

  private onStomp(chunk: string): void {
    this.pending += chunk;
    let nul: number;
    while ((nul = this.pending.indexOf('\0')) !== -1) {
      let frame = this.pending.slice(0, nul);
      this.pending = this.pending.slice(nul + 1);
      frame = frame.replace(/^[\r\n]+/, '');
      if (!frame) continue;
      const headEnd = frame.indexOf('\n\n');
      const head = headEnd === -1 ? frame : frame.slice(0, headEnd);
      const body = headEnd === -1 ? '' : frame.slice(headEnd + 2);
      const lines = head.split('\n');
      const command = lines[0];
      const headers: Record<string, string> = {};
      for (let i = 1; i < lines.length; i++) {
        const c = lines[i]!.indexOf(':');
        if (c > 0) headers[lines[i]!.slice(0, c)] ??= lines[i]!.slice(c + 1);
      }
      if (command === 'MESSAGE') this.opts.onMessage(headers.destination ?? '', body);
      else if (command === 'RECEIPT') {
        const id = headers['receipt-id']!;
        this.receiptWaiters.get(id)?.();
        this.receiptWaiters.delete(id);
      } else if (command === 'CONNECTED') {
        const hb = this.opts.heartbeatMs ?? 4000;
        if (hb > 0) {
          this.heartbeat = setInterval(() => this.writeSockJs('\n'), hb);
          this.heartbeat.unref();
        }
        this.connectedResolve?.();
      } else if (command === 'ERROR') {
        this.errors.push(headers.message ?? 'ERROR');
        this.connectReject?.(new Error(`STOMP ERROR: ${headers.message}`));
      }
    }
    // Bare heart-beats (\n) leave nothing pending.
    if (/^[\r\n]+$/.test(this.pending)) this.pending = '';
  }

  /** SUBSCRIBE with a receipt; resolves when the server confirmed it. */
  subscribe(destination: string, timeoutMs = 20_000): Promise<void> {
    if (this.opts.raw) return Promise.resolve();
    const receipt = `r${++this.receipts}`;
    return new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no RECEIPT for SUBSCRIBE ${destination}`)), timeoutMs);
      this.receiptWaiters.set(receipt, () => {
        clearTimeout(timer);
        resolve();
      });
      this.writeSockJs(stompFrame('SUBSCRIBE', { id: `sub-${this.receipts}`, destination, receipt }));
    });
  }

  /** SEND (STOMP) or the body as it is (raw). */
  send(destination: string, body: string): void {
    if (this.opts.raw) {
      if (!this.closed && this.ws.readyState === WebSocket.OPEN) this.ws.send(body);
      return;
    }
    this.writeSockJs(stompFrame('SEND', { destination, 'content-type': 'application/json' }, body));
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.heartbeat);
    try {
      this.ws.close();
    } catch {
      // not open yet
    }
  }
}

export { now as preciseNow };
