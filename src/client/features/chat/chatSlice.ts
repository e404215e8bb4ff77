import { createSlice, isAnyOf, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { CHAT } from '../../../shared/realtime';
import type { ChatMessage, ChatMessageView, TypingEvent } from '../../../shared/types/chat';
import { CHAT_MSG } from '../../../shared/messages/chat';
import { rootReducer } from '../../app/store';
import type { ConnectionStatus } from '../../realtime/connection';
import { chatApi } from './chatApi';
import { chatPanelClosed, chatPanelToggled } from './chatPanelSlice';
import { replyPreviewDismissed } from './replyNotice';

/**
 * The visible text of a failed history call: the time-out text, or for a
 * network failure its message or the unknown-error text; null for failures that are only logged
 * (a non-OK status, an unexpected content type).
 */
export function historyErrorText(error: unknown): string | null {
  const e = error as { status?: unknown; error?: unknown } | undefined;
  if (e?.status === 'TIMEOUT_ERROR') return CHAT_MSG.historyTimeout;
  if (e?.status === 'FETCH_ERROR') return typeof e.error === 'string' && e.error ? e.error : CHAT_MSG.unknownError;
  return null;
}

export interface ChatState {
  status: ConnectionStatus;
  /** Failed reconnection attempts since the last successful connection. */
  attempts: number;
  /** The last connection or server error text. */
  error: string | null;
  /** Retries are exhausted: the visitor is asked to reload the page. */
  gaveUp: boolean;
  /** Messages typed here that the server has not echoed yet (sending) or that failed. */
  pending: ChatMessageView[];
  collapsed: boolean;
  /** Why the history could not be loaded (time-out or network), shown above the thread. */
  historyError: string | null;
  /** Staff replies the visitor has not seen (replyNotice.ts reads it for the chat button). */
  notice: ReplyNoticeState;
  /** A staff member is typing (their name, if known); null when nobody is. */
  staffTyping: { staffName: string | null } | null;
}

export interface ReplyNoticeState {
  unread: number;
  /** The newest unseen staff reply, for the preview next to the chat button. */
  latest: { content: string; staffName: string | null } | null;
  previewDismissed: boolean;
}

const noNotice: ReplyNoticeState = { unread: 0, latest: null, previewDismissed: false };

const initialState: ChatState = {
  status: 'DISCONNECTED',
  attempts: 0,
  error: null,
  gaveUp: false,
  pending: [],
  collapsed: false,
  historyError: null,
  notice: noNotice,
  staffTyping: null,
};

/** Is `echo` the server's copy of the draft `m`? By id, or same guest/content/sender within 2 s. */
export function isEcho(m: ChatMessageView, echo: ChatMessage): boolean {
  if (m.tempId && echo.tempId) return m.tempId === echo.tempId;
  return (
    m.guestId === echo.guestId &&
    m.content === echo.content &&
    m.senderType === echo.senderType &&
    Math.abs(Date.parse(m.createdAt) - Date.parse(echo.createdAt)) <= CHAT.echoWindowMs
  );
}

/** The visitor's connection and unconfirmed messages. Confirmed messages live in the RTK Query cache. */
export const chatSlice = createSlice({
  name: 'chat',
  initialState,
  reducers: {
    // Commands for the STOMP middleware.
    connectRequested: () => undefined,
    disconnectRequested: () => undefined,
    retryRequested: (state) => {
      state.attempts = 0;
      state.gaveUp = false;
    },
    sendRequested: (_state, _action: PayloadAction<string>) => undefined,
    /** The visitor changed the text: staff may be told (the middleware throttles). */
    typingRequested: () => undefined,
    resendRequested: (_state, _action: PayloadAction<string>) => undefined,
    // Events.
    connectionChanged: (state, action: PayloadAction<{ status: ConnectionStatus; error?: string | null; attempts?: number; gaveUp?: boolean }>) => {
      const { status, error, attempts, gaveUp } = action.payload;
      state.status = status;
      if (error !== undefined) state.error = error;
      if (status === 'CONNECTED') state.error = null;
      if (attempts !== undefined) state.attempts = attempts;
      if (gaveUp !== undefined) state.gaveUp = gaveUp;
    },
    messageQueued: (state, action: PayloadAction<ChatMessageView>) => {
      state.pending.push(action.payload);
    },
    messageResent: (state, action: PayloadAction<string>) => {
      const m = state.pending.find((p) => p.tempId === action.payload);
      if (m) m.status = 'sending';
    },
    messageFailed: (state, action: PayloadAction<{ tempId: string; error: string }>) => {
      const m = state.pending.find((p) => p.tempId === action.payload.tempId);
      if (m) m.status = 'failed';
      state.error = action.payload.error;
    },
    /** The connection dropped: drafts still waiting for their echo can be resent (by the same id, so stored once). */
    pendingInterrupted: (state) => {
      for (const p of state.pending) if (p.status === 'sending') p.status = 'failed';
    },
    /** A message from /topic/chat/{guestId}: its draft, if any, is confirmed (the cache now holds it). */
    messageReceived: (state, action: PayloadAction<ChatMessage>) => {
      if (action.payload.senderType === 'ADMIN') state.staffTyping = null;
      const i = state.pending.findIndex((p) => p.status !== 'failed' && isEcho(p, action.payload));
      const j = i === -1 ? state.pending.findIndex((p) => isEcho(p, action.payload)) : i;
      if (j !== -1) state.pending.splice(j, 1);
    },
    serverErrorReceived: (state, action: PayloadAction<string>) => {
      state.error = action.payload;
    },
    collapsedToggled: (state) => {
      state.collapsed = !state.collapsed;
    },
    staffTypingReceived: (state, action: PayloadAction<TypingEvent>) => {
      state.staffTyping = { staffName: action.payload.staffName };
    },
    staffTypingEnded: (state) => {
      state.staffTyping = null;
    },
    /** A staff reply was stored while the visitor was not looking (panel closed or collapsed, tab hidden). */
    replyMissed: (state, action: PayloadAction<ChatMessage>) => {
      state.notice.unread += 1;
      state.notice.latest = { content: action.payload.content, staffName: action.payload.staffName ?? null };
      state.notice.previewDismissed = false;
    },
    /** The visitor has the open, expanded panel in front of them: every reply is seen. */
    repliesSeen: (state) => {
      state.notice = noNotice;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(replyPreviewDismissed, (state) => {
        state.notice.previewDismissed = true;
      })
      // The panel opens expanded: a visitor who opens it (from the badge or the preview) wants the thread.
      .addMatcher(isAnyOf(chatPanelToggled, chatPanelClosed), (state) => {
        state.collapsed = false;
      })
      .addMatcher(chatApi.endpoints.getChatHistory.matchPending, (state) => {
        state.historyError = null;
      })
      .addMatcher(chatApi.endpoints.getChatHistory.matchFulfilled, (state) => {
        state.historyError = null;
      })
      .addMatcher(chatApi.endpoints.getChatHistory.matchRejected, (state, action) => {
        if (action.meta.condition) return; // skipped because already loaded: not a failure
        state.historyError = historyErrorText(action.payload ?? action.error);
      });
  },
  selectors: {
    selectHistoryError: (s) => s.historyError,
    selectChatStatus: (s) => s.status,
    selectChatError: (s) => s.error,
    selectChatGaveUp: (s) => s.gaveUp,
    selectChatAttempts: (s) => s.attempts,
    selectPending: (s) => s.pending,
    selectChatCollapsed: (s) => s.collapsed,
    selectStaffTyping: (s) => s.staffTyping,
  },
});

export const {
  connectRequested,
  disconnectRequested,
  retryRequested,
  sendRequested,
  resendRequested,
  connectionChanged,
  messageQueued,
  messageResent,
  messageFailed,
  pendingInterrupted,
  messageReceived,
  serverErrorReceived,
  collapsedToggled,
  replyMissed,
  repliesSeen,
  typingRequested,
  staffTypingReceived,
  staffTypingEnded,
} = chatSlice.actions;
// The slice joins the store when the chat's code loads (the chat panel's chunk), not with the page:
// its selectors read the initial state until the first action after that.
declare module '../../app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof chatSlice> {}
}
const injected = chatSlice.injectInto(rootReducer);

/** The chat's state, or its initial state before the slice has seen an action. */
export const selectChat = injected.selectSlice;
export const { selectHistoryError, selectChatStatus, selectChatError, selectChatGaveUp, selectChatAttempts, selectPending, selectChatCollapsed, selectStaffTyping } = injected.selectors;
