import type { ActiveState, Role } from '../../../shared/constants';
import type { ApiEnvelope } from '../../../shared/envelope';
import type { StaffUser } from '../../../shared/types/auth';
import type { CreateUserBody, UpdateUserBody } from '../../../shared/validation/users';
import { api, unwrap } from '../../app/api';

/**
 * Staff accounts. The list provides a LIST tag and one tag per user.
 * Role and active changes patch the cached row with the user the server returns, and only then:
 * the table never shows a change the server did not make.
 */
export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<StaffUser[], void>({
      query: () => '/auth/users',
      transformResponse: unwrap<StaffUser[]>,
      providesTags: (users = []) => [{ type: 'User' as const, id: 'LIST' }, ...users.map((u) => ({ type: 'User' as const, id: u.id }))],
    }),
    createUser: build.mutation<StaffUser, CreateUserBody>({
      query: (body) => ({ url: '/auth/users', method: 'POST', body }),
      transformResponse: unwrap<StaffUser>,
      invalidatesTags: [{ type: 'User', id: 'LIST' }],
    }),
    updateUser: build.mutation<StaffUser, { id: number; body: UpdateUserBody }>({
      query: ({ id, body }) => ({ url: `/auth/users/${id}`, method: 'PUT', body }),
      transformResponse: unwrap<StaffUser>,
      invalidatesTags: (_r, _e, { id }) => [{ type: 'User', id }],
    }),
    changeRole: build.mutation<StaffUser | null, { id: number; role: Role }>({
      query: ({ id, role }) => ({ url: `/auth/users/${id}/role`, method: 'PUT', params: { role } }),
      transformResponse: (r: ApiEnvelope<StaffUser | null>) => r.data,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(patchRow(data));
      },
    }),
    changeActive: build.mutation<StaffUser | null, { id: number; active: ActiveState }>({
      query: ({ id, active }) => ({ url: `/auth/users/${id}/active`, method: 'PUT', params: { active } }),
      transformResponse: (r: ApiEnvelope<StaffUser | null>) => r.data,
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(patchRow(data));
      },
    }),
    // The API contract takes the new password in the query string; the server masks it in its logs.
    changePassword: build.mutation<StaffUser, { id: number; newPassword: string }>({
      query: ({ id, newPassword }) => ({ url: `/auth/users/${id}/password`, method: 'PUT', params: { newPassword } }),
      transformResponse: unwrap<StaffUser>,
    }),
  }),
});

/** Replaces one cached row with the user the server returned. */
function patchRow(user: StaffUser) {
  return usersApi.util.updateQueryData('getUsers', undefined, (draft) => {
    const i = draft.findIndex((u) => u.id === user.id);
    if (i >= 0) draft[i] = user;
  });
}

export const {
  useGetUsersQuery,
  useCreateUserMutation,
  useUpdateUserMutation,
  useChangeRoleMutation,
  useChangeActiveMutation,
  useChangePasswordMutation,
} = usersApi;
