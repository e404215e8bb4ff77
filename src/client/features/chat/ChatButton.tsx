import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Fab from '@mui/material/Fab';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import { CHAT_NOTICE_MSG as M } from '../../../shared/messages/chatNotice';
import { PUBLIC_MSG } from '../../../shared/messages/publicSite';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { chatPanelToggled, selectChatPanelOpen } from './chatPanelSlice';
import { replyPreviewDismissed, selectReplyPreview, selectUnreadReplies } from './replyNotice';

/** The unseen replies' preview, left of the chat button: a tap opens the panel, the cross hides it. */
function ReplyPreview({ text, staffName }: { text: string; staffName: string | null }) {
  const dispatch = useAppDispatch();
  return (
    <Paper
      role="status"
      aria-label={M.preview}
      elevation={6}
      sx={{ position: 'absolute', right: 'calc(100% + 12px)', bottom: 0, width: 'max-content', maxWidth: { xs: 'calc(100vw - 100px)', sm: 280 }, display: 'flex', alignItems: 'flex-start', borderRadius: 2 }}
    >
      <ButtonBase
        aria-label={`${M.openPreview}: ${text}`}
        onClick={() => dispatch(chatPanelToggled())}
        sx={{ flex: 1, minWidth: 0, display: 'block', textAlign: 'left', p: 1.25, pr: 0.5, borderRadius: 2, '&.Mui-focusVisible': { outline: 2, outlineColor: 'primary.main' } }}
      >
        <Typography variant="caption" component="span" sx={{ display: 'block', fontWeight: 700, color: 'text.secondary' }}>
          {staffName ?? M.support}
        </Typography>
        <Typography variant="body2" component="span" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
          {text}
        </Typography>
      </ButtonBase>
      <IconButton size="small" aria-label={M.dismiss} onClick={() => dispatch(replyPreviewDismissed())} sx={{ m: 0.25 }}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Paper>
  );
}

/**
 * The floating chat button (contact widget): it opens and closes the panel, and while the visitor
 * is not looking at the thread it counts the staff replies that came (the badge, also in its name)
 * and shows the newest one beside it. The counts come from the chat slice (replyNotice.ts), so this
 * part of the page's first load carries none of the chat's code.
 */
export function ChatButton() {
  const dispatch = useAppDispatch();
  const open = useAppSelector(selectChatPanelOpen);
  const unread = useAppSelector(selectUnreadReplies);
  const preview = useAppSelector(selectReplyPreview);
  const label = unread > 0 ? `${PUBLIC_MSG.frame.chatOpen}, ${M.unread(unread)}` : PUBLIC_MSG.frame.chatOpen;
  return (
    <Box sx={{ position: 'relative' }}>
      <Fab color="secondary" aria-label={label} aria-pressed={open} onClick={() => dispatch(chatPanelToggled())}>
        <SupportAgentIcon />
      </Fab>
      {unread > 0 && (
        <Box
          aria-hidden
          data-testid="chat-unread-badge"
          sx={{ position: 'absolute', top: -4, right: -4, minWidth: 22, height: 22, px: 0.5, borderRadius: 11, bgcolor: 'error.main', color: 'error.contrastText', fontSize: 12, fontWeight: 700, lineHeight: '22px', textAlign: 'center', pointerEvents: 'none' }}
        >
          {unread > 99 ? '99+' : unread}
        </Box>
      )}
      {preview && !open && <ReplyPreview text={preview.text} staffName={preview.staffName} />}
    </Box>
  );
}
