import { memo, useDeferredValue } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { PUBLIC_LATE_MSG } from '../../../../shared/messages/publicLateParts';
import type { NewsSummary } from '../../../../shared/types/news';
import { paths } from '../../../../shared/paths';
import { useGetHomeQuery } from '../../../features/catalogue/catalogueApi';
import { VideoEmbed } from '../../../features/catalogue/VideoEmbed';
import { MapEmbed } from '../../../features/company/MapEmbed';
import { NewsCard } from '../../../features/news/NewsCard';
import { useGetNewsListQuery } from '../../../features/news/newsApi';
import { HomeSection } from './HomeSection';

const M = PUBLIC_LATE_MSG.home;
/** The home page shows the latest articles only. */
const HOME_NEWS = 3;

const LatestNews = memo(function LatestNews({ items }: { items: NewsSummary[] | undefined }) {
  if (!items?.length) return null;
  return (
    <HomeSection id="home-news" title={M.newsHeading} tinted>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: `repeat(${HOME_NEWS}, 1fr)` } }}>
        {items.slice(0, HOME_NEWS).map((item) => (
          <NewsCard key={item.id} item={item} to={paths.newsArticle(item.id)} />
        ))}
      </Box>
      <Box sx={{ textAlign: 'center', mt: 4 }}>
        <Button component={RouterLink} to={paths.news} variant="outlined">
          {M.newsAll}
        </Button>
      </Box>
    </HomeSection>
  );
});

/**
 * The home page below the consultation form: the latest news (left out when the list cannot load;
 * the news page reports errors), the intro video and the map. Its code loads when it nears
 * the viewport (HomePage). Rendered from deferred copies of the answers, as the sections above.
 */
export default function HomeFurtherDown() {
  const news = useDeferredValue(useGetNewsListQuery().data);
  const home = useDeferredValue(useGetHomeQuery().data);
  return (
    <>
      <LatestNews items={news} />
      {home && (
        <HomeSection id="home-video" title={M.videoHeading}>
          <Box sx={{ maxWidth: 960, mx: 'auto' }}>
            <VideoEmbed video={home.video} />
          </Box>
        </HomeSection>
      )}
      <HomeSection id="home-map" title={M.mapHeading} tinted>
        <MapEmbed map={home?.map} />
      </HomeSection>
    </>
  );
}
