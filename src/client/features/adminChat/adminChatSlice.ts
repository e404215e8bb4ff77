import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '../../app/store';
import type { ConversationEvent, UserStatusEvent } from '../../../shared/types/chat';
import type { ConnectionStatus } from '../../realtime/connection';

export interface AdminChatState {
  status: ConnectionStatus;
  /** Whether staff switched on the new-message sound (off by default). */
  soundOn: boolean;
  sendError: string | null;
}

const initialState: AdminChatState = { status: 'DISCONNECTED', soundOn: false, sendError: null };

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
    // Events from frames.
    connectionChanged: (state, action: PayloadAction<ConnectionStatus>) => {
      state.status = action.payload;
    },
    conversationEventReceived: (_state, _action: PayloadAction<ConversationEvent>) => undefined,
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
} = adminChatSlice.actions;
// Back-office only: the slice joins the store when this module loads (its selectors read the
// initial state until then), so the public bundle does not carry it.
declare module '../../app/store' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof adminChatSlice> {}
}
const injected = adminChatSlice.injectInto(rootReducer);

export const { selectAdminChatStatus, selectSoundOn, selectSendError } = injected.selectors;
