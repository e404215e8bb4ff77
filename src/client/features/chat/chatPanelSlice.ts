import { createSlice } from '@reduxjs/toolkit';

export interface ChatPanelState {
  open: boolean;
  /** The "leave your contact" form is shown in the panel (the visitor's action, or when nobody can answer). */
  contactFormOpen?: boolean;
}

/**
 * Whether the visitor's live-chat panel is open. The contact widget's chat button dispatches
 * `chatPanel/toggled`; the live-chat feature renders the panel from this state. `contactFormOpened`
 * opens the panel with the contact form showing (ChatContactForm), from any part of the site.
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
    contactFormOpened: (state) => {
      state.open = true;
      state.contactFormOpen = true;
    },
    contactFormClosed: (state) => {
      state.contactFormOpen = false;
    },
  },
  selectors: { selectChatPanelOpen: (s) => s.open, selectContactFormOpen: (s) => s.contactFormOpen === true },
});

export const { toggled: chatPanelToggled, closed: chatPanelClosed, contactFormOpened, contactFormClosed } = chatPanelSlice.actions;
export const { selectChatPanelOpen, selectContactFormOpen } = chatPanelSlice.selectors;
