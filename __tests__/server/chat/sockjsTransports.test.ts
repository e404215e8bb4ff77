import net from 'node:net';
import WebSocket from 'ws';
import { API_MSG } from '../../../src/shared/messages';
import { CHAT_MSG } from '../../../src/shared/messages/chat';
import { MAX_FRAME_BYTES } from '../../../src/server/plugins/realtime';
import { buildTestApp, type TestApp } from '../../helpers/testApp';
import { openXhrStream } from './xhrStream';

/**
 * The SockJS endpoint over real sockets: only websocket, xhr-streaming and xhr-polling are served,
 * every answer carries the API's security headers, and xhr_send bodies are refused from their
 * declared size, for an unknown session before anything is read, and cut off at the limit when
 * chunked.
 */

let t: TestApp;
let port: number;
let base: string;
let seq = 0;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
});
afterEach(() => {
  for (const ws of sockets.splice(0)) ws.terminate();
});
afterAll(() => t.close());

/** A fresh session path, `/api/ws/<server>/<session>`. */
const sessionPath = () => `/api/ws/${String(++seq).padStart(3, '0')}/s${Date.now().toString(36)}${seq}`;

/** Opens an xhr-polling session: its first poll answers the open frame. */
async function openPollingSession(): Promise<string> {
  const path = sessionPath();
  const res = await fetch(`${base}${path}/xhr`, { method: 'POST' });
  expect(await res.text()).toBe('o\n');
  return path;
}

interface RawAnswer {
  status: number;
  head: string;
  body: string;
  /** The server closed the connection (rather than the ceiling being reached). */
  closedByServer: boolean;
}

/**
 * Writes `request` (head, and what follows of the body) on a raw socket and never finishes it;
 * collects what the server sends until it closes the connection. A server that waits for the rest
 * of the body never answers: the ceiling then ends the wait and `closedByServer` says so.
 */
function rawRequest(request: string | Buffer, ceilingMs = 8000): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let closedByServer = false;
    const sock = net.connect(port, '127.0.0.1', () => sock.write(request));
    const done = () => {
      clearTimeout(timer);
      const raw = Buffer.concat(chunks).toString('utf8');
      const end = raw.indexOf('\r\n\r\n');
      const head = end === -1 ? raw : raw.slice(0, end);
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, body: end === -1 ? '' : raw.slice(end + 4), closedByServer });
    };
    const timer = setTimeout(() => {
      sock.destroy();
      done();
    }, ceilingMs);
    sock.on('data', (d) => chunks.push(d));
    sock.on('error', () => undefined);
    sock.on('end', () => (closedByServer = true));
    sock.on('close', done);
  });
}

