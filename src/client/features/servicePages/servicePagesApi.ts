import type { ApiEnvelope } from '../../../shared/envelope';
import type { ServiceCard, ServiceCategory } from '../../../shared/types/catalogue';
import type { Partner, ServicePage } from '../../../shared/types/servicePage';
import { api, unwrap } from '../../app/api';

/** The service pages' calls: one page by slug, the partners, and the cards of a category. */
export const servicePagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getServicePage: build.query<ServicePage, string>({
      query: (slug) => `/services/${encodeURIComponent(slug)}`,
      transformResponse: unwrap<ServicePage>,
      providesTags: (_res, _err, slug) => [{ type: 'Content', id: `service-page:${slug}` }],
    }),
    getPreviousPartners: build.query<Partner[], void>({
      query: () => '/service/previous-partners',
      transformResponse: (res: ApiEnvelope<Partner[]>) => (Array.isArray(res.data) ? res.data : []),
      providesTags: [{ type: 'Content', id: 'partners' }],
    }),
    getServiceCardsByCategory: build.query<ServiceCard[], ServiceCategory>({
      query: (category) => ({ url: '/service/cards', params: { category } }),
      transformResponse: (res: ApiEnvelope<ServiceCard[]>) => (Array.isArray(res.data) ? res.data : []),
      providesTags: (_res, _err, category) => [{ type: 'Service', id: `cards:${category}` }],
    }),
  }),
});

export const { useGetServicePageQuery, useGetPreviousPartnersQuery, useGetServiceCardsByCategoryQuery } = servicePagesApi;
