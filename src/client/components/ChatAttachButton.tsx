import { useRef, useState, type ChangeEvent } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { CHAT_FILES, chatFileProblem } from '../../shared/chatAttachments';
import { CHAT_FILES_MSG } from '../../shared/messages/chatAttachments';
import { errorMessage } from '../app/api';

interface Props {
  disabled: boolean;
  /** Sends the chosen file; a rejection's envelope message (or a generic one) is shown. */
  onAttach: (file: File) => Promise<unknown>;
  /** Why the last file was not sent, or null once one goes out (the composer shows it). */
  onProblem: (problem: string | null) => void;
  /** Whether a file is on its way (the composer says so to screen readers). */
  onBusy: (busy: boolean) => void;
}

/**
 * The chat's attach button: a labelled button (keyboard reachable) that opens the file picker of a
 * hidden file input. A file over 10 MB or of another type is stopped here with the reason; the
 * server judges the content again. One file at a time.
 */
export function ChatAttachButton({ disabled, onAttach, onProblem, onBusy }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const choose = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    // Emptied so that choosing the same file again (after fixing a problem) fires a change.
    e.target.value = '';
    if (!file) return;
    const problem = chatFileProblem(file);
    onProblem(problem);
    if (problem) return;
    setBusy(true);
    onBusy(true);
    try {
      await onAttach(file);
    } catch (err) {
      onProblem(errorMessage(err, CHAT_FILES_MSG.failed));
    } finally {
      setBusy(false);
      onBusy(false);
    }
  };

  return (
    <>
      <IconButton aria-label={CHAT_FILES_MSG.attach} title={CHAT_FILES_MSG.attach} onClick={() => input.current?.click()} disabled={disabled || busy} sx={{ alignSelf: 'center' }}>
        {busy ? <CircularProgress size={20} aria-hidden /> : <AttachFileIcon />}
      </IconButton>
      <input ref={input} type="file" accept={CHAT_FILES.accept} aria-label={CHAT_FILES_MSG.attach} tabIndex={-1} hidden onChange={(e) => void choose(e)} />
    </>
  );
}
