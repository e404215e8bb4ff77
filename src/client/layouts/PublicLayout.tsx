import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import Box from '@mui/material/Box';
import { PUBLIC_TOAST_AUTO_CLOSE_MS } from '../../shared/constants';
import { useAppSelector } from '../app/hooks';
import { selectChatPanelOpen } from '../features/chatPanel/chatPanelSlice';
import { deferUntilNear } from '../components/deferUntilNear';
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
