import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AssignmentIcon from '@mui/icons-material/Assignment';
import ForumIcon from '@mui/icons-material/Forum';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import { MSG_DASHBOARD as M } from '../../../shared/messages/jobsAdmin';
import type { DashboardData } from '../../../shared/types/dashboard';

interface Card {
  key: string;
  label: string;
  value: number | undefined;
  icon: ReactNode;
  color: string;
}

/** The three counters; while loading, each shows a skeleton in place of its number. */
export function StatCards({ data, loading }: { data?: DashboardData; loading: boolean }) {
  const cards: Card[] = [
    { key: 'requests', label: M.newRequests, value: data?.newRequests, icon: <AssignmentIcon />, color: 'primary.main' },
    { key: 'chats', label: M.openChats, value: data?.openChats, icon: <ForumIcon />, color: 'success.main' },
    { key: 'subscribers', label: M.subscribers, value: data?.activeSubscribers, icon: <MarkEmailReadIcon />, color: 'warning.main' },
  ];
  return (
    <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={M.title}>
      {cards.map((c) => (
        <Grid key={c.key} size={{ xs: 12, sm: 4 }} component="li">
          <Paper sx={{ p: 2.5, display: 'flex', alignItems: 'center', gap: 2, height: '100%' }} aria-labelledby={`stat-${c.key}`}>
            <Box sx={{ color: c.color, bgcolor: 'action.hover', borderRadius: '50%', width: 48, height: 48, display: 'grid', placeItems: 'center', flexShrink: 0 }} aria-hidden>
              {c.icon}
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography id={`stat-${c.key}`} color="text.secondary" variant="body2">
                {c.label}
              </Typography>
              {loading ? (
                <Skeleton variant="text" width={64} sx={{ fontSize: '2rem' }} aria-hidden />
              ) : c.value === undefined ? (
                <Typography component="p" variant="h4" color="text.disabled" aria-hidden>
                  —
                </Typography>
              ) : (
                <Typography component="p" variant="h4" sx={{ fontWeight: 700 }} aria-label={`${c.label}: ${c.value.toLocaleString('vi-VN')}`}>
                  {c.value.toLocaleString('vi-VN')}
                </Typography>
              )}
            </Box>
          </Paper>
        </Grid>
      ))}
    </Grid>
  );
}
