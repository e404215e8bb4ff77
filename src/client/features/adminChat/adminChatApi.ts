import { api } from '../../app/api';
import { blobResponse } from '../../app/files';
import type { ThunkDispatcher } from '../../realtime/stompClient';
import type { ApiEnvelope } from '../../../shared/envelope';
import { CHAT, type ConversationStatus, type Priority } from '../../../shared/realtime';
import type { CannedReply, CannedReplyInput, ChatMessage, ChatStats, Conversation } from '../../../shared/types/chat';

type Dispatch = ThunkDispatcher;

/** Replaces (or adds) one conversation in the cached list: a mutation's answer or a live event. */
export function upsertConversation(dispatch: Dispatch, conversation: Conversation) {
  dispatch(
    adminChatApi.util.updateQueryData('getConversations', undefined, (draft) => {
      const i = draft.findIndex((c) => c.guestId === conversation.guestId);
      if (i === -1) draft.push(conversation);
      else draft[i] = conversation;
    }),
  );
}

/** Appends a message to an open thread's cache unless its id is already there (no duplicates). */
export function appendMessage(dispatch: Dispatch, message: ChatMessage) {
  dispatch(
    adminChatApi.util.updateQueryData('getConversationMessages', message.guestId, (draft) => {
      if (draft.some((m) => m.id === message.id)) return;
      draft.push(message);
      if (draft.length > CHAT.keepLast) draft.splice(0, draft.length - CHAT.keepLast);
    }),
  );
}

const patchWithAnswer = async (_arg: unknown, { dispatch, queryFulfilled }: { dispatch: Dispatch; queryFulfilled: Promise<{ data: Conversation }> }) => {
  try {
    const { data } = await queryFulfilled;
    upsertConversation(dispatch, data);
  } catch {
    // the component shows the error
  }
};

