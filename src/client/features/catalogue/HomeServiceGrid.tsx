import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { ServiceCard as Service } from '../../../shared/types/catalogue';
import { ServiceCard } from '../../components/ServiceCard';

/** Cards whose image loads with the page (a desktop row). */
const EAGER_CARDS = 4;

// One column on a phone, two on a tablet, four from md: a CSS grid (MUI's Grid component is not
// needed for equal columns, and its code and per-item styles are not in the home page's first load).
const grid = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } } as const;

/**
 * The home page's service cards, four to a desktop row, from the home payload the page has
 * fetched; `placeholders` skeletons while it loads.
 */
export function HomeServiceGrid({ cards, loading = false, placeholders = 8 }: { cards: Service[] | undefined; loading?: boolean; placeholders?: number }) {
  if (loading) {
    return (
      <Box sx={grid}>
        {Array.from({ length: placeholders }, (_, i) => (
          <Skeleton key={i} variant="rounded" height={320} />
        ))}
      </Box>
    );
  }
  return (
    <Box component="ul" sx={{ ...grid, listStyle: 'none', p: 0, m: 0 }}>
      {(cards ?? []).map((card, i) => (
        <Box key={card.id} component="li" sx={{ minWidth: 0 }}>
          <ServiceCard
            card={card}
            heading="h3"
            eager={i < EAGER_CARDS}
            first={i === 0}
            sx={{ transition: 'transform .2s, box-shadow .2s', '&:hover': { transform: 'translateY(-4px)', boxShadow: 6 } }}
          />
        </Box>
      ))}
    </Box>
  );
}
