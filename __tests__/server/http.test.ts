import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { API_MSG, MSG } from '../../src/shared/messages';
import { ADMIN_PASSWORD, JWT_SECRET } from '../helpers/testApp';
import { createTestDatabase, type TestDatabase } from '../helpers/testDatabase';

// A fake build: index.html, a hashed script with its .br/.gz siblings, an unhashed file.
let app: FastifyInstance;
let dataDir: string;
let staticDir: string;
let database: TestDatabase;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ipsite-http-'));
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ipsite-static-'));
  fs.mkdirSync(path.join(staticDir, 'assets'));
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><html lang="vi"><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(staticDir, 'assets', 'main.0123456789ab.js'), 'console.log("plain")');
  fs.writeFileSync(path.join(staticDir, 'assets', 'main.0123456789ab.js.br'), 'BROTLI');
  fs.writeFileSync(path.join(staticDir, 'assets', 'main.0123456789ab.js.gz'), 'GZIP');
  fs.writeFileSync(path.join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  // Pages are the plain index.html here (server-side rendering: ssr.test.ts).
  database = await createTestDatabase();
  app = await buildApp({ ...loadConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD, JWT_SECRET, ...database.env }), staticDir, ssrBundle: null }, { logger: false });
  app.get('/api/test/boom', async () => {
    throw new Error('SQLITE_CORRUPT: secret internals at /srv/app/db.ts:42');
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(staticDir, { recursive: true, force: true });
});

describe('the envelope for every answer', () => {
  it('GET /api/health', async () => {
    const res = await app.inject('/api/health');
    expect(res.json()).toMatchObject({ code: 200, data: { status: 'ok' } });
  });

  it('404 for unknown /api paths, any method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await app.inject({ method, url: '/api/does-not-exist' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 404, message: API_MSG.routeNotFound, data: null });
    }
  });

  it('400 for malformed JSON, 415 for an unknown content type, 413 for an oversized body', async () => {
    const bad = await app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"username":' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 400, message: API_MSG.invalidJson });

    const xml = await app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/xml' }, payload: '<a/>' });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ code: 415, message: API_MSG.unsupportedMediaType });

    const huge = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'a'.repeat(2 * 1024 * 1024), password: 'x' } });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ code: 413, message: API_MSG.bodyTooLarge });
  });

  it('400 for a JSON body that is not an object', async () => {
    for (const payload of ['[]', '"text"', '42', 'null']) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe(400);
    }
  });

  it('500 without leaking internals', async () => {
    const res = await app.inject('/api/test/boom');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500, message: MSG.common.serverError, data: null });
    expect(res.body).not.toMatch(/SQLITE|srv|db\.ts/);
  });

  it('serves the OpenAPI description generated from the route schemas', async () => {
    const doc = (await app.inject('/api/docs')).json();
    expect(doc.openapi).toMatch(/^3\./);
    const login = doc.paths['/api/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema).toMatchObject({
      type: 'object',
      required: ['username', 'password'],
      properties: { username: { type: 'string', minLength: 3 }, password: { type: 'string', minLength: 6 } },
    });
    expect(doc.paths['/api/auth/me'].get.security).toEqual([{ bearer: [] }]);
  });
});

describe('static hosting of the SPA', () => {
  it('falls back to index.html, never cached, for client routes', async () => {
    for (const url of ['/', '/administration/customers', '/tin-tuc/5?x=1', '/login']) {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year and sends the precompressed variant the client accepts', async () => {
    const br = await app.inject({ url: '/assets/main.0123456789ab.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toBe('BROTLI');
    const gz = await app.inject({ url: '/assets/main.0123456789ab.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await app.inject({ url: '/assets/main.0123456789ab.js' });
    expect(plain.body).toBe('console.log("plain")');
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('does not cache unhashed files for a year, and 404s a missing asset instead of sending HTML', async () => {
    expect((await app.inject('/favicon.svg')).headers['cache-control']).toBe('public, max-age=3600');
    const missing = await app.inject('/assets/gone.abcdef012345.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).toMatch(/json/);
  });

  it('sends security headers with a content security policy', async () => {
    const res = await app.inject('/');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
