import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';

/** Same footprint as a NewsCard, so the grid does not jump when the articles arrive. */
export function NewsCardSkeleton() {
  return (
    <Card variant="outlined" data-testid="news-skeleton" aria-hidden>
      <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '16 / 9' }} />
      <CardContent>
        <Skeleton width="30%" />
        <Skeleton height={32} />
        <Skeleton width="80%" />
      </CardContent>
    </Card>
  );
}
