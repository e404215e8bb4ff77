import { createAction, createSelector } from '@reduxjs/toolkit';
import type { RootState } from '../../app/store';

/**
 * What the chat button shows of staff replies the visitor has not seen yet (the badge, the preview).
 * The state lives in the chat slice (chatSlice.ts), which joins the store with the chat panel's
 * code; this module is what the page's first load carries instead of it (the contact widget reads
 * it): two actions and the selectors, which read nothing until the chat slice is there.
 */

/** The visitor closed the preview next to the chat button (the count stays until the panel opens). */
export const replyPreviewDismissed = createAction('chat/replyPreviewDismissed');

/** The longest preview, in characters, before it is cut with an ellipsis. */
export const PREVIEW_MAX = 80;

/** A message's text as one short line: runs of whitespace (new lines) become one space, then cut. */
export function previewText(content: string, max = PREVIEW_MAX): string {
  const line = content.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1).trimEnd()}…`;
}

const selectNotice = (state: RootState) => state.chat?.notice;

/** Staff replies that arrived while the panel was closed or collapsed or the tab hidden. */
export const selectUnreadReplies = (state: RootState): number => selectNotice(state)?.unread ?? 0;

/** The newest unseen reply as the preview shows it, or null (none, or dismissed). */
export const selectReplyPreview = createSelector([selectNotice], (notice) =>
  notice?.latest && !notice.previewDismissed ? { text: previewText(notice.latest.content), staffName: notice.latest.staffName ?? null } : null,
);
