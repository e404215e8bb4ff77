import net, { type AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import SockJS from 'sockjs-client';
import WebSocket from 'ws';
import { sockJsServer, type SockJsConnection } from '../../../src/server/realtime/sockjsServer';
import { openXhrStream } from './xhrStream';

/**
 * Our SockJS server against sockjs-client 1.6 and the protocol's details, over real sockets: an
 * echo service on a bare Fastify app, with a small streaming response limit so that a stream is
 * renewed on the way. A timing a test waits for (heart-beat, disconnect delay) is short only on the
 * server of that test; elsewhere it is far longer than any test, so it cannot fire in between.
 */

interface Echo {
  app: FastifyInstance;
  base: string;
  connections: SockJsConnection[];
  closed: SockJsConnection[];
  requests: string[];
  /** Resolves once `conn` has closed. */
  closeOf(conn: SockJsConnection): Promise<void>;
}

async function echoServer(timings: { heartbeatMs: number; disconnectDelayMs: number; responseLimitBytes: number }): Promise<Echo> {
  const app = Fastify({ logger: false });
  const connections: SockJsConnection[] = [];
  const closed: SockJsConnection[] = [];
  const requests: string[] = [];
  const waiters = new Map<SockJsConnection, () => void>();
  app.addHook('onRequest', async (req) => void requests.push(`${req.method} ${req.url}`));
  await app.register(sockJsServer, {
    prefix: '/echo',
    maxMessageBytes: 64 * 1024,
    securityHeaders: [],
    ...timings,
    onConnection(conn) {
      connections.push(conn);
      conn.on('data', (m) => (m === 'close me' ? conn.close(3001, 'asked to') : conn.write(m)));
      conn.on('close', () => {
        closed.push(conn);
        waiters.get(conn)?.();
      });
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  return {
    app,
    base,
    connections,
    closed,
    requests,
    closeOf: (conn) => (closed.includes(conn) ? Promise.resolve() : new Promise<void>((resolve) => waiters.set(conn, resolve))),
  };
}

const LONG = 10 * 60_000;
let echo: Echo;
let seq = 0;
beforeAll(async () => {
  echo = await echoServer({ heartbeatMs: LONG, disconnectDelayMs: LONG, responseLimitBytes: 4096 });
});
afterAll(() => echo.app.close());

/** Runs `test` against a server of its own with these timings. */
async function withServer(timings: { heartbeatMs: number; disconnectDelayMs: number }, test: (server: Echo) => Promise<void>): Promise<void> {
  const server = await echoServer({ ...timings, responseLimitBytes: 128 * 1024 });
  try {
    await test(server);
  } finally {
    await server.app.close();
  }
}

const session = () => `/echo/${String(++seq).padStart(3, '0')}/p${seq}x${Date.now().toString(36)}`;
const post = (path: string, body?: string, server = echo) => fetch(`${server.base}${path}`, { method: 'POST', body });

describe.each(['websocket', 'xhr-streaming', 'xhr-polling'])('sockjs-client 1.6 over %s', (transport) => {
  it('opens, echoes every message in order across renewed responses, and closes', async () => {
    const before = { connections: echo.connections.length, streams: echo.requests.filter((r) => r.endsWith('/xhr_streaming')).length };
    // 60 × 300 characters (1 KiB each once escaped): the 4 KiB streaming response is renewed on the way.
    const sent = Array.from({ length: 60 }, (_, i) => `${i} ${'é\u2028\u0001"\\'.repeat(60)}`);
    const received: string[] = [];
    const sock = new SockJS(`${echo.base}/echo`, null, { transports: [transport] });
    await new Promise<void>((resolve, reject) => {
      sock.onopen = () => {
        for (const m of sent) sock.send(m);
      };
      sock.onmessage = (e) => {
        received.push(String(e.data));
        if (received.length === sent.length) resolve();
      };
      sock.onclose = (e) => reject(new Error(`closed ${e.code} ${e.reason}`));
    });
    expect(received).toEqual(sent);
    expect(echo.connections.length).toBe(before.connections + 1);
    const conn = echo.connections.at(-1)!;
    expect(conn.transport).toBe(transport);
    if (transport === 'xhr-streaming') expect(echo.requests.filter((r) => r.endsWith('/xhr_streaming')).length - before.streams).toBeGreaterThanOrEqual(2);

    // The application closes: the client is told with the code and reason given.
    const closedBy = new Promise<{ code: number; reason: string }>((resolve) => (sock.onclose = (e) => resolve({ code: e.code, reason: e.reason })));
    sock.send('close me');
    expect(await closedBy).toEqual({ code: 3001, reason: 'asked to' });
  });
});

describe('xhr sessions', () => {
  it('a poll gets the open frame, then what was written, and a second poll while one waits gets 2010', async () => {
    const path = session();
    expect(await (await post(`${path}/xhr`)).text()).toBe('o\n');
    expect((await post(`${path}/xhr_send`, '["one","two"]')).status).toBe(204);
    expect(await (await post(`${path}/xhr`)).text()).toBe('a["one","two"]\n');
    // Nothing to send: this poll waits. Once the server has seen it (its handler runs in the same
    // turn as its hooks), a second poll is refused and the first one still gets the next message.
    const waiting = post(`${path}/xhr`);
    while (echo.requests.filter((r) => r === `POST ${path}/xhr`).length < 3) await new Promise((r) => setTimeout(r, 5));
    expect(await (await post(`${path}/xhr`)).text()).toBe('c[2010,"Another connection still open"]\n');
    expect((await post(`${path}/xhr_send`, '["three"]')).status).toBe(204);
    expect(await (await waiting).text()).toBe('a["three"]\n');
  });

  it('a poll that has waited a heart-beat long is answered with h', () =>
    withServer({ heartbeatMs: 100, disconnectDelayMs: LONG }, async (server) => {
      const path = session();
      expect(await (await post(`${path}/xhr`, undefined, server)).text()).toBe('o\n');
      expect(await (await post(`${path}/xhr`, undefined, server)).text()).toBe('h\n');
    }));

  it('a stream starts with 2 KiB of prelude and the open frame', async () => {
    const stream = await openXhrStream((echo.app.server.address() as AddressInfo).port, `${session()}/xhr_streaming`);
    expect(stream.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(stream.headers['cache-control']).toMatch(/no-store/);
    expect(stream.body).toBe(`${'h'.repeat(2048)}\no\n`);
  });

  it('a session nobody polls any more is closed after the disconnect delay; its path then makes a new session', () =>
    withServer({ heartbeatMs: LONG, disconnectDelayMs: 200 }, async (server) => {
      const path = session();
      expect(await (await post(`${path}/xhr`, undefined, server)).text()).toBe('o\n');
      await server.closeOf(server.connections[0]!);
      expect((await post(`${path}/xhr_send`, '["late"]', server)).status).toBe(404);
      expect(await (await post(`${path}/xhr`, undefined, server)).text()).toBe('o\n');
      expect(server.connections).toHaveLength(2);
    }));

  it('a message the application writes while no poll is waiting is kept for the next poll', async () => {
    const path = session();
    await post(`${path}/xhr`);
    await post(`${path}/xhr_send`, '["kept"]');
    expect(await (await post(`${path}/xhr`)).text()).toBe('a["kept"]\n');
  });

  it('refuses a body that is not SockJS framing with 400 and delivers none of it', async () => {
    const path = session();
    await post(`${path}/xhr`);
    for (const body of ['', 'not json', '{"a":1}', '[1,"x"]', 'null']) expect((await post(`${path}/xhr_send`, body)).status).toBe(400);
    expect((await post(`${path}/xhr_send`, '"single"')).status).toBe(204);
    expect(await (await post(`${path}/xhr`)).text()).toBe('a["single"]\n');
  });
});

describe('websocket sessions', () => {
  const open = (path: string) =>
    new Promise<{ ws: WebSocket; messages: string[]; closed: Promise<number> }>((resolve, reject) => {
      const ws = new WebSocket(`${echo.base.replace('http', 'ws')}${path}`);
      const messages: string[] = [];
      const closed = new Promise<number>((r) => ws.once('close', (code) => r(code)));
      ws.on('message', (d) => messages.push(String(d)));
      ws.once('open', () => resolve({ ws, messages, closed }));
      ws.once('error', reject);
    });

  it('frames as sockjs-node does: o, then a[...] with escapes JSON leaves out', async () => {
    const { ws, messages } = await open(`${session()}/websocket`);
    ws.send(JSON.stringify(['a\u2028b\u0001c']));
    while (messages.length < 2) await new Promise((r) => setTimeout(r, 10));
    expect(messages).toEqual(['o', 'a["a\\u2028b\\u0001c"]']);
    ws.close();
  });

  it('closes a socket that sends something other than SockJS framing (3000)', async () => {
    const { ws, closed } = await open(`${session()}/websocket`);
    ws.send('not json');
    expect(await closed).toBe(3000);
  });

  it('the raw endpoint passes messages as they are', async () => {
    const { ws, messages } = await open('/echo/websocket');
    ws.send('plain [text]');
    while (!messages.length) await new Promise((r) => setTimeout(r, 10));
    expect(messages).toEqual(['plain [text]']);
    ws.close();
  });
});

describe('a client going away', () => {
  it('ends an xhr-streaming session as soon as its stream is aborted (not after the disconnect delay)', () =>
    // A disconnect delay far beyond the test's ceiling: only the abort can end the session in time.
    withServer({ heartbeatMs: LONG, disconnectDelayMs: LONG }, async (server) => {
      const { port } = server.app.server.address() as AddressInfo;
      const sock = net.connect(port, '127.0.0.1', () => sock.write('POST /echo/000/gone/xhr_streaming HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\n\r\n'));
      let text = '';
      await new Promise<void>((resolve) => sock.on('data', (d) => (text += d) && text.includes('\no\n') && resolve()));
      sock.destroy();
      await server.closeOf(server.connections[0]!);
      expect(server.closed).toHaveLength(1);
    }));
});
