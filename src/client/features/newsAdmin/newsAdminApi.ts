import type { ApiEnvelope } from '../../../shared/envelope';
import type { NewsItem } from '../../../shared/types/news';
import type { NewsDeliverySummary } from '../../../shared/types/newsAdmin';
import type { NewsBody } from '../../../shared/validation/newsAdmin';
import { api, unwrap } from '../../app/api';

const LIST = { type: 'News' as const, id: 'LIST' };
// Delivery counts change only when an article is e-mailed (or deleted).
const DELIVERIES = { type: 'News' as const, id: 'DELIVERIES' };

/**
 * Staff news management. The list is the public GET /news with the
 * same tags as the public pages, so a change here refreshes both.
 */
export const newsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminNewsList: build.query<NewsItem[], void>({
      query: () => '/news',
      transformResponse: (r: ApiEnvelope<NewsItem[] | null>) => (Array.isArray(r.data) ? r.data : []),
      providesTags: (list = []) => [LIST, ...list.map((n) => ({ type: 'News' as const, id: n.id }))],
    }),
    getNewsDeliveries: build.query<NewsDeliverySummary[], void>({
      query: () => '/news/deliveries',
      transformResponse: unwrap<NewsDeliverySummary[]>,
      providesTags: [DELIVERIES],
    }),
    createNews: build.mutation<NewsItem, NewsBody>({
      query: (body) => ({ url: '/news', method: 'POST', body }),
      transformResponse: unwrap<NewsItem>,
      invalidatesTags: [LIST],
    }),
    updateNews: build.mutation<NewsItem, { id: number; body: NewsBody }>({
      query: ({ id, body }) => ({ url: `/news/${id}`, method: 'PUT', body: { ...body, id } }),
      transformResponse: unwrap<NewsItem>,
      invalidatesTags: (_r, _e, { id }) => [LIST, { type: 'News', id }],
    }),
    deleteNews: build.mutation<boolean, number>({
      query: (id) => ({ url: `/news/${id}`, method: 'DELETE' }),
      transformResponse: unwrap<boolean>,
      invalidatesTags: (_r, _e, id) => [LIST, { type: 'News', id }, DELIVERIES],
    }),
    /** data true: every message went out; the message tells how many were sent and failed. */
    sendNewsEmail: build.mutation<{ ok: boolean; message: string }, number>({
      query: (id) => ({ url: `/news/notificationNews/${id}`, method: 'POST' }),
      transformResponse: (r: ApiEnvelope<boolean>) => ({ ok: r.data === true, message: r.message }),
      invalidatesTags: [DELIVERIES],
    }),
    /** POST /upload: the image's URL. */
    uploadImage: build.mutation<string, File>({
      query: (file) => {
        const form = new FormData();
        form.append('file', file);
        return { url: '/upload', method: 'POST', body: form };
      },
      transformResponse: unwrap<string>,
    }),
  }),
});

export const {
  useGetAdminNewsListQuery,
  useGetNewsDeliveriesQuery,
  useCreateNewsMutation,
  useUpdateNewsMutation,
  useDeleteNewsMutation,
  useSendNewsEmailMutation,
  useUploadImageMutation,
} = newsAdminApi;
