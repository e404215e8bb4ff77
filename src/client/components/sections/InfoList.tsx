import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import type { ListEntry } from '../../../shared/types/servicePage';

/** A list of entries (work types, contract types, conditions, tasks), numbered or ticked. */
export function InfoList({ items, numbered = false, label }: { items: ListEntry[]; numbered?: boolean; label: string }) {
  const withText = items.some((i) => i.description);
  return (
    <Box
      component={numbered ? 'ol' : 'ul'}
      aria-label={label}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: withText ? 'repeat(3, minmax(0, 1fr))' : 'repeat(4, minmax(0, 1fr))' } }}
    >
      {items.map((item, i) => (
        <Paper key={item.title} component="li" variant="outlined" sx={{ p: 2.5, borderRadius: 3, display: 'flex', gap: 1.5, alignItems: 'flex-start', minWidth: 0 }}>
          {numbered ? (
            <Box aria-hidden sx={{ flex: '0 0 36px', height: 36, borderRadius: '50%', bgcolor: 'primary.main', color: '#fff', display: 'grid', placeItems: 'center', fontWeight: 800 }}>
              {i + 1}
            </Box>
          ) : (
            <CheckCircleOutlined aria-hidden sx={{ color: 'success.main', mt: '2px' }} />
          )}
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h3" sx={{ fontWeight: 700, fontSize: 16 }}>
              {item.title}
            </Typography>
            {item.description && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                {item.description}
              </Typography>
            )}
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
