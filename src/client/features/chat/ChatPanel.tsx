import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useStore } from 'react-redux';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import { CHAT_MSG } from '../../../shared/messages/chat';
import { CHAT_LEADS_MSG } from '../../../shared/messages/chatLeads';
import { errorMessage } from '../../app/api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { AppStore } from '../../app/store';
import { chatPanelClosed, contactFormClosed, contactFormOpened, selectChatPanelOpen, selectContactFormOpen } from './chatPanelSlice';
import { ChatContactForm } from './ChatContactForm';
import { useRequestChatTranscriptMutation } from './chatApi';
import { useVisitReport } from './useVisitReport';
import { identityCreated, replySoundToggled, selectGuestId, selectRehydrated, selectReplySound } from './guestSlice';
import { persistGuest } from './guestPersistence';
import './chatStore';
import { ChatStatus } from './ChatStatus';
import { ChatThread } from './ChatThread';
import {
  collapsedToggled,
  connectRequested,
  resendRequested,
  retryRequested,
  selectChatCollapsed,
  selectChatError,
  selectChatGaveUp,
  selectChatStatus,
  selectHistoryError,
  selectStaffTyping,
  sendRequested,
  typingRequested,
} from './chatSlice';
import { useChatThread } from './useChatThread';
import { useSendChatFileMutation } from './chatApi';
import { newTempId } from '../../realtime/stompClient';
import { ChatComposer } from '../../components/ChatComposer';
import { CHAT_BAR_PLACE, CHAT_PANEL_PLACE } from './chatPanelPlace';
import { selectUnreadReplies } from './replyNotice';
import { useUnreadTitle } from './useUnreadTitle';
import { primeBeep } from '../../realtime/beep';
import { ChatUnavailableNotice } from './ChatUnavailableNotice';
import { selectChatAvailable, useGetChatAvailabilityQuery } from './chatAvailability';

/** Locks the page's scroll while the panel is open, restoring it afterwards. */
function useScrollLock(locked: boolean) {
  useEffect(() => {
    if (!locked) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [locked]);
}

/** The panel's lead actions: leave a contact, have the conversation mailed (to the e-mail given). */
function LeadActions({ guestId }: { guestId: string }) {
  const dispatch = useAppDispatch();
  const formOpen = useAppSelector(selectContactFormOpen);
  const [requestTranscript, transcript] = useRequestChatTranscriptMutation();
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const mail = async () => {
    setNotice(null);
    try {
      const res = await requestTranscript(guestId).unwrap();
      setNotice({ ok: true, text: res.message });
    } catch (err) {
      setNotice({ ok: false, text: errorMessage(err, CHAT_LEADS_MSG.transcript.mailFailed) });
    }
  };
  const openForm = () => {
    if (formOpen) setFocusRequest((n) => n + 1);
    else dispatch(contactFormOpened());
  };
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
        {/* Opens the form, or brings the visitor back to it: never a toggle, as the form may have
            opened by itself a moment before the click (while nobody can answer). */}
        <Button size="small" aria-expanded={formOpen} onClick={openForm}>
          {CHAT_LEADS_MSG.contact.open}
        </Button>
        <Button size="small" onClick={() => void mail()} disabled={transcript.isLoading}>
          {transcript.isLoading ? CHAT_LEADS_MSG.transcript.sending : CHAT_LEADS_MSG.transcript.request}
        </Button>
      </Box>
      <Box role="status" aria-live="polite">
        {notice && (
          <Alert severity={notice.ok ? 'success' : 'warning'} sx={{ borderRadius: 0 }} onClose={() => setNotice(null)}>
            {notice.text}
          </Alert>
        )}
      </Box>
      {formOpen && (
        <Box id="chat-contact-form" sx={{ overflowY: 'auto', flexShrink: 0, maxHeight: '60%' }}>
          <ChatContactForm guestId={guestId} onClose={() => dispatch(contactFormClosed())} focusRequest={focusRequest} />
        </Box>
      )}
    </>
  );
}

/**
 * The visitor's live-chat panel, opened by the contact widget's chat button. It only dispatches
 * and selects: the STOMP client lives in guestStompMiddleware.
 */
