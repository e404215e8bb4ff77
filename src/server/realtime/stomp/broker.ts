import { randomUUID } from 'node:crypto';
import { FrameError, FrameParser, serializeFrame, type Frame, type Headers } from './frame';
import { negotiateHeartbeat, negotiateVersion } from './negotiate';

/** What carries frames for one client (a SockJS connection, or a fake in unit tests). */
export interface Transport {
  send(data: string): void;
  close(): void;
}

/** A refusal: becomes an ERROR frame, then the connection closes. */
export class StompRefusal extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StompRefusal';
  }
}

export interface BrokerHooks<P> {
  /** CONNECT: who is this? Throw StompRefusal to refuse. */
  authenticate(headers: Headers): Promise<P>;
  /** SUBSCRIBE: throw StompRefusal to refuse. */
  authorizeSubscribe(principal: P, destination: string): void;
  /** SEND: the application handles it; throw StompRefusal for a fatal refusal. */
  onSend(session: StompSession<P>, destination: string, body: string, headers: Headers): Promise<void>;
  onConnected?(session: StompSession<P>): void;
  onClosed?(session: StompSession<P>): void;
  /** An unexpected exception in a hook (the session got ERROR "internal error"). */
  onInternalError?(err: unknown): void;
}

export interface BrokerOptions {
  maxFrameBytes: number;
  /** What the server offers: [can send every, wants to receive every] (ms). */
  heartbeat: [number, number];
  serverName?: string;
  /** Subscriptions one session may hold (default 32). */
  maxSubscriptions?: number;
  /** Header lines one frame may carry (default DEFAULT_MAX_HEADERS). */
  maxHeaders?: number;
  /** Bytes a connection may send before it is CONNECTED, heart-beats included (default 8 KiB). */
  maxBytesBeforeConnect?: number;
  /** How long a connection may take to be CONNECTED before it is closed (default 10 s). */
  connectTimeoutMs?: number;
}

/** A CONNECT frame holds a few headers and at most an access token: a few hundred bytes. */
export const DEFAULT_MAX_BYTES_BEFORE_CONNECT = 8 * 1024;
export const DEFAULT_CONNECT_TIMEOUT_MS = 10_000;

/** The ERROR messages the broker itself sends (the application's language). */
export interface BrokerTexts {
  frameTooLarge: string;
  badFrame: string;
  notConnected?: string;
  connectTimeout?: string;
}

export class StompSession<P> {
  readonly id = randomUUID();
  principal: P | null = null;
  version = '1.2';
  connected = false;
  closed = false;
  readonly subscriptions = new Map<string, string>();
  lastReceived = Date.now();
  /** Bytes received while not CONNECTED (limited: an anonymous peer may not fill memory before identifying). */
  private receivedBeforeConnect = 0;
  private timers: NodeJS.Timeout[] = [];
  private queue: Promise<void> = Promise.resolve();

  constructor(
    private readonly broker: StompBroker<P>,
    private readonly transport: Transport,
    readonly parser: FrameParser,
    private readonly maxBytesBeforeConnect = DEFAULT_MAX_BYTES_BEFORE_CONNECT,
  ) {}

  /** Data from the transport; frames are handled one after another, in order. */
  receive(data: string | Buffer): void {
    if (this.closed) return;
    this.lastReceived = Date.now();
    const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    if (!this.connected) {
      this.receivedBeforeConnect += bytes.length;
      if (this.receivedBeforeConnect > this.maxBytesBeforeConnect) {
        this.error(this.broker.texts.frameTooLarge, 'too much data before CONNECT');
        return;
      }
    }
    let items;
    try {
      items = this.parser.push(bytes);
    } catch (err) {
      const tooLarge = err instanceof FrameError && err.tooLarge;
      this.error(tooLarge ? this.broker.texts.frameTooLarge : this.broker.texts.badFrame, (err as Error).message);
      return;
    }
    for (const item of items) {
      if (item.type === 'frame') this.queue = this.queue.then(() => (this.closed ? undefined : this.broker.handle(this, item.frame)));
    }
  }

  sendFrame(frame: Frame): void {
    if (this.closed) return;
    this.transport.send(serializeFrame(frame, this.version));
  }

  /** MESSAGE to one of this session's subscriptions. */
  deliver(subscriptionId: string, destination: string, body: string, contentType = 'application/json'): void {
    const headers: Headers = {
      subscription: subscriptionId,
      'message-id': randomUUID(),
      destination,
      'content-type': contentType,
    };
    if (this.version === '1.2') headers.ack = headers['message-id']!;
    this.sendFrame({ command: 'MESSAGE', headers, body });
  }

