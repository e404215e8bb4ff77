/**
 * STOMP frames (1.0, 1.1, 1.2): parsing from a byte stream and serialising. Bodies are bounded by
 * content-length when given (so they may contain NUL), otherwise by the first NUL. Header values
 * are escaped in 1.1/1.2 except on CONNECT/CONNECTED, as the specification requires.
 */
export type Headers = Record<string, string>;

export interface Frame {
  command: string;
  headers: Headers;
  body: string;
}

export type ParsedItem = { type: 'frame'; frame: Frame } | { type: 'heartbeat' };

export class FrameError extends Error {
  constructor(
    message: string,
    readonly tooLarge = false,
  ) {
    super(message);
    this.name = 'FrameError';
  }
}

const CLIENT_COMMANDS = new Set(['CONNECT', 'STOMP', 'SEND', 'SUBSCRIBE', 'UNSUBSCRIBE', 'ACK', 'NACK', 'BEGIN', 'COMMIT', 'ABORT', 'DISCONNECT']);
const SERVER_COMMANDS = new Set(['CONNECTED', 'MESSAGE', 'RECEIPT', 'ERROR']);
const NO_ESCAPE = new Set(['CONNECT', 'CONNECTED']);

export function escapeHeader(value: string, version: string): string {
  if (version === '1.0') return value;
  const out = value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/:/g, '\\c');
  return version === '1.2' ? out.replace(/\r/g, '\\r') : out;
}

export function unescapeHeader(value: string, version: string): string {
  if (version === '1.0') return value;
  return value.replace(/\\(.)?/g, (_m, c: string | undefined) => {
    if (c === 'n') return '\n';
    if (c === 'c') return ':';
    if (c === '\\') return '\\';
    if (c === 'r' && version === '1.2') return '\r';
    // An undefined escape sequence is a fatal protocol error (STOMP 1.2 "Value Encoding").
    throw new FrameError(`invalid escape sequence \\${c ?? ''}`);
  });
}

/** The wire form of a frame; content-length is always set when there is a body. */
export function serializeFrame(frame: Frame, version = '1.2'): string {
  const escape = !NO_ESCAPE.has(frame.command);
  let out = `${frame.command}\n`;
  for (const [k, v] of Object.entries(frame.headers)) {
    if (k === 'content-length') continue;
    out += escape ? `${escapeHeader(k, version)}:${escapeHeader(v, version)}\n` : `${k}:${v}\n`;
  }
  if (frame.body.length > 0) out += `content-length:${Buffer.byteLength(frame.body, 'utf8')}\n`;
  return `${out}\n${frame.body}\0`;
}

/** Finds the end of the header block: the index just after the blank line, or -1. */
function headerEnd(buf: Buffer, from: number): { headersEnd: number; bodyStart: number } | null {
  let i = buf.indexOf(0x0a, from);
  while (i !== -1) {
    if (buf[i + 1] === 0x0a) return { headersEnd: i, bodyStart: i + 2 };
    if (buf[i + 1] === 0x0d && buf[i + 2] === 0x0a) return { headersEnd: i, bodyStart: i + 3 };
    i = buf.indexOf(0x0a, i + 1);
  }
  return null;
}

/**
 * Incremental parser for one connection. `push` accepts text or bytes and returns the complete
 * frames and heart-beats found so far; a partial frame waits for the next push. It throws a
 * FrameError (tooLarge for the size limit) on anything it cannot accept: the caller answers ERROR.
 */
export class FrameParser {
  private buf: Buffer = Buffer.alloc(0);
  version = '1.2';

  constructor(
    private readonly maxFrameBytes: number,
    private readonly side: 'server' | 'client' = 'server',
  ) {}

  push(chunk: string | Buffer): ParsedItem[] {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    this.buf = this.buf.length ? Buffer.concat([this.buf, bytes]) : bytes;
    const items: ParsedItem[] = [];
    for (;;) {
      // EOLs between frames are heart-beats.
      let start = 0;
      while (start < this.buf.length && (this.buf[start] === 0x0a || (this.buf[start] === 0x0d && this.buf[start + 1] === 0x0a))) {
        start += this.buf[start] === 0x0d ? 2 : 1;
        items.push({ type: 'heartbeat' });
      }
      if (start > 0) this.buf = this.buf.subarray(start);
      if (!this.buf.length) break;
      const frame = this.next();
      if (!frame) break;
      items.push({ type: 'frame', frame });
    }
    return items;
  }

  private next(): Frame | null {
    const end = headerEnd(this.buf, 0);
    if (!end) {
      if (this.buf.length > this.maxFrameBytes) throw new FrameError('frame too large', true);
      return null;
    }
    const lines = this.buf.subarray(0, end.headersEnd).toString('utf8').split('\n').map((l) => l.replace(/\r$/, ''));
    const command = lines.shift()!;
    const allowed = this.side === 'server' ? CLIENT_COMMANDS : SERVER_COMMANDS;
    if (!allowed.has(command)) throw new FrameError(`unknown command ${JSON.stringify(command.slice(0, 20))}`);
    const escape = !NO_ESCAPE.has(command);
    const headers: Headers = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      if (colon <= 0) throw new FrameError('malformed header line');
      const key = escape ? unescapeHeader(line.slice(0, colon), this.version) : line.slice(0, colon);
      const value = escape ? unescapeHeader(line.slice(colon + 1), this.version) : line.slice(colon + 1);
      // Repeated headers: only the first occurrence counts (STOMP 1.2).
      if (!(key in headers)) headers[key] = value;
    }
    let bodyEnd: number;
    const cl = headers['content-length'];
    if (cl !== undefined) {
      if (!/^\d+$/.test(cl)) throw new FrameError('invalid content-length');
      const length = Number(cl);
      if (end.bodyStart + length + 1 > this.maxFrameBytes) throw new FrameError('frame too large', true);
      if (this.buf.length < end.bodyStart + length + 1) return null;
      bodyEnd = end.bodyStart + length;
      if (this.buf[bodyEnd] !== 0) throw new FrameError('frame body does not end with NUL');
    } else {
      bodyEnd = this.buf.indexOf(0, end.bodyStart);
      if (bodyEnd === -1) {
        if (this.buf.length > this.maxFrameBytes) throw new FrameError('frame too large', true);
        return null;
      }
    }
    if (bodyEnd + 1 > this.maxFrameBytes) throw new FrameError('frame too large', true);
    const body = this.buf.subarray(end.bodyStart, bodyEnd).toString('utf8');
    this.buf = this.buf.subarray(bodyEnd + 1);
    return { command, headers, body };
  }
}
