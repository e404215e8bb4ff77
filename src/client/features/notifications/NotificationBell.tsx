import { useEffect, useId, useState, type MouseEvent } from 'react';
import { toast } from 'react-toastify';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { NOTIFICATIONS_MSG as M } from '../../../shared/messages/notifications';
import { NOTIFICATIONS_UI } from '../../../shared/types/notifications';
import '../../app/backOffice';
import { isNetworkError } from '../../app/api';
import { NotificationItems } from './NotificationItems';
import { useGetNotificationsQuery, useMarkAllNotificationsReadMutation, useMarkNotificationReadMutation } from './notificationsApi';

const { initialItems, moreStep, badgeMax } = NOTIFICATIONS_UI;

/**
 * The header bell: unread badge (99+), a dropdown titled with the count,
 * "read all", 5 items first, then "show more (up to 5)", "show all (n)" and "collapse".
 */
export function NotificationBell() {
  const { data = [], error, isLoading } = useGetNotificationsQuery();
  const [markRead] = useMarkNotificationReadMutation();
  const [markAll] = useMarkAllNotificationsReadMutation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [visible, setVisible] = useState<number>(initialItems);
  const id = useId();
  const open = anchor !== null;
  const unread = data.filter((n) => !n.read).length;
  const total = data.length;
  // A non-200 answer and an exception have different texts.
  const loadError = error ? (isNetworkError(error) ? M.loadError : M.loadFailed) : null;

  useEffect(() => {
    if (loadError) toast.error(loadError, { toastId: 'notifications-load' });
  }, [loadError]);

  const close = () => {
    setAnchor(null);
    setVisible(initialItems);
  };

  return (
    <>
      <IconButton
        color="inherit"
        aria-label={M.bellLabel(unread)}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        onClick={(e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget)}
      >
        <Badge badgeContent={unread} max={badgeMax} color="error" data-testid="notifications-badge">
          <NotificationsIcon />
        </Badge>
      </IconButton>
      <Popover
        id={`${id}-panel`}
        open={open}
        anchorEl={anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': `${id}-title`, sx: { width: 380, maxWidth: 'calc(100vw - 16px)' } } }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5, flexWrap: 'wrap' }}>
          <Typography id={`${id}-title`} component="h2" variant="subtitle1" sx={{ fontWeight: 700, flexGrow: 1 }}>
            {M.title}
          </Typography>
          <Chip size="small" color={unread ? 'primary' : 'default'} label={M.unreadCount(unread)} />
          <Button size="small" onClick={() => void markAll()} disabled={unread === 0}>
            {M.markAllRead}
          </Button>
        </Box>
        <Divider />
        {isLoading ? (
          <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center', p: 2 }}>
            <CircularProgress size={18} aria-hidden />
            <span>{M.loading}</span>
          </Box>
        ) : loadError && total === 0 ? (
          <Typography role="alert" color="error" sx={{ p: 2 }}>{loadError}</Typography>
        ) : total === 0 ? (
          <Typography color="text.secondary" sx={{ p: 2 }}>{M.empty}</Typography>
        ) : (
          <NotificationItems
            items={data.slice(0, visible)}
            onOpen={(n) => {
              // The link opens the request; the dropdown closes so that its detail is in view.
              if (!n.read) void markRead(n.id);
              close();
            }}
          />
        )}
        {total > initialItems && (
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1, p: 1 }}>
            {visible < total && (
              <Button size="small" onClick={() => setVisible((v) => Math.min(v + moreStep, total))}>{M.showMore}</Button>
            )}
            {visible < total && <Button size="small" onClick={() => setVisible(total)}>{M.showAll(total)}</Button>}
            {visible > initialItems && <Button size="small" onClick={() => setVisible(initialItems)}>{M.collapse}</Button>}
          </Box>
        )}
      </Popover>
    </>
  );
}

export default NotificationBell;
