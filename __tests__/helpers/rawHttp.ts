import type http from 'node:http';

/** An answer read from a raw `http.request`, or how the connection ended without one. */
export interface Answer {
  status: number;
  body: { code: number; data: unknown } | null;
  connection?: string;
  /** The socket error when there was no complete answer (ECONNREFUSED, ECONNRESET…). */
  error?: string;
}

/** The answer to `req`, never a rejection: a connection that ends without a complete answer says how in `error`. */
export function collect(req: http.ClientRequest): Promise<Answer> {
  return new Promise((resolve) => {
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => {
        let body: Answer['body'] = null;
        try {
          body = JSON.parse(text) as Answer['body'];
        } catch {
          // not JSON: body stays null and the assertions say so
        }
        resolve({ status: res.statusCode ?? 0, body, connection: res.headers.connection });
      });
      // A reset after the status line: cut off mid-response.
      res.on('error', (err: NodeJS.ErrnoException) => resolve({ status: res.statusCode ?? 0, body: null, error: `mid-response ${err.code ?? err.message}` }));
    });
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ status: 0, body: null, error: err.code ?? err.message }));
  });
}
