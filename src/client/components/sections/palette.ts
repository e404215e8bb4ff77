import type { FeatureColor } from '../../../shared/types/servicePage';

/** The named colours of the content model: a strong tone for icons and a pale one for backgrounds. */
export const PALETTE: Record<FeatureColor, { main: string; soft: string }> = {
  blue: { main: '#1d4ed8', soft: '#e0ecff' },
  emerald: { main: '#047857', soft: '#d8f5e9' },
  purple: { main: '#6d28d9', soft: '#ede4ff' },
  orange: { main: '#c2410c', soft: '#ffeadb' },
  red: { main: '#b91c1c', soft: '#fde2e2' },
  teal: { main: '#0f766e', soft: '#d5f3f0' },
};
