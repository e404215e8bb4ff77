import { memo, useDeferredValue, useEffect, useMemo } from 'react';
import { toast } from '../../components/lazyToast';
import Typography from '@mui/material/Typography';
import { PUBLIC_MSG } from '../../../shared/messages/publicSite';
import type { HomePayload } from '../../../shared/types/catalogue';
import { deferUntilNear } from '../../components/deferUntilNear';
import { usePageMeta } from '../../components/usePageMeta';
import { useGetHomeQuery } from '../../features/catalogue/catalogueApi';
import { HeroCarousel } from '../../features/catalogue/HeroCarousel';
import { HomeServiceGrid } from '../../features/catalogue/HomeServiceGrid';
import { ConsultationSection } from '../../features/consultation/ConsultationSection';
import { useGetNewsListQuery } from '../../features/news/newsApi';
import { HomeSection } from './home/HomeSection';

// The news, video and map bands come after the form: their code loads when they near the viewport
// or the visitor first scrolls or touches the page, as the footer's (server-rendered pages show
// them from the start). The reserved height is theirs on a phone, with three news cards.
const HomeFurtherDown = deferUntilNear(() => import(/* webpackChunkName: "public-home-more" */ './home/HomeFurtherDown'), { minHeight: 2200 });

/** Subscribes without re-rendering the page on each answer. */
const subscribeOnly = () => NOTHING;
const NOTHING = {};

/** / : hero carousel, 8 service cards, the consultation form, latest news, intro video and map. */
export default function HomePage() {
  usePageMeta(
    'SHTT Việt | Tư vấn sở hữu trí tuệ và giấy phép kinh doanh',
    'Tư vấn đăng ký nhãn hiệu, bản quyền, kiểu dáng công nghiệp, sáng chế, mã số mã vạch và giấy phép kinh doanh tại Hà Nội, TP. Hồ Chí Minh. Tư vấn miễn phí, hỗ trợ 24/7.',
  );
  const { data, isLoading, isError } = useGetHomeQuery();
  // The news band may hydrate minutes after the page: the list the server rendered it from must
  // still be in the cache then (RTK Query drops an answer nobody subscribes to after 60 s), and a
  // page rendered by the browser starts fetching it at once, as before.
  useGetNewsListQuery(undefined, { selectFromResult: subscribeOnly });

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
      <HomeSection id="home-services" title={PUBLIC_MSG.catalogue.homeServicesHeading} intro={PUBLIC_MSG.catalogue.homeServicesIntro}>
        <HomeServiceGrid cards={data?.services} loading={isLoading} />
      </HomeSection>
      <ConsultationSection />
      <HomeFurtherDown />
    </>
  );
});
