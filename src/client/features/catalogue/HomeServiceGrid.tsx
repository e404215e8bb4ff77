import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import type { ServiceCard as Service } from '../../../shared/types/catalogue';
import { ServiceCard } from '../../components/ServiceCard';

/** Cards whose image loads with the page (a desktop row). */
const EAGER_CARDS = 4;

/**
 * The home page's service cards, four to a desktop row, from the home payload the page has
 * fetched; `placeholders` skeletons while it loads.
 */
export function HomeServiceGrid({ cards, loading = false, placeholders = 8 }: { cards: Service[] | undefined; loading?: boolean; placeholders?: number }) {
  if (loading) {
    return (
      <Grid container spacing={3}>
        {Array.from({ length: placeholders }, (_, i) => (
          <Grid key={i} size={{ xs: 12, sm: 6, md: 3 }}>
            <Skeleton variant="rounded" height={320} />
          </Grid>
        ))}
      </Grid>
    );
  }
  return (
    <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {(cards ?? []).map((card, i) => (
        <Grid key={card.id} size={{ xs: 12, sm: 6, md: 3 }} component="li">
          <ServiceCard
            card={card}
            heading="h3"
            eager={i < EAGER_CARDS}
            first={i === 0}
            sx={{ transition: 'transform .2s, box-shadow .2s', '&:hover': { transform: 'translateY(-4px)', boxShadow: 6 } }}
          />
        </Grid>
      ))}
    </Grid>
  );
}
