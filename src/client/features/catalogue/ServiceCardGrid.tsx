import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { PUBLIC_MSG } from '../../../shared/messages/publicSite';
import type { ServiceCard } from '../../../shared/types/catalogue';

/** Cards whose image loads with the page (a desktop row). */
const EAGER_CARDS = 4;

// One column on a phone, two on a tablet, four from md: a CSS grid (MUI's Grid component is not
// needed for equal columns, and its code and per-item styles are not in the home page's first load).
const grid = { display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' } } as const;

/** Service cards (image, title, description, read-more), each opening its service page. */
export function ServiceCardGrid({ cards, loading = false, placeholders = 8 }: { cards: ServiceCard[] | undefined; loading?: boolean; placeholders?: number }) {
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
          <Card sx={{ height: '100%', display: 'flex', flexDirection: 'column', transition: 'transform .2s, box-shadow .2s', '&:hover': { transform: 'translateY(-4px)', boxShadow: 6 } }}>
            <CardActionArea component={RouterLink} to={card.href} sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch', justifyContent: 'flex-start' }}>
              {/* The first row is on screen when the page opens (the first card is a phone's
                  largest paint): loaded at once, the first one first; the rest when scrolled to. */}
              <Box
                component="img"
                src={card.image}
                alt=""
                width={400}
                height={240}
                loading={i < EAGER_CARDS ? 'eager' : 'lazy'}
                fetchPriority={i === 0 ? 'high' : undefined}
                sx={{ width: '100%', height: 'auto', aspectRatio: '5 / 3', display: 'block' }}
              />
              <CardContent>
                <Typography component="h3" variant="h6" sx={{ fontWeight: 700, fontSize: 18, mb: 1 }}>
                  {card.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {card.description}
                </Typography>
              </CardContent>
            </CardActionArea>
            <CardActions sx={{ px: 2, pb: 2 }}>
              <Button component={RouterLink} to={card.href} size="small" aria-label={`${PUBLIC_MSG.catalogue.readMore}: ${card.title}`}>
                {PUBLIC_MSG.catalogue.readMore}
              </Button>
            </CardActions>
          </Card>
        </Box>
      ))}
    </Box>
  );
}
