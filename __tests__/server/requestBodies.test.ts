import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { API_MSG, MSG_JOBS } from '../../src/shared/messages';
import { multipart, samplePdf } from './newsJobs/files';
import { buildTestApp, type TestApp } from '../helpers/testApp';

/**
 * Request bodies at the edge, on real sockets: an oversized body is answered from its declared
 * size and the client always reads that answer (the connection is closed only once it has);
 * a body that trickles in is cut off.
 */

interface RawAnswer {
  status: number;
  headers: string;
  body: unknown;
  /** Body bytes the server let us write before it closed (or all of them). */
  sent: number;
  /** How our writes ended: 'all' or the socket error (EPIPE, ECONNRESET…). */
  writes: string;
}

/**
 * Writes a request head and then `bodyBytes` of body as fast as the socket takes it (or
 * `chunk` bytes every `everyMs`), reading whatever comes back until the connection closes.
 * Like most HTTP clients (curl without `Expect`, Python's requests, PHP…) it reads the answer
 * only once it has written the whole body: an answer the server sends early is read only if the
 * connection survives until then.
 */
function rawRequest(port: number, head: string, bodyBytes: number, pace?: { chunk: number; everyMs: number; fill?: (offset: number, n: number) => Buffer }): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    // Not read while writing: what the server sends waits in the kernel, as for such a client.
    if (!pace) socket.pause();
    const received: Buffer[] = [];
    let sent = 0;
    let writes = 'all';
    let closed = false;
    socket.on('data', (d) => {
      received.push(d);
      // A whole answer read: the connection is ours to close (a kept-alive one would stay open).
      const text = Buffer.concat(received);
      const end = text.indexOf('\r\n\r\n');
      const length = Number(/\r\ncontent-length: (\d+)/i.exec(text.subarray(0, end).toString())?.[1] ?? NaN);
      if (end >= 0 && text.length >= end + 4 + length) socket.end();
    });
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (writes === 'all') writes = err.code ?? err.message;
    });
    socket.on('close', () => {
      closed = true;
      const text = Buffer.concat(received).toString('utf8');
      const [headers = '', body = ''] = text.split('\r\n\r\n');
      let parsed: unknown = null;
      try {
        parsed = JSON.parse(body);
      } catch {
        // not JSON: the assertions say so
      }
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(headers)?.[1] ?? 0), headers, body: parsed, sent, writes });
    });
    socket.write(head);
    const fill = pace?.fill ?? ((_offset: number, n: number) => Buffer.alloc(n, 0x61));
    const step = pace?.chunk ?? 64 * 1024;
    const pump = () => {
      while (!closed && sent < bodyBytes) {
        const n = Math.min(step, bodyBytes - sent);
        const ok = socket.write(fill(sent, n));
        sent += n;
        if (pace) return void setTimeout(pump, pace.everyMs);
        if (!ok) return void socket.once('drain', pump);
      }
      // Everything written (or the connection is gone): now the answer is read.
      if (!pace) socket.write('', () => socket.resume());
    };
    socket.on('connect', pump);
  });
}

