import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CHAT_MSG } from '../../../shared/messages/chat';
import type { Conversation } from '../../../shared/types/chat';
import { FILTERS, displayName, presenceText, relativeTime, type ConversationFilter } from './conversations';

interface Props {
  conversations: Conversation[];
  filter: ConversationFilter;
  search: string;
  selected: string | null;
  onFilter: (f: ConversationFilter) => void;
  onSearch: (q: string) => void;
  onSelect: (guestId: string) => void;
}

/** Search, the all / unread / assigned-to-me chips and the ordered list. */
export function ConversationList({ conversations, filter, search, selected, onFilter, onSearch, onSelect }: Props) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minHeight: 0, flex: 1 }}>
      <TextField size="small" type="search" label={CHAT_MSG.admin.search} value={search} onChange={(e) => onSearch(e.target.value)} />
      <Box role="group" aria-label={CHAT_MSG.admin.filtersLabel} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {FILTERS.map((f) => (
          <Chip
            key={f}
            label={CHAT_MSG.admin.filters[f]}
            color={filter === f ? 'primary' : 'default'}
            variant={filter === f ? 'filled' : 'outlined'}
            onClick={() => onFilter(f)}
            aria-pressed={filter === f}
          />
        ))}
      </Box>
      {conversations.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', p: 2, textAlign: 'center' }}>
          {CHAT_MSG.admin.noConversations}
        </Typography>
      ) : (
        <List aria-label={CHAT_MSG.admin.listLabel} sx={{ overflowY: 'auto', flex: 1, minHeight: 0, p: 0 }}>
          {conversations.map((c) => (
            <ListItemButton
              key={c.guestId}
              selected={c.guestId === selected}
              aria-current={c.guestId === selected ? 'true' : undefined}
              onClick={() => onSelect(c.guestId)}
              sx={{ borderRadius: 1, alignItems: 'flex-start', gap: 1 }}
            >
              {/* Presence: a filled green dot online, a hollow grey ring offline (colour is not the only cue), named for screen readers. */}
              <Box
                component="span"
                role="img"
                aria-label={c.isOnline ? CHAT_MSG.admin.presenceDot.online : CHAT_MSG.admin.presenceDot.offline}
                data-online={c.isOnline}
                sx={{ flexShrink: 0, mt: 0.75, width: 10, height: 10, borderRadius: '50%', boxSizing: 'border-box', border: 2, borderColor: c.isOnline ? 'success.main' : 'grey.500', bgcolor: c.isOnline ? 'success.main' : 'transparent' }}
              />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                  <Typography variant="subtitle2" component="p" noWrap title={displayName(c)} sx={{ fontWeight: c.unreadCount > 0 ? 700 : 500 }}>
                    {displayName(c)}
                  </Typography>
                  <Typography variant="caption" sx={{ color: 'text.secondary', flexShrink: 0 }}>
                    {relativeTime(c.updatedAt)}
                  </Typography>
                </Box>
                <Typography variant="body2" noWrap title={c.lastMessage?.content} sx={{ color: 'text.secondary' }}>
                  {c.lastMessage?.content ?? ''}
                </Typography>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                  <Typography variant="caption" sx={{ color: c.isOnline ? 'success.main' : 'text.secondary' }}>
                    {presenceText(c)} · {CHAT_MSG.admin.priorities[c.priority]}
                  </Typography>
                  {c.status === 'resolved' && <Chip size="small" color="success" variant="outlined" label={CHAT_MSG.conversationState.resolved} />}
                  {c.unreadCount > 0 && <Chip size="small" color="error" label={c.unreadCount} aria-label={CHAT_MSG.admin.unreadBadge(c.unreadCount)} />}
                </Box>
              </Box>
            </ListItemButton>
          ))}
        </List>
      )}
    </Box>
  );
}
