import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/store';
import type { ConversationEvent, TypingEvent, UserStatusEvent } from '../../../shared/types/chat';
import type { ConnectionStatus } from '../../realtime/connection';

export interface AdminChatState {
  status: ConnectionStatus;
  /** Whether staff switched on the new-message sound (off by default). */
  soundOn: boolean;
  sendError: string | null;
  /** Visitors typing now, by guest id. */
  guestsTyping: Record<string, true>;
}

const initialState: AdminChatState = { status: 'DISCONNECTED', soundOn: false, sendError: null, guestsTyping: {} };

/** The staff console's client state; conversations and messages live in the RTK Query cache. */
export const adminChatSlice = createSlice({
  name: 'adminChat',
  initialState,
  reducers: {
    // Commands for the admin STOMP middleware.
    connectRequested: () => undefined,
    disconnectRequested: () => undefined,
    sendRequested: (state, _action: PayloadAction<{ guestId: string; content: string }>) => {
      state.sendError = null;
    },
    /** Staff changed the reply's text: that visitor may be told (the middleware throttles). */
    typingRequested: (_state, _action: PayloadAction<string>) => undefined,
    // Events from frames.
    connectionChanged: (state, action: PayloadAction<ConnectionStatus>) => {
      state.status = action.payload;
    },
    conversationEventReceived: (state, action: PayloadAction<ConversationEvent>) => {
      const { message } = action.payload;
      if (message?.senderType === 'GUEST') delete state.guestsTyping[message.guestId];
    },
    guestTypingReceived: (state, action: PayloadAction<TypingEvent>) => {
      state.guestsTyping[action.payload.guestId] = true;
    },
    guestTypingEnded: (state, action: PayloadAction<string>) => {
      delete state.guestsTyping[action.payload];
    },
    userStatusChanged: (_state, _action: PayloadAction<UserStatusEvent>) => undefined,
    sendFailed: (state, action: PayloadAction<string>) => {
      state.sendError = action.payload;
    },
    soundToggled: (state) => {
      state.soundOn = !state.soundOn;
    },
  },
  selectors: {
    selectAdminChatStatus: (s) => s.status,
    selectSoundOn: (s) => s.soundOn,
    selectSendError: (s) => s.sendError,
    selectGuestTyping: (s, guestId: string) => s.guestsTyping[guestId] === true,
  },
});

export const {
  connectRequested: adminChatConnectRequested,
  disconnectRequested: adminChatDisconnectRequested,
  sendRequested: adminChatSendRequested,
  connectionChanged: adminChatConnectionChanged,
  conversationEventReceived,
  userStatusChanged,
  sendFailed: adminChatSendFailed,
  soundToggled,
  typingRequested: adminChatTypingRequested,
  guestTypingReceived,
  guestTypingEnded,
} = adminChatSlice.actions;
// Back-office only: the slice joins the store when this module loads (its selectors read the
// initial state until then), so the public bundle does not carry it.
declare module '../../app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof adminChatSlice> {}
}
const injected = adminChatSlice.injectInto(rootReducer);

export const { selectAdminChatStatus, selectSoundOn, selectSendError, selectGuestTyping } = injected.selectors;
