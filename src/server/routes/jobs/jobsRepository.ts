import type { Insertable, Selectable } from 'kysely';
import type { JobDetail, JobSearchParams, JobSummary } from '../../../shared/types/jobs';
import type { Db } from '../../db/database';
import type { JobApplicationsTable, JobsTable } from '../../db/tables/newsJobs';
import { fold } from '../../lib/foldText';

type JobRow = Selectable<JobsTable>;

function list(json: string): string[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : [];
  } catch {
    return [];
  }
}

function toSummary(row: JobRow): JobSummary {
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

function toDetail(row: JobRow): JobDetail {
  return { ...toSummary(row), description: list(row.description), requirements: list(row.requirements), benefits: list(row.benefits) };
}

/** The only code that reads jobs and writes applications. */
export class JobsRepository {
  constructor(private readonly db: Db) {}

  private open() {
    return this.db.selectFrom('jobs').selectAll().where('status', '=', 'OPEN').orderBy('postedDate', 'desc').orderBy('id', 'desc');
  }

  async listOpen(): Promise<JobSummary[]> {
    return (await this.open().execute()).map(toSummary);
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
    if (!words.length) return rows.map(toSummary);
    return rows
      .filter((r) => {
        const hay = fold([r.title, r.company ?? '', ...list(r.description)].join(' \n '));
        return words.every((w) => hay.includes(w));
      })
      .map(toSummary);
  }

  async findOpen(id: number): Promise<JobDetail | undefined> {
    const row = await this.db.selectFrom('jobs').selectAll().where('id', '=', id).where('status', '=', 'OPEN').executeTakeFirst();
    return row && toDetail(row);
  }

  async insertApplication(values: Insertable<JobApplicationsTable>): Promise<number> {
    const row = await this.db.insertInto('jobApplications').values(values).returning('id').executeTakeFirstOrThrow();
    return row.id;
  }
}