export function ChatPanel() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectChatPanelOpen);
  const guestId = useAppSelector(selectGuestId);
  const rehydrated = useAppSelector(selectRehydrated);
  const status = useAppSelector(selectChatStatus);
  const error = useAppSelector(selectChatError);
  const gaveUp = useAppSelector(selectChatGaveUp);
  const collapsed = useAppSelector(selectChatCollapsed);
  const historyError = useAppSelector(selectHistoryError);
  const unread = useAppSelector(selectUnreadReplies);
  const sound = useAppSelector(selectReplySound);
  const staffTyping = useAppSelector(selectStaffTyping);
  const contactFormOpen = useAppSelector(selectContactFormOpen);
  const input = useRef<HTMLTextAreaElement>(null);
  const { messages, isLoading } = useChatThread(open ? guestId : null);
  // Asked when the panel opens; the topic keeps it current while connected.
  useGetChatAvailabilityQuery(undefined, { skip: !open });
  const available = useAppSelector(selectChatAvailable);
  // While nobody can answer, the contact form opens by itself once per page load: the notice above
  // it asks for a name and a phone or e-mail. A visitor who closes it is not asked again.
  const askedForContact = useRef(false);
  useEffect(() => {
    if (!open || !guestId || available || askedForContact.current) return;
    askedForContact.current = true;
    dispatch(contactFormOpened());
  }, [open, guestId, available, dispatch]);
  const [sendFile] = useSendChatFileMutation();

  useScrollLock(open && !collapsed);
  // From the first opening on, staff see the page the visitor is on.
  useVisitReport(guestId);
  // Mounted from the first opening on, so the tab's title counts replies while the panel is closed too.
  useUnreadTitle(unread);
  // The stored identity is read now, not with the page: the effect below waits for it.
  const store = useStore() as AppStore;
  useEffect(() => {
    persistGuest(store);
  }, [store]);
  useEffect(() => {
    if (!open || !rehydrated) return;
    if (!guestId) dispatch(identityCreated());
    else dispatch(connectRequested());
  }, [open, rehydrated, guestId, dispatch]);
  // The composer has the focus, unless the contact form is showing (its name field has it); closing
  // the form gives it back.
  useEffect(() => {
    if (open && !collapsed && !contactFormOpen) input.current?.focus();
  }, [open, collapsed, contactFormOpen]);

  if (!open) return null;
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Escape') dispatch(chatPanelClosed());
  };
  const toggleSound = () => {
    // Inside the click: the browser lets the audio start now, so later replies can be heard.
    if (!sound) primeBeep();
    dispatch(replySoundToggled());
  };

  return (
    <Paper
      role="dialog"
      aria-label={CHAT_MSG.panel.title}
      elevation={8}
      onKeyDown={onKeyDown}
      sx={{
        ...CHAT_PANEL_PLACE,
        ...(collapsed ? CHAT_BAR_PLACE : null),
        height: collapsed ? 'auto' : { xs: '100dvh', sm: 560 },
        maxHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        overflow: 'hidden',
        borderRadius: collapsed ? 3 : { xs: 0, sm: 3 },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.25, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
            {CHAT_MSG.panel.title}
          </Typography>
          <ChatStatus status={status} />
        </Box>
        <IconButton color="inherit" aria-label={CHAT_MSG.panel.sound} aria-pressed={sound} onClick={toggleSound}>
          {sound ? <VolumeUpIcon /> : <VolumeOffIcon />}
        </IconButton>
        <IconButton color="inherit" aria-label={collapsed ? CHAT_MSG.panel.expand : CHAT_MSG.panel.collapse} aria-expanded={!collapsed} onClick={() => dispatch(collapsedToggled())}>
          {collapsed ? <ExpandLessIcon /> : <ExpandMoreIcon />}
        </IconButton>
        <IconButton color="inherit" aria-label={CHAT_MSG.panel.close} onClick={() => dispatch(chatPanelClosed())}>
          <CloseIcon />
        </IconButton>
      </Box>
      {!collapsed && (
        <>
          {historyError && (
            <Alert severity="warning" sx={{ borderRadius: 0 }}>
              {historyError}
            </Alert>
          )}
          {error && (
            <Alert
              severity={status === 'ERROR' ? 'error' : 'info'}
              sx={{ borderRadius: 0 }}
              action={
                status === 'ERROR' ? (
                  <Button color="inherit" size="small" onClick={() => dispatch(retryRequested())}>
                    {CHAT_MSG.panel.retry}
                  </Button>
                ) : undefined
              }
            >
              {gaveUp ? CHAT_MSG.reloadPage : error}
            </Alert>
          )}
          <ChatUnavailableNotice />
          {guestId && <LeadActions guestId={guestId} />}
          <ChatThread messages={messages} loading={isLoading} onResend={(tempId) => dispatch(resendRequested(tempId))} />
          <Typography role="status" variant="caption" sx={{ px: 2, minHeight: 20, color: 'text.secondary', fontStyle: 'italic' }}>
            {staffTyping ? CHAT_MSG.typing.staff(staffTyping.staffName) : ''}
          </Typography>
          <ChatComposer
            canSend={status === 'CONNECTED'}
            onSend={(content) => dispatch(sendRequested(content))}
            onTyping={() => dispatch(typingRequested())}
            label={CHAT_MSG.panel.inputLabel}
            placeholder={CHAT_MSG.panel.placeholder}
            sendLabel={CHAT_MSG.panel.send}
            iconSend
            inputRef={input}
            attach={guestId ? (file) => sendFile({ guestId, file, tempId: newTempId() }).unwrap() : undefined}
          />
        </>
      )}
    </Paper>
  );
}

export default ChatPanel;
