import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import VerifiedOutlined from '@mui/icons-material/VerifiedOutlined';
import type { FeatureItem } from '../../../shared/types/servicePage';
import { FEATURE_ICON } from './icons';
import { PALETTE } from './palette';

interface Props {
  items: FeatureItem[];
  /** Reasons show their figure ("99%", "24/7") or their number instead of an icon. */
  variant?: 'benefits' | 'reasons';
  note?: string;
}

/** Benefit / reason cards: title, description, icon and colour each. */
export function Benefits({ items, variant = 'benefits', note }: Props) {
  const reasons = variant === 'reasons';
  return (
    <>
      <Box
        component="ul"
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: `repeat(${Math.min(items.length, reasons ? 3 : 4)}, minmax(0, 1fr))` } }}
      >
        {items.map((item, i) => {
          const Icon = FEATURE_ICON[item.icon];
          const tone = PALETTE[item.color];
          return (
            <Paper key={item.title} component="li" variant="outlined" sx={{ p: 3, borderRadius: 3, textAlign: reasons ? 'center' : 'left', minWidth: 0 }}>
              {reasons ? (
                <Typography aria-hidden={!item.stat} sx={{ fontWeight: 900, fontSize: 36, color: tone.main, lineHeight: 1.1, mb: 1 }}>
                  {item.stat ?? String(i + 1).padStart(2, '0')}
                </Typography>
              ) : (
                <Box sx={{ width: 52, height: 52, borderRadius: 2, bgcolor: tone.soft, color: tone.main, display: 'grid', placeItems: 'center', mb: 2 }}>
                  <Icon aria-hidden />
                </Box>
              )}
              <Typography component="h3" sx={{ fontWeight: 700, fontSize: 18, mb: 1 }}>
                {item.title}
              </Typography>
              <Typography color="text.secondary" variant="body2">
                {item.description}
              </Typography>
            </Paper>
          );
        })}
      </Box>
      {note && (
        <Box role="note" sx={{ mt: 4, p: 2.5, borderRadius: 3, bgcolor: '#fff7e6', border: '1px solid #f5c77e', display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
          <VerifiedOutlined aria-hidden sx={{ color: '#c2410c' }} />
          <Typography sx={{ fontWeight: 600 }}>{note}</Typography>
        </Box>
      )}
    </>
  );
}
