import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

/**
 * A tiny static server for a built folder (the bench's bare React baseline), with the same
 * behaviour as the app's (src/server/plugins/spa.ts and the not-found handler in app.ts):
 * precompressed .br/.gz siblings when Accept-Encoding allows them, a year's immutable cache for
 * content-hashed files, index.html with no-cache for page paths, 404 for missing file-like paths.
 */
export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

const HASHED = /\.[0-9a-f]{8,}\.(?:js|css|woff2?|svg|webp|png|jpg|txt)$/;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

/** Encodings the client accepts (q > 0), as a set of lower-case tokens; '*' stands for any. */
function accepted(header: string | undefined): Set<string> {
  const out = new Set<string>();
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    out.add(name);
  }
  return out;
}

function isFile(p: string): boolean {
  try {
    return fs.statSync(p).isFile();
  } catch {
    return false;
  }
}

function cacheControl(file: string): string {
  if (HASHED.test(file)) return 'public, max-age=31536000, immutable';
  if (file.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600';
}

export function serveStatic(dir: string): Promise<StaticServer> {
  const root = path.resolve(dir);
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    } catch {
      res.writeHead(400).end();
      return;
    }
    let file = path.join(root, pathname);
    if (file !== root && !file.startsWith(root + path.sep)) {
      res.writeHead(403).end();
      return;
    }
    if (!isFile(file)) {
      const isPage = !/\.[a-z0-9]+$/i.test(pathname.replace(/\.html$/, ''));
      if (pathname.endsWith('/') && isFile(path.join(file, 'index.html'))) file = path.join(file, 'index.html');
      else if (isPage && isFile(path.join(root, 'index.html'))) file = path.join(root, 'index.html');
      else {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
        return;
      }
    }
    const headers: http.OutgoingHttpHeaders = {
      'Content-Type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
      'Cache-Control': cacheControl(file),
      Vary: 'Accept-Encoding',
    };
    const enc = accepted(req.headers['accept-encoding']);
    let body = file;
    for (const [token, ext] of [['br', '.br'], ['gzip', '.gz']] as const) {
      if ((enc.has(token) || enc.has('*')) && isFile(file + ext)) {
        body = file + ext;
        headers['Content-Encoding'] = token;
        break;
      }
    }
    headers['Content-Length'] = fs.statSync(body).size;
    res.writeHead(200, headers);
    if (req.method === 'HEAD') {
      res.end();
      return;
    }
    fs.createReadStream(body)
      .on('error', () => res.destroy())
      .pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
