import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { MSG_NEWS } from '../../../shared/messages/newsJobs';
import { paths } from '../../../shared/paths';
import { usePageMeta } from '../../components/usePageMeta';
import { NewsBreadcrumbs } from '../../features/news/NewsBreadcrumbs';
import { NewsList } from '../../features/news/NewsList';

/** /tin-tuc: breadcrumb, heading and the news grid. */
export default function NewsListPage() {
  usePageMeta(
    'Tin tức pháp lý về sở hữu trí tuệ | SHTT Việt',
    'Bản tin pháp lý mới nhất về đăng ký nhãn hiệu, quyền tác giả, kiểu dáng công nghiệp, mã số mã vạch và giấy phép kinh doanh tại Việt Nam.',
  );
  return (
    <Container sx={{ py: { xs: 3, md: 6 } }}>
      <NewsBreadcrumbs trail={[{ label: MSG_NEWS.title }]} />
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 1 }}>
        {MSG_NEWS.listHeading}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 720 }}>
        {MSG_NEWS.listIntro}
      </Typography>
      <NewsList articlePath={paths.newsArticle} />
    </Container>
  );
}
