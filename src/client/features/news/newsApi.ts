import type { ApiEnvelope } from '../../../shared/envelope';
import type { NewsItem, NewsSummary } from '../../../shared/types/news';
import { api } from '../../app/api';

export const newsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /news?view=summary (NEWS_SUMMARY_VIEW, written out: the shared module's other values would
     * come along into the first load): every article without its sections, newest first. A
     * non-array data is treated as no data.
     */
    getNewsList: build.query<NewsSummary[], void>({
      query: () => '/news?view=summary',
      transformResponse: (r: ApiEnvelope<NewsSummary[] | null>) => (Array.isArray(r.data) ? r.data : []),
      providesTags: (list = []) => [{ type: 'News' as const, id: 'LIST' }, ...list.map((n) => ({ type: 'News' as const, id: n.id }))],
    }),
    /** GET /news/{id}: by numeric id or slug. */
    getNewsItem: build.query<NewsItem, string>({
      query: (key) => `/news/${encodeURIComponent(key)}`,
      transformResponse: (r: ApiEnvelope<NewsItem>) => r.data,
      providesTags: (item) => (item ? [{ type: 'News' as const, id: item.id }] : []),
    }),
  }),
});

export const { useGetNewsListQuery, useGetNewsItemQuery } = newsApi;
