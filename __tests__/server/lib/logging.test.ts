import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { loadConfig, type LogFormat } from '../../../src/server/config';
import { RENDER_REQUEST_HEADER, RequestLineLogController } from '../../../src/server/lib/logging';
import { ADMIN_PASSWORD, JWT_SECRET } from '../../helpers/testApp';

/** The app with its own logger, writing to standard output, which the test reads. */
async function appWithLog(format: LogFormat) {
  const lines: string[] = [];
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    return true;
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ipsite-logging-'));
  const config = { ...loadConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD, JWT_SECRET, LOG_LEVEL: 'info', LOG_FORMAT: format }), staticDir: null, ssrBundle: null };
  const app: FastifyInstance = await buildApp(config);
  await app.ready();
  lines.length = 0;
  return {
    app,
    lines,
    async close() {
      await app.close();
      spy.mockRestore();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

it('writes one JSON line per request, with method, path, status and time, and none for a refusal on top', async () => {
  const t = await appWithLog('json');
  try {
    await t.app.inject({ method: 'GET', url: '/api/news' });
    await t.app.inject({ method: 'GET', url: '/api/nowhere' });
    const entries = t.lines.map((l) => JSON.parse(l) as { msg: string; status: number; req: { method: string; url: string } });
    expect(entries.map((e) => e.msg)).toEqual([expect.stringMatching(/^GET \/api\/news 200 [\d.]+ ms$/), expect.stringMatching(/^GET \/api\/nowhere 404 [\d.]+ ms$/)]);
    expect(entries[0]).toMatchObject({ status: 200, req: { method: 'GET', url: '/api/news' } });
  } finally {
    await t.close();
  }
});

it("leaves out the renderer's own API calls, but not a client that sends the renderer's header", async () => {
  const t = await appWithLog('json');
  try {
    await t.app.inject({ method: 'GET', url: '/api/news', headers: { [RENDER_REQUEST_HEADER]: '1' } });
    expect(t.lines).toEqual([]);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    await fetch(`http://127.0.0.1:${port}/api/news`, { headers: { [RENDER_REQUEST_HEADER]: '1' } }).then((r) => r.arrayBuffer());
    expect(t.lines.map((l) => (JSON.parse(l) as { msg: string }).msg)).toContainEqual(expect.stringMatching(/^GET \/api\/news 200/));
  } finally {
    await t.close();
  }
});

it('writes readable single lines for a terminal, secrets masked', async () => {
  const t = await appWithLog('pretty');
  try {
    await t.app.inject({ method: 'GET', url: '/api/news?token=very-secret' });
    expect(t.lines).toHaveLength(1);
    expect(t.lines[0]).toMatch(/INFO.*GET \/api\/news\?token=\[redacted\] 200 [\d.]+ ms/);
    expect(t.lines[0]).not.toContain('very-secret');
    expect(t.lines[0]).not.toContain('{');
  } finally {
    await t.close();
  }
});

it('builds no line for a served request when info is off, and still writes a failed one at error', () => {
  const controller = new RequestLineLogController();
  const req = { method: 'GET', url: '/api/news?token=very-secret', ip: '127.0.0.1', headers: {}, raw: {} } as unknown as FastifyRequest;
  const timesRead = { elapsed: 0 };
  const log = { isLevelEnabled: (level: string) => level === 'error', info: jest.fn(), error: jest.fn() };
  const reply = {
    log,
    statusCode: 200,
    get elapsedTime() {
      timesRead.elapsed++;
      return 1.23;
    },
  } as unknown as FastifyReply;

  controller.requestCompleted(null, req, reply);
  expect(log.info).not.toHaveBeenCalled();
  expect(timesRead.elapsed).toBe(0);

  const failure = new Error('boom');
  controller.requestCompleted(failure, req, reply);
  expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ err: failure, status: 200 }), 'GET /api/news?token=[redacted] 200 1.2 ms');
});
