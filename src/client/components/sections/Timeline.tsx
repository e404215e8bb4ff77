import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SERVICE_PAGE_MSG } from '../../../shared/messages/servicePages';
import type { TimelineStep } from '../../../shared/types/servicePage';
import { TIMELINE_ICON } from './icons';
import { PALETTE } from './palette';

/** Timeline tiles: colour, icon, duration, and the sub-stages of a long step. */
export function Timeline({ steps, total, label }: { steps: TimelineStep[]; total?: string; label: string }) {
  return (
    <>
      <Box
        component="ol"
        aria-label={label}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: `repeat(${Math.min(steps.length, 4)}, minmax(0, 1fr))` } }}
      >
        {steps.map((s) => {
          const Icon = TIMELINE_ICON[s.icon];
          const tone = PALETTE[s.color];
          return (
            <Paper key={s.title} component="li" variant="outlined" data-color={s.color} sx={{ p: 3, borderRadius: 3, borderLeft: `6px solid ${tone.main}`, minWidth: 0 }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
                <Box sx={{ width: 44, height: 44, borderRadius: 2, bgcolor: tone.soft, color: tone.main, display: 'grid', placeItems: 'center', flex: '0 0 auto' }}>
                  <Icon aria-hidden data-icon={s.icon} />
                </Box>
                <Typography sx={{ fontWeight: 800, fontSize: 22, color: tone.main }}>{s.duration}</Typography>
              </Box>
              <Typography component="h3" sx={{ fontWeight: 700, fontSize: 18, mb: 0.5 }}>
                {s.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {s.description}
              </Typography>
              {s.breakdown && (
                <Box component="dl" sx={{ m: 0, mt: 1.5, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', columnGap: 1.5, rowGap: 0.5, fontSize: 14 }}>
                  {s.breakdown.map((b) => (
                    <Box key={b.label} sx={{ display: 'contents' }}>
                      <Box component="dt" sx={{ color: 'text.secondary' }}>{b.label}</Box>
                      <Box component="dd" sx={{ m: 0, fontWeight: 700, textAlign: 'right' }}>{b.duration}</Box>
                    </Box>
                  ))}
                </Box>
              )}
            </Paper>
          );
        })}
      </Box>
      {total && (
        <Typography sx={{ mt: 3, textAlign: 'center', fontWeight: 700 }}>
          {SERVICE_PAGE_MSG.totalTime}: <Box component="span" sx={{ color: 'secondary.main' }}>{total}</Box>
        </Typography>
      )}
    </>
  );
}
