import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

export type PubSubHandler = (message: unknown) => void;

/**
 * The publish/subscribe interface. Everything that fans out to clients (chat,
 * notifications) publishes here and delivers in a subscriber, so a Redis implementation can replace
 * this one and every instance behind a load balancer delivers each message once to its own sockets.
 */
export interface PubSub {
  publish(channel: string, message: unknown): Promise<void>;
  /** Returns the function that unsubscribes. */
  subscribe(channel: string, handler: PubSubHandler): () => void;
  /**
   * Called when the connection to the shared bus came back after a loss: messages published
   * meanwhile never arrived here, so the caller tells its realtime clients to reconnect (and
   * reload). Returns the function that unregisters. Never called in process.
   */
  onResubscribed(handler: () => void): () => void;
  /** Resolves when every subscription made so far is in place. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/**
 * In-process implementation. Messages travel as JSON, exactly as they would through Redis, so a
 * subscriber never shares (or mutates) the publisher's object and non-serialisable data fails here
 * too. A throwing subscriber does not stop the others.
 */
export function createInProcessPubSub(onError: (err: unknown) => void = () => undefined): PubSub {
  const channels = new Map<string, Set<PubSubHandler>>();
  return {
    async publish(channel, message) {
      const handlers = channels.get(channel);
      if (!handlers?.size) return;
      const json = JSON.stringify(message);
      for (const handler of [...handlers]) {
        try {
          handler(JSON.parse(json));
        } catch (err) {
          onError(err);
        }
      }
    },
    subscribe(channel, handler) {
      const set = channels.get(channel) ?? new Set();
      channels.set(channel, set);
      set.add(handler);
      return () => {
        set.delete(handler);
        if (!set.size) channels.delete(channel);
      };
    },
    onResubscribed() {
      return () => undefined;
    },
    async ready() {},
    async close() {
      channels.clear();
    },
  };
}

/** How long a Redis command may wait for the connection before it fails (rather than queueing for ever). */
const REDIS_RETRIES_PER_REQUEST = 3;

/** A Redis connection as this app opens them: failing commands rather than queueing them without end while Redis is away. */
export function openRedis(url: string, name: string): Redis {
  return new Redis(url, {
    connectionName: name,
    maxRetriesPerRequest: REDIS_RETRIES_PER_REQUEST,
    // Reconnect quickly at first, then every 2 s at most.
    retryStrategy: (times) => Math.min(50 * 2 ** times, 2000),
  });
}

/**
 * Redis implementation: one connection publishes, one subscribes (a subscribed connection can do
 * nothing else). Channels are `prefix + channel`; messages are JSON. ioredis restores the
 * subscriptions after a reconnect (`autoResubscribe`); once it has (a PING answered after the
 * SUBSCRIBEs, in order on the same connection) the `onResubscribed` handlers run.
 */
export function createRedisPubSub(
  publisher: Redis,
  subscriber: Redis,
  prefix: string,
  onError: (err: unknown) => void = () => undefined,
  onConnectionError: (err: unknown) => void = onError,
): PubSub {
  const channels = new Map<string, Set<PubSubHandler>>();
  const resubscribed = new Set<() => void>();
  const pending = new Set<Promise<unknown>>();
  let everReady = subscriber.status === 'ready';
  let lost = false;
  let closed = false;

  // SUBSCRIBE is sent once the connection is ready, not queued before: ioredis refused queued ones
  // that followed the first ("Connection in subscriber mode") and lost its subscribed state.
  const connected = subscriber.status === 'ready' ? Promise.resolve() : new Promise<void>((resolve) => subscriber.once('ready', () => resolve()));
  const track = (p: Promise<unknown>) => {
    const tracked = p.catch(onError).finally(() => pending.delete(tracked));
    pending.add(tracked);
  };
  subscriber.on('message', (fullChannel: string, json: string) => {
    const handlers = channels.get(fullChannel.slice(prefix.length));
    if (!handlers?.size || !fullChannel.startsWith(prefix)) return;
    for (const handler of [...handlers]) {
      try {
        handler(JSON.parse(json));
      } catch (err) {
        onError(err);
      }
    }
  });
  subscriber.on('close', () => {
    if (everReady && !closed) lost = true;
  });
  subscriber.on('ready', () => {
    if (!everReady || !lost) {
      everReady = true;
      return;
    }
    lost = false;
    subscriber
      .ping()
      .then(() => {
        for (const handler of [...resubscribed]) handler();
      })
      .catch(onError);
  });
  // A connection error is reported once per outage (ioredis retries every 2 s at most): an
  // instance waiting for Redis at start, or running without it, says why.
  for (const connection of [subscriber, publisher]) {
    let reported = false;
    connection.on('error', (err: unknown) => {
      if (!reported) onConnectionError(err);
      reported = true;
    });
    connection.on('ready', () => (reported = false));
  }

  return {
    async publish(channel, message) {
      await publisher.publish(prefix + channel, JSON.stringify(message));
    },
    subscribe(channel, handler) {
      let set = channels.get(channel);
      if (!set) {
        set = new Set();
        channels.set(channel, set);
        track(connected.then(() => subscriber.subscribe(prefix + channel)));
      }
      set.add(handler);
      return () => {
        set.delete(handler);
        if (set.size || channels.get(channel) !== set) return;
        channels.delete(channel);
        if (!closed) track(subscriber.unsubscribe(prefix + channel));
      };
    },
    onResubscribed(handler) {
      resubscribed.add(handler);
      return () => resubscribed.delete(handler);
    },
    async ready() {
      await Promise.all([...pending]);
    },
    async close() {
      closed = true;
      channels.clear();
      resubscribed.clear();
      await Promise.all([...pending]);
      // QUIT when connected; otherwise (Redis away) stop reconnecting at once rather than queue it.
      const end = async (c: Redis) => {
        if (c.status === 'ready') await c.quit().catch(() => c.disconnect());
        else c.disconnect();
      };
      await Promise.all([end(subscriber), end(publisher)]);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    pubsub: PubSub;
    /** Names this process among the instances sharing Redis (presence, connection names). */
    instanceId: string;
    /** The command connection to Redis (shared counters, presence, health) when REDIS_URL is set; null otherwise. */
    redis: Redis | null;
  }
}

/**
 * In process without REDIS_URL (one instance); through Redis with it, so every instance behind a
 * balancer hears every message and delivers it to its own sockets (docs/operations.md).
 */
export default fp(
  async (app) => {
    const onError = (err: unknown) => app.log.error({ err }, 'pubsub failed');
    const { redisUrl, redisPrefix } = app.config;
    const instanceId = randomBytes(6).toString('hex');
    app.decorate('instanceId', instanceId);
    let pubsub: PubSub;
    if (redisUrl) {
      // Named, so that an operator (or a test) finds this instance's connections in CLIENT LIST.
      const publisher = openRedis(redisUrl, `ipsite-commands-${instanceId}`);
      const subscriber = openRedis(redisUrl, `ipsite-subscriber-${instanceId}`);
      pubsub = createRedisPubSub(publisher, subscriber, `${redisPrefix}ch:`, onError, (err) =>
        app.log.warn({ err }, 'Redis does not answer: fan-out, presence and shared limits wait for it to come back'),
      );
      app.decorate('redis', publisher);
      pubsub.onResubscribed(() => app.log.warn('Redis connection restored: realtime clients are told to reconnect'));
    } else {
      pubsub = createInProcessPubSub(onError);
      app.decorate('redis', null);
    }
    app.decorate('pubsub', pubsub);
    // Every plugin subscribed while it was registered: nothing is published before those are in place.
    app.addHook('onReady', async () => pubsub.ready());
    app.addHook('onClose', async () => pubsub.close());
  },
  { name: 'pubsub' },
);
