import type { AddressInfo } from 'node:net';
import WebSocket from 'ws';
import { CHAT_MSG } from '../../../src/shared/messages/chat';
import { MAX_FRAME_BYTES } from '../../../src/server/plugins/realtime';
import { DEFAULT_MAX_BYTES_BEFORE_CONNECT } from '../../../src/server/realtime/stomp/broker';
import { DEFAULT_MAX_HEADERS, FrameParser, type Frame } from '../../../src/server/realtime/stomp/frame';
import { buildTestApp, type TestApp } from '../../helpers/testApp';
import { gid } from '../../helpers/guestId';

/**
 * The limits of the chat connections over real sockets, on both WebSocket endpoints (SockJS'
 * websocket transport and the raw one) and on xhr-streaming: WebSocket messages, bytes before
 * CONNECT, headers per frame, and the time a connection has to send its CONNECT.
 */

/** Short enough for a test, long enough for a loaded machine to connect within it. */
const CONNECT_TIMEOUT_MS = 1500;

let t: TestApp;
let base: string;
const open: WebSocket[] = [];

beforeAll(async () => {
  t = await buildTestApp({}, { stompConnectTimeoutMs: CONNECT_TIMEOUT_MS });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterEach(() => {
  for (const ws of open.splice(0)) ws.terminate();
});
afterAll(() => t.close());

let seq = 0;

/** A chat connection read the way a client reads it: STOMP frames, and how it closed. */
interface Conn {
  ws: WebSocket;
  frames: Frame[];
  /** SockJS close frames received (`c[code,"reason"]`). */
  sockJsCloses: string[];
  closed: Promise<number>;
  /** Sends STOMP bytes: wrapped in a SockJS array on the SockJS endpoint, as they are on the raw one. */
  send(stomp: string): void;
  /** Resolves once a frame matching `test` arrived, or the connection closed (then with undefined). */
  frame(test: (f: Frame) => boolean): Promise<Frame | undefined>;
}

async function connectSocket(raw: boolean): Promise<Conn> {
  const path = raw ? '/api/ws/websocket' : `/api/ws/${String(++seq % 1000).padStart(3, '0')}/limits${seq}/websocket`;
  const ws = new WebSocket(`${base.replace('http', 'ws')}${path}`);
  open.push(ws);
  const frames: Frame[] = [];
  const sockJsCloses: string[] = [];
  const parser = new FrameParser(1 << 20, 'client');
  let wake = () => undefined as void;
  const closed = new Promise<number>((resolve) =>
    ws.once('close', (code) => {
      resolve(code);
      wake();
    }),
  );
  let isClosed = false;
  void closed.then(() => (isClosed = true));
  ws.on('message', (data) => {
    const text = String(data);
    const chunks = raw ? [text] : text.startsWith('a') ? (JSON.parse(text.slice(1)) as string[]) : [];
    if (!raw && text.startsWith('c')) sockJsCloses.push(text);
    for (const chunk of chunks) for (const item of parser.push(chunk)) if (item.type === 'frame') frames.push(item.frame);
    wake();
  });
  ws.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    // The SockJS transport greets with "o"; the raw one is ready once open.
    if (raw) ws.once('open', () => resolve());
    else ws.once('message', (d) => (String(d) === 'o' ? resolve() : reject(new Error(`no open frame: ${String(d)}`))));
    ws.once('unexpected-response', (_req, res) => reject(new Error(`refused ${res.statusCode}`)));
  });
  return {
    ws,
    frames,
    sockJsCloses,
    closed,
    send: (stomp) => ws.send(raw ? stomp : JSON.stringify([stomp])),
    async frame(test) {
      for (;;) {
        const found = frames.find(test);
        if (found || isClosed) return found;
        await new Promise<void>((resolve) => (wake = resolve));
      }
    },
  };
}

const CONNECT = (guestId: string) => `CONNECT\naccept-version:1.2\nheart-beat:0,0\nguestId:${guestId}\n\n\0`;

async function connected(raw: boolean, guest: string): Promise<Conn> {
  const c = await connectSocket(raw);
  c.send(CONNECT(gid(guest)));
  expect((await c.frame((f) => f.command === 'CONNECTED' || f.command === 'ERROR'))?.command).toBe('CONNECTED');
  return c;
}

describe.each([
  ['SockJS websocket', false],
  ['raw websocket', true],
])('%s', (_name, raw) => {
  it(`closes the connection (1009) on a WebSocket message over ${MAX_FRAME_BYTES} bytes, however small its STOMP parts`, async () => {
    const c = await connected(raw, 'a');
    // Heart-beats only: each part is valid, only the message's size is refused.
    c.ws.send(raw ? '\n'.repeat(MAX_FRAME_BYTES + 1) : JSON.stringify(Array.from({ length: 20_000 }, () => '\n')));
    expect(await c.closed).toBe(1009);
  });

  it(`answers ERROR and closes once more than ${DEFAULT_MAX_BYTES_BEFORE_CONNECT} bytes arrive before CONNECT`, async () => {
    const c = await connectSocket(raw);
    c.send('\n'.repeat(DEFAULT_MAX_BYTES_BEFORE_CONNECT + 1));
    expect((await c.frame((f) => f.command === 'ERROR'))?.headers.message).toBe(CHAT_MSG.server.frameTooLarge);
    await c.closed;
  });

  it(`answers ERROR and closes on a frame with more than ${DEFAULT_MAX_HEADERS} headers`, async () => {
    const c = await connected(raw, 'b');
    const headers = Array.from({ length: DEFAULT_MAX_HEADERS }, (_, i) => `x-${i}:v\n`).join('');
    c.send(`SUBSCRIBE\nid:1\ndestination:/topic/errors\n${headers}\n\0`);
    expect((await c.frame((f) => f.command === 'ERROR'))?.headers.message).toBe(CHAT_MSG.server.frameTooLarge);
    await c.closed;
    expect(c.frames.some((f) => f.command === 'RECEIPT')).toBe(false);
  });

  it('closes a connection that has not sent CONNECT within the time-out, and only that one', async () => {
    // Connected first: its own time-out has passed by the time the silent one's does.
    const identified = await connected(raw, 'c');
    const silent = await connectSocket(raw);
    expect((await silent.frame((f) => f.command === 'ERROR'))?.headers.message).toBe(CHAT_MSG.server.connectTimeout);
    await silent.closed;
    if (!raw) expect(silent.sockJsCloses).toEqual(['c[1000,"Normal closure"]']);
    // The identified connection is still served.
    identified.send('SUBSCRIBE\nid:1\ndestination:/topic/errors\nreceipt:still-here\n\n\0');
    expect((await identified.frame((f) => f.command === 'RECEIPT' || f.command === 'ERROR'))?.headers['receipt-id']).toBe('still-here');
  });
});

describe('xhr-streaming', () => {
  it('closes a session that has not sent CONNECT within the time-out', async () => {
    const res = await fetch(`${base}/api/ws/000/silent${Date.now()}/xhr_streaming`, { method: 'POST' });
    // The response ends when the session closes: read it whole.
    const lines = (await res.text()).split('\n').filter((l) => l && !/^h+$/.test(l));
    expect(lines[0]).toBe('o');
    const error = (JSON.parse(lines[1]!.slice(1)) as string[])[0]!;
    expect(error).toMatch(new RegExp(`^ERROR\\n(.*\\n)*message:${CHAT_MSG.server.connectTimeout}\\n`));
    expect(lines.slice(2)).toEqual(['c[1000,"Normal closure"]']);
  });
});
