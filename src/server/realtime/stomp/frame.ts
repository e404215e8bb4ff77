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

/** Header lines one frame may carry: a STOMP client sends a handful; more is abuse. */
export const DEFAULT_MAX_HEADERS = 32;

/**
 * Incremental parser for one connection. `push` accepts text or bytes and returns the complete
 * frames and heart-beats found so far; a partial frame waits for the next push. It throws a
 * FrameError (tooLarge for the size and header limits) on anything it cannot accept: the caller
 * answers ERROR and closes.
 *
 * Every byte is looked at a bounded number of times whatever the chunking: a push resumes where
 * the previous one stopped (inside the command, a header line or the body) and never rescans what
 * came before, so the work is linear in the bytes received. `scanned` counts that work (bytes
 * searched, copied, joined or decoded) so tests can check it per byte received.
 */
export class FrameParser {
  version = '1.2';
  /** Bytes searched, copied, joined or decoded so far, each time (the parser's work). */
  scanned = 0;
  private state: 'between' | 'head' | 'body' = 'between';
  /** The unfinished line, or the body so far, as copies of the pushed bytes. */
  private parts: Buffer[] = [];
  private partBytes = 0;
  private frameBytes = 0;
  private command: string | null = null;
  private headers: Headers = {};
  private headerCount = 0;
  /** The body's declared content-length, or null: the body ends at the first NUL. */
  private bodyLength: number | null = null;

  constructor(
    private readonly maxFrameBytes: number,
    private readonly side: 'server' | 'client' = 'server',
    private readonly maxHeaders = DEFAULT_MAX_HEADERS,
  ) {}

  push(chunk: string | Buffer): ParsedItem[] {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
    const items: ParsedItem[] = [];
    let i = 0;
    while (i < bytes.length) {
      if (this.state === 'between') {
        // EOLs between frames are heart-beats (the CR of a CRLF is skipped).
        const b = bytes[i]!;
        if (b === 0x0a || b === 0x0d) {
          if (b === 0x0a) items.push({ type: 'heartbeat' });
          this.scanned += 1;
          i += 1;
          continue;
        }
        this.state = 'head';
      }
      i = this.state === 'head' ? this.readLine(bytes, i) : this.readBody(bytes, i, items);
    }
    return items;
  }

  /** Counts `n` more bytes of the current frame against the size limit. */
  private grow(n: number): void {
    this.frameBytes += n;
    if (this.frameBytes > this.maxFrameBytes) throw new FrameError('frame too large', true);
  }

  /** Keeps a copy (the pushed buffer may be a view of a much larger one). */
  private keep(piece: Buffer): void {
    this.parts.push(Buffer.from(piece));
    this.partBytes += piece.length;
    this.scanned += piece.length;
  }

  /** The kept parts followed by `last`, joined, and the parts emptied. */
  private joined(last: Buffer): Buffer {
    if (!this.parts.length) return last;
    this.parts.push(last);
    const all = Buffer.concat(this.parts, this.partBytes + last.length);
    this.scanned += all.length;
    this.parts = [];
    this.partBytes = 0;
    return all;
  }

  private decode(bytes: Buffer): string {
    this.scanned += bytes.length;
    return bytes.toString('utf8');
  }

  /** Reads up to the end of the current command or header line; returns where it stopped. */
  private readLine(bytes: Buffer, from: number): number {
    const nl = bytes.indexOf(0x0a, from);
    const end = nl === -1 ? bytes.length : nl;
    this.scanned += end - from;
    this.grow(end - from + (nl === -1 ? 0 : 1));
    if (nl === -1) {
      this.keep(bytes.subarray(from));
      return bytes.length;
    }
    let line = this.decode(this.joined(bytes.subarray(from, nl)));
    if (line.endsWith('\r')) line = line.slice(0, -1);
    this.onLine(line);
    return nl + 1;
  }

  private onLine(line: string): void {
    if (this.command === null) {
      const allowed = this.side === 'server' ? CLIENT_COMMANDS : SERVER_COMMANDS;
      if (!allowed.has(line)) throw new FrameError(`unknown command ${JSON.stringify(line.slice(0, 20))}`);
      this.command = line;
      return;
    }
    if (line === '') return this.startBody();
    this.headerCount += 1;
    if (this.headerCount > this.maxHeaders) throw new FrameError('too many headers', true);
    const colon = line.indexOf(':');
    if (colon <= 0) throw new FrameError('malformed header line');
    const escape = !NO_ESCAPE.has(this.command);
    const key = escape ? unescapeHeader(line.slice(0, colon), this.version) : line.slice(0, colon);
    const value = escape ? unescapeHeader(line.slice(colon + 1), this.version) : line.slice(colon + 1);
    // Repeated headers: only the first occurrence counts (STOMP 1.2).
    if (!(key in this.headers)) this.headers[key] = value;
  }

  private startBody(): void {
    const cl = this.headers['content-length'];
    this.bodyLength = null;
    if (cl !== undefined) {
      if (!/^\d+$/.test(cl)) throw new FrameError('invalid content-length');
      const length = Number(cl);
      // Refused from the declared length, before any of the body is kept.
      if (this.frameBytes + length + 1 > this.maxFrameBytes) throw new FrameError('frame too large', true);
      this.bodyLength = length;
    }
    this.state = 'body';
  }

  /** Reads body bytes up to the frame's end; returns where it stopped. */
  private readBody(bytes: Buffer, from: number, items: ParsedItem[]): number {
    let body: Buffer;
    let next: number;
    if (this.bodyLength !== null) {
      // content-length bytes, then the NUL.
      const need = this.bodyLength + 1 - this.partBytes;
      const take = Math.min(need, bytes.length - from);
      this.frameBytes += take;
      if (take < need) {
        this.keep(bytes.subarray(from, from + take));
        return bytes.length;
      }
      const all = this.joined(bytes.subarray(from, from + take));
      if (all[all.length - 1] !== 0) throw new FrameError('frame body does not end with NUL');
      body = all.subarray(0, all.length - 1);
      next = from + take;
    } else {
      const nul = bytes.indexOf(0, from);
      const end = nul === -1 ? bytes.length : nul;
      this.scanned += end - from;
      this.grow(end - from + (nul === -1 ? 0 : 1));
      if (nul === -1) {
        this.keep(bytes.subarray(from));
        return bytes.length;
      }
      body = this.joined(bytes.subarray(from, nul));
      next = nul + 1;
    }
    items.push({ type: 'frame', frame: { command: this.command!, headers: this.headers, body: this.decode(body) } });
    this.state = 'between';
    this.command = null;
    this.headers = {};
    this.headerCount = 0;
    this.frameBytes = 0;
    return next;
  }
}
