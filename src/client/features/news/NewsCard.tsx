import { Link as RouterLink } from 'react-router-dom';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Typography from '@mui/material/Typography';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import type { NewsSummary } from '../../../shared/types/news';
import { formatNewsDate } from './formatNewsDate';

/**
 * One article in the grid: the whole card is the link to /tin-tuc/{id}. `eager` for cards on
 * screen when the page opens; `priority` for the first of them (the page's largest paint).
 */
export function NewsCard({ item, to, eager = false, priority = false }: { item: NewsSummary; to: string; eager?: boolean; priority?: boolean }) {
  return (
    <Card component="article" variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardActionArea component={RouterLink} to={to} sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>
        <CardMedia
          component="img"
          src={item.image}
          alt={item.title}
          width={800}
          height={450}
          loading={eager || priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          sx={{ aspectRatio: '16 / 9', height: 'auto', objectFit: 'cover', bgcolor: 'grey.100' }}
        />
        <CardContent sx={{ flexGrow: 1 }}>
          <Typography variant="caption" color="text.secondary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 1 }}>
            <CalendarMonthIcon fontSize="inherit" aria-hidden />
            <time dateTime={item.createdAt ?? undefined}>{formatNewsDate(item.createdAt)}</time>
          </Typography>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.3, mb: 1 }}>
            {item.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {item.subtitle}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
