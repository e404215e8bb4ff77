import type { Selectable } from 'kysely';
import type { JobDetail, JobSummary } from '../../shared/types/jobs';
import type { AdminJob } from '../../shared/types/jobsAdmin';
import type { JobsTable } from '../db/tables/newsJobs';

/**
 * A `jobs` row as the public job pages and the staff job list both send it: one mapping, so the
 * two sides cannot drift apart on a column.
 */
export type JobRow = Selectable<JobsTable>;

/** A list column (description, requirements, benefits): stored as a JSON array of strings. */
export function storedList(json: string): string[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}

export function toJobSummary(row: JobRow): JobSummary {
  return {
    id: row.id,
    title: row.title,
    company: row.company,
    category: row.category,
    jobType: row.jobType,
    location: row.location,
    postedDate: row.postedDate,
  };
}

export function toJobDetail(row: JobRow): JobDetail {
  return { ...toJobSummary(row), description: storedList(row.description), requirements: storedList(row.requirements), benefits: storedList(row.benefits) };
}

/** The staff view: the detail plus status, dates and the number of applications (a count is bigint text on PostgreSQL). */
export function toAdminJob(row: JobRow & { applicationCount: number | string | bigint }): AdminJob {
  return { ...toJobDetail(row), status: row.status, applicationCount: Number(row.applicationCount), createdAt: row.createdAt, updatedAt: row.updatedAt };
}
