import { createSelector } from '@reduxjs/toolkit';
import { CHAT } from '../../../shared/realtime';
import type { ChatMessage, ChatMessageView } from '../../../shared/types/chat';
import { useAppSelector } from '../../app/hooks';
import { useGetChatHistoryQuery } from './chatApi';
import { selectPending } from './chatSlice';

const EMPTY: ChatMessage[] = [];

/** Confirmed messages (the cache) followed by the drafts the server has not echoed; the last 100. */
export const mergeThread = createSelector([(confirmed: ChatMessage[]) => confirmed, (_c: ChatMessage[], pending: ChatMessageView[]) => pending], (confirmed, pending) => {
  const stored = new Set(confirmed.map((m) => m.tempId).filter(Boolean));
  const views: ChatMessageView[] = confirmed.map((m) => ({ ...m, status: 'sent' }));
  for (const p of pending) if (!p.tempId || !stored.has(p.tempId)) views.push(p);
  return views.slice(-CHAT.keepLast);
});

export function useChatThread(guestId: string | null) {
  const history = useGetChatHistoryQuery(guestId ?? '', { skip: !guestId });
  const pending = useAppSelector(selectPending);
  return { messages: mergeThread(history.data ?? EMPTY, pending), isLoading: history.isLoading };
}
