import type { HomePayload, ServiceCard } from '../../../shared/types/catalogue';
import { api, unwrap } from '../../app/api';

/** The service catalogue: the home payload and the cards of one category. */
export const catalogueApi = api.injectEndpoints({
  endpoints: (build) => ({
    getHome: build.query<HomePayload, void>({
      query: () => '/services/home',
      transformResponse: unwrap<HomePayload>,
      providesTags: [{ type: 'Service', id: 'HOME' }],
    }),
    getServiceCards: build.query<ServiceCard[], string>({
      query: (category) => ({ url: '/service/cards', params: { category } }),
      transformResponse: unwrap<ServiceCard[]>,
      providesTags: (_r, _e, category) => [{ type: 'Service', id: `CARDS-${category}` }],
    }),
  }),
});

export const { useGetHomeQuery, useGetServiceCardsQuery } = catalogueApi;
