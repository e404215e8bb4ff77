import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { SERVICE_PAGE_MSG } from '../../../shared/messages/servicePages';
import type { ProcessStep, ProcessStepDetail } from '../../../shared/types/servicePage';

interface Props {
  steps: ProcessStep[];
  /** "detailed": one wide row per step with its details; "simple": a grid of step cards. */
  variant: 'detailed' | 'simple';
  label: string;
}

/** Numbered process steps: each with details of type, desc, optional accuracy and time. */
export function ProcessSteps({ steps, variant, label }: Props) {
  const detailed = variant === 'detailed';
  return (
    <Box
      component="ol"
      aria-label={label}
      sx={{
        listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3,
        gridTemplateColumns: detailed ? 'minmax(0, 1fr)' : { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: `repeat(${Math.min(steps.length, 4)}, minmax(0, 1fr))` },
      }}
    >
      {steps.map((s) => (
        <Paper key={s.id} component="li" variant="outlined" sx={{ p: { xs: 2.5, md: 3 }, borderRadius: 3, borderTop: '4px solid', borderTopColor: 'primary.main', minWidth: 0 }}>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 1.5 }}>
            <Box aria-hidden sx={{ flex: '0 0 48px', height: 48, borderRadius: '50%', bgcolor: 'primary.main', color: '#fff', display: 'grid', placeItems: 'center', fontWeight: 800, fontSize: 20 }}>
              {s.step}
            </Box>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ color: 'secondary.main', fontWeight: 700, fontSize: 14 }}>{SERVICE_PAGE_MSG.step(s.step)}</Typography>
              <Typography component="h3" sx={{ fontWeight: 800, fontSize: 18, lineHeight: 1.3 }}>
                {s.title}
              </Typography>
            </Box>
          </Box>
          <Typography color="text.secondary" sx={{ mb: s.details.length ? 2 : 0 }}>
            {s.description}
          </Typography>
          {s.details.length > 0 && (
            <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: detailed ? { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } : 'minmax(0, 1fr)' }}>
              {s.details.map((d) => (
                <Detail key={d.type} detail={d} />
              ))}
            </Box>
          )}
        </Paper>
      ))}
    </Box>
  );
}

function Detail({ detail }: { detail: ProcessStepDetail }) {
  return (
    <Box sx={{ bgcolor: '#f3f7fc', borderRadius: 2, p: 1.5, minWidth: 0 }}>
      <Typography sx={{ fontWeight: 700 }}>{detail.type}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: detail.accuracy || detail.time ? 1 : 0 }}>
        {detail.desc}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {detail.accuracy && <Chip size="small" color="success" variant="outlined" label={`${SERVICE_PAGE_MSG.accuracy}: ${detail.accuracy}`} sx={{ maxWidth: '100%' }} />}
        {detail.time && (
          <Chip size="small" color="primary" variant="outlined" label={`${SERVICE_PAGE_MSG.time}: ${detail.time}`} sx={{ maxWidth: '100%', height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }} />
        )}
      </Box>
    </Box>
  );
}
