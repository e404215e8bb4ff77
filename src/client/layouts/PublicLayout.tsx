import { Outlet } from 'react-router-dom';
import { ToastContainer } from 'react-toastify';
import Box from '@mui/material/Box';
import { PUBLIC_TOAST_AUTO_CLOSE_MS } from '../../shared/constants';
import { ChatPanel } from '../features/chat/ChatPanel';
import { ContactWidget } from './public/ContactWidget';
import { Footer } from './public/Footer';
import { Header } from './public/Header';
import { ScrollToTop } from './public/ScrollToTop';

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
      <ChatPanel />
      <ToastContainer position="top-right" autoClose={PUBLIC_TOAST_AUTO_CLOSE_MS} />
    </Box>
  );
}

export default PublicLayout;
