import type { ApiEnvelope } from '../../../shared/envelope';
import type { ServiceOption } from '../../../shared/types/catalogue';
import type { CustomerRequest, CustomerStatus } from '../../../shared/types/customer';
import type { CustomerDetail, CustomerFilters, CustomerListQuery, CustomerNote, CustomerPage, StaffRef } from '../../../shared/types/customerAdmin';
import { api, unwrap } from '../../app/api';

/** A downloaded file: an object URL (the caller revokes it) and the name the server suggested. */
export interface DownloadedFile {
  url: string;
  fileName: string;
}

/** Query parameters without the empty ones (a cleared filter is not sent); a flag that is on is 1. */
function params(query: object): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, v]) => v !== undefined && v !== '' && v !== null && v !== false)
      .map(([k, v]) => [k, v === true ? 1 : v]),
  );
}

const fileNameOf = (res: Response) => /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'khach-hang.csv';

/**
 * Customer requests for staff. Every page provides the
 * Customer LIST tag (the notifications socket and a status change invalidate it) and one tag per
 * request; the detail provides its own id.
 */
export const customerAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCustomers: build.query<CustomerPage, CustomerListQuery>({
      query: (query) => ({ url: '/customer', params: params(query) }),
      transformResponse: unwrap<CustomerPage>,
      providesTags: (page) => [{ type: 'Customer' as const, id: 'LIST' }, ...(page?.items ?? []).map((c) => ({ type: 'Customer' as const, id: c.id }))],
    }),
    getCustomer: build.query<CustomerDetail, number>({
      query: (id) => `/customer/${id}`,
      transformResponse: unwrap<CustomerDetail>,
      providesTags: (_r, _e, id) => [{ type: 'Customer', id }],
    }),
    changeCustomerStatus: build.mutation<CustomerRequest, { id: number; status: CustomerStatus }>({
      query: ({ id, status }) => ({ url: `/customer/status/${id}`, method: 'PUT', params: { status } }),
      transformResponse: unwrap<CustomerRequest>,
      // The list is fetched again so that it is re-filtered; the detail gets the new history.
      invalidatesTags: (_r, error, { id }) => (error ? [] : [{ type: 'Customer', id }, { type: 'Customer', id: 'LIST' }]),
    }),
    // The assignee select's choices: the active staff accounts (staff admin changes reload them).
    getCustomerAssignees: build.query<StaffRef[], void>({
      query: () => '/customer/assignees',
      transformResponse: unwrap<StaffRef[]>,
      providesTags: [{ type: 'User', id: 'LIST' }],
    }),
    addCustomerNote: build.mutation<CustomerNote, { id: number; body: string }>({
      query: ({ id, body }) => ({ url: `/customer/note/${id}`, method: 'POST', body: { body } }),
      transformResponse: unwrap<CustomerNote>,
      // The detail shows the note in its history; the list shows no notes.
      invalidatesTags: (_r, error, { id }) => (error ? [] : [{ type: 'Customer', id }]),
    }),
    assignCustomer: build.mutation<CustomerRequest, { id: number; assigneeId: number | null }>({
      query: ({ id, assigneeId }) => ({ url: `/customer/assignee/${id}`, method: 'PUT', body: { assigneeId } }),
      transformResponse: unwrap<CustomerRequest>,
      // The list again too: "mine" may gain or lose the request.
      invalidatesTags: (_r, error, { id }) => (error ? [] : [{ type: 'Customer', id }, { type: 'Customer', id: 'LIST' }]),
    }),
    // The service filter's options (a separate endpoint from the public form's: features stand apart).
    getServiceFilterOptions: build.query<ServiceOption[], void>({
      query: () => '/service/list',
      transformResponse: (res: ApiEnvelope<ServiceOption[]>) => (Array.isArray(res.data) ? res.data : []),
      providesTags: [{ type: 'Service', id: 'LIST' }],
    }),
    /**
     * The CSV of the current filters, fetched with the bearer token. The blob becomes an object
     * URL inside the response handler, so the store only ever holds a string; an error answer is
     * the usual JSON envelope.
     */
    exportCustomersCsv: build.mutation<DownloadedFile, CustomerFilters>({
      query: (filters) => ({
        url: '/customer/export.csv',
        params: params(filters),
        responseHandler: async (res: Response) =>
          res.ok
            ? ({ code: 200, message: 'OK', data: { url: URL.createObjectURL(await res.blob()), fileName: fileNameOf(res) } } satisfies ApiEnvelope<DownloadedFile>)
            : res.json(),
      }),
      transformResponse: unwrap<DownloadedFile>,
    }),
  }),
});

export const {
  useGetCustomersQuery,
  useGetCustomerQuery,
  useChangeCustomerStatusMutation,
  useGetServiceFilterOptionsQuery,
  useExportCustomersCsvMutation,
  useGetCustomerAssigneesQuery,
  useAddCustomerNoteMutation,
  useAssignCustomerMutation,
} = customerAdminApi;
