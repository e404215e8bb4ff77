import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import CloseIcon from '@mui/icons-material/Close';
import PhoneIcon from '@mui/icons-material/Phone';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { PUBLIC_MSG } from '../../../shared/messages/publicSite';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PartLoadBoundary } from '../../components/LoadBoundary';
import { useHydrated } from '../../components/useHydrated';
import { chatPanelToggled, selectChatPanelOpen } from '../../features/chat/chatPanelSlice';
import { useGetFooterQuery } from '../../features/company/companyApi';
import { contactChannels } from './contactChannels';

const M = PUBLIC_MSG.frame;

const ContactChannels = lazy(() => import(/* webpackChunkName: "public-contact-channels" */ './ContactChannels'));

/**
 * The floating contact widget (spec §2): a toggle listing the contact channels, and a separate
 * chat button that dispatches `chatPanel/toggled` (the live-chat feature renders the panel).
 * Both work only with the page's script, so a server-rendered page shows them once hydrated
 * rather than as buttons that do nothing.
 */
export function ContactWidget() {
  const dispatch = useAppDispatch();
  const chatOpen = useAppSelector(selectChatPanelOpen);
  const { data } = useGetFooterQuery();
  const [open, setOpen] = useState(false);
  const channels = contactChannels(data);
  const hydrated = useHydrated();
  if (!hydrated) return null;

  return (
    <Box sx={{ position: 'fixed', right: { xs: 12, sm: 20 }, bottom: { xs: 12, sm: 20 }, zIndex: 1200, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.25 }}>
      {open && (
        <PartLoadBoundary>
          <Suspense fallback={null}>
            <ContactChannels channels={channels} />
          </Suspense>
        </PartLoadBoundary>
      )}
      <Fab color="primary" aria-label={open ? M.widgetClose : M.widgetOpen} aria-expanded={open} aria-controls="contact-channels" onClick={() => setOpen((o) => !o)}>
        {open ? <CloseIcon /> : <PhoneIcon />}
      </Fab>
      <Fab color="secondary" aria-label={M.chatOpen} aria-pressed={chatOpen} onClick={() => dispatch(chatPanelToggled())}>
        <SupportAgentIcon />
      </Fab>
    </Box>
  );
}
