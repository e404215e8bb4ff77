import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import Box from '@mui/material/Box';
import { PUBLIC_TOAST_AUTO_CLOSE_MS } from '../../shared/constants';
import { useAppSelector } from '../app/hooks';
import { selectChatPanelOpen } from '../features/chatPanel/chatPanelSlice';
import { ContactWidget } from './public/ContactWidget';
import { Footer } from './public/Footer';
import { Header } from './public/Header';
import { LazyToastContainer } from './public/LazyToastContainer';
import { ScrollToTop } from './public/ScrollToTop';

// The chat panel's code loads when a visitor first opens it, not with the page.
const ChatPanel = lazy(() => import(/* webpackChunkName: "public-chat" */ '../features/chat/ChatPanel'));

/** Mounts the chat panel from its first opening on (it renders nothing while closed). */
function LazyChatPanel() {
  const open = useAppSelector(selectChatPanelOpen);
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ChatPanel />
    </Suspense>
  );
}

/** The public site's frame: header, page, footer, the floating contact widget and 5 s toasts. */
export function PublicLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', overflowX: 'clip' }}>
      <ScrollToTop />
      <Header />
      <Box component="main" id="main" sx={{ flexGrow: 1 }}>
        <Outlet />
      </Box>
      <Footer />
      <ContactWidget />
      <LazyChatPanel />
      <LazyToastContainer position="top-right" autoClose={PUBLIC_TOAST_AUTO_CLOSE_MS} />
    </Box>
  );
}

export default PublicLayout;
