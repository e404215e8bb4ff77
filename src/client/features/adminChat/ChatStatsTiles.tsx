import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { CHAT_MSG } from '../../../shared/messages/chat';
import type { ChatStats } from '../../../shared/types/chat';

const ZERO: ChatStats = { totalConversations: 0, unreadConversations: 0, assignedToAdmin: 0, onlineUsers: 0, todayMessages: 0 };

/** Total, unread, assigned to me, online. A failed call shows zeros. */
export function ChatStatsTiles({ stats }: { stats: ChatStats | undefined }) {
  const s = stats ?? ZERO;
  const tiles = [
    [CHAT_MSG.admin.stats.total, s.totalConversations, 'primary.main'],
    [CHAT_MSG.admin.stats.unread, s.unreadConversations, 'error.main'],
    [CHAT_MSG.admin.stats.assigned, s.assignedToAdmin, 'secondary.main'],
    [CHAT_MSG.admin.stats.online, s.onlineUsers, 'success.main'],
  ] as const;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 1 }}>
      {tiles.map(([label, value, color]) => (
        <Paper component="li" key={label} variant="outlined" sx={{ p: 1.25 }}>
          <Typography variant="h6" component="p" sx={{ color, fontWeight: 700, lineHeight: 1.2 }} aria-label={`${label}: ${value}`}>
            {value}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }} aria-hidden>
            {label}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
