import { api } from '../../app/api';
import type { ApiEnvelope } from '../../../shared/envelope';
import type { OpeningDay, StaffAvailability } from '../../../shared/chatHours';
import type { ThunkDispatcher } from '../../realtime/stompClient';

/** A state from /topic/admin/availability, or a mutation's answer, replaces the one loaded. */
export function staffAvailabilityReceived(dispatch: ThunkDispatcher, state: StaffAvailability): void {
  dispatch(availabilityApi.util.upsertQueryEntries([{ endpointName: 'getStaffAvailability', arg: undefined, value: state }]));
}

const storeAnswer = async (_arg: unknown, { dispatch, queryFulfilled }: { dispatch: ThunkDispatcher; queryFulfilled: Promise<{ data: StaffAvailability }> }) => {
  try {
    staffAvailabilityReceived(dispatch, (await queryFulfilled).data);
  } catch {
    // the component shows the error
  }
};

/** The console's availability calls: who is on duty, one's own "away" switch, the opening hours. */
export const availabilityApi = api.enhanceEndpoints({ addTagTypes: ['ChatAvailability'] }).injectEndpoints({
  endpoints: (build) => ({
    getStaffAvailability: build.query<StaffAvailability, void>({
      query: () => '/chat/admin/availability',
      transformResponse: (res: ApiEnvelope<StaffAvailability>) => res.data,
      providesTags: ['ChatAvailability'],
    }),
    setAway: build.mutation<StaffAvailability, boolean>({
      query: (away) => ({ url: '/chat/admin/availability/away', method: 'PUT', body: { away } }),
      transformResponse: (res: ApiEnvelope<StaffAvailability>) => res.data,
      onQueryStarted: storeAnswer,
    }),
    setOpeningHours: build.mutation<StaffAvailability, OpeningDay[]>({
      query: (days) => ({ url: '/chat/admin/opening-hours', method: 'PUT', body: { days } }),
      transformResponse: (res: ApiEnvelope<StaffAvailability>) => res.data,
      onQueryStarted: storeAnswer,
    }),
  }),
});

export const { useGetStaffAvailabilityQuery, useSetAwayMutation, useSetOpeningHoursMutation } = availabilityApi;
