import type { Middleware } from '@reduxjs/toolkit';
import type { IMessage } from '@stomp/stompjs';
import { CHAT_MSG } from '../../shared/messages/chat';
import { CHAT, DEST, reconnectDelay } from '../../shared/realtime';
import type { ChatMessage, TypingEvent } from '../../shared/types/chat';
import type { ChatAvailability } from '../../shared/chatHours';
import { chatApi } from '../features/chat/chatApi';
import { chatAvailabilityApi, chatAvailabilityReceived } from '../features/chat/chatAvailability';
import {
  connectRequested,
  connectionChanged,
  disconnectRequested,
  messageFailed,
  messageQueued,
  messageReceived,
  messageResent,
  pendingInterrupted,
  repliesSeen,
  replyMissed,
  resendRequested,
  retryRequested,
  selectChat,
  sendRequested,
  serverErrorReceived,
  staffTypingEnded,
  staffTypingReceived,
  typingRequested,
} from '../features/chat/chatSlice';
import type { ChatPanelState } from '../features/chat/chatPanelSlice';
import { guestSlice } from '../features/chat/guestSlice';
import { beep } from './beep';
import { newTempId, stompClientFactory, type StompLike, type ThunkDispatcher } from './stompClient';
import { typingThrottle, typingTimers } from './typingSignals';

type State = Parameters<typeof selectChat>[0] & { guest: ReturnType<typeof guestSlice.reducer>; chatPanel: ChatPanelState };

/** Does the visitor have the thread in front of them: the panel open and expanded, the tab visible? */
function looking(state: State): boolean {
  return state.chatPanel.open && !selectChat(state).collapsed && document.visibilityState !== 'hidden';
}


/**
 * Owns the visitor's STOMP client. It connects on `chat/connectRequested`, turns frames into
 * `chat/*` actions, publishes on `chat/sendRequested`, patches the history cache, marks presence,
 * and after a failure reconnects in min(5000 × 2^attempts, 30000) ms, at most 5 times.
 */
