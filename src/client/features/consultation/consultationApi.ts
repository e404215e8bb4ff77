import type { ApiEnvelope } from '../../../shared/envelope';
import type { ServiceOption, SiteConfig } from '../../../shared/types/catalogue';
import type { ConsultationRequest, CustomerRequest } from '../../../shared/types/customer';
import { api, unwrap } from '../../app/api';

/** The consultation form's calls: the service list, the public site settings and POST /customer. */
export const consultationApi = api.injectEndpoints({
  endpoints: (build) => ({
    getServiceOptions: build.query<ServiceOption[], void>({
      query: () => '/service/list',
      transformResponse: (res: ApiEnvelope<ServiceOption[]>) => (Array.isArray(res.data) ? res.data : []),
      providesTags: [{ type: 'Service', id: 'LIST' }],
    }),
    getSiteConfig: build.query<SiteConfig, void>({
      query: () => '/site-config',
      transformResponse: unwrap<SiteConfig>,
    }),
    // The whole envelope is kept: the success dialog shows the server's message.
    submitConsultation: build.mutation<ApiEnvelope<CustomerRequest>, ConsultationRequest>({
      query: (body) => ({ url: '/customer', method: 'POST', body }),
      invalidatesTags: [{ type: 'Customer', id: 'LIST' }, { type: 'Notification', id: 'LIST' }],
    }),
  }),
});

export const { useGetServiceOptionsQuery, useGetSiteConfigQuery, useSubmitConsultationMutation } = consultationApi;
