import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { toast } from '../../components/lazyToast';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { SERVICE_PAGE_MSG as M } from '../../../shared/messages/servicePages';
import type { ServiceCategory } from '../../../shared/types/catalogue';
import { useGetServiceCardsByCategoryQuery } from './servicePagesApi';

/** Cards of one category (GET /service/cards?category=…): the card and its read-more both navigate. */
export function ServiceCardGrid({ category }: { category: ServiceCategory }) {
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
        <Card key={card.id} component="li" sx={{ display: 'flex', flexDirection: 'column', borderRadius: 3 }}>
          <CardActionArea component={RouterLink} to={card.href} sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}>
            <Box
              component="img"
              src={card.image}
              alt=""
              width={400}
              height={240}
              // The first row is on screen at once; the rest can wait until scrolled to.
              loading={i < 3 ? 'eager' : 'lazy'}
              sx={{ width: '100%', height: 'auto', aspectRatio: '5 / 3', objectFit: 'cover', bgcolor: '#eaf2fb' }}
            />
            <CardContent>
              <Typography component="h2" variant="h6" sx={{ fontWeight: 800, mb: 1 }}>
                {card.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {card.description}
              </Typography>
            </CardContent>
          </CardActionArea>
          <CardActions sx={{ px: 2, pb: 2 }}>
            <Button component={RouterLink} to={card.href} endIcon={<ArrowForward />} aria-label={`${M.readMore}: ${card.title}`}>
              {M.readMore}
            </Button>
          </CardActions>
        </Card>
      ))}
    </Box>
  );
}
