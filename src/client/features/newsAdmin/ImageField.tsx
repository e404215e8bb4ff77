import { useState, type ChangeEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { NEWS_ADMIN_MSG as M } from '../../../shared/messages/newsAdmin';
import { checkNewsImageFile, NEWS_IMAGE_EXTENSIONS, NEWS_IMAGE_MIME } from '../../../shared/validation/newsAdmin';
import { NewsImage } from './NewsImage';

const VISUALLY_HIDDEN = { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0, padding: 0, margin: '-1px' } as const;
const ACCEPT = [...NEWS_IMAGE_MIME, ...NEWS_IMAGE_EXTENSIONS.map((e) => `.${e}`)].join(',');

interface Props {
  url: string;
  file: File | null;
  error?: string;
  disabled: boolean;
  onUrlChange: (url: string) => void;
  onFileChange: (file: File | null) => void;
}

/**
 * The image by URL or by file: choosing a file clears the URL and typing a URL drops
 * the file. A file is checked for type and size at once, before anything is uploaded.
 */
export function ImageField({ url, file, error, disabled, onUrlChange, onFileChange }: Props) {
  const [fileError, setFileError] = useState<string | null>(null);

  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0] ?? null;
    e.target.value = '';
    if (!chosen) return;
    const problem = checkNewsImageFile(chosen);
    setFileError(problem);
    if (problem) return;
    onFileChange(chosen);
    onUrlChange('');
  };

  const typeUrl = (e: ChangeEvent<HTMLInputElement>) => {
    onUrlChange(e.target.value);
    setFileError(null);
    if (file) onFileChange(null);
  };

  return (
    <Box>
      <TextField
        id="news-image"
        name="image"
        label={M.fields.image}
        value={url}
        onChange={typeUrl}
        error={!!error && !fileError}
        helperText={!fileError ? error : undefined}
        disabled={disabled}
        required={!file}
        fullWidth
        placeholder="https://… hoặc /uploads/…"
      />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          {M.imageOr}
        </Typography>
        {/* The input stays in the tab order (visually hidden, not display:none) so the keyboard reaches it; the label shows its focus. */}
        <Button
          component="label"
          role={undefined}
          tabIndex={-1}
          variant="outlined"
          size="small"
          startIcon={<UploadFileIcon />}
          disabled={disabled}
          sx={{ '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } }}
        >
          {M.fields.file}
          <Box component="input" type="file" accept={ACCEPT} onChange={pick} disabled={disabled} sx={VISUALLY_HIDDEN} />
        </Button>
        {file && (
          <Box sx={{ display: 'flex', alignItems: 'center' }}>
            <Typography variant="body2">{M.fileChosen(file.name)}</Typography>
            <IconButton size="small" aria-label={M.removeFile} onClick={() => onFileChange(null)} disabled={disabled}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </Box>
        )}
      </Box>
      {fileError && (
        <FormHelperText error role="alert">
          {fileError}
        </FormHelperText>
      )}
      {url && !error && (
        <Box sx={{ mt: 1 }}>
          <NewsImage src={url} alt="" width={160} height={100} />
        </Box>
      )}
    </Box>
  );
}
