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
