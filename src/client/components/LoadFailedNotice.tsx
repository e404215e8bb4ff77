import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { PUBLIC_MSG } from '../../shared/messages/publicSite';

const T = PUBLIC_MSG.frame;

/**
 * Takes the place of a part whose code could not be downloaded (LoadBoundary's fallback) when the
 * visitor needs it: says so in Vietnamese and offers a reload (React keeps a failed lazy import
 * failed, so only a reload tries again). `actions` adds buttons (the chat's "Đóng").
 */
export function LoadFailedNotice({ part, actions }: { part: string; actions?: ReactNode }) {
  return (
    <Box role="alert" sx={{ p: 2, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 1.5 }}>
      <Typography>{T.partLoadFailed(part)}</Typography>
      <Box sx={{ display: 'flex', gap: 1 }}>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {T.reloadPage}
        </Button>
        {actions}
      </Box>
    </Box>
  );
}
