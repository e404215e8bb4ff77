import type { ConversationStatus, Priority, SenderType } from '../realtime';

/** A stored chat message as the server sends it (REST history and STOMP MESSAGE bodies). */
export interface ChatMessage {
  id: number;
  guestId: string;
  content: string;
  senderType: SenderType;
  adminId: number | null;
  createdAt: string;
  /** The sender's client-generated id: a retried send is stored once, and the echo finds its draft. */
  tempId: string | null;
  /** The answering staff member's display name, on staff messages (the visitor sees who answers). */
  staffName?: string | null;
  /** The file the message carries (an image or a PDF); its content is the file's name. */
  attachment?: ChatAttachment | null;
}

/** A file sent in the chat, as both sides see it (the bytes: GET …/attachments/{id}). */
export interface ChatAttachment {
  id: number;
  name: string;
  mime: string;
  size: number;
}

/** The client's view of a message in the visitor's thread. */
export type OutgoingStatus = 'sending' | 'sent' | 'failed';
export interface ChatMessageView extends Omit<ChatMessage, 'id'> {
  id: number | null;
  status: OutgoingStatus;
}

/** Body of SEND /app/chat.sendMessage. */
export interface SendMessagePayload {
  guestId: string;
  content: string;
  senderType: SenderType;
  adminId?: number;
  tempId?: string;
}

export interface Conversation {
  guestId: string;
  guestName: string | null;
  isOnline: boolean;
  lastSeen: string | null;
  lastMessage: { content: string; createdAt: string; senderType: SenderType } | null;
  unreadCount: number;
  assignedAdmin: number | null;
  assignedAdminName: string | null;
  priority: Priority;
  updatedAt: string;
  /** Resolved by staff; the visitor's next message makes it open again. */
  status: ConversationStatus;
}

export interface ChatStats {
  totalConversations: number;
  unreadConversations: number;
  assignedToAdmin: number;
  onlineUsers: number;
  todayMessages: number;
}

/** Body of /topic/admin/user-status. */
export interface UserStatusEvent {
  guestId: string;
  isOnline: boolean;
  lastSeen: string | null;
}

/** Body of /topic/admin/conversations: the conversation after a change, and the new message if one caused it. */
export interface ConversationEvent {
  message: ChatMessage | null;
  conversation: Conversation;
}

/** A staff member's prepared answer: typing "/" and its shortcut in the console's composer inserts it. */
export interface CannedReply {
  id: number;
  shortcut: string;
  content: string;
  updatedAt: string;
}

/** Body of POST and PUT /chat/admin/canned-replies. */
export interface CannedReplyInput {
  shortcut: string;
  content: string;
}

/** Body of SEND /app/chat.typing: the conversation being typed in. */
export interface TypingPayload {
  guestId: string;
}

/** Body of /topic/typing/{guestId} (staff typing, with their name) and /topic/admin/typing (the visitor typing). */
export interface TypingEvent {
  guestId: string;
  senderType: SenderType;
  staffName: string | null;
}

/** What staff see of a chat visitor in the console (GET /chat/admin/conversations/{guestId}/visitor). */
export interface ChatVisitor {
  guestId: string;
  contact: { name: string; phone: string | null; email: string | null; at: string } | null;
  /** The customer request the conversation led to (the visitor's contact or staff's conversion). */
  customerRequestId: number | null;
  currentPath: string | null;
  currentTitle: string | null;
  referrer: string | null;
  device: string | null;
  visits: number;
  firstVisitAt: string | null;
  lastVisitAt: string | null;
}

/** Body of POST /chat/{guestId}/contact. */
export interface ChatContactInput {
  name: string;
  phone?: string;
  email?: string;
}

/** Body of POST /chat/{guestId}/visit. */
export interface ChatVisitInput {
  path: string;
  title?: string;
  referrer?: string;
}
