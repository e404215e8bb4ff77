import net from 'node:net';

/**
 * Opens an xhr-streaming response on a raw socket and reads it until the open frame, then hangs
 * up. (fetch's abort leaves Node's client pool opening a spare connection that never sends a
 * request, which would hold the server's close.) Header names come back lower-case.
 */
export function openXhrStream(port: number, path: string): Promise<{ status: number; headers: Record<string, string>; body: string }> {
  return new Promise((resolve, reject) => {
    let raw = '';
    const sock = net.connect(port, '127.0.0.1', () => sock.write(`POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 0\r\n\r\n`));
    sock.setEncoding('utf8');
    sock.on('error', reject);
    sock.on('data', (d: string) => {
      raw += d;
      const end = raw.indexOf('\r\n\r\n');
      if (end === -1 || !raw.includes('\no\n', end)) return;
      sock.destroy();
      const [statusLine, ...lines] = raw.slice(0, end).split('\r\n');
      const headers = Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      // The body is chunked: keep the SockJS text, drop the chunk sizes.
      const body = raw
        .slice(end + 4)
        .split('\r\n')
        .filter((_, i) => i % 2 === 1)
        .join('');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(statusLine!)?.[1]), headers, body });
    });
  });
}
