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
  chatMessages: ChatMessagesTable;
  chatCannedReplies: ChatCannedRepliesTable;
  chatAttachments: ChatAttachmentsTable;
}
