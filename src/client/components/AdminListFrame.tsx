import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

/** A back-office list page's heading with its main action ("Thêm …") beside it. */
export function AdminPageHeader({ title, actionLabel, actionIcon, onAction }: { title: string; actionLabel: string; actionIcon: ReactNode; onAction: () => void }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Button variant="contained" startIcon={actionIcon} onClick={onAction}>
        {actionLabel}
      </Button>
    </Box>
  );
}

interface LoadStateProps {
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  onRetry: () => void;
  loadingText: string;
  retryText: string;
  errorText: string;
}

/** The list's first load (a labelled spinner) and its failure (the message with a retry button). */
export function ListLoadState({ isLoading, isError, isFetching, onRetry, loadingText, retryText, errorText }: LoadStateProps) {
  return (
    <>
      {isLoading && (
        <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 4 }}>
          <CircularProgress size={24} />
          <span>{loadingText}</span>
        </Box>
      )}
      {isError && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={onRetry} disabled={isFetching}>
              {retryText}
            </Button>
          }
        >
          {errorText}
        </Alert>
      )}
    </>
  );
}
