import type { Generated } from 'kysely';
import type { ConversationStatus, Priority, SenderType } from '../../../shared/realtime';

export interface ChatConversationsTable {
  guestId: string;
  guestName: string | null;
  /** 0/1: SQLite has no boolean. */
  isOnline: Generated<number>;
  lastSeen: string | null;
  lastMessageContent: string | null;
  lastMessageAt: string | null;
  lastMessageSender: SenderType | null;
  unreadCount: Generated<number>;
  assignedAdminId: number | null;
  priority: Generated<Priority>;
  status: Generated<ConversationStatus>;
  createdAt: string;
  updatedAt: string;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  guestId: string;
  clientId: string | null;
  content: string;
  senderType: SenderType;
  adminId: number | null;
  createdAt: string;
}

export interface ChatCannedRepliesTable {
  id: Generated<number>;
  shortcut: string;
  content: string;
  updatedBy: number | null;
  createdAt: string;
  updatedAt: string;
}

/** What staff know of one chat visitor: the contact given, the linked customer request, the context. */
export interface ChatVisitorsTable {
  guestId: string;
  contactName: string | null;
  contactPhone: string | null;
  contactEmail: string | null;
  contactAt: string | null;
  customerRequestId: number | null;
  currentPath: string | null;
  currentTitle: string | null;
  referrer: string | null;
  device: string | null;
  visits: Generated<number>;
  firstVisitAt: string | null;
  lastVisitAt: string | null;
  transcriptSentAt: string | null;
}

/** A weekday's chat opening hours (Vietnam time); both times null on a closed day. */
export interface ChatOpeningHoursTable {
  day: number;
  opens: string | null;
  closes: string | null;
  updatedBy: number | null;
  updatedAt: string | null;
}

/** Staff who set themselves "away" in the console: not counted as available while the row exists. */
export interface ChatStaffAwayTable {
  userId: number;
  since: string;
}

/** A file sent in the chat: one per message, stored privately (docs/security.md). */
export interface ChatAttachmentsTable {
  id: Generated<number>;
  guestId: string;
  messageId: number;
  senderType: SenderType;
  /** Relative to UPLOADS_DIR/private (chat/<random>.<ext>). */
  storedPath: string;
  originalName: string;
  mime: string;
  size: number;
  createdAt: string;
}

export interface ChatTables {
  chatConversations: ChatConversationsTable;
  chatVisitors: ChatVisitorsTable;
  chatMessages: ChatMessagesTable;
  chatCannedReplies: ChatCannedRepliesTable;
  chatOpeningHours: ChatOpeningHoursTable;
  chatStaffAway: ChatStaffAwayTable;
  chatAttachments: ChatAttachmentsTable;
}
