import type { Middleware } from '@reduxjs/toolkit';
import type { IMessage } from '@stomp/stompjs';
import { MSG } from '../../shared/messages';
import { CHAT_MSG } from '../../shared/messages/chat';
import { CHAT, DEST } from '../../shared/realtime';
import type { ConversationEvent, TypingEvent, UserStatusEvent } from '../../shared/types/chat';
import { refreshSession } from '../app/api';
import { expiresSoon, session } from '../app/session';
import { sessionExpired, signedOut, signOutFailed, signOutStarted } from '../app/authSlice';
import type { StaffAvailability } from '../../shared/chatHours';
import { adminChatApi, appendMessage, upsertConversation } from '../features/adminChat/adminChatApi';
import { availabilityApi, staffAvailabilityReceived } from '../features/adminChat/availabilityApi';
import {
  adminChatConnectRequested,
  adminChatConnectionChanged,
  adminChatDisconnectRequested,
  adminChatSendFailed,
  adminChatSendRequested,
  adminChatSlice,
  adminChatTypingRequested,
  conversationEventReceived,
  guestTypingEnded,
  guestTypingReceived,
  userStatusChanged,
} from '../features/adminChat/adminChatSlice';
import { beep } from './beep';
import { newTempId, stompClientFactory, type StompLike, type ThunkDispatcher } from './stompClient';
import { typingThrottle, typingTimers } from './typingSignals';

type State = { adminChat: ReturnType<typeof adminChatSlice.reducer>; auth: { userId: number | null } };

/**
 * Owns the staff console's STOMP client: connects with the bearer token on
 * `adminChat/connectRequested`, reconnects every 5 s with a fresh token,
 * turns frames into actions and patches the RTK Query cache from them. The server ends a staff
 * session when its token expires or the account changes (MSG.common.sessionExpired/sessionEnded):
 * that is a reconnection with a renewed token, not an error; a refused refresh ends the session.
 */
export const adminStompMiddleware: Middleware<object, State, ThunkDispatcher> = (store) => {
  let client: StompLike | null = null;
  // Set while a sign-out closed the console's connection: it comes back if the logout fails.
  let closedForSignOut = false;
  const mayTellTyping = typingThrottle();
  const guestTyping = typingTimers((guestId) => store.dispatch(guestTypingEnded(guestId)));

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
    // The token of the current connection, and whether the server ended the session it opened.
    let tokenUsed: string | null = null;
    let renew = false;
    c.beforeConnect = async () => {
      const token = session.accessToken();
      // A token the server ended is renewed, unless that happened meanwhile.
      const spent = renew && token === tokenUsed;
      renew = false;
      if (spent || expiresSoon(token)) await refreshSession(store.dispatch);
      tokenUsed = session.accessToken();
      const userId = store.getState().auth.userId;
      c.connectHeaders = { Authorization: `Bearer ${session.accessToken() ?? ''}`, adminId: String(userId ?? '') };
    };
    c.onConnect = () => {
      c.subscribe(DEST.adminConversations, (m: IMessage) => store.dispatch(conversationEventReceived(JSON.parse(m.body) as ConversationEvent)));
      c.subscribe(DEST.adminUserStatus, (m: IMessage) => store.dispatch(userStatusChanged(JSON.parse(m.body) as UserStatusEvent)));
      c.subscribe(DEST.adminTyping, (m: IMessage) => {
        const event = JSON.parse(m.body) as TypingEvent;
        store.dispatch(guestTypingReceived(event));
        guestTyping.renew(event.guestId);
      });
      c.subscribe(DEST.adminAvailability, (m: IMessage) => staffAvailabilityReceived(store.dispatch, JSON.parse(m.body) as StaffAvailability));
      // Logged only.
      c.subscribe(DEST.errors, (m: IMessage) => console.warn('chat server error', m.body));
      store.dispatch(adminChatConnectionChanged('CONNECTED'));
      // After a reconnection, whatever happened meanwhile: reload the list, open threads and figures.
      if (reconnecting) store.dispatch(adminChatApi.util.invalidateTags(['Conversation', { type: 'ChatStats', id: 'ME' }]));
      // Who is on duty, asked after subscribing: this console counts from its CONNECTED on, and the
      // news of it may have gone out before the subscription was in place.
      store.dispatch(availabilityApi.util.invalidateTags(['ChatAvailability']));
      reconnecting = true;
    };
    c.onStompError = (frame) => {
      const message = frame.headers.message;
      if (message === MSG.common.sessionExpired || message === MSG.common.sessionEnded) {
        renew = true;
        store.dispatch(adminChatConnectionChanged('RECONNECTING'));
        return;
      }
      console.warn(CHAT_MSG.stompError(message));
      store.dispatch(adminChatConnectionChanged('ERROR'));
    };
    c.onWebSocketClose = () => {
      if (client === c) store.dispatch(adminChatConnectionChanged('RECONNECTING'));
    };
    c.onWebSocketError = () => undefined;
    c.activate();
  };

  const disconnect = () => {
    const c = client;
    client = null;
    if (c) void c.deactivate();
    store.dispatch(adminChatConnectionChanged('DISCONNECTED'));
  };

  return (next) => (action) => {
    const result = next(action);
    if (adminChatConnectRequested.match(action)) connect();
    else if (adminChatDisconnectRequested.match(action) || ((signedOut.match(action) || sessionExpired.match(action)) && client)) {
      closedForSignOut = false;
      disconnect();
    } else if (signOutStarted.match(action) && client) {
      // Closed before the logout request leaves: the server's ending of this session must not be renewed.
      closedForSignOut = true;
      disconnect();
    } else if (signOutFailed.match(action) && closedForSignOut) {
      closedForSignOut = false;
      connect();
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
    } else if (adminChatTypingRequested.match(action)) {
      const guestId = action.payload;
      if (!client?.connected || !mayTellTyping(guestId)) return result;
      try {
        client.publish({ destination: DEST.sendTyping, body: JSON.stringify({ guestId }) });
      } catch {
        // Only a hint: a lost one is not worth an error.
      }
    } else if (conversationEventReceived.match(action)) {
      const { conversation, message } = action.payload;
      if (message?.senderType === 'GUEST') guestTyping.clear(message.guestId);
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
