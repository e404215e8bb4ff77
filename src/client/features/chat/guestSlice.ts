import { createSlice } from '@reduxjs/toolkit';

/** "guest-" plus 128 bits from the browser's CSPRNG, hex-encoded. */
export function generateGuestId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `guest-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export interface GuestState {
  guestId: string | null;
  /** The visitor asked for a sound when staff reply (off unless they turn it on; persisted with the identity). */
  replySound?: boolean;
}

/** The anonymous visitor's identity for live chat; persisted in localStorage by redux-persist (guestPersistence.ts). */
export const guestSlice = createSlice({
  name: 'guest',
  initialState: { guestId: null } as GuestState,
  reducers: {
    identityCreated: {
      reducer: (state, action: { payload: string }) => {
        state.guestId ??= action.payload;
      },
      prepare: () => ({ payload: generateGuestId() }),
    },
    replySoundToggled: (state) => {
      state.replySound = !state.replySound;
    },
  },
  selectors: { selectGuestId: (s) => s.guestId, selectReplySound: (s) => s.replySound === true },
});

export const { identityCreated, replySoundToggled } = guestSlice.actions;
export const { selectGuestId, selectReplySound } = guestSlice.selectors;

/**
 * Whether redux-persist has restored the stored state (the guest identity). Until then a new
 * identity must not be created: redux-persist keeps a slice that changed before rehydration, so
 * the visitor would lose their earlier conversation.
 */
export const selectRehydrated = (state: object): boolean => (state as { _persist?: { rehydrated?: boolean } })._persist?.rehydrated === true;
