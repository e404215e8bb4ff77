import type { DashboardData } from '../../../shared/types/dashboard';
import { api, unwrap } from '../../app/api';

export const dashboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /dashboard. It provides the customer and conversation list tags, so a new request (the
     * notification socket invalidates the customer list) or a chat change refreshes the counters.
     */
    getDashboard: build.query<DashboardData, void>({
      query: () => '/dashboard',
      transformResponse: unwrap<DashboardData>,
      providesTags: [
        { type: 'Customer', id: 'LIST' },
        { type: 'Conversation', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetDashboardQuery } = dashboardApi;
