import { CHAT_MSG } from '../../../shared/messages/chat';
import { PRIORITY_RANK } from '../../../shared/realtime';
import type { Conversation } from '../../../shared/types/chat';

export const FILTERS = ['all', 'unread', 'mine'] as const;
export type ConversationFilter = (typeof FILTERS)[number];

/** High priority first (rank high 3, normal 2, low 1), then the most recently updated. */
export function sortConversations(list: readonly Conversation[]): Conversation[] {
  return [...list].sort((a, b) => PRIORITY_RANK[b.priority] - PRIORITY_RANK[a.priority] || b.updatedAt.localeCompare(a.updatedAt));
}

/** Lower case without Vietnamese diacritics, so "khach" finds "Khách". */
const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/đ/g, 'd').replace(/Đ/g, 'D').toLowerCase();

export function displayName(c: Pick<Conversation, 'guestId' | 'guestName'>): string {
  return c.guestName || CHAT_MSG.admin.guestLabel(c.guestId);
}

export function filterConversations(list: readonly Conversation[], filter: ConversationFilter, search: string, myId: number | null): Conversation[] {
  const q = fold(search.trim());
  return sortConversations(
    list.filter((c) => {
      // A resolved conversation is not waiting for anyone, whatever its count says.
      if (filter === 'unread' && (c.unreadCount <= 0 || c.status === 'resolved')) return false;
      if (filter === 'mine' && (myId === null || c.assignedAdmin !== myId)) return false;
      if (!q) return true;
      return [displayName(c), c.guestId, c.lastMessage?.content ?? ''].some((s) => fold(s).includes(q));
    }),
  );
}

const dateFormat = new Intl.DateTimeFormat('vi-VN', { day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** Relative times: under 1 minute "just now", under 60 "n minutes ago", under 1440 "n hours ago", else the date. */
export function relativeTime(iso: string, now = Date.now()): string {
  const minutes = Math.floor((now - Date.parse(iso)) / 60_000);
  if (minutes < 1) return CHAT_MSG.admin.justNow;
  if (minutes < 60) return CHAT_MSG.admin.minutesAgo(minutes);
  if (minutes < 1440) return CHAT_MSG.admin.hoursAgo(Math.floor(minutes / 60));
  return dateFormat.format(new Date(iso));
}

/** "Online", or "last seen …" (the conversation header and list). */
export function presenceText(c: Pick<Conversation, 'isOnline' | 'lastSeen'>, now = Date.now()): string {
  if (c.isOnline) return CHAT_MSG.admin.online;
  return c.lastSeen ? CHAT_MSG.admin.lastSeen(relativeTime(c.lastSeen, now)) : CHAT_MSG.admin.neverSeen;
}
