import fp from 'fastify-plugin';

export type PubSubHandler = (message: unknown) => void;

/**
 * The publish/subscribe interface of DESIGN §4. Everything that fans out to clients (chat,
 * notifications) publishes here and delivers in a subscriber, so a Redis implementation can replace
 * this one and every instance behind a load balancer delivers each message once to its own sockets.
 */
export interface PubSub {
  publish(channel: string, message: unknown): Promise<void>;
  /** Returns the function that unsubscribes. */
  subscribe(channel: string, handler: PubSubHandler): () => void;
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
    async close() {
      channels.clear();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    pubsub: PubSub;
  }
}

export default fp(
  async (app) => {
    // REDIS_URL (several instances) is not wired yet: one process delivers in-process.
    if (app.config.redisUrl) app.log.warn('REDIS_URL is set but this build fans out in-process only');
    const pubsub = createInProcessPubSub((err) => app.log.error({ err }, 'pubsub subscriber failed'));
    app.decorate('pubsub', pubsub);
    app.addHook('onClose', async () => pubsub.close());
  },
  { name: 'pubsub' },
);
