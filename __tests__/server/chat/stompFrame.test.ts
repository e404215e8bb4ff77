import { DEFAULT_MAX_HEADERS, FrameError, FrameParser, escapeHeader, serializeFrame, unescapeHeader } from '../../../src/server/realtime/stomp/frame';
import { negotiateHeartbeat, negotiateVersion } from '../../../src/server/realtime/stomp/negotiate';

const parse = (data: string | Buffer, max = 1024) => new FrameParser(max).push(data);

describe('STOMP frame parsing', () => {
  it('reads a frame with headers and a NUL-terminated body', () => {
    const items = parse('SEND\ndestination:/app/x\n\nhello\0');
    expect(items).toEqual([{ type: 'frame', frame: { command: 'SEND', headers: { destination: '/app/x' }, body: 'hello' } }]);
  });

  it('uses content-length so a body may contain NUL, counted in UTF-8 bytes', () => {
    const body = 'a\0bé';
    const wire = `SEND\ndestination:/d\ncontent-length:${Buffer.byteLength(body)}\n\n${body}\0`;
    const [item] = parse(wire);
    expect(item).toEqual({ type: 'frame', frame: expect.objectContaining({ body }) });
  });

  it('refuses a frame whose content-length does not end on NUL', () => {
    expect(() => parse('SEND\ncontent-length:2\n\nabc\0')).toThrow(FrameError);
  });

  it('unescapes header values (\\n, \\c, \\\\, \\r) and refuses undefined escapes', () => {
    const [item] = parse('SEND\ndestination:a\\cb\\nc\\\\d\\re\n\n\0');
    expect(item).toMatchObject({ frame: { headers: { destination: 'a:b\nc\\d\re' } } });
    expect(() => parse('SEND\ndestination:a\\tb\n\n\0')).toThrow(/escape/);
  });

  it('does not unescape CONNECT headers and keeps the first of repeated headers', () => {
    const [item] = parse('CONNECT\nlogin:a\\cb\nfoo:1\nfoo:2\n\n\0');
    expect(item).toMatchObject({ frame: { headers: { login: 'a\\cb', foo: '1' } } });
  });

  it('accepts CRLF line endings', () => {
    const [item] = parse('SUBSCRIBE\r\nid:1\r\ndestination:/topic/errors\r\n\r\n\0');
    expect(item).toMatchObject({ frame: { command: 'SUBSCRIBE', headers: { id: '1', destination: '/topic/errors' } } });
  });

  it('reports EOLs between frames as heart-beats', () => {
    const items = parse('\n\r\nDISCONNECT\n\n\0\n');
    expect(items.map((i) => i.type)).toEqual(['heartbeat', 'heartbeat', 'frame', 'heartbeat']);
  });

  it('waits for the rest of a frame split over several chunks', () => {
    const p = new FrameParser(1024);
    expect(p.push('SEND\ndestin')).toEqual([]);
    expect(p.push('ation:/d\ncontent-length:3\n\nab')).toEqual([]);
    expect(p.push(Buffer.from('c\0SEND\n\n\0'))).toHaveLength(2);
  });

  it('refuses frames over the size limit, with or without content-length, even before they end', () => {
    expect(() => parse(`SEND\ncontent-length:5000\n\n`, 1024)).toThrow(expect.objectContaining({ tooLarge: true }));
    expect(() => parse(`SEND\n\n${'x'.repeat(2000)}`, 1024)).toThrow(expect.objectContaining({ tooLarge: true }));
    expect(() => parse(`SEND\nh:${'x'.repeat(2000)}`, 1024)).toThrow(expect.objectContaining({ tooLarge: true }));
  });

  it('refuses unknown commands and header lines without a colon', () => {
    expect(() => parse('HELLO\n\n\0')).toThrow(FrameError);
    expect(() => parse('SEND\nnocolon\n\n\0')).toThrow(FrameError);
  });
});

/** Pushes `wire` in pieces of `size` bytes; returns the frames, the bytes pushed and the parser's work. */
function pushInPieces(wire: Buffer, size: number, max = 64 * 1024) {
  const p = new FrameParser(max);
  let frames = 0;
  for (let i = 0; i < wire.length; i += size) for (const item of p.push(wire.subarray(i, i + size))) if (item.type === 'frame') frames += 1;
  return { frames, received: wire.length, scanned: p.scanned };
}

