import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Where the visitor's chat panel sits: the whole screen's width at the bottom of a phone, a 380 px
 * card in the bottom right corner elsewhere. The panel (ChatPanel.tsx) and the notice shown in its
 * place when its code cannot load (layouts/PublicLayout.tsx) share it; it is a module of its own,
 * as the panel's open state (chatPanelSlice.ts) is, so the layout does not import the panel's chunk.
 */
export const CHAT_PANEL_PLACE = {
  position: 'fixed',
  zIndex: (t: Theme) => t.zIndex.modal,
  right: { xs: 0, sm: 24 },
  bottom: { xs: 0, sm: 24 },
  width: { xs: '100%', sm: 380 },
} as const satisfies SxProps<Theme>;

/** The floating contact buttons' column (layouts/public/ContactWidget.tsx): its corner and width (a Fab is 56 px). */
export const FLOATING_BUTTONS_PLACE = {
  right: { xs: 12, sm: 20 },
  bottom: { xs: 12, sm: 20 },
  width: 56,
} as const;

/**
 * The collapsed panel is a bar beside the floating buttons, never over them: it ends 12 px (16 px
 * on larger screens) left of their column, at their bottom line.
 */
export const CHAT_BAR_PLACE = {
  left: { xs: 0, sm: 'auto' },
  right: { xs: FLOATING_BUTTONS_PLACE.right.xs + FLOATING_BUTTONS_PLACE.width + 12, sm: FLOATING_BUTTONS_PLACE.right.sm + FLOATING_BUTTONS_PLACE.width + 16 },
  bottom: FLOATING_BUTTONS_PLACE.bottom,
  width: { xs: 'auto', sm: 320 },
} as const satisfies SxProps<Theme>;
