import { api } from '../../app/api';
import type { ApiEnvelope } from '../../../shared/envelope';
import { CHAT } from '../../../shared/realtime';
import type { ChatContactInput, ChatMessage, ChatVisitInput } from '../../../shared/types/chat';

/** The visitor's calls: history with a 10 s time-out, presence, their contact, page reports, the transcript mail. */
export const chatApi = api.injectEndpoints({
  endpoints: (build) => ({
    getChatHistory: build.query<ChatMessage[], string>({
      query: (guestId) => ({ url: `/chat/${guestId}`, timeout: CHAT.historyTimeoutMs }),
      // A non-array is treated as empty; only the last 100 are kept.
      transformResponse: (res: ApiEnvelope<unknown>) => (Array.isArray(res.data) ? (res.data as ChatMessage[]).slice(-CHAT.keepLast) : []),
    }),
    setGuestPresence: build.mutation<boolean, { guestId: string; online: boolean }>({
      query: ({ guestId, online }) => ({ url: `/chat/admin/guest/${guestId}/online/${online}`, method: 'PUT' }),
      transformResponse: (res: ApiEnvelope<boolean>) => res.data,
    }),
    saveChatContact: build.mutation<ApiEnvelope<ChatContactInput>, { guestId: string; contact: ChatContactInput }>({
      query: ({ guestId, contact }) => ({ url: `/chat/${guestId}/contact`, method: 'POST', body: contact }),
    }),
    reportChatVisit: build.mutation<boolean, { guestId: string; visit: ChatVisitInput }>({
      query: ({ guestId, visit }) => ({ url: `/chat/${guestId}/visit`, method: 'POST', body: visit }),
      transformResponse: (res: ApiEnvelope<boolean>) => res.data,
    }),
    requestChatTranscript: build.mutation<ApiEnvelope<string>, string>({
      query: (guestId) => ({ url: `/chat/${guestId}/transcript`, method: 'POST' }),
    }),
  }),
});

export const { useGetChatHistoryQuery, useSaveChatContactMutation, useReportChatVisitMutation, useRequestChatTranscriptMutation } = chatApi;
