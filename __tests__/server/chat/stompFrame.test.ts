import { FrameError, FrameParser, escapeHeader, serializeFrame, unescapeHeader } from '../../../src/server/realtime/stomp/frame';
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
