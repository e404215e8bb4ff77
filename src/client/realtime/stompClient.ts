import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { Client, type IFrame, type IMessage, type StompHeaders } from '@stomp/stompjs';
import SockJS from 'sockjs-client';
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

/**
 * STOMP over SockJS at /api/ws, heart-beats 4000/4000 (DESIGN §4). SockJS tries a WebSocket first
 * and falls back to xhr-streaming where a proxy blocks WebSockets.
 */
function defaultFactory(options: StompOptions): StompLike {
  return new Client({
    webSocketFactory: () => new SockJS(CHAT_WS_PATH, null, { transports: ['websocket', 'xhr-streaming'] }),
    connectHeaders: options.connectHeaders,
    heartbeatIncoming: CHAT.heartbeatMs,
    heartbeatOutgoing: CHAT.heartbeatMs,
    reconnectDelay: options.reconnectDelay,
    debug: () => undefined,
  }) as unknown as StompLike;
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
