import { useId, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { MSG_JOBS } from '../../../shared/messages/newsJobs';
import { CV_ACCEPT, CV_EXTENSIONS, CV_MAX_BYTES } from '../../../shared/types/jobs';

/** The first problem with a chosen CV that the browser can see (the server checks the content). */
export function cvProblem(file: File): string | null {
  const name = file.name.toLowerCase();
  if (!CV_EXTENSIONS.some((ext) => name.endsWith(ext))) return MSG_JOBS.cvWrongType;
  if (file.size > CV_MAX_BYTES) return MSG_JOBS.cvTooLarge;
  return null;
}

interface Props {
  file: File | null;
  error: string | null;
  onChange: (file: File | null) => void;
}

/** A labelled file input (.pdf, .doc, .docx) shown as a button, with the chosen name and any error. */
export function CvPicker({ file, error, onChange }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()} aria-controls={id}>
          {MSG_JOBS.cvButton}
        </Button>
        <Typography variant="body2" color={file ? 'text.primary' : 'text.secondary'} sx={{ wordBreak: 'break-all' }}>
          {file ? MSG_JOBS.cvChosen(file.name) : MSG_JOBS.cvNone}
        </Typography>
      </Box>
      {/* The button is the visible, focusable control; it opens this input, which keeps its label for assistive tools. */}
      <input
        ref={input}
        id={id}
        type="file"
        accept={CV_ACCEPT}
        aria-label="CV"
        aria-invalid={!!error}
        aria-describedby={error ? `${id}-error` : undefined}
        tabIndex={-1}
        onChange={(e) => onChange(e.target.files?.[0] ?? null)}
        style={{ position: 'absolute', width: 1, height: 1, opacity: 0, overflow: 'hidden' }}
      />
      {error && (
        <FormHelperText id={`${id}-error`} error role="alert">
          {error}
        </FormHelperText>
      )}
    </Box>
  );
}
