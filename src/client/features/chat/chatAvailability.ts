import { api } from '../../app/api';
import type { ApiEnvelope } from '../../../shared/envelope';
import type { ChatAvailability } from '../../../shared/chatHours';
import type { ThunkDispatcher } from '../../realtime/stompClient';

/**
 * Whether a staff member can answer the visitor now: loaded when the panel opens and on every
 * (re)connection, then kept current by /topic/chat/availability (guestStompMiddleware writes what
 * arrives into this query's cache; nothing else does).
 */
export const chatAvailabilityApi = api.injectEndpoints({
  endpoints: (build) => ({
    getChatAvailability: build.query<ChatAvailability, void>({
      query: () => '/chat/availability',
      transformResponse: (res: ApiEnvelope<ChatAvailability>) => res.data,
    }),
  }),
});

export const { useGetChatAvailabilityQuery } = chatAvailabilityApi;

/** A state from the availability topic replaces the one loaded. */
export function chatAvailabilityReceived(dispatch: ThunkDispatcher, state: ChatAvailability): void {
  dispatch(chatAvailabilityApi.util.upsertQueryEntries([{ endpointName: 'getChatAvailability', arg: undefined, value: state }]));
}

type WithApi = Parameters<ReturnType<typeof chatAvailabilityApi.endpoints.getChatAvailability.select>>[0];

/** The last known availability, or undefined before the first answer. */
export const selectChatAvailability = (state: WithApi): ChatAvailability | undefined => chatAvailabilityApi.endpoints.getChatAvailability.select()(state).data;

/**
 * Whether someone can answer now. True until the server has said otherwise, so that nothing
 * flashes "nobody is here" while loading; when false the panel shows its notice and asks for the
 * visitor's contact details.
 */
export const selectChatAvailable = (state: WithApi): boolean => selectChatAvailability(state)?.available ?? true;
