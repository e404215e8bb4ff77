import { useCallback, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import SendIcon from '@mui/icons-material/Send';
import { CHAT_MSG } from '../../shared/messages/chat';
import { CHAT_FILES_MSG } from '../../shared/messages/chatAttachments';
import { CHAT } from '../../shared/realtime';
import { ChatAttachButton } from './ChatAttachButton';

/**
 * Suggestions offered while typing (the staff's canned replies after "/"): a listbox above the field,
 * chosen with the arrows and Enter (or a click), closed with Escape until the text changes.
 */
export interface ComposerAssist {
  /** The suggestions for the draft as typed; an empty list shows none. */
  suggest: (draft: string) => Array<{ key: string; title: string; detail: string }>;
  /** The draft once the suggestion `key` is chosen. */
  apply: (draft: string, key: string) => string;
  /** The list's accessible name. */
  label: string;
}

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
  assist?: ComposerAssist;
  /** Called as the text changes (not when it is emptied): the other side may be told "typing…". */
  onTyping?: () => void;
  /** Sends a chosen file (an image or a PDF); without it the composer offers no attach button. */
  attach?: (file: File) => Promise<unknown>;
}

/**
 * The chat composer, the visitor's and the staff's: the text is trimmed and never empty, at most
 * 1000 characters with a remaining-characters counter above 950; Enter sends and Shift+Enter makes
 * a new line (not while an input method is composing); the field grows with the text between 44
 * and 120 px; nothing is sent while `canSend` is false (no live connection, no open conversation).
 */
export function ChatComposer({ canSend, onSend, label, placeholder, sendLabel, iconSend = false, inputRef, assist, onTyping, attach }: Props) {
  const [text, setText] = useState('');
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [fileBusy, setFileBusy] = useState(false);
  const [active, setActive] = useState(0);
  const [dismissedFor, setDismissedFor] = useState<string | null>(null);
  const listId = useId();
  const suggestions = assist && dismissedFor !== text ? assist.suggest(text) : [];
  const current = suggestions.length > 0 ? Math.min(active, suggestions.length - 1) : -1;
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
  const choose = (i: number) => {
    setText(assist!.apply(text, suggestions[i]!.key));
    setActive(0);
    field.current?.focus();
  };
  const onSuggestionKey = (e: KeyboardEvent): boolean => {
    const n = suggestions.length;
    if (n === 0 || e.nativeEvent.isComposing) return false;
    if (e.key === 'ArrowDown') setActive((current + 1) % n);
    else if (e.key === 'ArrowUp') setActive((current - 1 + n) % n);
    else if ((e.key === 'Enter' && !e.shiftKey) || e.key === 'Tab') choose(current);
    else if (e.key === 'Escape') setDismissedFor(text);
    else return false;
    e.preventDefault();
    e.stopPropagation();
    return true;
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (onSuggestionKey(e)) return;
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
      {current >= 0 && (
        <Box component="ul" role="listbox" id={listId} aria-label={assist!.label} sx={{ listStyle: 'none', m: 0, mb: 1, p: 0.5, border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: 240, overflowY: 'auto' }}>
          {suggestions.map((s, i) => (
            <Box
              component="li"
              key={s.key}
              id={`${listId}-${i}`}
              role="option"
              aria-selected={i === current}
              // The field keeps the focus (and the typed text its caret) when an option is clicked.
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => choose(i)}
              sx={{ px: 1, py: 0.75, borderRadius: 1, cursor: 'pointer', bgcolor: i === current ? 'action.selected' : undefined, outline: i === current ? 2 : 0, outlineColor: 'primary.main', outlineStyle: 'solid', outlineOffset: -2 }}
            >
              <Typography variant="body2" component="span" sx={{ fontWeight: 700 }}>
                {s.title}
              </Typography>
              <Typography variant="caption" component="span" sx={{ display: 'block', color: 'text.secondary', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {s.detail}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-end' }}>
        {attach && <ChatAttachButton disabled={!canSend} onAttach={attach} onProblem={setFileProblem} onBusy={setFileBusy} />}
        <Box
          component="textarea"
          ref={setRefs}
          aria-label={label}
          aria-invalid={tooLong}
          aria-autocomplete={assist ? 'list' : undefined}
          aria-controls={current >= 0 ? listId : undefined}
          aria-activedescendant={current >= 0 ? `${listId}-${current}` : undefined}
          placeholder={placeholder}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setActive(0);
            if (e.target.value.trim()) onTyping?.();
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
      {/* A live region present from the start (one added with its text may go unannounced); a refusal is an alert. */}
      {attach && (
        <Typography variant="caption" role="status" sx={{ display: 'block', color: 'text.secondary' }}>
          {fileBusy ? CHAT_FILES_MSG.uploading : ''}
        </Typography>
      )}
      {fileProblem && (
        <Typography variant="caption" role="alert" sx={{ display: 'block', mt: 0.5, color: 'error.main' }}>
          {fileProblem}
        </Typography>
      )}
    </Box>
  );
}
