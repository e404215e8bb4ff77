import { randomBytes } from 'node:crypto';
import WebSocket from 'ws';
import { FrameParser, type Frame } from '../../../src/server/realtime/stomp/frame';

/**
 * A bare client for the chat endpoint: a `ws` socket on SockJS' websocket transport (or its raw
 * websocket), writing exactly the bytes a test gives it, and decoding what the server answers.
 * Unlike @stomp/stompjs it sends malformed frames as they are.
 */
export class RawStomp {
  readonly frames: Frame[] = [];
  /** Everything that arrived, for failure messages. */
  readonly log: string[] = [];
  closed = false;
  private readonly parser = new FrameParser(16 * 1024 * 1024, 'client');
  private waiters: Array<() => void> = [];

  private constructor(
    private readonly ws: WebSocket,
    readonly sockjs: boolean,
  ) {
    ws.on('message', (data: Buffer, isBinary: boolean) => this.onData(isBinary ? data.toString('latin1') : data.toString('utf8')));
    ws.on('close', () => {
      this.closed = true;
      this.wake();
    });
    ws.on('error', () => undefined);
  }

  /** Opens the SockJS websocket transport (`sockjs`) or the raw websocket endpoint. */
  static open(baseUrl: string, sockjs = true): Promise<RawStomp> {
    const path = sockjs ? `/api/ws/${100 + Math.floor(Math.random() * 900)}/${randomBytes(8).toString('hex')}/websocket` : '/api/ws/websocket';
    const ws = new WebSocket(baseUrl.replace(/^http/, 'ws') + path);
    const client = new RawStomp(ws, sockjs);
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(client));
      ws.once('error', reject);
    });
  }

  private onData(text: string): void {
    this.log.push(text.slice(0, 300));
    let chunks: string[] = [];
    if (!this.sockjs) chunks = [text];
    else if (text.startsWith('a')) chunks = JSON.parse(text.slice(1)) as string[];
    else if (text.startsWith('c')) this.closed = true;
    for (const chunk of chunks) {
      try {
        for (const item of this.parser.push(chunk)) if (item.type === 'frame') this.frames.push(item.frame);
      } catch (err) {
        this.log.push(`unparsable answer: ${(err as Error).message}`);
      }
    }
    this.wake();
  }

  private wake(): void {
    const w = this.waiters;
    this.waiters = [];
    for (const f of w) f();
  }

  /** Sends one websocket message: a SockJS array of strings, or the text itself on the raw endpoint. */
  sendRaw(message: string | Buffer): void {
    if (this.ws.readyState === WebSocket.OPEN) this.ws.send(message);
  }

  /** Sends STOMP bytes as a SockJS client does (JSON array of one string). */
  send(data: string): void {
    this.sendRaw(this.sockjs ? JSON.stringify([data]) : data);
  }

  /** Resolves when `test` holds, or the socket closes, or after `ms` (a ceiling against a hang). */
  async until(test: () => boolean, ms = 10_000): Promise<boolean> {
    const deadline = Date.now() + ms;
    while (!test()) {
      if (this.closed || Date.now() > deadline) return test();
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(1, deadline - Date.now()));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return true;
  }

  find(command: string, pred: (f: Frame) => boolean = () => true): Frame | undefined {
    return this.frames.find((f) => f.command === command && pred(f));
  }

  /** CONNECT (no heart-beats: the tests are short) and wait for CONNECTED or ERROR. */
  async connect(headers: Record<string, string>): Promise<Frame | undefined> {
    const lines = Object.entries({ 'accept-version': '1.2', 'heart-beat': '0,0', ...headers }).map(([k, v]) => `${k}:${v}`);
    this.send(`CONNECT\n${lines.join('\n')}\n\n\0`);
    await this.until(() => this.frames.some((f) => f.command === 'CONNECTED' || f.command === 'ERROR'));
    return this.frames.find((f) => f.command === 'CONNECTED' || f.command === 'ERROR');
  }

  /** SUBSCRIBE with a receipt, waiting for it. */
  async subscribe(destination: string, id: string): Promise<void> {
    this.send(`SUBSCRIBE\nid:${id}\ndestination:${destination}\nreceipt:sub-${id}\n\n\0`);
    await this.until(() => this.frames.some((f) => f.command === 'RECEIPT' && f.headers['receipt-id'] === `sub-${id}`));
  }

  /** MESSAGE bodies received on a destination. */
  messages(destination: string): string[] {
    return this.frames.filter((f) => f.command === 'MESSAGE' && f.headers.destination === destination).map((f) => f.body);
  }

  close(): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      this.ws.once('close', () => resolve());
      this.ws.close();
      setTimeout(() => {
        this.ws.terminate();
        resolve();
      }, 2000).unref();
    });
  }
}
