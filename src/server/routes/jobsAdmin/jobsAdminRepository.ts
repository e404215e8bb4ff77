import type { JobStatus } from '../../../shared/types/jobs';
import type { AdminJob, AdminJobApplication, JobFormBody } from '../../../shared/types/jobsAdmin';
import type { Db } from '../../db/database';
import { toAdminJob } from '../../jobs/jobRows';

const columns = (body: JobFormBody) => ({
  title: body.title,
  company: body.company ?? null,
  category: body.category,
  jobType: body.jobType,
  location: body.location,
  postedDate: body.postedDate,
  description: JSON.stringify(body.description),
  requirements: JSON.stringify(body.requirements),
  benefits: JSON.stringify(body.benefits),
});

/** Staff side of jobs: every vacancy (closed ones too), writes, and the applications with their CV metadata. */
export class JobsAdminRepository {
  constructor(private readonly db: Db) {}

  private jobs() {
    return this.db
      .selectFrom('jobs as j')
      .selectAll('j')
      // Counted through the (job_id, created_at) index, one subquery per job.
      .select((eb) => eb.selectFrom('jobApplications as a').whereRef('a.jobId', '=', 'j.id').select((e) => e.fn.countAll().as('n')).as('applicationCount'));
  }

  async list(): Promise<AdminJob[]> {
    const rows = await this.jobs().orderBy('j.postedDate', 'desc').orderBy('j.id', 'desc').execute();
    return rows.map((r) => toAdminJob({ ...r, applicationCount: r.applicationCount ?? 0 }));
  }

  async find(id: number): Promise<AdminJob | undefined> {
    const row = await this.jobs().where('j.id', '=', id).executeTakeFirst();
    return row && toAdminJob({ ...row, applicationCount: row.applicationCount ?? 0 });
  }

  async create(body: JobFormBody): Promise<number> {
    const now = new Date().toISOString();
    const row = await this.db
      .insertInto('jobs')
      .values({ ...columns(body), status: 'OPEN', createdAt: now, updatedAt: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** False when there is no such job. */
  async update(id: number, body: JobFormBody): Promise<boolean> {
    const res = await this.db.updateTable('jobs').set({ ...columns(body), updatedAt: new Date().toISOString() }).where('id', '=', id).executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  async setStatus(id: number, status: JobStatus): Promise<boolean> {
    const res = await this.db.updateTable('jobs').set({ status, updatedAt: new Date().toISOString() }).where('id', '=', id).executeTakeFirst();
    return Number(res.numUpdatedRows) > 0;
  }

  async applications(jobId: number): Promise<AdminJobApplication[]> {
    return this.db
      .selectFrom('jobApplications')
      .select(['id', 'jobId', 'name', 'email', 'phone', 'cvOriginalName', 'cvMime', 'cvSize', 'createdAt'])
      .where('jobId', '=', jobId)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /** What the CV download needs, including the stored relative path (never sent to a client). */
  async cvFile(applicationId: number) {
    return this.db
      .selectFrom('jobApplications')
      .select(['cvPath', 'cvOriginalName', 'cvMime', 'cvSize'])
      .where('id', '=', applicationId)
      .executeTakeFirst();
  }
}
