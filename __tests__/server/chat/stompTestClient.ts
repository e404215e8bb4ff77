import { Client, type IMessage, type IFrame } from '@stomp/stompjs';
import SockJS from 'sockjs-client';

export type Transport = 'websocket' | 'xhr-streaming' | 'xhr-polling';

export interface TestStomp {
  client: Client;
  messages: Map<string, IMessage[]>;
  errors: IFrame[];
  closed: Promise<void>;
  /** Resolves when the server's RECEIPT confirms the subscription is in place. */
  subscribe(destination: string): Promise<void>;
  /** Resolves with the next MESSAGE on a destination (or rejects after `ms`). */
  next(destination: string, ms?: number): Promise<IMessage>;
  publish(destination: string, body: unknown, headers?: Record<string, string>): void;
  stop(): Promise<void>;
}

/**
 * @stomp/stompjs over sockjs-client, as the browser uses them. In Node, sockjs-client's
 * 'websocket' transport runs on faye-websocket and the xhr ones on Node's http module (its
 * package "browser" map swaps them for the browser versions), so all work here without `ws`.
 */
export async function connectStomp(baseUrl: string, connectHeaders: Record<string, string>, transport: Transport, reconnectDelay = 0): Promise<TestStomp> {
  const messages = new Map<string, IMessage[]>();
  const waiters = new Map<string, Array<(m: IMessage) => void>>();
  const errors: IFrame[] = [];
  let onClosed!: () => void;
  const closed = new Promise<void>((r) => (onClosed = r));
  const client = new Client({
    webSocketFactory: () => new SockJS(`${baseUrl}/api/ws`, null, { transports: [transport] }),
    connectHeaders,
    heartbeatIncoming: 4000,
    heartbeatOutgoing: 4000,
    reconnectDelay,
    debug: () => undefined,
  });
  const connected = new Promise<void>((resolve, reject) => {
    client.onConnect = () => resolve();
    client.onStompError = (f) => {
      errors.push(f);
      reject(new Error(`STOMP ERROR: ${f.headers.message}`));
    };
    client.onWebSocketClose = () => {
      onClosed();
      reject(new Error('socket closed before CONNECTED'));
    };
  });
  client.activate();
  await connected;
  client.onStompError = (f) => errors.push(f);
  let receipts = 0;
  const push = (destination: string, m: IMessage) => {
    const w = waiters.get(destination)?.shift();
    if (w) w(m);
    else messages.set(destination, [...(messages.get(destination) ?? []), m]);
  };
  return {
    client,
    messages,
    errors,
    closed,
    subscribe(destination) {
      const receipt = `sub-${++receipts}`;
      const done = new Promise<void>((resolve) => client.watchForReceipt(receipt, () => resolve()));
      client.subscribe(destination, (m) => push(destination, m), { receipt });
      return done;
    },
    next(destination, ms = 5000) {
      const queued = messages.get(destination);
      if (queued?.length) return Promise.resolve(queued.shift()!);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no message on ${destination}`)), ms);
        waiters.set(destination, [
          ...(waiters.get(destination) ?? []),
          (m) => {
            clearTimeout(timer);
            resolve(m);
          },
        ]);
      });
    },
    publish: (destination, body, headers = {}) => client.publish({ destination, body: JSON.stringify(body), headers }),
    stop: () => client.deactivate(),
  };
}

/** Connecting is expected to fail: resolves with the ERROR frame's message. */
export async function refusedConnect(baseUrl: string, connectHeaders: Record<string, string>, transport: Transport = 'websocket'): Promise<string> {
  try {
    const s = await connectStomp(baseUrl, connectHeaders, transport);
    await s.stop();
    return 'connected';
  } catch (err) {
    return (err as Error).message;
  }
}
