import { useState, type KeyboardEvent, type Ref } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import { CHAT_MSG } from '../../../shared/messages/chat';
import { CHAT } from '../../../shared/realtime';

interface Props {
  canSend: boolean;
  onSend: (content: string) => void;
  inputRef?: Ref<HTMLTextAreaElement>;
}

/**
 * The visitor's composer (public-site spec §5): trimmed, never empty, at most 1000 characters, a
 * remaining-characters counter above 950, Enter sends and Shift+Enter adds a line, only when connected.
 */
export function ChatComposer({ canSend, onSend, inputRef }: Props) {
  const [text, setText] = useState('');
  const length = text.trim().length;
  const tooLong = length > CHAT.maxLength;
  const ready = canSend && length > 0 && !tooLong;

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
    <Box sx={{ p: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end' }}>
        <TextField
          value={text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          label={CHAT_MSG.panel.inputLabel}
          placeholder={CHAT_MSG.panel.placeholder}
          multiline
          maxRows={4}
          size="small"
          fullWidth
          error={tooLong}
          inputRef={inputRef}
        />
        <IconButton color="primary" aria-label={CHAT_MSG.panel.send} onClick={submit} disabled={!ready}>
          <SendIcon />
        </IconButton>
      </Box>
      {length > CHAT.counterFrom && (
        <Typography variant="caption" role="status" sx={{ display: 'block', mt: 0.5, color: tooLong ? 'error.main' : 'text.secondary' }}>
          {tooLong ? CHAT_MSG.tooLong : CHAT_MSG.panel.remaining(CHAT.maxLength - length)}
        </Typography>
      )}
    </Box>
  );
}