/** The staff console's calls. */
// The canned replies' tag is the console's own: added here rather than to the app's list.
export const adminChatApi = api.enhanceEndpoints({ addTagTypes: ['CannedReply'] }).injectEndpoints({
  endpoints: (build) => ({
    getConversations: build.query<Conversation[], void>({
      query: () => '/chat/admin/conversations',
      transformResponse: (res: ApiEnvelope<Conversation[]>) => (Array.isArray(res.data) ? res.data : []),
      providesTags: (list) => [{ type: 'Conversation', id: 'LIST' }, ...(list ?? []).map((c) => ({ type: 'Conversation' as const, id: c.guestId }))],
    }),
    getChatStats: build.query<ChatStats, number>({
      query: (adminId) => `/chat/admin/stats/${adminId}`,
      transformResponse: (res: ApiEnvelope<ChatStats>) => res.data,
      providesTags: [{ type: 'ChatStats', id: 'ME' }],
    }),
    getConversationMessages: build.query<ChatMessage[], string>({
      query: (guestId) => `/chat/${guestId}`,
      transformResponse: (res: ApiEnvelope<ChatMessage[]>) => (Array.isArray(res.data) ? res.data.slice(-CHAT.keepLast) : []),
      providesTags: (_res, _err, guestId) => [{ type: 'Conversation', id: `thread-${guestId}` }],
    }),
    /**
     * A staff file to a conversation; the answer joins the thread at once (the live copy is then not
     * added twice). Named apart from the visitor's sendChatFile: endpoints share one API, where a
     * second definition under the same name would be ignored.
     */
    sendStaffChatFile: build.mutation<ChatMessage, { guestId: string; file: File; tempId: string }>({
      query: ({ guestId, file, tempId }) => {
        const body = new FormData();
        body.append('tempId', tempId);
        body.append('file', file, file.name);
        return { url: `/chat/admin/conversations/${guestId}/attachments`, method: 'POST', body };
      },
      transformResponse: (res: ApiEnvelope<ChatMessage>) => res.data,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          appendMessage(dispatch, (await queryFulfilled).data);
        } catch {
          // the composer shows the error
        }
      },
    }),
    /**
     * A chat file's bytes with the staff token (an <img> or a link would carry none), as an object
     * URL the caller revokes. The Blob never enters the store.
     */
    getChatFile: build.mutation<string, number>({
      async queryFn(id, _api, _extra, baseQuery) {
        const res = await baseQuery({ url: `/chat/admin/attachments/${id}`, responseHandler: blobResponse, cache: 'no-store' });
        if (res.error) return { error: res.error };
        return { data: URL.createObjectURL((res.data as ApiEnvelope<Blob>).data) };
      },
    }),
    markConversationRead: build.mutation<Conversation, string>({
      query: (guestId) => ({ url: `/chat/admin/conversations/${guestId}/read`, method: 'PUT' }),
      transformResponse: (res: ApiEnvelope<Conversation>) => res.data,
      onQueryStarted: patchWithAnswer,
      invalidatesTags: [{ type: 'ChatStats', id: 'ME' }],
    }),
    assignConversation: build.mutation<Conversation, { guestId: string; adminId: number }>({
      query: ({ guestId, adminId }) => ({ url: `/chat/admin/conversations/${guestId}/assign/${adminId}`, method: 'PUT' }),
      transformResponse: (res: ApiEnvelope<Conversation>) => res.data,
      onQueryStarted: patchWithAnswer,
      invalidatesTags: [{ type: 'ChatStats', id: 'ME' }],
    }),
    setConversationPriority: build.mutation<Conversation, { guestId: string; priority: Priority }>({
      query: ({ guestId, priority }) => ({ url: `/chat/admin/conversations/${guestId}/priority/${priority}`, method: 'PUT' }),
      transformResponse: (res: ApiEnvelope<Conversation>) => res.data,
      onQueryStarted: patchWithAnswer,
    }),
    setConversationStatus: build.mutation<Conversation, { guestId: string; status: ConversationStatus }>({
      query: ({ guestId, status }) => ({ url: `/chat/admin/conversations/${guestId}/status/${status}`, method: 'PUT' }),
      transformResponse: (res: ApiEnvelope<Conversation>) => res.data,
      onQueryStarted: patchWithAnswer,
      invalidatesTags: [{ type: 'ChatStats', id: 'ME' }],
    }),
    getCannedReplies: build.query<CannedReply[], void>({
      query: () => '/chat/admin/canned-replies',
      transformResponse: (res: ApiEnvelope<CannedReply[]>) => (Array.isArray(res.data) ? res.data : []),
      providesTags: [{ type: 'CannedReply', id: 'LIST' }],
    }),
    createCannedReply: build.mutation<CannedReply, CannedReplyInput>({
      query: (body) => ({ url: '/chat/admin/canned-replies', method: 'POST', body }),
      transformResponse: (res: ApiEnvelope<CannedReply>) => res.data,
      invalidatesTags: [{ type: 'CannedReply', id: 'LIST' }],
    }),
    updateCannedReply: build.mutation<CannedReply, { id: number; body: CannedReplyInput }>({
      query: ({ id, body }) => ({ url: `/chat/admin/canned-replies/${id}`, method: 'PUT', body }),
      transformResponse: (res: ApiEnvelope<CannedReply>) => res.data,
      invalidatesTags: [{ type: 'CannedReply', id: 'LIST' }],
    }),
    deleteCannedReply: build.mutation<boolean, number>({
      query: (id) => ({ url: `/chat/admin/canned-replies/${id}`, method: 'DELETE' }),
      transformResponse: (res: ApiEnvelope<boolean>) => res.data,
      invalidatesTags: [{ type: 'CannedReply', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetConversationsQuery,
  useGetChatStatsQuery,
  useGetConversationMessagesQuery,
  useMarkConversationReadMutation,
  useAssignConversationMutation,
  useSetConversationPriorityMutation,
  useSetConversationStatusMutation,
  useGetCannedRepliesQuery,
  useCreateCannedReplyMutation,
  useUpdateCannedReplyMutation,
  useDeleteCannedReplyMutation,
  useSendStaffChatFileMutation,
  useGetChatFileMutation,
} = adminChatApi;
