import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CHAT_MSG } from '../../../shared/messages/chat';
import type { ConnectionStatus } from '../../realtime/connection';

const COLORS: Record<ConnectionStatus, string> = {
  CONNECTED: 'success.main',
  CONNECTING: 'warning.main',
  RECONNECTING: 'warning.main',
  ERROR: 'error.main',
  DISCONNECTED: 'grey.500',
};

/** The connection indicator: a dot and the state's text. */
export function ChatStatus({ status }: { status: ConnectionStatus }) {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
      <Box component="span" aria-hidden sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: COLORS[status], flexShrink: 0 }} />
      <Typography variant="caption" sx={{ color: 'inherit', opacity: 0.9 }}>
        {CHAT_MSG.status[status]}
      </Typography>
    </Box>
  );
}
