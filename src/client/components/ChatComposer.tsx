import { useCallback, useLayoutEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import { CHAT_MSG } from '../../shared/messages/chat';
import { CHAT } from '../../shared/realtime';

interface Props {
  canSend: boolean;
  onSend: (content: string) => void;
  /** The field's accessible name and placeholder, and the send button's name. */
  label: string;
  placeholder: string;
  sendLabel: string;
  /** An icon for a send button (the visitor's narrow panel) rather than a labelled one (the staff console). */
  iconSend?: boolean;
  inputRef?: Ref<HTMLTextAreaElement>;
}

/**
 * The chat composer, the visitor's and the staff's: the text is trimmed and never empty, at most
 * 1000 characters with a remaining-characters counter above 950; Enter sends and Shift+Enter makes
 * a new line (not while an input method is composing); the field grows with the text between 44
 * and 120 px; nothing is sent while `canSend` is false (no live connection, no open conversation).
 */
export function ChatComposer({ canSend, onSend, label, placeholder, sendLabel, iconSend = false, inputRef }: Props) {
  const [text, setText] = useState('');
  const field = useRef<HTMLTextAreaElement | null>(null);
  const length = text.trim().length;
  const tooLong = length > CHAT.maxLength;
  const ready = canSend && length > 0 && !tooLong;

  // After every change, the sent message's reset included: the height the text needs, within the limits.
  useLayoutEffect(() => {
    const el = field.current;
    if (!el) return;
    el.style.height = 'auto';
    el.style.height = `${Math.min(CHAT.composerMaxPx, Math.max(CHAT.composerMinPx, el.scrollHeight))}px`;
  }, [text]);

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
  // The caller's ref (the visitor's panel focuses the field) and ours (the height).
  const setRefs = useCallback(
    (el: HTMLTextAreaElement | null) => {
      field.current = el;
      if (typeof inputRef === 'function') inputRef(el);
      else if (inputRef) (inputRef as { current: HTMLTextAreaElement | null }).current = el;
    },
    [inputRef],
  );

  return (
    <Box sx={{ p: 1.5, borderTop: 1, borderColor: 'divider' }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end' }}>
        <Box
          component="textarea"
          ref={setRefs}
          aria-label={label}
          aria-invalid={tooLong}
          placeholder={placeholder}
          value={text}
          onChange={(e) => setText(e.target.value)}
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
            borderColor: tooLong ? 'error.main' : 'divider',
            '&:focus-visible': { outline: 2, outlineColor: tooLong ? 'error.main' : 'primary.main', outlineStyle: 'solid' },
          }}
        />
        {iconSend ? (
          <IconButton color="primary" aria-label={sendLabel} onClick={submit} disabled={!ready}>
            <SendIcon />
          </IconButton>
        ) : (
          <Button variant="contained" endIcon={<SendIcon />} onClick={submit} disabled={!ready} sx={{ height: CHAT.composerMinPx }}>
            {sendLabel}
          </Button>
        )}
      </Box>
      {length > CHAT.counterFrom && (
        <Typography variant="caption" role="status" sx={{ display: 'block', mt: 0.5, color: tooLong ? 'error.main' : 'text.secondary' }}>
          {tooLong ? CHAT_MSG.tooLong : CHAT_MSG.panel.remaining(CHAT.maxLength - length)}
        </Typography>
      )}
    </Box>
  );
}
