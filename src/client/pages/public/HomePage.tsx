import { memo, useDeferredValue, useEffect, useMemo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { toast } from '../../components/lazyToast';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { PUBLIC_MSG } from '../../../shared/messages/publicSite';
import type { HomePayload } from '../../../shared/types/catalogue';
import type { NewsItem } from '../../../shared/types/news';
import { paths } from '../../app/paths';
import { usePageMeta } from '../../components/usePageMeta';
import { useGetHomeQuery } from '../../features/catalogue/catalogueApi';
import { HeroCarousel } from '../../features/catalogue/HeroCarousel';
import { ServiceCardGrid } from '../../features/catalogue/ServiceCardGrid';
import { VideoEmbed } from '../../features/catalogue/VideoEmbed';
import { MapEmbed } from '../../features/company/MapEmbed';
import { ConsultationSection } from '../../features/consultation/ConsultationSection';
import { NewsCard } from '../../features/news/NewsCard';
import { useGetNewsListQuery } from '../../features/news/newsApi';

const M = PUBLIC_MSG.home;
/** The home page shows the latest articles only. */
const HOME_NEWS = 3;

function Section({ id, title, intro, children, tinted = false }: { id: string; title: string; intro?: string; children: ReactNode; tinted?: boolean }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ py: { xs: 5, md: 8 }, bgcolor: tinted ? 'common.white' : undefined }}>
      <Container>
        <Typography id={id} component="h2" variant="h4" sx={{ fontWeight: 800, textAlign: 'center', mb: intro ? 1.5 : 4, fontSize: { xs: 26, md: 34 } }}>
          {title}
        </Typography>
        {intro && <Typography sx={{ textAlign: 'center', color: 'text.secondary', mb: 4, maxWidth: 720, mx: 'auto' }}>{intro}</Typography>}
        {children}
      </Container>
    </Box>
  );
}

/** The latest news; when the list cannot load the block is simply left out (the news page reports errors). */
function NewsBlock() {
  const { data } = useGetNewsListQuery();
  // Rendered from a deferred copy: see HomePage.
  return <LatestNews items={useDeferredValue(data)} />;
}

const LatestNews = memo(function LatestNews({ items }: { items: NewsItem[] | undefined }) {
  if (!items?.length) return null;
  return (
    <Section id="home-news" title={M.newsHeading} tinted>
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
    </Section>
  );
});

/** / : hero carousel, 8 service cards, the consultation form, latest news, intro video and map (spec §2). */
export default function HomePage() {
  usePageMeta(
    'SHTT Việt | Tư vấn sở hữu trí tuệ và giấy phép kinh doanh',
    'Tư vấn đăng ký nhãn hiệu, bản quyền, kiểu dáng công nghiệp, sáng chế, mã số mã vạch và giấy phép kinh doanh tại Hà Nội, TP. Hồ Chí Minh. Tư vấn miễn phí, hỗ trợ 24/7.',
  );
  const { data, isLoading, isError } = useGetHomeQuery();

  useEffect(() => {
    if (isError) toast.error(PUBLIC_MSG.catalogue.servicesLoadFailed, { toastId: 'home-load-failed' });
  }, [isError]);

  // The answer arrives in a store update, which React renders in one task that blocks the page
  // (on a phone, hundreds of ms: the whole page fills in at once). The sections render from a
  // deferred copy instead, in short interruptible slices, and show the same thing.
  const view = useDeferredValue(useMemo(() => ({ data, isLoading, isError }), [data, isLoading, isError]));
  return <HomeSections {...view} />;
}

interface HomeView {
  data: HomePayload | undefined;
  isLoading: boolean;
  isError: boolean;
}

const HomeSections = memo(function HomeSections({ data, isLoading, isError }: HomeView) {
  return (
    <>
      <Typography component="h1" sx={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}>
        SHTT Việt – Tư vấn sở hữu trí tuệ và giấy phép kinh doanh
      </Typography>
      <HeroCarousel slides={data?.heroSlides ?? (isError ? [] : undefined)} />
      <Section id="home-services" title={PUBLIC_MSG.catalogue.homeServicesHeading} intro={PUBLIC_MSG.catalogue.homeServicesIntro}>
        <ServiceCardGrid cards={data?.services} loading={isLoading} />
      </Section>
      <ConsultationSection />
      <NewsBlock />
      {data && (
        <Section id="home-video" title={M.videoHeading}>
          <Box sx={{ maxWidth: 960, mx: 'auto' }}>
            <VideoEmbed video={data.video} />
          </Box>
        </Section>
      )}
      <Section id="home-map" title={M.mapHeading} tinted>
        <MapEmbed map={data?.map} />
      </Section>
    </>
  );
});
