/**
 * The one place where client tests mock the network: `global.fetch` answers from handlers keyed
 * by "METHOD /api/path" with the real envelope shape. Unhandled calls fail the test loudly.
 */
export interface MockRequest {
  method: string;
  path: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

export type MockAnswer = { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;
type Handler = (req: MockRequest) => MockAnswer;

const handlers = new Map<string, Handler>();
export const calls: MockRequest[] = [];

export function resetApiMock(): void {
  handlers.clear();
  calls.length = 0;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url, 'http://localhost');
    const text = await request.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: keep the text
    }
    const req: MockRequest = { method: request.method, path: url.pathname, url, headers: request.headers, body };
    calls.push(req);
    const handler = handlers.get(`${req.method} ${req.path}`);
    if (!handler) throw new Error(`unmocked API call: ${req.method} ${req.path}`);
    const { status = 200, body: out } = await handler(req);
    return new Response(JSON.stringify(out), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
}

export function mockApi(method: string, path: string, handler: Handler | { status?: number; body: unknown }): void {
  handlers.set(`${method.toUpperCase()} ${path}`, typeof handler === 'function' ? handler : () => handler);
}

/** The envelope the server sends. */
export function envelope<T>(data: T, code = 200, message = 'Thành công') {
  return { status: code, body: { code, message, data } };
}

export function callsTo(method: string, path: string): MockRequest[] {
  return calls.filter((c) => c.method === method.toUpperCase() && c.path === path);
}

/** A JWT-shaped token with the given claims (the client only decodes it; the server verifies). */
export function fakeToken(claims: { sub: string; username: string; scope: 'ADMIN' | 'USER' }, tag = 'sig'): string {
  const b64 = (o: unknown) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${b64({ alg: 'HS256', typ: 'JWT' })}.${b64({ ...claims, exp: Math.floor(Date.now() / 1000) + 900 })}.${tag}`;
}
