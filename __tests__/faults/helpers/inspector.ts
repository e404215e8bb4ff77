import WebSocket from 'ws';
import type { ChildServer } from '../../../scripts/lib/childServer';

export interface HeapFigures {
  heapUsed: number;
  heapTotal: number;
  rss: number;
  external: number;
  arrayBuffers: number;
}

/** The DevTools URL a child started with `--inspect=127.0.0.1:0` printed on stderr. */
export function inspectorUrl(server: ChildServer): string {
  const found = /Debugger listening on (ws:\/\/\S+)/.exec(server.output());
  if (!found) throw new Error(`no inspector URL in the server output:\n${server.output()}`);
  return found[1]!;
}

/**
 * Forces a full garbage collection in the child over the Chrome DevTools Protocol and reads
 * `process.memoryUsage()` right after. No product change is needed: the child only runs with
 * `--inspect`. A short session per reading, so nothing stays attached during the load.
 */
export async function heapAfterGc(server: ChildServer): Promise<HeapFigures> {
  const ws = new WebSocket(inspectorUrl(server));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  let seq = 0;
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  ws.on('message', (data) => {
    const msg = JSON.parse(String(data)) as { id?: number; result?: unknown; error?: { message: string } };
    const p = msg.id === undefined ? undefined : pending.get(msg.id);
    if (!p) return;
    pending.delete(msg.id!);
    if (msg.error) p.reject(new Error(msg.error.message));
    else p.resolve(msg.result);
  });
  const call = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve, reject) => {
      const id = ++seq;
      pending.set(id, { resolve, reject });
      ws.send(JSON.stringify({ id, method, params }));
    });
  try {
    // Twice: the first pass may leave objects whose finalizers free more on the second.
    await call('HeapProfiler.collectGarbage');
    await call('HeapProfiler.collectGarbage');
    const res = (await call('Runtime.evaluate', { expression: 'JSON.stringify(process.memoryUsage())', returnByValue: true })) as {
      result: { value: string };
    };
    return JSON.parse(res.result.value) as HeapFigures;
  } finally {
    ws.close();
  }
}

export const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
