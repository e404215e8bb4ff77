import { useMemo } from 'react';
import { CHAT_MSG } from '../../../shared/messages/chat';
import type { CannedReply } from '../../../shared/types/chat';
import type { ComposerAssist } from '../../components/ChatComposer';
import { useGetCannedRepliesQuery } from './adminChatApi';
import { cannedMatches, insertCanned } from './cannedReplies';

const NONE: CannedReply[] = [];

/** The staff composer's suggestions: the canned replies matching the "/shortcut" being typed. */
export function useCannedAssist(): ComposerAssist {
  const { data = NONE } = useGetCannedRepliesQuery();
  return useMemo(
    () => ({
      suggest: (draft) => cannedMatches(draft, data).map((r) => ({ key: String(r.id), title: `/${r.shortcut}`, detail: r.content })),
      apply: (draft, key) => {
        const reply = data.find((r) => String(r.id) === key);
        return reply ? insertCanned(draft, reply) : draft;
      },
      label: CHAT_MSG.canned.suggestions,
    }),
    [data],
  );
}
