import { API_BASE, api } from '../../app/api';
import type { ApiEnvelope } from '../../../shared/envelope';
import { CHAT } from '../../../shared/realtime';
import type { ChatContactInput, ChatMessage, ChatVisitInput } from '../../../shared/types/chat';

/** The visitor's calls: history with a 10 s time-out, files, presence, their contact, page reports, the transcript mail. */
export const chatApi = api.injectEndpoints({
  endpoints: (build) => ({
    getChatHistory: build.query<ChatMessage[], string>({
      query: (guestId) => ({ url: `/chat/${guestId}`, timeout: CHAT.historyTimeoutMs }),
      // A non-array is treated as empty; only the last 100 are kept.
      transformResponse: (res: ApiEnvelope<unknown>) => (Array.isArray(res.data) ? (res.data as ChatMessage[]).slice(-CHAT.keepLast) : []),
    }),
    /**
     * A file for the conversation (multipart: file, tempId). The server stores it with its message
     * and publishes that like any other; the answer's copy joins the thread at once (the echo, by
     * the same id, is then not added twice).
     */
    sendChatFile: build.mutation<ChatMessage, { guestId: string; file: File; tempId: string }>({
      query: ({ guestId, file, tempId }) => {
        const body = new FormData();
        body.append('tempId', tempId);
        body.append('file', file, file.name);
        return { url: `/chat/${guestId}/attachments`, method: 'POST', body };
      },
      transformResponse: (res: ApiEnvelope<ChatMessage>) => res.data,
      async onQueryStarted({ guestId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            chatApi.util.updateQueryData('getChatHistory', guestId, (draft) => {
              if (!draft.some((m) => m.id === data.id)) draft.push(data);
            }),
          );
        } catch {
          // the composer shows the error
        }
      },
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

/** Where the visitor's browser reads a file of its own conversation (an <img> or a link: no token needed). */
export const chatFileUrl = (guestId: string, id: number) => `${API_BASE}/chat/${guestId}/attachments/${id}`;

export const { useGetChatHistoryQuery, useSendChatFileMutation, useSaveChatContactMutation, useReportChatVisitMutation, useRequestChatTranscriptMutation } = chatApi;
