import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { toast } from '../../components/lazyToast';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { MSG_NEWS } from '../../../shared/messages/newsJobs';
import { paths } from '../../../shared/paths';
import { usePageMeta, useServerStatus } from '../../components/usePageMeta';
import { NewsArticle } from '../../features/news/NewsArticle';
import { NewsBreadcrumbs } from '../../features/news/NewsBreadcrumbs';
import { useGetNewsItemQuery } from '../../features/news/newsApi';

const DEFAULT_DESCRIPTION = 'Bản tin pháp lý về sở hữu trí tuệ và giấy phép kinh doanh từ SHTT Việt.';

/** /tin-tuc/:id — the id may be the article's number or its slug (footer links). */
export default function NewsArticlePage() {
  const { id = '' } = useParams();
  const { data, isLoading, isError, error } = useGetNewsItemQuery(id, { skip: !id });
  const notFound = isError && (error as { status?: unknown }).status === 404;
  // Sent with the page's "not found", so that search engines drop the address.
  useServerStatus(notFound ? 404 : 200);

  usePageMeta(
    data ? `${data.title} | Tin tức | SHTT Việt` : notFound ? `${MSG_NEWS.notFound} | SHTT Việt` : `${MSG_NEWS.title} | SHTT Việt`,
    data?.subtitle || DEFAULT_DESCRIPTION,
  );
  useEffect(() => {
    if (isError) toast.error(MSG_NEWS.loadFailed, { toastId: 'news-item-load-failed' });
  }, [isError]);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <NewsBreadcrumbs trail={[{ label: MSG_NEWS.title, to: paths.news }, { label: data?.title ?? (isError ? MSG_NEWS.notFound : '…') }]} />
      {isLoading && (
        <Box aria-busy="true" data-testid="news-article-loading">
          <Skeleton variant="text" height={56} />
          <Skeleton variant="text" width="70%" />
          <Skeleton variant="rectangular" sx={{ mt: 3, width: '100%', height: 'auto', aspectRatio: '16 / 9' }} />
        </Box>
      )}
      {data && <NewsArticle item={data} />}
      {isError && (
        <Box sx={{ textAlign: 'center', py: 6 }}>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 1 }}>
            {notFound ? MSG_NEWS.notFound : MSG_NEWS.errorTitle}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {notFound ? MSG_NEWS.notFoundText : MSG_NEWS.loadFailed}
          </Typography>
          <Button component={RouterLink} to={paths.news} variant="contained" startIcon={<ArrowBackIcon />}>
            {MSG_NEWS.backToList}
          </Button>
        </Box>
      )}
      {data && (
        <Box sx={{ mt: 6 }}>
          <Button component={RouterLink} to={paths.news} startIcon={<ArrowBackIcon />}>
            {MSG_NEWS.backToList}
          </Button>
        </Box>
      )}
    </Container>
  );
}
