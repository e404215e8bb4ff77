import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { formatOpeningHours } from '../../../shared/chatHours';
import { CHAT_AVAILABILITY_MSG as M } from '../../../shared/messages/chatAvailability';
import { useAppSelector } from '../../app/hooks';
import { selectChatAvailability, selectChatAvailable } from './chatAvailability';

/**
 * Says, while no staff member can answer (outside opening hours or nobody on duty), that nobody is
 * here, when they are, and that a name and a phone or e-mail lets them call back; `children` is the
 * contact form. The thread below stays usable: a message waits for staff.
 */
export function ChatUnavailableNotice({ children }: { children?: ReactNode }) {
  const available = useAppSelector(selectChatAvailable);
  const availability = useAppSelector(selectChatAvailability);
  if (available || !availability) return null;
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Alert severity="info" role="status" sx={{ borderRadius: 0 }}>
        {M.visitor.unavailable(formatOpeningHours(availability.hours))} {M.visitor.stillWrite}
      </Alert>
      {children}
    </Box>
  );
}
