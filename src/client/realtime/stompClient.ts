import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { IFrame, IMessage, StompHeaders } from '@stomp/stompjs';
import { CHAT, CHAT_WS_PATH } from '../../shared/realtime';

/** The part of @stomp/stompjs' Client the middlewares use (tests substitute a fake). */
export interface StompLike {
  connected: boolean;
  connectHeaders: StompHeaders;
  beforeConnect: (client: StompLike) => void | Promise<void>;
  onConnect: (frame: IFrame) => void;
  onStompError: (frame: IFrame) => void;
  onWebSocketError: (event: unknown) => void;
  onWebSocketClose: (event: unknown) => void;
  activate(): void;
  deactivate(): Promise<void>;
  publish(params: { destination: string; body: string; headers?: StompHeaders }): void;
  subscribe(destination: string, callback: (message: IMessage) => void): { unsubscribe(): void };
}

export interface StompOptions {
  connectHeaders: StompHeaders;
  /** 0: the middleware schedules reconnection itself. */
  reconnectDelay: number;
}

/** The STOMP and SockJS libraries, fetched on first connect: a visitor who never chats never downloads them. */
function loadLibraries() {
  return Promise.all([
    import(/* webpackChunkName: "chat-client" */ '@stomp/stompjs'),
    import(/* webpackChunkName: "chat-client" */ 'sockjs-client'),
  ]).then(([stomp, sockjs]) => ({ Client: stomp.Client, SockJS: sockjs.default }));
}

/**
 * STOMP over SockJS at /api/ws, heart-beats 4000/4000. SockJS tries a WebSocket first
 * and falls back to xhr-streaming where a proxy blocks WebSockets. The real client is created once
 * the libraries have loaded; until then this stand-in holds the callbacks the middleware sets.
 */
class LazyStompClient implements StompLike {
  connectHeaders: StompHeaders;
  beforeConnect: (client: StompLike) => void | Promise<void> = () => undefined;
  onConnect: (frame: IFrame) => void = () => undefined;
  onStompError: (frame: IFrame) => void = () => undefined;
  onWebSocketError: (event: unknown) => void = () => undefined;
  onWebSocketClose: (event: unknown) => void = () => undefined;
  private inner: import('@stomp/stompjs').Client | null = null;
  private active = false;

  constructor(private readonly options: StompOptions) {
    this.connectHeaders = options.connectHeaders;
  }

  get connected(): boolean {
    return this.inner?.connected ?? false;
  }

  activate(): void {
    this.active = true;
    if (this.inner) return this.inner.activate();
    loadLibraries().then(
      ({ Client, SockJS }) => {
        if (!this.active || this.inner) return;
        const inner = new Client({
          webSocketFactory: () => new SockJS(CHAT_WS_PATH, null, { transports: ['websocket', 'xhr-streaming'] }),
          heartbeatIncoming: CHAT.heartbeatMs,
          heartbeatOutgoing: CHAT.heartbeatMs,
          reconnectDelay: this.options.reconnectDelay,
          debug: () => undefined,
        });
        inner.beforeConnect = async () => {
          await this.beforeConnect(this);
          inner.connectHeaders = this.connectHeaders;
        };
        inner.onConnect = (frame) => this.onConnect(frame);
        inner.onStompError = (frame) => this.onStompError(frame);
        inner.onWebSocketError = (event) => this.onWebSocketError(event);
        inner.onWebSocketClose = (event) => this.onWebSocketClose(event);
        this.inner = inner;
        inner.activate();
      },
      // The chunk could not be fetched (offline, deploy in progress): report it like a socket error.
      (err: unknown) => this.active && this.onWebSocketError(err),
    );
  }

  async deactivate(): Promise<void> {
    this.active = false;
    await this.inner?.deactivate();
  }

  publish(params: { destination: string; body: string; headers?: StompHeaders }): void {
    if (!this.inner) throw new Error('STOMP client not connected');
    this.inner.publish(params);
  }

  subscribe(destination: string, callback: (message: IMessage) => void): { unsubscribe(): void } {
    if (!this.inner) throw new Error('STOMP client not connected');
    return this.inner.subscribe(destination, callback);
  }
}

function defaultFactory(options: StompOptions): StompLike {
  return new LazyStompClient(options);
}

let factory: (options: StompOptions) => StompLike = defaultFactory;

export const stompClientFactory = {
  create: (options: StompOptions): StompLike => factory(options),
  /** Tests only: replace the transport with a fake. */
  set(f: ((options: StompOptions) => StompLike) | null): void {
    factory = f ?? defaultFactory;
  },
};

/** A client-generated message id: a retried send carries it, so the server stores the message once. */
export function newTempId(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return `${Date.now().toString(36)}-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

/** The middlewares dispatch RTK Query thunks (cache patches, refetches) as well as plain actions. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ThunkDispatcher = ThunkDispatch<any, unknown, UnknownAction>;
