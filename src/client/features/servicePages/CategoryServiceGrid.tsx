import { useEffect } from 'react';
import { toast } from '../../components/lazyToast';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { SERVICE_PAGE_MSG as M } from '../../../shared/messages/servicePages';
import type { ServiceCategory } from '../../../shared/types/catalogue';
import { ServiceCard } from '../../components/ServiceCard';
import { useGetServiceCardsByCategoryQuery } from './servicePagesApi';

/** The cards of the first row (three on a desktop): their images load with the page. */
const EAGER_CARDS = 3;

/** An overview page's cards: fetches the cards of one category (GET /service/cards?category=…) and shows them three to a row. */
export function CategoryServiceGrid({ category }: { category: ServiceCategory }) {
  const { data, isLoading, isError } = useGetServiceCardsByCategoryQuery(category);
  useEffect(() => {
    if (isError) toast.error(M.loadFailed, { toastId: `service-cards-failed` });
  }, [isError]);

  const grid = { listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' } };
  if (isLoading) {
    return (
      <Box sx={grid} aria-busy="true" aria-label={M.loading}>
        {[1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={320} />
        ))}
      </Box>
    );
  }
  if (!data?.length) {
    return <Typography sx={{ textAlign: 'center', color: 'text.secondary', py: 6 }}>{isError ? M.loadFailed : M.noCards}</Typography>;
  }
  return (
    <Box component="ul" sx={grid}>
      {data.map((card, i) => (
        <ServiceCard key={card.id} card={card} heading="h2" eager={i < EAGER_CARDS} asListItem readMoreIcon={<ArrowForward />} sx={{ borderRadius: 3 }} />
      ))}
    </Box>
  );
}