  /** ERROR then close (a refusal is never a silent drop). */
  error(message: string, details = '', receipt?: string): void {
    const headers: Headers = { message, 'content-type': 'text/plain' };
    if (receipt) headers['receipt-id'] = receipt;
    this.sendFrame({ command: 'ERROR', headers, body: details });
    this.close();
  }

  startHeartbeats(outgoing: number, incoming: number): void {
    if (outgoing > 0) {
      const t = setInterval(() => !this.closed && this.transport.send('\n'), outgoing);
      t.unref();
      this.timers.push(t);
    }
    if (incoming > 0) {
      // Some slack for network jitter, as the STOMP specification suggests.
      const limit = incoming * 2;
      const t = setInterval(() => {
        if (Date.now() - this.lastReceived > limit) this.close();
      }, incoming);
      t.unref();
      this.timers.push(t);
    }
  }

  /** Closes the session with an ERROR frame unless it is CONNECTED within `ms`. */
  closeUnlessConnectedWithin(ms: number, message: string): void {
    const t = setTimeout(() => !this.connected && this.error(message), ms);
    t.unref();
    this.timers.push(t);
  }

  /**
   * Ends the session with an ERROR frame at `at` (ms since the epoch), e.g. when the credentials it
   * connected with expire. Cancelled if the session closes first.
   */
  expireAt(at: number, message: string): void {
    if (this.closed) return;
    // setTimeout's ceiling is about 24.8 days; a longer delay would fire at once.
    const t = setTimeout(() => this.error(message), Math.min(Math.max(0, at - Date.now()), 2 ** 31 - 1));
    t.unref();
    this.timers.push(t);
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    // clearTimeout clears intervals and timeouts alike.
    for (const t of this.timers) clearTimeout(t);
    this.broker.removeSession(this);
    this.transport.close();
  }
}

/**
 * A small STOMP broker: sessions, subscriptions by destination, MESSAGE delivery, receipts and
 * heart-beats. What a destination means and who may use it is decided by the hooks.
 */
export class StompBroker<P> {
  private readonly sessions = new Set<StompSession<P>>();
  private readonly byDestination = new Map<string, Map<StompSession<P>, Set<string>>>();

  constructor(
    private readonly hooks: BrokerHooks<P>,
    private readonly options: BrokerOptions,
    readonly texts: BrokerTexts = { frameTooLarge: 'frame too large', badFrame: 'malformed frame' },
  ) {}

  /**
   * A new connection. Until it is CONNECTED it may send only a little (maxBytesBeforeConnect) and
   * has connectTimeoutMs to get there: a socket that never identifies holds nothing for long.
   */
  open(transport: Transport): StompSession<P> {
    const { maxFrameBytes, maxHeaders, maxBytesBeforeConnect, connectTimeoutMs = DEFAULT_CONNECT_TIMEOUT_MS } = this.options;
    const session = new StompSession(this, transport, new FrameParser(maxFrameBytes, 'server', maxHeaders), maxBytesBeforeConnect);
    this.sessions.add(session);
    session.closeUnlessConnectedWithin(connectTimeoutMs, this.texts.connectTimeout ?? 'CONNECT timed out');
    return session;
  }

  get sessionCount(): number {
    return this.sessions.size;
  }

  /** Number of live subscriptions (all, or to one destination). */
  subscriptionCount(destination?: string): number {
    if (destination) return [...(this.byDestination.get(destination)?.values() ?? [])].reduce((n, s) => n + s.size, 0);
    let n = 0;
    for (const m of this.byDestination.values()) for (const s of m.values()) n += s.size;
    return n;
  }

  /** MESSAGE to every local subscriber of a destination. */
  publish(destination: string, body: string): void {
    const subs = this.byDestination.get(destination);
    if (!subs) return;
    for (const [session, ids] of subs) for (const id of ids) session.deliver(id, destination, body);
  }

  /** MESSAGE to one session's subscriptions of a destination (e.g. its own /topic/errors). */
  publishTo(session: StompSession<P>, destination: string, body: string, contentType = 'text/plain'): boolean {
    const ids = this.byDestination.get(destination)?.get(session);
    if (!ids?.size) return false;
    for (const id of ids) session.deliver(id, destination, body, contentType);
    return true;
  }

  forEachSession(fn: (s: StompSession<P>) => void): void {
    for (const s of this.sessions) fn(s);
  }