const jsonHead = (path: string, length: number) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${length}\r\n\r\n`;

describe('an oversized JSON body', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it.each([3, 20])('of %i MB gets the 413 envelope, read by the client every time (6 of 6), then the connection closes', async (mb) => {
    const bytes = mb * 1024 * 1024;
    for (let i = 0; i < 6; i++) {
      const answer = await rawRequest(port, jsonHead('/api/customer', bytes), bytes);
      expect({ try: i, status: answer.status, body: answer.body }).toEqual({ try: i, status: 413, body: { code: 413, message: API_MSG.bodyTooLarge, data: null } });
      expect(answer.headers).toMatch(/\r\nconnection: close/i);
    }
    // Nothing of it was stored, and the server still answers.
    expect((await t.app.inject('/api/health')).statusCode).toBe(200);
  });
});

describe('a body answered before it is read', () => {
  let t: TestApp;
  let port: number;
  let jobId: number;
  beforeAll(async () => {
    t = await buildTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    jobId = (await t.app.db.selectFrom('jobs').select('id').where('status', '=', 'OPEN').orderBy('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  it('a 20 MB CV gets the 413 from its declared size, and the client reads it after writing it all', async () => {
    const bytes = 20 * 1024 * 1024;
    const head = `POST /api/jobs/${jobId}/applications HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${bytes}\r\n\r\n`;
    for (let i = 0; i < 3; i++) {
      const answer = await rawRequest(port, head, bytes);
      expect({ try: i, status: answer.status, body: answer.body }).toEqual({ try: i, status: 413, body: { code: 413, message: MSG_JOBS.cvTooLarge, data: null } });
    }
  });

  it('an upload without a token gets its 401, not a reset, and the connection is not kept for another request', async () => {
    const bytes = 4 * 1024 * 1024;
    const head = `POST /api/upload HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${bytes}\r\n\r\n`;
    const answer = await rawRequest(port, head, bytes);
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({ code: 401, message: API_MSG.unauthorized });
    expect(answer.headers).toMatch(/\r\nconnection: close/i);
  });
});

describe('a body that trickles in', () => {
  // 2 s for every body, then one more second per 20,000 bytes received (the defaults are 10 s and 8 KiB).
  const BASE_MS = 2_000;
  const RATE = 20_000;
  let t: TestApp;
  let port: number;
  let jobId: number;
  beforeAll(async () => {
    t = await buildTestApp({}, { bodyTimeoutMs: BASE_MS, bodyMinBytesPerSecond: RATE });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    jobId = (await t.app.db.selectFrom('jobs').select('id').where('status', '=', 'OPEN').orderBy('id').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  const stored = async () => Number((await t.app.db.selectFrom('customerRequests').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('a JSON body sent a byte at a time is cut off with the 408 envelope, and nothing of it is handled', async () => {
    const serviceId = (await t.app.inject('/api/service/list')).json().data[0].id as number;
    const json = Buffer.from(JSON.stringify({ name: 'Chậm Rãi', phone: '0912 345 678', email: 'cham@congty.vn', serviceId, description: 'x'.repeat(40) }));
    const before = await stored();
    // 1 byte every 100 ms: the whole body would take ~14 s.
    const answer = await rawRequest(port, jsonHead('/api/customer', json.length), json.length, { chunk: 1, everyMs: 100, fill: (o, n) => json.subarray(o, o + n) });
    expect(answer.status).toBe(408);
    expect(answer.body).toEqual({ code: 408, message: API_MSG.requestTimeout, data: null });
    expect(answer.sent).toBeLessThan(json.length);
    expect(await stored()).toBe(before);
  });

  it('a CV that keeps coming at more than the minimum rate is received whole, long after the first 2 s', async () => {
    const cv = Buffer.concat([samplePdf(), Buffer.alloc(120_000, 0x20)]);
    const { payload, headers } = multipart({ name: 'Nguyễn Văn Chậm' }, [{ field: 'cv', filename: 'cv.pdf', data: cv, type: 'application/pdf' }]);
    const head = `POST /api/jobs/${jobId}/applications HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${headers['content-type']}\r\nContent-Length: ${payload.length}\r\n\r\n`;
    // 4 KB every 100 ms (~40 KB/s, twice the minimum): ~3 s in all, longer than the first 2 s.
    const answer = await rawRequest(port, head, payload.length, { chunk: 4096, everyMs: 100, fill: (o, n) => payload.subarray(o, o + n) });
    expect(answer.writes).toBe('all');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: 200, data: { jobId } });
  });

  it('a CV that comes slower than the minimum rate is cut off before it is whole', async () => {
    const cv = Buffer.concat([samplePdf(), Buffer.alloc(120_000, 0x20)]);
    const { payload, headers } = multipart({ name: 'Nguyễn Văn Chậm' }, [{ field: 'cv', filename: 'cv.pdf', data: cv, type: 'application/pdf' }]);
    const head = `POST /api/jobs/${jobId}/applications HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${headers['content-type']}\r\nContent-Length: ${payload.length}\r\n\r\n`;
    const before = await t.app.db.selectFrom('jobApplications').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    // 1 KB every 200 ms (~5 KB/s, a quarter of the minimum): the whole body would take ~24 s.
    const answer = await rawRequest(port, head, payload.length, { chunk: 1024, everyMs: 200, fill: (o, n) => payload.subarray(o, o + n) });
    expect(answer.status).toBe(408);
    expect(answer.sent).toBeLessThan(payload.length);
    const after = await t.app.db.selectFrom('jobApplications').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });
});
