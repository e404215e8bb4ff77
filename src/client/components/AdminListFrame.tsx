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

/** What the list's RTK Query hook returns that the load state needs. */
interface ListQuery {
  isLoading: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/** The list's texts, taken from its message group (a page that words the failure itself passes `errorText`). */
interface ListTexts {
  loading: string;
  retry: string;
  loadFailed?: string;
}

/**
 * The list's first load (a labelled spinner) and its failure (the message with a retry button).
 * `errorText` replaces `texts.loadFailed` where the page words the failure from the server's reason.
 */
export function ListLoadState({ query, texts, errorText }: { query: ListQuery; texts: ListTexts; errorText?: string }) {
  const { isLoading, isError, isFetching } = query;
  return (
    <>
      {isLoading && (
        <Box role="status" sx={{ display: 'flex', gap: 2, alignItems: 'center', py: 4 }}>
          <CircularProgress size={24} aria-hidden />
          <span>{texts.loading}</span>
        </Box>
      )}
      {isError && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()} disabled={isFetching}>
              {texts.retry}
            </Button>
          }
        >
          {errorText ?? texts.loadFailed}
        </Alert>
      )}
    </>
  );
}
