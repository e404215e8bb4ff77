import { api } from '../../app/api';
import type { ApiEnvelope } from '../../../shared/envelope';
import type { ChatVisitor } from '../../../shared/types/chat';

/** What staff know of a conversation's visitor, and the one-action conversion into a customer request. */
export const chatVisitorApi = api.injectEndpoints({
  endpoints: (build) => ({
    getChatVisitor: build.query<ChatVisitor, string>({
      query: (guestId) => `/chat/admin/conversations/${guestId}/visitor`,
      transformResponse: (res: ApiEnvelope<ChatVisitor>) => res.data,
      providesTags: (_res, _err, guestId) => [{ type: 'Conversation', id: `visitor-${guestId}` }],
    }),
    convertConversation: build.mutation<ApiEnvelope<{ customerRequestId: number; created: boolean }>, string>({
      query: (guestId) => ({ url: `/chat/admin/conversations/${guestId}/customer-request`, method: 'POST' }),
      invalidatesTags: (_res, _err, guestId) => [{ type: 'Conversation', id: `visitor-${guestId}` }],
    }),
  }),
});

export const { useGetChatVisitorQuery, useConvertConversationMutation } = chatVisitorApi;
