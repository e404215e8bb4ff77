import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import type { ListEntry } from '../../../shared/types/servicePage';

/** How long the service takes: one figure, what it counts from, optional stages. */
export function DurationCard({ value, description, items }: { value: string; description: string; items?: ListEntry[] }) {
  return (
    <Paper elevation={2} sx={{ maxWidth: 720, mx: 'auto', p: { xs: 3, md: 4 }, borderRadius: 4, display: 'flex', gap: 3, alignItems: 'center', flexDirection: { xs: 'column', sm: 'row' }, textAlign: { xs: 'center', sm: 'left' } }}>
      <Box sx={{ width: 72, height: 72, borderRadius: '50%', bgcolor: '#e0ecff', color: 'primary.main', display: 'grid', placeItems: 'center', flex: '0 0 auto' }}>
        <ScheduleOutlined aria-hidden sx={{ fontSize: 40 }} />
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 900, fontSize: { xs: 30, md: 36 }, color: 'secondary.main', lineHeight: 1.2 }}>{value}</Typography>
        <Typography color="text.secondary">{description}</Typography>
        {items && (
          <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
            {items.map((i) => (
              <li key={i.title}>
                <strong>{i.title}</strong>
                {i.description ? `: ${i.description}` : ''}
              </li>
            ))}
          </Box>
        )}
      </Box>
    </Paper>
  );
}
