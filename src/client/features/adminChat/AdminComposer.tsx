import { useState, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import SendIcon from '@mui/icons-material/Send';
import { CHAT_MSG } from '../../../shared/messages/chat';
import { CHAT } from '../../../shared/realtime';

/**
 * The staff composer: 44–120 px high, Enter sends, Shift+Enter makes a new line; a message needs
 * text, a selected conversation and a live connection (back-office spec §2.6, §5).
 */
export function AdminComposer({ canSend, onSend }: { canSend: boolean; onSend: (content: string) => void }) {
  const [text, setText] = useState('');
  const ready = canSend && text.trim().length > 0 && text.trim().length <= CHAT.maxLength;
  const submit = () => {
    if (!ready) return;
    onSend(text.trim());
    setText('');
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end', p: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Box
        component="textarea"
        aria-label={CHAT_MSG.admin.composerLabel}
        placeholder={CHAT_MSG.admin.composerPlaceholder}
        value={text}
        maxLength={CHAT.maxLength}
        onChange={(e) => {
          setText(e.target.value);
          // Grow with the text between 44 and 120 px.
          const el = e.target;
          el.style.height = 'auto';
          el.style.height = `${Math.min(CHAT.composerMaxPx, Math.max(CHAT.composerMinPx, el.scrollHeight))}px`;
        }}
        onKeyDown={onKeyDown}
        rows={1}
        sx={{
          flex: 1,
          resize: 'none',
          minHeight: CHAT.composerMinPx,
          maxHeight: CHAT.composerMaxPx,
          px: 1.5,
          py: 1.25,
          font: 'inherit',
          borderRadius: 1,
          border: 1,
          borderColor: 'divider',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineStyle: 'solid' },
        }}
      />
      <Button variant="contained" endIcon={<SendIcon />} onClick={submit} disabled={!ready} sx={{ height: CHAT.composerMinPx }}>
        {CHAT_MSG.admin.send}
      </Button>
    </Box>
  );
}
