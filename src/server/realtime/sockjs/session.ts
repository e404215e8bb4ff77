import { EventEmitter } from 'node:events';
import { ANOTHER_CONNECTION, closeFrame, HEARTBEAT_FRAME, messageFrame, NORMAL_CLOSURE, OPEN_FRAME } from './framing';

/** The transports served; the legacy ones (iframe, htmlfile, jsonp, eventsource) are not. */
export type SockJsTransport = 'websocket' | 'websocket-raw' | 'xhr-streaming' | 'xhr-polling';

/**
 * One SockJS connection as the application sees it, whatever carries it: 'data' for each message
 * the client sent, 'close' once when it is over (either side, or a time-out).
 */
export interface SockJsConnection {
  readonly transport: SockJsTransport;
  write(message: string): void;
  close(code?: number, reason?: string): void;
  on(event: 'data', listener: (message: string) => void): this;
  on(event: 'close', listener: () => void): this;
}

/**
 * What carries the session's frames to the client for a while: a WebSocket for its whole life, or
 * one xhr-streaming / xhr-polling response after another.
 */
export interface Receiver {
  /** Writes one frame; a receiver may end itself afterwards (polling after one frame, streaming past its size limit). */
  sendFrame(frame: string): void;
  /** Ends the receiver (the response ends, the socket closes). */
  end(): void;
}

export interface SessionTimings {
  /** A receiver that has carried nothing for this long gets an `h` frame, so proxies keep it open. */
  heartbeatMs: number;
  /** How long a session waits for its next receiver (the next poll) before it is closed. */
  disconnectDelayMs: number;
}

type State = 'connecting' | 'open' | 'closing' | 'closed';

/**
 * A SockJS session (sockjs-node's semantics): created by its first receiver, which gets `o`;
 * messages written while no receiver is attached wait for the next one; a second receiver at the
 * same time gets `c[2010,…]`. Closing sends `c[code,reason]` to the receiver (or to the next one).
 * The session is over when its receiver is aborted by the client, or when no receiver has come
 * for disconnectDelayMs.
 */
export class SockJsSession extends EventEmitter implements SockJsConnection {
  private state: State = 'connecting';
  private receiver: Receiver | null = null;
  private pending: string[] = [];
  private closing = '';
  private disconnectTimer: NodeJS.Timeout | undefined;
  private heartbeatTimer: NodeJS.Timeout | undefined;

  constructor(
    readonly transport: SockJsTransport,
    private readonly timings: SessionTimings,
    private readonly onOpen: (session: SockJsSession) => void,
    private readonly onEnd: (session: SockJsSession) => void = () => undefined,
  ) {
    super();
    this.waitForReceiver();
  }

  get isOpen(): boolean {
    return this.state === 'open';
  }

  /** A receiver arrives (a WebSocket opened, a poll or stream request came in). */
  attach(receiver: Receiver): void {
    if (this.state === 'closed') {
      receiver.sendFrame(this.closing);
      return receiver.end();
    }
    if (this.receiver) {
      receiver.sendFrame(closeFrame(ANOTHER_CONNECTION.code, ANOTHER_CONNECTION.reason));
      return receiver.end();
    }
    clearTimeout(this.disconnectTimer);
    if (this.state === 'closing') {
      // The close was decided while no receiver was there: what was written before it, then the close.
      this.flushTo(receiver);
      receiver.sendFrame(this.closing);
      receiver.end();
      return this.waitForReceiver();
    }
    this.receiver = receiver;
    if (this.state === 'connecting') {
      this.state = 'open';
      receiver.sendFrame(OPEN_FRAME);
      // After the `o` is on its way, as sockjs-node does: the application may write at once.
      process.nextTick(() => this.state === 'open' && this.onOpen(this));
    } else {
      this.flushTo(receiver);
    }
    this.beatLater();
  }

  /**
   * The receiver is gone: `aborted` when the client went away (the session ends now), else it
   * ended on its own (a poll answered, a stream at its size limit) and the next one is awaited.
   */
  detach(receiver: Receiver, aborted: boolean): void {
    if (this.receiver !== receiver) return;
    this.receiver = null;
    clearTimeout(this.heartbeatTimer);
    if (aborted || this.state === 'closed') return this.end();
    this.waitForReceiver();
  }

  /** Messages the client sent; the rest of a batch is dropped once the session stops being open. */
  receive(messages: readonly string[]): void {
    for (const m of messages) {
      if (this.state !== 'open') return;
      this.emit('data', m);
    }
  }

  write(message: string): void {
    if (this.state !== 'open') return;
    this.pending.push(message);
    if (this.receiver) this.flushTo(this.receiver);
  }

  close(code: number = NORMAL_CLOSURE.code, reason: string = NORMAL_CLOSURE.reason): void {
    if (this.state !== 'open' && this.state !== 'connecting') return;
    this.state = 'closing';
    this.closing = closeFrame(code, reason);
    const receiver = this.receiver;
    if (!receiver) return;
    receiver.sendFrame(this.closing);
    receiver.end();
    this.detach(receiver, false);
  }

  /** Over at once (server shutdown, a dead socket): 'close' is emitted, nothing more is sent. */
  end(): void {
    if (this.state === 'closed') return;
    if (!this.closing) this.closing = closeFrame(NORMAL_CLOSURE.code, NORMAL_CLOSURE.reason);
    this.state = 'closed';
    clearTimeout(this.disconnectTimer);
    clearTimeout(this.heartbeatTimer);
    this.pending = [];
    const receiver = this.receiver;
    this.receiver = null;
    receiver?.end();
    this.onEnd(this);
    this.emit('close');
  }

  private flushTo(receiver: Receiver): void {
    if (!this.pending.length) return;
    const messages = this.pending;
    this.pending = [];
    receiver.sendFrame(messageFrame(messages));
    this.beatLater();
  }

  /** The next heart-beat, heartbeatMs after the receiver last carried something. */
  private beatLater(): void {
    clearTimeout(this.heartbeatTimer);
    const receiver = this.receiver;
    if (!receiver) return;
    this.heartbeatTimer = setTimeout(() => {
      receiver.sendFrame(HEARTBEAT_FRAME);
      this.beatLater();
    }, this.timings.heartbeatMs);
    this.heartbeatTimer.unref();
  }

  private waitForReceiver(): void {
    clearTimeout(this.disconnectTimer);
    this.disconnectTimer = setTimeout(() => this.end(), this.timings.disconnectDelayMs);
    this.disconnectTimer.unref();
  }
}
