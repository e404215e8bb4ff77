import { memo, useDeferredValue, useEffect, useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { toast } from '../../components/lazyToast';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { SERVICE_PAGE_MSG as M } from '../../../shared/messages/servicePages';
import type { ServicePage as ServicePageContent } from '../../../shared/types/servicePage';
import { usePageMeta } from '../../components/usePageMeta';
import { ServiceHero } from '../../components/sections/ServiceHero';
import { ConsultationSection } from '../../features/consultation/ConsultationSection';
import { ServiceSections } from '../../features/servicePages/ServiceSections';
import { useGetServicePageQuery } from '../../features/servicePages/servicePagesApi';

const SITE = 'SHTT Việt';

/** One of the nine service pages, rendered from GET /services/{slug} with the shared sections. */
export default function ServicePage({ slug }: { slug: string }) {
  const { data, error, isLoading, refetch } = useGetServicePageQuery(slug);
  const notFound = !!error && 'status' in error && error.status === 404;
  const failed = !!error && !notFound;

  useEffect(() => {
    if (failed) toast.error(M.loadFailed, { toastId: 'service-page-load-failed' });
  }, [failed]);

  usePageMeta(
    data ? `${data.title} | ${SITE}` : notFound ? `${M.notFoundTitle} | ${SITE}` : SITE,
    data?.metaDescription ?? M.notFoundText,
  );

  // Rendered from a deferred copy: the page that arrives renders in interruptible slices rather
  // than in the one blocking task of the store update (a long task on a phone).
  const view = useDeferredValue(useMemo(() => ({ data, notFound, isLoading }), [data, notFound, isLoading]));
  return <ServiceBody {...view} refetch={refetch} />;
}

interface BodyProps {
  data: ServicePageContent | undefined;
  notFound: boolean;
  isLoading: boolean;
  refetch: () => unknown;
}

const ServiceBody = memo(function ServiceBody({ data, notFound, isLoading, refetch }: BodyProps) {
  if (notFound) return <ServiceNotFound />;
  if (isLoading) {
    return (
      // A screen high: the footer (whose data may come first) stays below the fold until the
      // page is there, instead of showing and then being pushed away (a layout shift).
      <Box role="status" sx={{ py: 12, minHeight: '100vh', display: 'grid', placeItems: 'center', alignContent: 'start', gap: 2 }}>
        <CircularProgress aria-hidden />
        <Typography color="text.secondary">{M.loading}</Typography>
      </Box>
    );
  }
  if (!data) {
    return (
      <Container sx={{ py: 10, textAlign: 'center' }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: 2 }}>
          {M.loadFailed}
        </Typography>
        <Button variant="contained" onClick={() => void refetch()}>
          {M.retry}
        </Button>
      </Container>
    );
  }
  return (
    <ServiceSections
      hero={<ServiceHero hero={data.content.hero} />}
      sections={data.content.sections}
      renderContact={(s) => <ConsultationSection title={s.heading} intro={s.intro} />}
    />
  );
});

/** The friendly not-found page of a service that does not exist (any more). */
function ServiceNotFound() {
  return (
    <Container sx={{ py: { xs: 8, md: 12 }, textAlign: 'center', maxWidth: 'sm' }}>
      <Box component="img" src="/images/services/not-found.svg" alt="" width={240} height={180} sx={{ maxWidth: '100%', height: 'auto', mb: 3 }} />
      <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 2 }}>
        {M.notFoundTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4 }}>
        {M.notFoundText}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/dich-vu" variant="contained">
          {M.seeAllServices}
        </Button>
        <Button component={RouterLink} to="/" variant="outlined">
          Về trang chủ
        </Button>
      </Box>
    </Container>
  );
}
