import net from 'node:net';
import WebSocket from 'ws';
import { API_MSG, MSG } from '../../../src/shared/messages';
import { NOTIFICATIONS_WS_PATH } from '../../../src/shared/types/notifications';
import { buildTestApp, tokenMatrix, type TestApp } from '../../helpers/testApp';

/**
 * WebSocket upgrades over real sockets: SockJS' websocket transports and the notifications socket
 * answer their own, every other path gets exactly one 404 envelope and the socket is closed.
 */

let t: TestApp;
let port: number;
let m: Awaited<ReturnType<typeof tokenMatrix>>;
const sockets: WebSocket[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  m = await tokenMatrix(t.app);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as net.AddressInfo).port;
});
afterEach(() => {
  for (const ws of sockets.splice(0)) ws.terminate();
});
afterAll(() => t.close());

/** Sends a WebSocket upgrade request for `path` and collects every byte until the server closes. */
function rawUpgrade(path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sock = net.connect(port, '127.0.0.1', () =>
      sock.write(
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n` +
          'Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n',
      ),
    );
    // A hanging upgrade is the bug this guards against: the test fails by name instead of timing out.
    const timer = setTimeout(() => {
      sock.destroy();
      reject(new Error(`no answer for ${path}`));
    }, 10_000);
    sock.on('data', (d) => chunks.push(d));
    sock.on('error', () => undefined);
    sock.on('close', () => {
      clearTimeout(timer);
      resolve(Buffer.concat(chunks).toString('utf8'));
    });
  });
}

/** The one HTTP answer in a byte stream: status, headers, body; fails if there is anything more. */
function onlyAnswer(raw: string): { status: number; headers: string; body: unknown } {
  const end = raw.indexOf('\r\n\r\n');
  expect(end).toBeGreaterThan(0);
  const head = raw.slice(0, end);
  const status = /^HTTP\/1\.1 (\d{3}) /.exec(head);
  expect(status).not.toBeNull();
  const length = Number(/\r\ncontent-length: (\d+)/i.exec(head)?.[1]);
  const rest = Buffer.from(raw.slice(end + 4), 'utf8');
  // Exactly one answer: the declared body and nothing after it.
  expect(rest.length).toBe(length);
  return { status: Number(status![1]), headers: head, body: JSON.parse(rest.toString('utf8')) };
}

describe('WebSocket upgrades', () => {
  it.each([
    ['/api/unknown', API_MSG.routeNotFound],
    ['/api/wsx', API_MSG.routeNotFound],
    // SockJS serves upgrades on its two websocket paths only.
    ['/api/ws', API_MSG.routeNotFound],
    ['/api/ws/info', API_MSG.routeNotFound],
    ['/api/ws/000/abcdefgh/xhr_streaming', API_MSG.routeNotFound],
    ['/api/ws/000/abcdefgh/htmlfile?c=x', API_MSG.routeNotFound],
    ['/api/ws/000/abc.def/websocket', API_MSG.routeNotFound],
    [`${NOTIFICATIONS_WS_PATH}/more?token=x`, API_MSG.routeNotFound],
    ['/api/raw-ws', API_MSG.routeNotFound],
    ['/tin-tuc/socket', API_MSG.notFound],
    ['/', API_MSG.notFound],
  ])('answers an upgrade to %s with one 404 envelope and closes the socket', async (path, message) => {
    const answer = onlyAnswer(await rawUpgrade(path));
    expect(answer.status).toBe(404);
    expect(answer.headers).toMatch(/\r\ncontent-type: application\/json; charset=utf-8/i);
    expect(answer.body).toEqual({ code: 404, message, data: null });
  });

  it('a ws client sees the refusal as a 404', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const ws = new WebSocket(`ws://127.0.0.1:${port}/api/chat-socket`);
      sockets.push(ws);
      ws.once('open', () => reject(new Error('accepted')));
      ws.once('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0));
      ws.once('error', () => undefined);
    });
    expect(status).toBe(404);
  });

  it('a refused notifications upgrade still gets exactly one answer (401), not a 404 as well', async () => {
    const answer = onlyAnswer(await rawUpgrade(`${NOTIFICATIONS_WS_PATH}?userId=${m.user.id}&token=${m.tamperedToken}`));
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ code: 401, message: MSG.common.invalidToken, data: null });
  });

  it('SockJS and the notifications socket still accept their own upgrades', async () => {
    /** Resolves with the socket and its first message once the server has sent one. */
    const open = (path: string, waitForMessage: boolean) =>
      new Promise<{ ws: WebSocket; first?: string }>((resolve, reject) => {
        const ws = new WebSocket(`ws://127.0.0.1:${port}${path}`);
        sockets.push(ws);
        if (waitForMessage) ws.once('message', (d) => resolve({ ws, first: String(d) }));
        else ws.once('open', () => resolve({ ws }));
        ws.once('unexpected-response', (_req, res) => reject(new Error(`${path} refused ${res.statusCode}`)));
        ws.once('error', reject);
      });
    // SockJS' session transport greets with its open frame "o".
    expect((await open('/api/ws/000/abcdefgh/websocket', true)).first).toBe('o');
    // SockJS' raw WebSocket endpoint.
    expect((await open('/api/ws/websocket', false)).ws.readyState).toBe(WebSocket.OPEN);
    expect((await open(`${NOTIFICATIONS_WS_PATH}?userId=${m.user.id}&token=${m.userToken}`, false)).ws.readyState).toBe(WebSocket.OPEN);
  });
});
