/**
 * Baseline of the chat part: a raw `ws` server doing what the chat does minus STOMP, SockJS and
 * storage. A guest socket (`/guest`) gets each of its messages back (the echo); every admin socket
 * (`/admin`) gets a copy of every guest message (the fan-out). Same clients, same messages.
 */
import http from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';

function main(): void {
  const server = http.createServer((_req, res) => res.writeHead(404).end());
  const wss = new WebSocketServer({ server });
  const admins = new Set<WebSocket>();
  wss.on('connection', (ws, req) => {
    if (req.url === '/admin') {
      admins.add(ws);
      ws.on('close', () => admins.delete(ws));
      return;
    }
    ws.on('message', (data, isBinary) => {
      ws.send(data, { binary: isBinary });
      for (const a of admins) a.send(data, { binary: isBinary });
    });
  });
  server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => process.stdout.write('listening\n'));
}

main();
