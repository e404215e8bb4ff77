import type { FastifyInstance } from 'fastify';
import { STOMP_CHANNEL, type StompPublication } from '../../../src/server/chat/chatService';

/** The bodies published to `destination` (through the app's pubsub, as every instance hears them) while `work` ran. */
export async function publishedDuring<T>(app: FastifyInstance, destination: string, work: () => Promise<unknown>): Promise<T[]> {
  const events: StompPublication[] = [];
  const off = app.pubsub.subscribe(STOMP_CHANNEL, (m) => events.push(m as StompPublication));
  try {
    await work();
  } finally {
    off();
  }
  return events.filter((e) => e.destination === destination).map((e) => JSON.parse(e.body) as T);
}
