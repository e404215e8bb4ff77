import type { ApiEnvelope } from '../../../shared/envelope';
import type { JobStatus } from '../../../shared/types/jobs';
import type { AdminJob, AdminJobApplication, JobFormBody } from '../../../shared/types/jobsAdmin';
import { api, unwrap } from '../../app/api';
import { blobResponse } from '../../app/files';

const jobTag = (id: number) => ({ type: 'Job' as const, id });
const LIST = { type: 'Job' as const, id: 'LIST' };

export const jobsAdminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminJobs: build.query<AdminJob[], void>({
      query: () => '/jobs/admin',
      transformResponse: unwrap<AdminJob[]>,
      providesTags: (jobs = []) => [LIST, ...jobs.map((j) => jobTag(j.id))],
    }),
    // The public careers lists share the Job tags: a saved or closed vacancy refreshes them too.
    createJob: build.mutation<AdminJob, JobFormBody>({
      query: (body) => ({ url: '/jobs/admin', method: 'POST', body }),
      transformResponse: unwrap<AdminJob>,
      invalidatesTags: [LIST],
    }),
    updateJob: build.mutation<AdminJob, { id: number; body: JobFormBody }>({
      query: ({ id, body }) => ({ url: `/jobs/admin/${id}`, method: 'PUT', body }),
      transformResponse: unwrap<AdminJob>,
      invalidatesTags: (_r, _e, { id }) => [jobTag(id), LIST],
    }),
    setJobStatus: build.mutation<AdminJob, { id: number; status: JobStatus }>({
      query: ({ id, status }) => ({ url: `/jobs/admin/${id}/status`, method: 'PUT', params: { status } }),
      transformResponse: unwrap<AdminJob>,
      invalidatesTags: (_r, _e, { id }) => [jobTag(id), LIST],
    }),
    getJobApplications: build.query<AdminJobApplication[], number>({
      query: (jobId) => `/jobs/admin/${jobId}/applications`,
      transformResponse: unwrap<AdminJobApplication[]>,
      providesTags: (_r, _e, jobId) => [{ type: 'Application', id: jobId }],
    }),
    /**
     * The CV with the bearer token (a plain link would carry none). The Blob never enters the
     * store: the endpoint answers an object URL, which the caller revokes after the download.
     */
    downloadCv: build.mutation<string, number>({
      async queryFn(applicationId, _api, _extra, baseQuery) {
        const res = await baseQuery({ url: `/jobs/admin/applications/${applicationId}/cv`, responseHandler: blobResponse, cache: 'no-store' });
        if (res.error) return { error: res.error };
        const blob = (res.data as ApiEnvelope<Blob>).data;
        return { data: URL.createObjectURL(blob) };
      },
    }),
  }),
});

export const {
  useGetAdminJobsQuery,
  useCreateJobMutation,
  useUpdateJobMutation,
  useSetJobStatusMutation,
  useGetJobApplicationsQuery,
  useDownloadCvMutation,
} = jobsAdminApi;
