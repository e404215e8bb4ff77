import type { Middleware } from '@reduxjs/toolkit';
import type { IMessage } from '@stomp/stompjs';
import { CHAT_MSG } from '../../shared/messages/chat';
import { CHAT, DEST } from '../../shared/realtime';
import type { ConversationEvent, UserStatusEvent } from '../../shared/types/chat';
import { refreshSession } from '../app/api';
import { decodeClaims, session } from '../app/session';
import { adminChatApi, appendMessage, upsertConversation } from '../features/adminChat/adminChatApi';
import {
  adminChatConnectRequested,
  adminChatConnectionChanged,
  adminChatDisconnectRequested,
  adminChatSendFailed,
  adminChatSendRequested,
  adminChatSlice,
  conversationEventReceived,
  userStatusChanged,
} from '../features/adminChat/adminChatSlice';
import { beep } from './beep';
import { newTempId, stompClientFactory, type StompLike, type ThunkDispatcher } from './stompClient';

type State = { adminChat: ReturnType<typeof adminChatSlice.reducer>; auth: { userId: number | null } };

/** Whether the access token expires within the next 30 s (then it is refreshed before connecting). */
function expiresSoon(token: string | null): boolean {
  const exp = (decodeClaims(token) as { exp?: number } | null)?.exp;
  return typeof exp === 'number' && exp * 1000 < Date.now() + 30_000;
}

/**
 * Owns the staff console's STOMP client: connects with the bearer token on
 * `adminChat/connectRequested`, reconnects every 5 s (back-office spec §9) with a fresh token,
 * turns frames into actions and patches the RTK Query cache from them.
 */
export const adminStompMiddleware: Middleware<object, State, ThunkDispatcher> = (store) => {
  let client: StompLike | null = null;

  const connect = () => {
    if (client) return;
    store.dispatch(adminChatConnectionChanged('CONNECTING'));
    let c: StompLike;
    try {
      c = stompClientFactory.create({ connectHeaders: {}, reconnectDelay: CHAT.reconnectBaseMs });
    } catch {
      store.dispatch(adminChatConnectionChanged('ERROR'));
      return;
    }
    client = c;
    let reconnecting = false;
    c.beforeConnect = async () => {
      if (expiresSoon(session.accessToken())) await refreshSession(store.dispatch);
      const userId = store.getState().auth.userId;
      c.connectHeaders = { Authorization: `Bearer ${session.accessToken() ?? ''}`, adminId: String(userId ?? '') };
    };
    c.onConnect = () => {
      c.subscribe(DEST.adminConversations, (m: IMessage) => store.dispatch(conversationEventReceived(JSON.parse(m.body) as ConversationEvent)));
      c.subscribe(DEST.adminUserStatus, (m: IMessage) => store.dispatch(userStatusChanged(JSON.parse(m.body) as UserStatusEvent)));
      // Logged only (back-office spec §7).
      c.subscribe(DEST.errors, (m: IMessage) => console.warn('chat server error', m.body));
      store.dispatch(adminChatConnectionChanged('CONNECTED'));
      // After a reconnection, whatever happened meanwhile: reload the list, open threads and figures.
      if (reconnecting) store.dispatch(adminChatApi.util.invalidateTags(['Conversation', { type: 'ChatStats', id: 'ME' }]));
      reconnecting = true;
    };
    c.onStompError = (frame) => {
      console.warn(CHAT_MSG.stompError(frame.headers.message));
      store.dispatch(adminChatConnectionChanged('ERROR'));
    };
    c.onWebSocketClose = () => {
      if (client === c) store.dispatch(adminChatConnectionChanged('RECONNECTING'));
    };
    c.onWebSocketError = () => undefined;
    c.activate();
  };

  return (next) => (action) => {
    const result = next(action);
    if (adminChatConnectRequested.match(action)) connect();
    else if (adminChatDisconnectRequested.match(action)) {
      const c = client;
      client = null;
      if (c) void c.deactivate();
      store.dispatch(adminChatConnectionChanged('DISCONNECTED'));
    } else if (adminChatSendRequested.match(action)) {
      const { guestId, content } = action.payload;
      const text = content.trim();
      const adminId = store.getState().auth.userId;
      if (!text || text.length > CHAT.maxLength || !adminId) return result;
      try {
        if (!client) throw new Error('not connected');
        client.publish({ destination: DEST.sendMessage, body: JSON.stringify({ guestId, content: text, senderType: 'ADMIN', adminId, tempId: newTempId() }) });
      } catch {
        store.dispatch(adminChatSendFailed(CHAT_MSG.sendFailed));
      }
    } else if (conversationEventReceived.match(action)) {
      const { conversation, message } = action.payload;
      upsertConversation(store.dispatch, conversation);
      if (message) {
        appendMessage(store.dispatch, message);
        store.dispatch(adminChatApi.util.invalidateTags([{ type: 'ChatStats', id: 'ME' }]));
        if (message.senderType === 'GUEST' && store.getState().adminChat.soundOn) beep();
      }
    } else if (userStatusChanged.match(action)) {
      const { guestId, isOnline, lastSeen } = action.payload;
      store.dispatch(
        adminChatApi.util.updateQueryData('getConversations', undefined, (draft) => {
          const c = draft.find((x) => x.guestId === guestId);
          if (!c) return;
          c.isOnline = isOnline;
          if (lastSeen) c.lastSeen = lastSeen;
        }),
      );
    }
    return result;
  };
};
