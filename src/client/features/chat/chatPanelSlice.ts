import { createSlice } from '@reduxjs/toolkit';

export interface ChatPanelState {
  open: boolean;
}

/**
 * Whether the visitor's live-chat panel is open. The contact widget's chat button dispatches
 * `chatPanel/toggled`; the live-chat feature renders the panel from this state.
 */
export const chatPanelSlice = createSlice({
  name: 'chatPanel',
  initialState: { open: false } as ChatPanelState,
  reducers: {
    toggled: (state) => {
      state.open = !state.open;
    },
    closed: (state) => {
      state.open = false;
    },
  },
  selectors: { selectChatPanelOpen: (s) => s.open },
});

export const { toggled: chatPanelToggled, closed: chatPanelClosed } = chatPanelSlice.actions;
export const { selectChatPanelOpen } = chatPanelSlice.selectors;
