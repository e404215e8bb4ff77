import type { PubSub } from '../plugins/pubsub';
import { VIETNAM_UTC_OFFSET_MS } from '../../shared/constants';
import { DEST, type ConversationStatus, type Priority, type SenderType } from '../../shared/realtime';
import type { ChatMessage, Conversation, ConversationEvent, TypingEvent, UserStatusEvent } from '../../shared/types/chat';
import type { Presence } from '../realtime/presence';
import type { ChatRepository, NewAttachment, NewMessage, StoredMessage } from './chatRepository';

type PostInput = { guestId: string; content: string; senderType: SenderType; adminId: number | null; tempId: string | null; attachment?: NewAttachment; guard?: NewMessage['guard'] };

/** The pubsub channel that carries STOMP publications between instances (realtime plugin delivers). */
export const STOMP_CHANNEL = 'stomp';
export interface StompPublication {
  destination: string;
  body: string;
}

/** Midnight today in Vietnam (UTC+7, no daylight saving), as an ISO instant. */
export function vietnamDayStart(now = Date.now()): string {
  const day = 24 * 3600 * 1000;
  return new Date(Math.floor((now + VIETNAM_UTC_OFFSET_MS) / day) * day - VIETNAM_UTC_OFFSET_MS).toISOString();
}

/**
 * Chat logic shared by the REST routes and the STOMP destinations: storing a message, updating
 * the conversation and fanning the result out through pubsub; presence counted from live sessions.
 */
export class ChatService {
  constructor(
    readonly repo: ChatRepository,
    private readonly pubsub: PubSub,
    private readonly presence: Presence,
  ) {}

  private publish(destination: string, body: unknown): Promise<void> {
    const pub: StompPublication = { destination, body: JSON.stringify(body) };
    return this.pubsub.publish(STOMP_CHANNEL, pub);
  }

  async publishConversation(guestId: string, message: ChatMessage | null): Promise<void> {
    const conversation = await this.repo.findConversation(guestId);
    if (!conversation) return;
    const event: ConversationEvent = { message, conversation };
    await this.publish(DEST.adminConversations, event);
  }

  /** Stores (once per client id) and publishes to the guest's topic and the admin topic. */
  async postMessage(input: PostInput): Promise<ChatMessage> {
    return (await this.post(input)).message;
  }

  /** The same, saying whether the client id was stored already (a file sent with it is then not kept). */
  async post(input: PostInput): Promise<StoredMessage> {
    const stored = await this.repo.addMessage(
      { guestId: input.guestId, content: input.content, senderType: input.senderType, adminId: input.adminId, clientId: input.tempId, attachment: input.attachment ?? null, guard: input.guard },
      await this.isOnline(input.guestId),
    );
    const { message, conversation } = stored;
    // A duplicate is published again: its sender may have missed the first echo (clients dedupe by id).
    await this.publish(DEST.chat(input.guestId), message);
    // A new message comes with its conversation as stored; a duplicate reads it again.
    if (conversation) await this.publish(DEST.adminConversations, { message, conversation } satisfies ConversationEvent);
    else await this.publishConversation(input.guestId, message);
    return stored;
  }

  /** A typing signal: published like a message (every instance delivers it), stored nowhere. */
  publishTyping(destination: string, event: TypingEvent): Promise<void> {
    return this.publish(destination, event);
  }

  /** Whether the guest has a live chat connection on any instance. */
  isOnline(guestId: string): Promise<boolean> {
    return this.presence.isOnline(guestId);
  }

  async setPresence(guestId: string, online: boolean): Promise<void> {
    const at = new Date().toISOString();
    await this.repo.setOnline(guestId, online, at);
    const event: UserStatusEvent = { guestId, isOnline: online, lastSeen: online ? null : at };
    await this.publish(DEST.adminUserStatus, event);
  }

  /** A guest session connected: the first one on this instance makes the guest online. */
  async guestConnected(guestId: string): Promise<void> {
    if (await this.presence.connected(guestId)) await this.setPresence(guestId, true);
  }

  /** A guest session ended: the last one on any instance makes the guest offline, with its last-seen time. */
  async guestDisconnected(guestId: string): Promise<void> {
    if (!(await this.presence.disconnected(guestId))) return;
    await this.setPresence(guestId, false);
    // The guest came back on another instance while this one wrote "offline": say online again.
    if (await this.presence.isOnline(guestId)) await this.setPresence(guestId, true);
  }

  /**
   * Of these guests (by default those the database says are online), those no instance has
   * (their instance died) go offline, with the event staff consoles follow.
   */
  async settlePresence(guestIds?: string[]): Promise<number> {
    let settled = 0;
    for (const guestId of guestIds ?? (await this.repo.onlineGuests())) {
      if (await this.presence.isOnline(guestId)) continue;
      await this.setPresence(guestId, false);
      settled += 1;
    }
    return settled;
  }

  async markRead(guestId: string): Promise<Conversation | null> {
    if (!(await this.repo.update(guestId, { unreadCount: 0 }))) return null;
    await this.publishConversation(guestId, null);
    return this.repo.findConversation(guestId);
  }

  async assign(guestId: string, adminId: number): Promise<Conversation | null> {
    if (!(await this.repo.update(guestId, { assignedAdminId: adminId }))) return null;
    await this.publishConversation(guestId, null);
    return this.repo.findConversation(guestId);
  }

  /** Resolving also clears the unread count: a resolved conversation leaves the unread list. */
  async setStatus(guestId: string, status: ConversationStatus): Promise<Conversation | null> {
    if (!(await this.repo.update(guestId, status === 'resolved' ? { status, unreadCount: 0 } : { status }))) return null;
    await this.publishConversation(guestId, null);
    return this.repo.findConversation(guestId);
  }

  async setPriority(guestId: string, priority: Priority): Promise<Conversation | null> {
    if (!(await this.repo.update(guestId, { priority }))) return null;
    await this.publishConversation(guestId, null);
    return this.repo.findConversation(guestId);
  }
}
