import type { ApiEnvelope } from '../../../shared/envelope';
import { api } from '../../app/api';

/** POST /news/subscribe?email= (no body): data true = new subscriber, false = already registered. */
export const newsletterApi = api.injectEndpoints({
  endpoints: (build) => ({
    subscribeNewsletter: build.mutation<boolean, string>({
      query: (email) => ({ url: '/news/subscribe', method: 'POST', params: { email } }),
      transformResponse: (res: ApiEnvelope<boolean>) => res.data === true,
    }),
  }),
});

export const { useSubscribeNewsletterMutation } = newsletterApi;