  removeSession(session: StompSession<P>): void {
    if (!this.sessions.delete(session)) return;
    for (const [id, destination] of session.subscriptions) this.unsubscribe(session, id, destination);
    session.subscriptions.clear();
    if (session.connected) this.hooks.onClosed?.(session);
  }

  closeAll(): void {
    for (const s of [...this.sessions]) s.close();
  }

  private unsubscribe(session: StompSession<P>, id: string, destination: string): void {
    const subs = this.byDestination.get(destination);
    const ids = subs?.get(session);
    ids?.delete(id);
    if (ids && !ids.size) subs!.delete(session);
    if (subs && !subs.size) this.byDestination.delete(destination);
  }

  async handle(session: StompSession<P>, frame: Frame): Promise<void> {
    const receipt = frame.headers.receipt;
    try {
      if (frame.command === 'CONNECT' || frame.command === 'STOMP') return await this.connect(session, frame);
      if (!session.connected) throw new StompRefusal(this.texts.notConnected ?? 'not connected');
      switch (frame.command) {
        case 'SUBSCRIBE': {
          const { destination, id } = frame.headers;
          // STOMP 1.0 makes the id optional; the destination then names the subscription.
          const subId = id ?? destination;
          if (!destination || !subId) throw new StompRefusal(this.texts.badFrame);
          this.hooks.authorizeSubscribe(session.principal as P, destination);
          if (session.subscriptions.has(subId)) throw new StompRefusal(this.texts.badFrame);
          // A chat client needs a handful; a cap keeps one connection from hoarding memory.
          if (session.subscriptions.size >= (this.options.maxSubscriptions ?? 32)) throw new StompRefusal(this.texts.badFrame);
          session.subscriptions.set(subId, destination);
          const subs = this.byDestination.get(destination) ?? new Map<StompSession<P>, Set<string>>();
          this.byDestination.set(destination, subs);
          subs.set(session, (subs.get(session) ?? new Set()).add(subId));
          break;
        }
        case 'UNSUBSCRIBE': {
          const subId = frame.headers.id ?? frame.headers.destination;
          const destination = subId ? session.subscriptions.get(subId) : undefined;
          if (subId && destination) {
            session.subscriptions.delete(subId);
            this.unsubscribe(session, subId, destination);
          }
          break;
        }
        case 'SEND': {
          const { destination } = frame.headers;
          if (!destination) throw new StompRefusal(this.texts.badFrame);
          await this.hooks.onSend(session, destination, frame.body, frame.headers);
          break;
        }
        case 'DISCONNECT':
          if (receipt) session.sendFrame({ command: 'RECEIPT', headers: { 'receipt-id': receipt }, body: '' });
          session.close();
          return;
        case 'ACK':
        case 'NACK':
        case 'BEGIN':
        case 'COMMIT':
        case 'ABORT':
          // Subscriptions are auto-acknowledged and nothing is transactional: accepted, no effect.
          break;
        default:
          throw new StompRefusal(this.texts.badFrame);
      }
      if (receipt && !session.closed) session.sendFrame({ command: 'RECEIPT', headers: { 'receipt-id': receipt }, body: '' });
    } catch (err) {
      if (err instanceof StompRefusal || err instanceof FrameError) session.error(err.message, '', receipt);
      else {
        session.error('internal error', '', receipt);
        this.hooks.onInternalError?.(err);
      }
    }
  }

  private async connect(session: StompSession<P>, frame: Frame): Promise<void> {
    if (session.connected) throw new StompRefusal(this.texts.badFrame);
    const version = negotiateVersion(frame.headers['accept-version']);
    if (!version) {
      session.sendFrame({ command: 'ERROR', headers: { version: '1.0,1.1,1.2', message: 'unsupported protocol version', 'content-type': 'text/plain' }, body: '' });
      session.close();
      return;
    }
    session.version = version;
    session.parser.version = version;
    session.principal = await this.hooks.authenticate(frame.headers);
    if (session.closed) return;
    const [outgoing, incoming] = negotiateHeartbeat(frame.headers['heart-beat'], this.options.heartbeat);
    session.connected = true;
    session.sendFrame({
      command: 'CONNECTED',
      headers: { version, 'heart-beat': `${outgoing},${incoming}`, session: session.id, server: this.options.serverName ?? 'ipsite-stomp/1.0' },
      body: '',
    });
    session.startHeartbeats(outgoing, incoming);
    this.hooks.onConnected?.(session);
  }
}
