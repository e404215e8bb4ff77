import type { PubSub } from '../plugins/pubsub';

/**
 * "The sessions of this account ended": it was deactivated, its role or its password changed. Every
 * instance closes its own realtime connections of that user (notifications sockets, STOMP sessions),
 * so the event goes through pubsub like every other fan-out (DESIGN §4).
 */
export const SESSIONS_ENDED_CHANNEL = 'user-sessions-ended';

export interface SessionsEndedEvent {
  userId: number;
}

export function publishSessionsEnded(pubsub: PubSub, userId: number): Promise<void> {
  return pubsub.publish(SESSIONS_ENDED_CHANNEL, { userId } satisfies SessionsEndedEvent);
}

/** Subscribes to the event; a message without a valid user id is ignored. Returns the unsubscriber. */
export function onSessionsEnded(pubsub: PubSub, handler: (userId: number) => void): () => void {
  return pubsub.subscribe(SESSIONS_ENDED_CHANNEL, (msg) => {
    const userId = (msg as Partial<SessionsEndedEvent> | null)?.userId;
    if (typeof userId === 'number' && Number.isSafeInteger(userId)) handler(userId);
  });
}

/**
 * Closes the gap between checking a token and registering its connection: a connection whose
 * authentication began before its user's sessions ended must not open (the account was read before
 * the change, and the event found no connection to close yet). Take a `mark()` before
 * authenticating, record every event, and ask `endedSince(userId, mark)` once authenticated.
 */
export class SessionEndLog {
  private seq = 0;
  private readonly lastEnded = new Map<number, number>();

  mark(): number {
    return this.seq;
  }

  record(userId: number): void {
    this.seq += 1;
    // One entry per staff account that ever had its sessions ended while this process ran: tiny.
    this.lastEnded.set(userId, this.seq);
  }

  endedSince(userId: number, mark: number): boolean {
    return (this.lastEnded.get(userId) ?? 0) > mark;
  }
}
