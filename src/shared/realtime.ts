/**
 * The realtime contract both sides import: the SockJS endpoint, the STOMP destinations (who may
 * use which: docs/security.md, "Realtime") and the chat constants of the panel and the console.
 */
export const CHAT_WS_PATH = '/api/ws';

/** "guest-" plus 128 bits as 32 hex digits (guestSlice.generateGuestId). */
export const GUEST_ID_PATTERN = /^guest-[0-9a-f]{32}$/;

export const DEST = {
  /** One guest's thread: that guest, or admins. */
  chat: (guestId: string) => `/topic/chat/${guestId}`,
  chatPrefix: '/topic/chat/',
  adminConversations: '/topic/admin/conversations',
  adminUserStatus: '/topic/admin/user-status',
  errors: '/topic/errors',
  sendMessage: '/app/chat.sendMessage',
  /** "Typing" signals, never stored: the visitor's go to admins, staff's to that visitor. */
  sendTyping: '/app/chat.typing',
  typing: (guestId: string) => `/topic/typing/${guestId}`,
  typingPrefix: '/topic/typing/',
  adminTyping: '/topic/admin/typing',
  /** Whether chat is staffed now (opening hours and staff available): anyone connected may listen. */
  chatAvailability: '/topic/chat/availability',
  /** Who is on duty in the console, with the hours: admins only. */
  adminAvailability: '/topic/admin/availability',
} as const;

export const CHAT = {
  maxLength: 1000,
  counterFrom: 950,
  keepLast: 100,
  historyTimeoutMs: 10_000,
  reconnectBaseMs: 5000,
  reconnectCapMs: 30_000,
  maxReconnectAttempts: 5,
  heartbeatMs: 4000,
  echoWindowMs: 2000,
  refreshMs: 30_000,
  composerMinPx: 44,
  composerMaxPx: 120,
  /** Canned replies: a shortcut's length, and how many the console keeps. */
  cannedShortcutMax: 32,
  cannedMax: 200,
  /** A typing signal at most this often per connection (the client sends one per this while typing). */
  typingEveryMs: 2000,
  /** How long "typing…" shows after the last signal, unless a message from that side comes first. */
  typingShowMs: 6000,
} as const;

/** Reconnection delay after a STOMP error: min(5000 × 2^attempts, 30000) ms. */
export function reconnectDelay(attempts: number): number {
  return Math.min(CHAT.reconnectBaseMs * 2 ** attempts, CHAT.reconnectCapMs);
}

export const PRIORITIES = ['low', 'normal', 'high'] as const;
export type Priority = (typeof PRIORITIES)[number];
/** Conversation order: high 3, normal 2, low 1. */
export const PRIORITY_RANK: Record<Priority, number> = { high: 3, normal: 2, low: 1 };

export const SENDER_TYPES = ['GUEST', 'ADMIN'] as const;
export type SenderType = (typeof SENDER_TYPES)[number];

/** A conversation is open until staff resolve it; the visitor's next message opens it again. */
export const CONVERSATION_STATUSES = ['open', 'resolved'] as const;
export type ConversationStatus = (typeof CONVERSATION_STATUSES)[number];
