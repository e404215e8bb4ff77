import type { RouteObject } from 'react-router-dom';
import { SERVICE_PAGE_SLUGS } from '../../../shared/types/servicePage';

/**
 * The public routes of the service area, all in the lazy chunk "public-services": the nine
 * service pages (the route is the slug the page is served under) and the two overviews.
 */
export const serviceRoutes: RouteObject[] = [
  ...SERVICE_PAGE_SLUGS.map(
    (slug): RouteObject => ({
      path: slug,
      lazy: async () => {
        const ServicePage = (await import(/* webpackChunkName: "public-services" */ './ServicePage')).default;
        return { Component: () => <ServicePage slug={slug} /> };
      },
    }),
  ),
  {
    path: 'dich-vu',
    lazy: async () => ({ Component: (await import(/* webpackChunkName: "public-services" */ './ServicesOverviewPage')).default }),
  },
  {
    path: 'dich-vu-khac',
    lazy: async () => ({ Component: (await import(/* webpackChunkName: "public-services" */ './OtherServicesPage')).default }),
  },
];
