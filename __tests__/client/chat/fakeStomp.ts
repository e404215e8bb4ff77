import type { IFrame, IMessage } from '@stomp/stompjs';
import { stompClientFactory, type StompLike, type StompOptions } from '../../../src/client/realtime/stompClient';
import { DEST } from '../../../src/shared/realtime';

/** A stand-in for @stomp/stompjs' Client: tests open it, feed it frames and make it fail. */
export class FakeStomp implements StompLike {
  connected = false;
  connectHeaders: Record<string, string>;
  published: Array<{ destination: string; body: unknown }> = [];
  subscriptions = new Map<string, (m: IMessage) => void>();
  activated = false;
  deactivated = false;
  failPublish = false;
  beforeConnect: StompLike['beforeConnect'] = () => undefined;
  onConnect: StompLike['onConnect'] = () => undefined;
  onStompError: StompLike['onStompError'] = () => undefined;
  onWebSocketError: StompLike['onWebSocketError'] = () => undefined;
  onWebSocketClose: StompLike['onWebSocketClose'] = () => undefined;

  constructor(readonly options: StompOptions) {
    this.connectHeaders = { ...options.connectHeaders } as Record<string, string>;
  }
  activate() {
    this.activated = true;
  }
  async deactivate() {
    this.deactivated = true;
    this.connected = false;
  }
  publish(params: { destination: string; body: string }) {
    if (!this.connected || this.failPublish) throw new Error('There is no underlying STOMP connection');
    this.published.push({ destination: params.destination, body: JSON.parse(params.body) });
  }
  subscribe(destination: string, callback: (m: IMessage) => void) {
    this.subscriptions.set(destination, callback);
    return { unsubscribe: () => this.subscriptions.delete(destination) };
  }
  /** What was published apart from typing signals (which typing in a composer sends on its own). */
  messagesSent() {
    return this.published.filter((p) => p.destination !== DEST.sendTyping);
  }
  /** The server answered CONNECTED. */
  async open() {
    await this.beforeConnect(this);
    this.connected = true;
    this.onConnect({ command: 'CONNECTED', headers: {} } as unknown as IFrame);
  }
  deliver(destination: string, body: unknown) {
    const cb = this.subscriptions.get(destination);
    if (!cb) throw new Error(`not subscribed to ${destination}`);
    cb({ body: typeof body === 'string' ? body : JSON.stringify(body) } as IMessage);
  }
  /** An ERROR frame, then the server closes the socket. */
  stompError(message: string) {
    this.connected = false;
    this.onStompError({ command: 'ERROR', headers: { message }, body: '' } as unknown as IFrame);
    this.onWebSocketClose({});
  }
  drop() {
    this.connected = false;
    this.onWebSocketClose({});
  }
}

/** Replaces the STOMP transport for one test file; `clients` lists every client created, in order. */
export function installFakeStomp() {
  const clients: FakeStomp[] = [];
  beforeEach(() => {
    clients.length = 0;
    stompClientFactory.set((options) => {
      const c = new FakeStomp(options);
      clients.push(c);
      return c;
    });
  });
  afterEach(() => stompClientFactory.set(null));
  return { clients, last: () => clients[clients.length - 1]! };
}