export const guestStompMiddleware: Middleware<object, State, ThunkDispatcher> = (store) => {
  let client: StompLike | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let guestId: string | null = null;
  const mayTellTyping = typingThrottle();
  const staffTyping = typingTimers(() => store.dispatch(staffTypingEnded()));

  /** Replies counted while the visitor was away are seen once the thread is in front of them. */
  const seeIfLooking = () => {
    const state = store.getState();
    if (selectChat(state).notice.unread > 0 && looking(state)) store.dispatch(repliesSeen());
  };
  document.addEventListener('visibilitychange', seeIfLooking);

  const presence = (online: boolean) => {
    if (!guestId) return;
    // A failure is only logged.
    void store
      .dispatch(chatApi.endpoints.setGuestPresence.initiate({ guestId, online }))
      .unwrap()
      .catch((err: unknown) => console.warn('chat presence update failed', err));
  };

  const clearTimer = () => {
    if (timer) clearTimeout(timer);
    timer = null;
  };

  const publish = (content: string, tempId: string) => {
    if (!client || !guestId) throw new Error('not connected');
    client.publish({ destination: DEST.sendMessage, body: JSON.stringify({ guestId, content, senderType: 'GUEST', tempId }) });
  };

  /** Any failure of the current client: offline, then a delayed retry or the reload message. */
  const failed = (failedClient: StompLike, error: string) => {
    if (failedClient !== client) return; // already handled (an ERROR frame is followed by a close)
    client = null;
    void failedClient.deactivate();
    store.dispatch(pendingInterrupted());
    presence(false);
    const attempts = selectChat(store.getState()).attempts;
    if (attempts >= CHAT.maxReconnectAttempts) {
      store.dispatch(connectionChanged({ status: 'ERROR', error: CHAT_MSG.reloadPage, gaveUp: true }));
      return;
    }
    store.dispatch(connectionChanged({ status: 'ERROR', error }));
    timer = setTimeout(() => {
      timer = null;
      store.dispatch(connectionChanged({ status: 'ERROR', attempts: attempts + 1 }));
      connect();
    }, reconnectDelay(attempts));
  };

  const connect = () => {
    guestId = store.getState().guest.guestId;
    if (client || !guestId) return;
    const id = guestId;
    store.dispatch(connectionChanged({ status: selectChat(store.getState()).attempts > 0 ? 'RECONNECTING' : 'CONNECTING' }));
    let c: StompLike;
    try {
      c = stompClientFactory.create({ connectHeaders: { guestId: id }, reconnectDelay: 0 });
    } catch {
      store.dispatch(connectionChanged({ status: 'ERROR', error: CHAT_MSG.createFailed }));
      return;
    }
    client = c;
    c.onConnect = () => {
      if (c !== client) return;
      c.subscribe(DEST.chat(id), (m: IMessage) => {
        try {
          store.dispatch(messageReceived(JSON.parse(m.body) as ChatMessage));
        } catch (err) {
          console.warn('unreadable chat message', err);
        }
      });
      c.subscribe(DEST.errors, (m: IMessage) => store.dispatch(serverErrorReceived(CHAT_MSG.serverError(m.body))));
      c.subscribe(DEST.typing(id), (m: IMessage) => {
        try {
          store.dispatch(staffTypingReceived(JSON.parse(m.body) as TypingEvent));
          staffTyping.renew(id);
        } catch (err) {
          console.warn('unreadable typing signal', err);
        }
      });
      c.subscribe(DEST.chatAvailability, (m: IMessage) => {
        try {
          chatAvailabilityReceived(store.dispatch, JSON.parse(m.body) as ChatAvailability);
        } catch (err) {
          console.warn('unreadable chat availability', err);
        }
      });
      store.dispatch(connectionChanged({ status: 'CONNECTED', attempts: 0, gaveUp: false }));
      presence(true);
      // Whatever arrived while we were away (e.g. a server restart) comes with the history, and
      // whether anyone can answer is asked again: changes while disconnected were not heard.
      void store.dispatch(chatApi.endpoints.getChatHistory.initiate(id, { subscribe: false, forceRefetch: true }));
      void store.dispatch(chatAvailabilityApi.endpoints.getChatAvailability.initiate(undefined, { subscribe: false, forceRefetch: true }));
    };
    c.onStompError = (frame) => failed(c, CHAT_MSG.stompError(frame.headers.message));
    c.onWebSocketError = () => failed(c, CHAT_MSG.websocketError);
    c.onWebSocketClose = () => failed(c, CHAT_MSG.websocketError);
    c.activate();
  };

  const send = (tempId: string, content: string) => {
    try {
      publish(content, tempId);
    } catch {
      store.dispatch(messageFailed({ tempId, error: CHAT_MSG.sendFailed }));
    }
  };

  return (next) => (action) => {
    const result = next(action);
    if (connectRequested.match(action)) {
      if (!client && !timer) connect();
    } else if (retryRequested.match(action)) {
      clearTimer();
      if (!client) connect();
    } else if (disconnectRequested.match(action)) {
      clearTimer();
      const c = client;
      client = null;
      if (c) {
        if (selectChat(store.getState()).status === 'CONNECTED') presence(false);
        void c.deactivate();
      }
      store.dispatch(connectionChanged({ status: 'DISCONNECTED', attempts: 0 }));
    } else if (sendRequested.match(action)) {
      const content = action.payload.trim();
      const state = store.getState();
      if (!content || content.length > CHAT.maxLength || selectChat(state).status !== 'CONNECTED' || !state.guest.guestId) return result;
      const tempId = newTempId();
      store.dispatch(messageQueued({ id: null, tempId, guestId: state.guest.guestId, content, senderType: 'GUEST', adminId: null, createdAt: new Date().toISOString(), status: 'sending' }));
      send(tempId, content);
    } else if (typingRequested.match(action)) {
      const id = store.getState().guest.guestId;
      if (!client || !id || selectChat(store.getState()).status !== 'CONNECTED' || !mayTellTyping(id)) return result;
      try {
        client.publish({ destination: DEST.sendTyping, body: JSON.stringify({ guestId: id }) });
      } catch {
        // Only a hint: a lost one is not worth an error.
      }
    } else if (resendRequested.match(action)) {
      const draft = selectChat(store.getState()).pending.find((p) => p.tempId === action.payload);
      if (!draft || selectChat(store.getState()).status !== 'CONNECTED') return result;
      store.dispatch(messageResent(action.payload));
      send(action.payload, draft.content);
    } else if (messageReceived.match(action)) {
      const message = action.payload;
      if (message.senderType === 'ADMIN') staffTyping.clear(message.guestId);
      // The thread is the history query's cache: the new message is appended once, the last 100 kept.
      const cached = chatApi.endpoints.getChatHistory.select(message.guestId)(store.getState() as never).data;
      // A staff reply counts once (a message can be delivered twice) and only when the visitor is not looking.
      if (message.senderType === 'ADMIN' && !cached?.some((m) => m.id === message.id) && !looking(store.getState())) {
        store.dispatch(replyMissed(message));
        if (store.getState().guest.replySound === true) beep();
      }
      if (!cached) {
        store.dispatch(chatApi.util.upsertQueryEntries([{ endpointName: 'getChatHistory', arg: message.guestId, value: [message] }]));
        return result;
      }
      store.dispatch(
        chatApi.util.updateQueryData('getChatHistory', message.guestId, (draft) => {
          if (draft.some((m) => m.id === message.id)) return;
          draft.push(message);
          if (draft.length > CHAT.keepLast) draft.splice(0, draft.length - CHAT.keepLast);
        }),
      );
    } else if (chatApi.endpoints.getChatHistory.matchRejected(action) && !action.meta.condition) {
      const e = action.payload as { status?: unknown } | undefined;
      console.warn('chat history failed', e ?? action.error);
      // A time-out keeps what is shown; a network failure empties the list.
      if (e?.status === 'FETCH_ERROR') store.dispatch(chatApi.util.upsertQueryEntries([{ endpointName: 'getChatHistory', arg: action.meta.arg.originalArgs, value: [] }]));
    }
    // The panel opened or expanded (or anything else happened) while replies were waiting.
    seeIfLooking();
    return result;
  };
};
