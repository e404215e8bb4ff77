import type { CompanyInfo, FooterData } from '../../../shared/types/company';
import { api, unwrap } from '../../app/api';

/** The firm's data: footer (GET /services/toto) and the contact page's company info (GET /company). */
export const companyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getFooter: build.query<FooterData, void>({
      query: () => '/services/toto',
      transformResponse: unwrap<FooterData>,
      providesTags: [{ type: 'Content', id: 'footer' }],
    }),
    getCompanyInfo: build.query<CompanyInfo, void>({
      query: () => '/company',
      transformResponse: unwrap<CompanyInfo>,
      providesTags: [{ type: 'Content', id: 'company' }],
    }),
  }),
});

export const { useGetFooterQuery, useGetCompanyInfoQuery } = companyApi;

/** A phone number fit for a tel:/sms: link: the dots and spaces people write are removed. */
export function dialable(number: string): string {
  return number.replace(/[.\s]/g, '');
}