const post = (path: string, headers: Record<string, string | number>) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${Object.entries(headers)
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}\r\n`;

describe('SockJS transports', () => {
  const legacy: Array<[string, (session: string) => string]> = [
    ['GET', () => '/api/ws/iframe.html'],
    ['GET', () => '/api/ws/iframe-1.0.0.html'],
    ['GET', (s) => `${s}/htmlfile?c=x`],
    ['GET', (s) => `${s}/jsonp?c=alert`],
    ['POST', (s) => `${s}/jsonp_send`],
    ['GET', (s) => `${s}/eventsource`],
    ['POST', () => '/api/ws/chunking_test'],
    // The xhr transports are POST only.
    ['GET', (s) => `${s}/xhr_streaming`],
    ['GET', (s) => `${s}/xhr_send`],
  ];

  it.each(legacy.map(([method, path]) => [method, path('/api/ws/000/<live session>'), path] as const))(
    '%s %s answers the API 404, even for a live session',
    async (method, _label, path) => {
      const session = await openPollingSession();
      const res = await fetch(`${base}${path(session)}`, { method, ...(method === 'POST' ? { body: 'd=%5B%22x%22%5D' } : {}) });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await res.json()).toEqual({ code: 404, message: API_MSG.routeNotFound, data: null });
    },
  );

  it('every SockJS answer carries the security headers of the rest of the API, the WebSocket handshake included', async () => {
    const expected = t.app.securityHeaders;
    expect(expected.map(([name]) => name)).toEqual(expect.arrayContaining(['content-security-policy', 'x-frame-options', 'x-content-type-options']));
    const health = await fetch(`${base}/api/health`);
    for (const [name, value] of expected) expect(health.headers.get(name)).toBe(value);

    const answers: Array<[string, Headers]> = [];
    const record = async (label: string, res: Response) => {
      answers.push([`${label} → ${res.status}`, res.headers]);
      return res;
    };
    await record('greeting', await fetch(`${base}/api/ws`));
    await record('info', await fetch(`${base}/api/ws/info`));
    const polling = sessionPath();
    await record('xhr open', await fetch(`${base}${polling}/xhr`, { method: 'POST' }));
    await record('xhr_send', await fetch(`${base}${polling}/xhr_send`, { method: 'POST', body: '["\\n"]' }));
    await record('xhr_send broken', await fetch(`${base}${polling}/xhr_send`, { method: 'POST', body: 'not json' }));
    await record('xhr_send unknown session', await fetch(`${base}${sessionPath()}/xhr_send`, { method: 'POST', body: '["\\n"]' }));
    await record('xhr_send too large', await fetch(`${base}${await openPollingSession()}/xhr_send`, { method: 'POST', body: 'x'.repeat(MAX_FRAME_BYTES + 1) }));
    await record('htmlfile', await fetch(`${base}${polling}/htmlfile?c=x`));
    const stream = await openXhrStream(port, `${sessionPath()}/xhr_streaming`);
    answers.push([`xhr_streaming → ${stream.status}`, new Headers(stream.headers)]);
    const handshake = await new Promise<Record<string, string | string[] | undefined>>((resolve, reject) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}${sessionPath()}/websocket`);
      sockets.push(ws);
      ws.once('upgrade', (res) => resolve(res.headers));
      ws.once('error', reject);
    });

    expect(answers.map(([label]) => label)).toEqual([
      'greeting → 200',
      'info → 200',
      'xhr open → 200',
      'xhr_send → 204',
      'xhr_send broken → 400',
      'xhr_send unknown session → 404',
      'xhr_send too large → 413',
      'htmlfile → 404',
      'xhr_streaming → 200',
    ]);
    for (const [label, headers] of answers) {
      for (const [name, value] of expected) expect({ label, [name]: headers.get(name) }).toEqual({ label, [name]: value });
    }
    for (const [name, value] of expected) expect({ handshake: true, [name]: handshake[name] }).toEqual({ handshake: true, [name]: value });
  });

  it('answers no cross-origin request: no CORS header for another origin', async () => {
    const res = await fetch(`${base}${sessionPath()}/xhr`, { method: 'POST', headers: { Origin: 'http://attacker.example' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });
});

describe('xhr_send bodies', () => {
  it(`refuses a body declared over ${MAX_FRAME_BYTES} bytes with 413 before reading any of it, and closes`, async () => {
    const session = await openPollingSession();
    // Only the head is sent: the answer cannot have waited for the 32 MB.
    const answer = await rawRequest(post(`${session}/xhr_send`, { 'Content-Type': 'text/plain', 'Content-Length': 32 * 1024 * 1024 }));
    expect(answer).toMatchObject({ status: 413, closedByServer: true });
    expect(JSON.parse(answer.body)).toEqual({ code: 413, message: API_MSG.bodyTooLarge, data: null });
  });

  it('refuses a send to an unknown session with 404 before reading its body, and closes', async () => {
    for (const length of [100, 32 * 1024 * 1024]) {
      const answer = await rawRequest(post(`${sessionPath()}/xhr_send`, { 'Content-Type': 'text/plain', 'Content-Length': length }));
      expect({ length, status: answer.status, closedByServer: answer.closedByServer }).toEqual({ length, status: 404, closedByServer: true });
      expect(JSON.parse(answer.body)).toEqual({ code: 404, message: CHAT_MSG.server.sessionNotFound, data: null });
    }
  });

  it('cuts a chunked body off at the limit: 413 and the connection closed while the client is still sending', async () => {
    const session = await openPollingSession();
    const over = Buffer.alloc(MAX_FRAME_BYTES + 1, 'x');
    // One chunk past the limit, and no final chunk: the body never ends.
    const head = post(`${session}/xhr_send`, { 'Content-Type': 'text/plain', 'Transfer-Encoding': 'chunked' });
    const answer = await rawRequest(Buffer.concat([Buffer.from(`${head}${over.length.toString(16)}\r\n`), over, Buffer.from('\r\n')]));
    expect(answer).toMatchObject({ status: 413, closedByServer: true });
    expect(JSON.parse(answer.body)).toEqual({ code: 413, message: API_MSG.bodyTooLarge, data: null });
  });

  it(`accepts a body of exactly ${MAX_FRAME_BYTES} bytes`, async () => {
    const session = await openPollingSession();
    const body = `["${'x'.repeat(MAX_FRAME_BYTES - 4)}"]`;
    expect(Buffer.byteLength(body)).toBe(MAX_FRAME_BYTES);
    expect((await fetch(`${base}${session}/xhr_send`, { method: 'POST', body })).status).toBe(204);
  });
});
