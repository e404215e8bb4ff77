import { memo, useDeferredValue, useEffect, useMemo } from 'react';
import { toast } from '../../components/lazyToast';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { MSG_NEWS } from '../../../shared/messages/newsJobs';
import type { NewsSummary } from '../../../shared/types/news';
import { NewsCard } from './NewsCard';
import { NewsCardSkeleton } from './NewsCardSkeleton';
import { useGetNewsListQuery } from './newsApi';

const grid = {
  display: 'grid',
  gap: { xs: 2, md: 3 },
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
} as const;

/**
 * The news grid with its states: skeletons while loading; the failure toast and
 * "Error loading news"; the empty toast and "No news items found."; otherwise the cards.
 */
export function NewsList({ articlePath, skeletons = 6 }: { articlePath: (id: number) => string; skeletons?: number }) {
  const { data, isLoading, isError, isSuccess } = useGetNewsListQuery();
  const empty = isSuccess && data.length === 0;

  useEffect(() => {
    // toastId: a remount or a refetch does not stack the same toast twice.
    if (isError) toast.error(MSG_NEWS.loadFailed, { toastId: 'news-load-failed' });
  }, [isError]);
  useEffect(() => {
    if (empty) toast.info(MSG_NEWS.noData, { toastId: 'news-empty' });
  }, [empty]);

  // Rendered from a deferred copy: the list that arrives renders in interruptible slices rather
  // than in the one blocking task of the store update (a long task on a phone).
  const view = useDeferredValue(useMemo(() => ({ data, isLoading, isError }), [data, isLoading, isError]));
  return <NewsGrid {...view} articlePath={articlePath} skeletons={skeletons} />;
}

interface GridProps {
  data: NewsSummary[] | undefined;
  isLoading: boolean;
  isError: boolean;
  articlePath: (id: number) => string;
  skeletons: number;
}

const NewsGrid = memo(function NewsGrid({ data, isLoading, isError, articlePath, skeletons }: GridProps) {
  if (isLoading) {
    return (
      <Box sx={grid} aria-busy="true" aria-label={MSG_NEWS.title}>
        {Array.from({ length: skeletons }, (_, i) => (
          <NewsCardSkeleton key={i} />
        ))}
      </Box>
    );
  }
  if (isError) {
    return (
      <Alert severity="error" role="alert">
        <AlertTitle>{MSG_NEWS.errorTitle}</AlertTitle>
        {MSG_NEWS.errorText}
      </Alert>
    );
  }
  if (!data?.length) {
    return (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        {MSG_NEWS.empty}
      </Typography>
    );
  }
  return (
    <Box sx={grid}>
      {data.map((item, i) => (
        <NewsCard key={item.id} item={item} to={articlePath(item.id)} eager={i < 3} priority={i === 0} />
      ))}
    </Box>
  );
});
