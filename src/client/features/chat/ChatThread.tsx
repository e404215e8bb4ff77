import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { CHAT_MSG } from '../../../shared/messages/chat';
import type { ChatMessageView } from '../../../shared/types/chat';
import { ChatAttachmentView } from '../../components/ChatAttachmentView';
import { chatFileUrl } from './chatApi';

const timeFormat = new Intl.DateTimeFormat('vi-VN', { hour: '2-digit', minute: '2-digit' });

interface Props {
  messages: ChatMessageView[];
  loading: boolean;
  onResend: (tempId: string) => void;
}

/**
 * The visitor's thread: their messages on the right with their state, support's on the left under
 * the name of who answers (once per run of one person's messages).
 */
export function ChatThread({ messages, loading, onResend }: Props) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length]);

  return (
    // Focusable: a keyboard can scroll the history when it is longer than the space left for it.
    <Box role="log" aria-live="polite" aria-label={CHAT_MSG.panel.title} tabIndex={0} sx={{ flex: 1, overflowY: 'auto', p: 1.5, bgcolor: 'grey.50', display: 'flex', flexDirection: 'column', gap: 1 }}>
      {loading && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary' }}>
          <CircularProgress size={16} aria-hidden />
          <Typography variant="body2">{CHAT_MSG.panel.loadingHistory}</Typography>
        </Box>
      )}
      {!loading && messages.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center', my: 2 }}>
          {CHAT_MSG.panel.empty}
        </Typography>
      )}
      {messages.map((m, i) => {
        const mine = m.senderType === 'GUEST';
        const prev = messages[i - 1];
        const who = mine ? CHAT_MSG.panel.you : (m.staffName ?? CHAT_MSG.panel.support);
        const showName = !mine && (prev?.senderType !== 'ADMIN' || (prev.staffName ?? null) !== (m.staffName ?? null));
        return (
          <Box key={m.id ?? m.tempId} sx={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: '85%' }}>
            {showName && (
              <Typography variant="caption" aria-hidden sx={{ display: 'block', fontWeight: 700, color: 'text.secondary', mb: 0.25 }}>
                {who}
              </Typography>
            )}
            <Box
              sx={{
                px: 1.5,
                py: 1,
                borderRadius: 2,
                bgcolor: mine ? 'primary.main' : 'background.paper',
                color: mine ? 'primary.contrastText' : 'text.primary',
                border: mine ? 0 : 1,
                borderColor: 'divider',
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
              }}
            >
              <Typography component="span" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
                {who}:{' '}
              </Typography>
              {m.attachment && m.id !== null ? (
                <ChatAttachmentView attachment={m.attachment} source={{ url: chatFileUrl(m.guestId, m.attachment.id) }} inverted={mine} />
              ) : (
                <Typography variant="body2" component="span">
                  {m.content}
                </Typography>
              )}
            </Box>
            <Typography variant="caption" sx={{ display: 'block', textAlign: mine ? 'right' : 'left', color: m.status === 'failed' ? 'error.main' : 'text.secondary' }}>
              {timeFormat.format(new Date(m.createdAt))}
              {mine && ` · ${CHAT_MSG.panel[m.status]}`}
            </Typography>
            {m.status === 'failed' && m.tempId && (
              <Button size="small" color="error" onClick={() => onResend(m.tempId!)} sx={{ float: 'right' }}>
                {CHAT_MSG.panel.resend}
              </Button>
            )}
          </Box>
        );
      })}
      <div ref={end} />
    </Box>
  );
}
