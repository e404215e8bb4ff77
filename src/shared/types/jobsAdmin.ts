import type { JobDetail, JobStatus } from './jobs';

/** A row of the staff jobs table: the whole vacancy, its status and how many applied. */
export interface AdminJob extends JobDetail {
  status: JobStatus;
  applicationCount: number;
  /** ISO-8601 */
  createdAt: string;
  updatedAt: string;
}

/** What POST /jobs/admin and PUT /jobs/admin/{id} accept (the shared jobFormSchema's output). */
export interface JobFormBody {
  title: string;
  company?: string | null;
  category: string;
  jobType: string;
  location: string;
  /** YYYY-MM-DD */
  postedDate: string;
  description: string[];
  requirements: string[];
  benefits: string[];
}

/** One application as staff see it (GET /jobs/admin/{id}/applications); never the stored path. */
export interface AdminJobApplication {
  id: number;
  jobId: number;
  name: string | null;
  email: string | null;
  phone: string | null;
  cvOriginalName: string;
  cvMime: string;
  /** Bytes */
  cvSize: number;
  /** ISO-8601 */
  createdAt: string;
}
