import type { ApiEnvelope } from '../../../shared/envelope';
import type { IntrospectResult, LoginRequest, StaffUser, TokenPair } from '../../../shared/types/auth';
import { api, unwrap } from '../../app/api';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<TokenPair, LoginRequest>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      transformResponse: unwrap<TokenPair>,
    }),
    introspect: build.mutation<IntrospectResult, string>({
      query: (token) => ({ url: '/auth/introspect', method: 'POST', body: { token } }),
      transformResponse: unwrap<IntrospectResult>,
    }),
    getMe: build.query<StaffUser, void>({
      query: () => '/auth/me',
      transformResponse: (r: ApiEnvelope<StaffUser>) => r.data,
      providesTags: ['Me'],
    }),
    logout: build.mutation<boolean, { token: string | null; refreshToken: string | null }>({
      query: ({ token, refreshToken }) => ({
        url: '/auth/logout',
        method: 'POST',
        body: { ...(token ? { token } : {}), ...(refreshToken ? { refreshToken } : {}) },
      }),
      transformResponse: unwrap<boolean>,
    }),
  }),
});

export const { useLoginMutation, useIntrospectMutation, useGetMeQuery, useLogoutMutation } = authApi;
