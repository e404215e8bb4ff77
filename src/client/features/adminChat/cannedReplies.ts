import type { CannedReply } from '../../../shared/types/chat';

/** How many suggestions the composer lists at most. */
export const SUGGESTIONS_MAX = 8;

/** "/" and a (possibly empty) shortcut at the end of the draft, at its start or after a space. */
const TRAILING_SHORTCUT = /(^|\s)\/([a-z0-9_-]*)$/i;

/** The canned replies whose shortcut starts with what follows the "/" ending the draft; none without one. */
export function cannedMatches(draft: string, replies: readonly CannedReply[]): CannedReply[] {
  const m = TRAILING_SHORTCUT.exec(draft);
  if (!m) return [];
  const typed = m[2]!.toLowerCase();
  return replies.filter((r) => r.shortcut.startsWith(typed)).slice(0, SUGGESTIONS_MAX);
}

/** The draft with its trailing "/shortcut" replaced by the reply's text. */
export function insertCanned(draft: string, reply: CannedReply): string {
  return draft.replace(TRAILING_SHORTCUT, (_all, before: string) => `${before}${reply.content}`);
}
