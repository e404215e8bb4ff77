import { toast } from 'react-toastify';
import { NOTIFICATIONS_MSG as M } from '../../../shared/messages/notifications';
import type { ApiEnvelope } from '../../../shared/envelope';
import type { StaffNotification } from '../../../shared/types/notifications';
import { api, unwrap } from '../../app/api';

const LIST = { type: 'Notification' as const, id: 'LIST' };

/** GET /notifications and the two "read" calls, with optimistic cache updates. */
export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotifications: build.query<StaffNotification[], void>({
      query: () => '/notifications',
      transformResponse: (res: ApiEnvelope<StaffNotification[]>) => unwrap(res),
      providesTags: (result) => [LIST, ...(result ?? []).map((n) => ({ type: 'Notification' as const, id: n.id }))],
    }),
    markNotificationRead: build.mutation<StaffNotification, number>({
      query: (id) => ({ url: `/notifications/${id}/read`, method: 'PUT' }),
      transformResponse: (res: ApiEnvelope<StaffNotification>) => unwrap(res),
      // The badge drops at the click; a failure puts the dot back.
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          notificationsApi.util.updateQueryData('getNotifications', undefined, (draft) => {
            const n = draft.find((x) => x.id === id);
            if (n) n.read = true;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
    markAllNotificationsRead: build.mutation<number, void>({
      query: () => ({ url: '/notifications/read', method: 'PUT' }),
      transformResponse: (res: ApiEnvelope<number>) => unwrap(res),
      // On failure the message, then the list is reloaded (a refetch, not a page reload).
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        dispatch(
          notificationsApi.util.updateQueryData('getNotifications', undefined, (draft) => {
            for (const n of draft) n.read = true;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          toast.error(M.markAllFailed, { toastId: 'notifications-mark-all' });
          dispatch(notificationsApi.util.invalidateTags([LIST]));
        }
      },
    }),
  }),
});

export const { useGetNotificationsQuery, useMarkNotificationReadMutation, useMarkAllNotificationsReadMutation } = notificationsApi;

/** Puts a pushed notification at the top of the cached list (once, even if it arrives twice). */
export function prependNotification(notification: StaffNotification) {
  return notificationsApi.util.updateQueryData('getNotifications', undefined, (draft) => {
    if (!draft.some((n) => n.id === notification.id)) draft.unshift(notification);
  });
}
