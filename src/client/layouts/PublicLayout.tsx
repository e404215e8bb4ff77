import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { PUBLIC_TOAST_AUTO_CLOSE_MS } from '../../shared/constants';
import { PUBLIC_MSG } from '../../shared/messages/publicSite';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { CHAT_PANEL_PLACE } from '../features/chat/chatPanelPlace';
import { chatPanelClosed, selectChatPanelOpen } from '../features/chat/chatPanelSlice';
import { deferUntilNear } from '../components/deferUntilNear';
import { HydratedAfterFrame } from '../components/useHydrated';
import { LoadBoundary } from '../components/LoadBoundary';
import { LoadFailedNotice } from '../components/LoadFailedNotice';
import { ContactWidget } from './public/ContactWidget';
import { Header } from './public/Header';
import { LazyToastContainer } from './public/LazyToastContainer';
import { ScrollToTop } from './public/ScrollToTop';

// The chat panel's code loads when a visitor first opens it, not with the page.
const ChatPanel = lazy(() => import(/* webpackChunkName: "public-chat" */ '../features/chat/ChatPanel'));

// The footer (and its newsletter form: MUI's input parts) is below the fold of every page: its code,
// 13 KB gzip, loads when it nears the viewport or the visitor first scrolls or touches the page.
const Footer = deferUntilNear(async () => ({ default: (await import(/* webpackChunkName: "public-footer" */ './public/Footer')).Footer }), {
  minHeight: 480,
});

/** Where the chat panel would be, while it is open, when its code could not be downloaded. */
function ChatLoadFailed() {
  const open = useAppSelector(selectChatPanelOpen);
  const dispatch = useAppDispatch();
  if (!open) return null;
  return (
    <Paper elevation={8} sx={CHAT_PANEL_PLACE}>
      <LoadFailedNotice
        part={PUBLIC_MSG.frame.chatPart}
        actions={
          <Button variant="outlined" onClick={() => dispatch(chatPanelClosed())}>
            {PUBLIC_MSG.frame.closeChat}
          </Button>
        }
      />
    </Paper>
  );
}

/**
 * The chat panel's frame, shown the moment the chat button is pressed while the panel's code is
 * still on its way (on a slow phone, seconds): the visitor sees the panel open at once.
 */
function ChatPanelLoading() {
  const open = useAppSelector(selectChatPanelOpen);
  const dispatch = useAppDispatch();
  if (!open) return null;
  return (
    <Paper role="dialog" aria-label={PUBLIC_MSG.frame.chatTitle} aria-busy elevation={8} sx={{ ...CHAT_PANEL_PLACE, height: { xs: '100dvh', sm: 560 }, maxHeight: '100dvh', overflow: 'hidden', borderRadius: { xs: 0, sm: 3 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.25, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <Typography variant="subtitle1" component="h2" sx={{ flex: 1, fontWeight: 700, lineHeight: 1.3 }}>
          {PUBLIC_MSG.frame.chatTitle}
        </Typography>
        <IconButton color="inherit" aria-label={PUBLIC_MSG.frame.closeChat} onClick={() => dispatch(chatPanelClosed())}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Typography role="status" color="text.secondary" sx={{ p: 2 }}>
        {PUBLIC_MSG.frame.chatLoading}
      </Typography>
    </Paper>
  );
}

/** Mounts the chat panel from its first opening on (it renders nothing while closed). */
function LazyChatPanel() {
  const open = useAppSelector(selectChatPanelOpen);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <LoadBoundary fallback={<ChatLoadFailed />}>
      <Suspense fallback={<ChatPanelLoading />}>
        <ChatPanel />
      </Suspense>
    </LoadBoundary>
  );
}

/** The public site's frame: header, page, footer, the floating contact widget and 5 s toasts. */
export function PublicLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', overflowX: 'clip' }}>
      <ScrollToTop />
      <Header />
      <Box component="main" id="main" sx={{ flexGrow: 1 }}>
        <HydratedAfterFrame>
          <Outlet />
        </HydratedAfterFrame>
      </Box>
      <Footer />
      <ContactWidget />
      <LazyChatPanel />
      <LazyToastContainer position="top-right" autoClose={PUBLIC_TOAST_AUTO_CLOSE_MS} />
    </Box>
  );
}

export default PublicLayout;