describe('STOMP parsing cost', () => {
  const big = 60 * 1024;
  /** Shapes that made the old parser rescan the unfinished frame on every push or line. */
  const shapes: Record<string, Buffer> = {
    'a long body without content-length': Buffer.from(`SEND\ndestination:/d\n\n${'b'.repeat(big)}\0`),
    'a long body with content-length': Buffer.from(`SEND\ndestination:/d\ncontent-length:${big}\n\n${'b'.repeat(big)}\0`),
    'a long header value': Buffer.from(`SEND\ndestination:${'d'.repeat(big)}\n\n\0`),
    'frames with every header allowed': Buffer.from(`SEND\n${'h:v\n'.repeat(DEFAULT_MAX_HEADERS)}\n\0`.repeat(400)),
    'many short frames': Buffer.from('SEND\ndestination:/d\n\nx\0'.repeat(3000)),
    'heart-beats only': Buffer.from('\r\n'.repeat(big / 2)),
  };

  it.each(Object.keys(shapes))('%s: the work stays within 4 bytes per byte received, however it is split', (name) => {
    const wire = shapes[name]!;
    const expectedFrames = { 'heart-beats only': 0, 'frames with every header allowed': 400, 'many short frames': 3000 }[name] ?? 1;
    const workPerByte: Record<number, number> = {};
    for (const size of [1, 3, 64, 1500, wire.length]) {
      const { frames, received, scanned } = pushInPieces(wire, size);
      expect(frames).toBe(expectedFrames);
      workPerByte[size] = scanned / received;
    }
    // Each byte is looked at at least once, and at most: searched once, copied twice (kept, then
    // joined) and decoded once.
    expect(Object.entries(workPerByte).filter(([, perByte]) => !(perByte >= 1 && perByte <= 4))).toEqual([]);
  });

  it('stops at the first line of the reported attack (24,576 lines "A"), having read only that line', () => {
    const p = new FrameParser(64 * 1024);
    expect(() => p.push('A\n'.repeat(24_576))).toThrow(FrameError);
    expect(p.scanned).toBeLessThanOrEqual(4);
  });

  it(`refuses a frame with more than ${DEFAULT_MAX_HEADERS} headers as soon as the extra header line ends`, () => {
    const within = new FrameParser(64 * 1024).push(`SEND\n${'h:v\n'.repeat(DEFAULT_MAX_HEADERS)}\n\0`);
    expect(within).toHaveLength(1);
    const p = new FrameParser(64 * 1024);
    expect(() => p.push(`SEND\n${'h:v\n'.repeat(24_576)}`)).toThrow(expect.objectContaining({ tooLarge: true, message: 'too many headers' }));
    expect(p.scanned).toBeLessThanOrEqual(4 * (5 + 4 * (DEFAULT_MAX_HEADERS + 1)));
  });
});

describe('STOMP frame serialising', () => {
  it('escapes header values and sets content-length in bytes', () => {
    const wire = serializeFrame({ command: 'MESSAGE', headers: { destination: 'a:b\nc\\d' }, body: 'xin chào' });
    expect(wire).toBe(`MESSAGE\ndestination:a\\cb\\nc\\\\d\ncontent-length:${Buffer.byteLength('xin chào')}\n\nxin chào\0`);
  });

  it('does not escape CONNECTED, nor anything in STOMP 1.0', () => {
    expect(serializeFrame({ command: 'CONNECTED', headers: { server: 'a:b' }, body: '' })).toBe('CONNECTED\nserver:a:b\n\n\0');
    expect(escapeHeader('a:b', '1.0')).toBe('a:b');
    expect(escapeHeader('a\rb', '1.1')).toBe('a\rb');
    expect(unescapeHeader('a\\cb', '1.1')).toBe('a:b');
  });

  it('round-trips any header value and body through the parser', () => {
    const values = ['plain', 'a:b:c', 'line\nbreak', 'back\\slash', 'cr\rhere', 'tiếng Việt'];
    for (const v of values) {
      const body = `body ${v}\0with NUL`;
      const [item] = new FrameParser(4096).push(serializeFrame({ command: 'SEND', headers: { x: v, [v]: 'key' }, body }));
      expect(item).toEqual({ type: 'frame', frame: { command: 'SEND', headers: { x: v, [v]: 'key', 'content-length': String(Buffer.byteLength(body)) }, body } });
    }
  });
});

describe('negotiation', () => {
  it('picks the highest common version, 1.0 when none is asked, null when none matches', () => {
    expect(negotiateVersion('1.0,1.1,1.2')).toBe('1.2');
    expect(negotiateVersion('1.1')).toBe('1.1');
    expect(negotiateVersion(undefined)).toBe('1.0');
    expect(negotiateVersion('2.0')).toBeNull();
  });

  it('negotiates heart-beats as the larger of what one side offers and the other wants', () => {
    expect(negotiateHeartbeat('4000,4000', [4000, 4000])).toEqual([4000, 4000]);
    expect(negotiateHeartbeat('10000,1000', [4000, 4000])).toEqual([4000, 10000]);
    expect(negotiateHeartbeat('0,0', [4000, 4000])).toEqual([0, 0]);
    expect(negotiateHeartbeat(undefined, [4000, 4000])).toEqual([0, 0]);
    expect(negotiateHeartbeat('garbage', [4000, 4000])).toEqual([0, 0]);
  });
});
