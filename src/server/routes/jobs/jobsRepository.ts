import type { Insertable } from 'kysely';
import type { JobDetail, JobSearchParams, JobSummary } from '../../../shared/types/jobs';
import type { Db } from '../../db/database';
import type { JobApplicationsTable } from '../../db/tables/newsJobs';
import { storedList, toJobDetail, toJobSummary } from '../../jobs/jobRows';
import { fold } from '../../lib/foldText';

/** The only code that reads jobs and writes applications. */
export class JobsRepository {
  constructor(private readonly db: Db) {}

  private open() {
    return this.db.selectFrom('jobs').selectAll().where('status', '=', 'OPEN').orderBy('postedDate', 'desc').orderBy('id', 'desc');
  }

  async listOpen(): Promise<JobSummary[]> {
    return (await this.open().execute()).map(toJobSummary);
  }

  /**
   * Open jobs matching the three labels exactly (SQL) and every keyword word in title, company or
   * description, ignoring case and diacritics. The keyword part runs in JS because SQLite's
   * lower()/LIKE know neither Vietnamese diacritics nor Unicode case; the open-jobs list is small.
   */
  async search(p: JobSearchParams): Promise<JobSummary[]> {
    let q = this.open();
    if (p.category) q = q.where('category', '=', p.category);
    if (p.jobType) q = q.where('jobType', '=', p.jobType);
    if (p.location) q = q.where('location', '=', p.location);
    const rows = await q.execute();
    const words = fold(p.keywords).split(/\s+/).filter(Boolean);
    if (!words.length) return rows.map(toJobSummary);
    return rows
      .filter((r) => {
        const hay = fold([r.title, r.company ?? '', ...storedList(r.description)].join(' \n '));
        return words.every((w) => hay.includes(w));
      })
      .map(toJobSummary);
  }

  async findOpen(id: number): Promise<JobDetail | undefined> {
    const row = await this.db.selectFrom('jobs').selectAll().where('id', '=', id).where('status', '=', 'OPEN').executeTakeFirst();
    return row && toJobDetail(row);
  }

  async insertApplication(values: Insertable<JobApplicationsTable>): Promise<number> {
    const row = await this.db.insertInto('jobApplications').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }
}
