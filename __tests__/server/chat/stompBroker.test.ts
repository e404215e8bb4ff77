import { DEFAULT_CONNECT_TIMEOUT_MS, DEFAULT_MAX_BYTES_BEFORE_CONNECT, StompBroker, StompRefusal, type StompSession } from '../../../src/server/realtime/stomp/broker';
import { DEFAULT_MAX_HEADERS, FrameParser, serializeFrame, type Frame } from '../../../src/server/realtime/stomp/frame';

type P = { name: string };

/** A fake transport that decodes what the broker sends, as a client would. */
function fakeClient(broker: StompBroker<P>) {
  const parser = new FrameParser(1 << 20, 'client');
  const frames: Frame[] = [];
  const raw: string[] = [];
  let closed = false;
  const session = broker.open({
    send: (data) => {
      raw.push(data);
      for (const item of parser.push(data)) if (item.type === 'frame') frames.push(item.frame);
    },
    close: () => {
      closed = true;
    },
  });
  const send = async (command: string, headers: Record<string, string> = {}, body = '') => {
    session.receive(serializeFrame({ command, headers, body }, command === 'CONNECT' ? '1.2' : session.version));
    await new Promise((r) => setImmediate(r));
  };
  return { session, frames, raw, send, isClosed: () => closed };
}

function makeBroker(sent: string[] = [], maxFrameBytes = 1024) {
  return new StompBroker<P>(
    {
      async authenticate(headers) {
        if (headers.login === 'bad') throw new StompRefusal('bad login');
        return { name: headers.login ?? 'anon' };
      },
      authorizeSubscribe(p, destination) {
        if (destination.startsWith('/topic/secret') && p.name !== 'admin') throw new StompRefusal('forbidden');
      },
      async onSend(_s: StompSession<P>, destination, body) {
        sent.push(`${destination} ${body}`);
      },
    },
    { maxFrameBytes, heartbeat: [4000, 4000] },
    { frameTooLarge: 'too large', badFrame: 'bad frame', connectTimeout: 'connect timed out' },
  );
}

