import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink } from 'react-router-dom';
import { NOTIFICATIONS_MSG as M } from '../../../shared/messages/notifications';
import type { StaffNotification } from '../../../shared/types/notifications';
import { paths } from '../../../shared/paths';
import { formatDateTime, formatRelativeTime } from './relativeTime';

interface Props {
  items: StaffNotification[];
  onOpen: (n: StaffNotification) => void;
}

/**
 * The visible notifications: customer name, service, time and an unread dot. Each is
 * a link to its request (the customer list with that detail open), so it also opens in a new tab.
 */
export function NotificationItems({ items, onOpen }: Props) {
  return (
    <List dense disablePadding aria-label={M.title} sx={{ maxHeight: 420, overflowY: 'auto' }}>
      {/* Each entry in its own <li>: a <ul> holds only list items (axe 'list'). */}
      {items.map((n) => (
        <ListItem key={n.id} disablePadding>
          <ListItemButton
            component={RouterLink}
            to={paths.admin.customerRequest(n.customerRequestId)}
            onClick={() => onOpen(n)}
            divider
            data-testid="notification-item"
            aria-label={`${n.read ? '' : `${M.unreadDot}: `}${n.customerServiceName} – ${n.serviceName}`}
            sx={{ alignItems: 'flex-start', gap: 1.5, bgcolor: n.read ? undefined : 'action.hover' }}
          >
            <Box
              component="span"
              role={n.read ? undefined : 'img'}
              aria-label={n.read ? undefined : M.unreadDot}
              aria-hidden={n.read ? true : undefined}
              sx={{ mt: 1, flexShrink: 0, width: 8, height: 8, borderRadius: '50%', bgcolor: n.read ? 'transparent' : 'primary.main' }}
            />
            <ListItemText
              primary={n.customerServiceName}
              secondary={
                <>
                  <Box component="span" sx={{ display: 'block' }}>{n.serviceName}</Box>
                  <Box component="time" dateTime={n.createdAt} title={formatDateTime(n.createdAt)} sx={{ fontSize: 12 }}>
                    {formatRelativeTime(n.createdAt)}
                  </Box>
                </>
              }
              slotProps={{ primary: { sx: { fontWeight: n.read ? 400 : 700 } } }}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
