import type { ApiEnvelope } from '../../../shared/envelope';
import type { JobApplicationResult, JobDetail, JobSearchParams, JobSummary } from '../../../shared/types/jobs';
import { api } from '../../app/api';

const asList = (r: ApiEnvelope<JobSummary[] | null>) => (Array.isArray(r.data) ? r.data : []);
const listTags = (list: JobSummary[] = []) => [{ type: 'Job' as const, id: 'LIST' }, ...list.map((j) => ({ type: 'Job' as const, id: j.id }))];

export const jobsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /jobs: the open jobs, shown when the careers page opens. */
    getJobs: build.query<JobSummary[], void>({
      query: () => '/jobs',
      transformResponse: asList,
      providesTags: listTags,
    }),
    /** GET /jobs/search with LABELS ('' = all). */
    searchJobs: build.query<JobSummary[], JobSearchParams>({
      query: (params) => ({ url: '/jobs/search', params: { ...params } }),
      transformResponse: asList,
      providesTags: listTags,
    }),
    /** GET /jobs/{id} with the decoded id. */
    getJob: build.query<JobDetail, number>({
      query: (id) => `/jobs/${id}`,
      transformResponse: (r: ApiEnvelope<JobDetail>) => r.data,
      providesTags: (job) => (job ? [{ type: 'Job' as const, id: job.id }] : []),
    }),
    /** POST /jobs/{id}/applications: multipart (cv + optional name, email, phone). */
    applyForJob: build.mutation<{ result: JobApplicationResult; message: string }, { jobId: number; form: FormData }>({
      query: ({ jobId, form }) => ({ url: `/jobs/${jobId}/applications`, method: 'POST', body: form }),
      transformResponse: (r: ApiEnvelope<JobApplicationResult>) => ({ result: r.data, message: r.message }),
      invalidatesTags: ['Application'],
    }),
  }),
});

export const { useGetJobsQuery, useSearchJobsQuery, useGetJobQuery, useApplyForJobMutation } = jobsApi;