describe('StompBroker', () => {
  it('answers CONNECT with CONNECTED, the negotiated version and heart-beats', async () => {
    const c = fakeClient(makeBroker());
    await c.send('CONNECT', { 'accept-version': '1.1,1.2', 'heart-beat': '4000,4000', host: 'x' });
    expect(c.frames[0]).toMatchObject({ command: 'CONNECTED', headers: { version: '1.2', 'heart-beat': '4000,4000' } });
    c.session.close();
  });

  it('speaks STOMP 1.0 to a client that names no version, and refuses an unknown one', async () => {
    const c = fakeClient(makeBroker());
    await c.send('STOMP', {});
    expect(c.frames[0]).toMatchObject({ command: 'CONNECTED', headers: { version: '1.0', 'heart-beat': '0,0' } });
    const d = fakeClient(makeBroker());
    await d.send('CONNECT', { 'accept-version': '3.0' });
    expect(d.frames[0]).toMatchObject({ command: 'ERROR', headers: { version: '1.0,1.1,1.2' } });
    expect(d.isClosed()).toBe(true);
  });

  it('refuses anything before CONNECT and a refused login with ERROR, then closes', async () => {
    const c = fakeClient(makeBroker());
    await c.send('SUBSCRIBE', { id: '1', destination: '/topic/a' });
    expect(c.frames[0]!.command).toBe('ERROR');
    expect(c.isClosed()).toBe(true);
    const d = fakeClient(makeBroker());
    await d.send('CONNECT', { 'accept-version': '1.2', login: 'bad' });
    expect(d.frames[0]).toMatchObject({ command: 'ERROR', headers: { message: 'bad login' } });
    expect(d.isClosed()).toBe(true);
  });

  it('delivers MESSAGE to subscribers with subscription, message-id and ack headers', async () => {
    const broker = makeBroker();
    const c = fakeClient(broker);
    await c.send('CONNECT', { 'accept-version': '1.2' });
    await c.send('SUBSCRIBE', { id: 'sub-0', destination: '/topic/a' });
    broker.publish('/topic/a', '{"x":1}');
    broker.publish('/topic/b', 'nobody');
    const msg = c.frames[1]!;
    expect(msg).toMatchObject({ command: 'MESSAGE', headers: { subscription: 'sub-0', destination: '/topic/a' }, body: '{"x":1}' });
    expect(msg.headers['message-id']).toBeTruthy();
    expect(msg.headers.ack).toBe(msg.headers['message-id']);
    expect(c.frames).toHaveLength(2);
  });

  it('sends RECEIPT for frames that ask, including DISCONNECT', async () => {
    const sent: string[] = [];
    const c = fakeClient(makeBroker(sent));
    await c.send('CONNECT', { 'accept-version': '1.2' });
    await c.send('SUBSCRIBE', { id: '1', destination: '/topic/a', receipt: 'r-1' });
    await c.send('SEND', { destination: '/app/x', receipt: 'r-2' }, 'hi');
    await c.send('DISCONNECT', { receipt: 'r-3' });
    expect(c.frames.slice(1).map((f) => `${f.command} ${f.headers['receipt-id']}`)).toEqual(['RECEIPT r-1', 'RECEIPT r-2', 'RECEIPT r-3']);
    expect(sent).toEqual(['/app/x hi']);
    expect(c.isClosed()).toBe(true);
  });

  it('refuses a forbidden subscription with ERROR (with the receipt id) instead of dropping it', async () => {
    const broker = makeBroker();
    const c = fakeClient(broker);
    await c.send('CONNECT', { 'accept-version': '1.2', login: 'guest' });
    await c.send('SUBSCRIBE', { id: '1', destination: '/topic/secret', receipt: 'r-9' });
    expect(c.frames[1]).toMatchObject({ command: 'ERROR', headers: { message: 'forbidden', 'receipt-id': 'r-9' } });
    expect(c.isClosed()).toBe(true);
    expect(broker.subscriptionCount()).toBe(0);
  });

  it('removes every subscription of a session when it dies or unsubscribes', async () => {
    const broker = makeBroker();
    const a = fakeClient(broker);
    const b = fakeClient(broker);
    for (const c of [a, b]) {
      await c.send('CONNECT', { 'accept-version': '1.2' });
      await c.send('SUBSCRIBE', { id: '1', destination: '/topic/a' });
      await c.send('SUBSCRIBE', { id: '2', destination: '/topic/b' });
    }
    expect(broker.subscriptionCount()).toBe(4);
    await b.send('UNSUBSCRIBE', { id: '2' });
    expect(broker.subscriptionCount('/topic/b')).toBe(1);
    a.session.close();
    expect(broker.subscriptionCount()).toBe(1);
    expect(broker.sessionCount).toBe(1);
    broker.publish('/topic/a', 'after');
    expect(a.frames.filter((f) => f.command === 'MESSAGE')).toHaveLength(0);
    expect(b.frames.filter((f) => f.command === 'MESSAGE')).toHaveLength(1);
  });

  it('refuses more subscriptions than the cap', async () => {
    const broker = makeBroker();
    const c = fakeClient(broker);
    await c.send('CONNECT', { 'accept-version': '1.2' });
    for (let i = 0; i < 32; i++) await c.send('SUBSCRIBE', { id: String(i), destination: `/topic/${i}` });
    expect(c.isClosed()).toBe(false);
    await c.send('SUBSCRIBE', { id: '32', destination: '/topic/32' });
    expect(c.frames.at(-1)!.command).toBe('ERROR');
    expect(broker.subscriptionCount()).toBe(0);
  });

  it('answers an oversize frame with ERROR and closes', async () => {
    const c = fakeClient(makeBroker());
    await c.send('CONNECT', { 'accept-version': '1.2' });
    await c.send('SEND', { destination: '/app/x' }, 'x'.repeat(5000));
    expect(c.frames[1]).toMatchObject({ command: 'ERROR' });
    expect(c.isClosed()).toBe(true);
  });

  it('sends heart-beats and closes a client that stays silent', async () => {
    jest.useFakeTimers();
    try {
      const c = fakeClient(makeBroker());
      c.session.receive(serializeFrame({ command: 'CONNECT', headers: { 'accept-version': '1.2', 'heart-beat': '4000,4000' }, body: '' }));
      await jest.advanceTimersByTimeAsync(0);
      await jest.advanceTimersByTimeAsync(4000);
      expect(c.raw.filter((d) => d === '\n').length).toBeGreaterThanOrEqual(1);
      c.session.receive('\n'); // the client's heart-beat keeps it alive
      await jest.advanceTimersByTimeAsync(7000);
      expect(c.isClosed()).toBe(false);
      await jest.advanceTimersByTimeAsync(9000);
      expect(c.isClosed()).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it(`answers a frame with more than ${DEFAULT_MAX_HEADERS} headers with ERROR and closes`, async () => {
    const c = fakeClient(makeBroker());
    await c.send('CONNECT', { 'accept-version': '1.2' });
    const headers = Object.fromEntries(Array.from({ length: DEFAULT_MAX_HEADERS + 1 }, (_, i) => [`h${i}`, 'v']));
    await c.send('SUBSCRIBE', { ...headers, id: '1', destination: '/topic/a' });
    expect(c.frames[1]).toMatchObject({ command: 'ERROR', headers: { message: 'too large' }, body: 'too many headers' });
    expect(c.isClosed()).toBe(true);
  });

  it('closes a connection that sends more than it may before CONNECT, even in heart-beats or an unfinished frame', async () => {
    const allowance = DEFAULT_MAX_BYTES_BEFORE_CONNECT;
    const unfinishedConnect = `CONNECT\nguestId:${'x'.repeat(allowance)}`.slice(0, allowance);
    for (const sent of ['\n'.repeat(allowance), unfinishedConnect]) {
      // The frame limit is well above the allowance: only the allowance can refuse.
      const c = fakeClient(makeBroker([], 64 * 1024));
      c.session.receive(sent);
      expect(c.isClosed()).toBe(false);
      c.session.receive('x');
      expect(c.frames).toEqual([expect.objectContaining({ command: 'ERROR', headers: expect.objectContaining({ message: 'too large' }), body: 'too much data before CONNECT' })]);
      expect(c.isClosed()).toBe(true);
    }
  });

  it('does not count what a CONNECTED session sends against the CONNECT allowance', async () => {
    const c = fakeClient(makeBroker());
    await c.send('CONNECT', { 'accept-version': '1.2' });
    for (let i = 0; i < 20; i++) await c.send('SEND', { destination: '/app/x' }, 'y'.repeat(900));
    expect(c.isClosed()).toBe(false);
    c.session.close();
  });

  it(`closes a connection that is not CONNECTED ${DEFAULT_CONNECT_TIMEOUT_MS / 1000} s after it opened, and only that one`, async () => {
    jest.useFakeTimers();
    try {
      const broker = makeBroker();
      const silent = fakeClient(broker);
      const identified = fakeClient(broker);
      identified.session.receive(serializeFrame({ command: 'CONNECT', headers: { 'accept-version': '1.2' }, body: '' }));
      await jest.advanceTimersByTimeAsync(DEFAULT_CONNECT_TIMEOUT_MS - 1);
      expect(silent.isClosed()).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      expect(silent.frames).toEqual([expect.objectContaining({ command: 'ERROR', headers: expect.objectContaining({ message: 'connect timed out' }) })]);
      expect(silent.isClosed()).toBe(true);
      expect(identified.isClosed()).toBe(false);
      expect(broker.sessionCount).toBe(1);
      identified.session.close();
    } finally {
      jest.useRealTimers();
    }
  });
});
