import type { FastifyInstance } from 'fastify';
import { ValidationError } from 'yup';
import { API_MSG } from '../../shared/messages';
import { CHAT_MSG } from '../../shared/messages/chat';
import { CHAT, DEST } from '../../shared/realtime';
import { sendMessageSchema } from '../../shared/validation/chat';
import { StompRefusal, type StompBroker, type StompSession } from '../realtime/stomp/broker';
import type { Principal } from '../plugins/realtime';
import type { TypingEvent } from '../../shared/types/chat';
import { GUEST_ID_PATTERN } from '../../shared/realtime';
import { illFormedTextPath, withoutPrototypeKeys } from '../lib/validate';

/** Messages one connection may send per window before it is asked to slow down (count: CHAT_SEND_LIMIT). */
export const SEND_LIMIT = { count: 20, windowMs: 10_000 };
const recentSends = new WeakMap<StompSession<Principal>, number[]>();

/** Whether this session may send now (a sliding window per connection). */
function withinRate(session: StompSession<Principal>, limit: number, now = Date.now()): boolean {
  const times = (recentSends.get(session) ?? []).filter((t) => now - t < SEND_LIMIT.windowMs);
  if (times.length >= limit) {
    recentSends.set(session, times);
    return false;
  }
  times.push(now);
  recentSends.set(session, times);
  return true;
}

/** A problem with the message itself goes to the sender's /topic/errors (or ERROR if not subscribed). */
function reportToSender(broker: StompBroker<Principal>, session: StompSession<Principal>, text: string): void {
  if (!broker.publishTo(session, DEST.errors, text)) session.error(text);
}

const lastTyping = new WeakMap<StompSession<Principal>, number>();

/**
 * SEND /app/chat.typing: "someone is typing" for the other side of one conversation, never stored.
 * A guest signals only its own conversation; staff only as an ADMIN. One signal per connection per
 * CHAT.typingEveryMs goes out; the rest, and anything malformed, is dropped without an answer (a
 * signal is only a hint, and the client sends them unprompted).
 */
async function handleTyping(app: FastifyInstance, session: StompSession<Principal>, body: string, now = Date.now()): Promise<void> {
  const principal = session.principal!;
  let guestId: unknown;
  try {
    guestId = (JSON.parse(body) as { guestId?: unknown } | null)?.guestId;
  } catch {
    return;
  }
  if (typeof guestId !== 'string' || !GUEST_ID_PATTERN.test(guestId)) return;
  if (principal.kind === 'guest' ? principal.guestId !== guestId : principal.user.role !== 'ADMIN') throw new StompRefusal(CHAT_MSG.server.forbiddenSender);
  if (now - (lastTyping.get(session) ?? -Infinity) < CHAT.typingEveryMs) return;
  lastTyping.set(session, now);
  if (principal.kind === 'guest') {
    await app.chat.publishTyping(DEST.adminTyping, { guestId, senderType: 'GUEST', staffName: null } satisfies TypingEvent);
    return;
  }
  const account = await app.authRepo.findUserById(principal.user.id);
  if (!account || account.active !== 'ACTIVE' || account.role !== 'ADMIN') throw new StompRefusal(CHAT_MSG.server.forbiddenSender);
  await app.chat.publishTyping(DEST.typing(guestId), { guestId, senderType: 'ADMIN', staffName: account.fullName } satisfies TypingEvent);
}

/**
 * SEND /app/chat.sendMessage. Who sends is checked against the connection first: a
 * guest only as itself with senderType GUEST, staff only as an ADMIN and as themselves — any other
 * claim is refused with ERROR. Then the content is trimmed and checked (empty, over 1000).
 */
export async function handleChatSend(
  app: FastifyInstance,
  broker: StompBroker<Principal>,
  session: StompSession<Principal>,
  destination: string,
  body: string,
): Promise<void> {
  if (destination === DEST.sendTyping) return handleTyping(app, session, body);
  if (destination !== DEST.sendMessage) throw new StompRefusal(CHAT_MSG.server.unknownDestination);
  const principal = session.principal!;
  let raw: unknown;
  try {
    raw = JSON.parse(body);
  } catch {
    return reportToSender(broker, session, CHAT_MSG.server.invalidPayload);
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return reportToSender(broker, session, CHAT_MSG.server.invalidPayload);
  const claim = raw as Record<string, unknown>;

  let adminId: number | null = null;
  if (principal.kind === 'guest') {
    if (claim.guestId !== principal.guestId || claim.senderType !== 'GUEST' || (claim.adminId !== undefined && claim.adminId !== null)) {
      throw new StompRefusal(CHAT_MSG.server.forbiddenSender);
    }
  } else {
    const { user } = principal;
    if (user.role !== 'ADMIN' || claim.senderType !== 'ADMIN' || (claim.adminId !== undefined && claim.adminId !== user.id)) {
      throw new StompRefusal(CHAT_MSG.server.forbiddenSender);
    }
    // The account is read again: a demotion or deactivation ends the right to answer at once,
    // even on a connection opened before it.
    const account = await app.authRepo.findUserById(user.id);
    if (!account || account.active !== 'ACTIVE' || account.role !== 'ADMIN') throw new StompRefusal(CHAT_MSG.server.forbiddenSender);
    adminId = user.id;
  }

  if (!withinRate(session, app.config.chatSendLimit ?? SEND_LIMIT.count)) return reportToSender(broker, session, API_MSG.tooManyRequests);

  let input;
  try {
    input = sendMessageSchema.validateSync(withoutPrototypeKeys(claim), { stripUnknown: true });
  } catch (err) {
    if (err instanceof ValidationError) return reportToSender(broker, session, err.message);
    throw err;
  }
  // Half a surrogate pair has no UTF-8 form: refused rather than stored as U+FFFD.
  if (illFormedTextPath(input)) return reportToSender(broker, session, CHAT_MSG.server.invalidPayload);
  if (principal.kind === 'staff' && !(await app.chat.repo.findConversation(input.guestId))) {
    return reportToSender(broker, session, CHAT_MSG.server.conversationNotFound);
  }
  await app.chat.postMessage({ guestId: input.guestId, content: input.content, senderType: input.senderType as 'GUEST' | 'ADMIN', adminId, tempId: input.tempId ?? null });
}
