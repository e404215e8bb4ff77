import type { PubSub } from '../plugins/pubsub';

/**
 * "Sessions of this account ended", through pubsub like every other fan-out, so every instance
 * hears it: a sign-out ends one sign-in; a new password or a deactivation ends every sign-in of
 * the account; a new role ends no sign-in but the connections authorised under the old role.
 * Each instance then refuses the ended sign-ins' access tokens (plugins/auth.ts) and closes its
 * own realtime connections (notifications sockets, STOMP sessions) that the event names.
 */
export const SESSIONS_ENDED_CHANNEL = 'user-sessions-ended';

export interface SessionsEndedEvent {
  userId: number;
  /** Sign-ins ended (refresh-token families, an access token's `sid`): their access tokens are refused from now on. */
  sessionIds: string[];
  /** Every realtime connection of the user closes, whichever sign-in opened it; otherwise only those of `sessionIds`. */
  allSessions: boolean;
}

export function publishSessionsEnded(pubsub: PubSub, event: SessionsEndedEvent): Promise<void> {
  return pubsub.publish(SESSIONS_ENDED_CHANNEL, event);
}

/** The event in a pubsub message, or null when it is not one (ignored). */
export function readSessionsEnded(msg: unknown): SessionsEndedEvent | null {
  const m = msg as Partial<SessionsEndedEvent> | null;
  if (typeof m?.userId !== 'number' || !Number.isSafeInteger(m.userId)) return null;
  const sessionIds = Array.isArray(m.sessionIds) ? m.sessionIds.filter((id): id is string => typeof id === 'string') : [];
  // A message that names no sign-in ends them all: the safe reading of a malformed one.
  return { userId: m.userId, sessionIds, allSessions: m.allSessions === true || sessionIds.length === 0 };
}

/** Subscribes to the event; a message that is not one is ignored. Returns the unsubscriber. */
export function onSessionsEnded(pubsub: PubSub, handler: (event: SessionsEndedEvent) => void): () => void {
  return pubsub.subscribe(SESSIONS_ENDED_CHANNEL, (msg) => {
    const event = readSessionsEnded(msg);
    if (event) handler(event);
  });
}

/** Whether an event ends a connection of this user opened under this sign-in. */
export function endsSession(event: SessionsEndedEvent, userId: number, sessionId: string): boolean {
  return event.userId === userId && (event.allSessions || event.sessionIds.includes(sessionId));
}

/**
 * Closes the gap between checking a token and registering its connection: a connection whose
 * authentication began before its sessions ended must not open (the account and the revoked
 * sign-ins were read before the change, and the event found no connection to close yet). Take a
 * `mark()` before authenticating, record every event, and ask `endedSince(...)` once authenticated.
 */
export class SessionEndLog {
  private seq = 0;
  private readonly userEnded = new Map<number, number>();
  /** Sign-in → [seq, when recorded]; forgotten after SESSION_ENTRY_MS (no check runs that long). */
  private readonly sessionEnded = new Map<string, [number, number]>();

  constructor(private readonly now: () => number = Date.now) {}

  mark(): number {
    return this.seq;
  }

  record(event: SessionsEndedEvent): void {
    this.seq += 1;
    // One entry per staff account whose sessions all ended while this process ran: tiny.
    if (event.allSessions) this.userEnded.set(event.userId, this.seq);
    const now = this.now();
    for (const [id, [, at]] of this.sessionEnded) if (at <= now - SESSION_ENTRY_MS) this.sessionEnded.delete(id);
    for (const id of event.sessionIds) this.sessionEnded.set(id, [this.seq, now]);
  }

  endedSince(userId: number, sessionId: string, mark: number): boolean {
    return (this.userEnded.get(userId) ?? 0) > mark || (this.sessionEnded.get(sessionId)?.[0] ?? 0) > mark;
  }
}

/**
 * How long an ended sign-in stays in a SessionEndLog: far longer than checking a token takes.
 * Past it, the sign-in's tokens are refused by the revoked sign-ins every check reads anyway.
 */
const SESSION_ENTRY_MS = 5 * 60_000;
