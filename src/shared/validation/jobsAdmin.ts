import * as yup from 'yup';
import { MSG_JOBS_ADMIN as M } from '../messages/jobsAdmin';
import { JOB_CATEGORIES, JOB_LOCATIONS, JOB_STATUSES, JOB_TYPES } from '../types/jobs';
import { text } from './common';
import './locale';

export const JOB_TITLE_MAX = 200;
export const JOB_COMPANY_MAX = 200;
/** Lines per list and characters per line: a real vacancy has a dozen bullet points of a sentence or two. */
export const JOB_LIST_MAX_ITEMS = 30;
export const JOB_LIST_ITEM_MAX = 500;

const oneOf = (labels: readonly string[], message: string) =>
  text().required(message).test('label', message, (v) => v === undefined || labels.includes(v));

/** A real calendar day written YYYY-MM-DD (2026-02-30 is refused). */
function isDay(v: string | undefined): boolean {
  if (!v || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

/** A non-empty list of non-empty trimmed lines; a non-array is refused, not coerced. */
const lines = (label: string) =>
  yup
    .array()
    .of(text().required(M.itemEmpty(label)).max(JOB_LIST_ITEM_MAX, M.itemMax(label, JOB_LIST_ITEM_MAX)))
    .required(M.listRequired(label))
    .min(1, M.listRequired(label))
    .max(JOB_LIST_MAX_ITEMS, M.listTooMany(label, JOB_LIST_MAX_ITEMS))
    .strict(false);

/** The job form (staff) and the body of POST /jobs/admin and PUT /jobs/admin/{id}. */
export const jobFormSchema = yup.object({
  title: text().required(M.titleRequired).max(JOB_TITLE_MAX, M.titleMax),
  company: text()
    .transform((v: unknown) => (v === '' ? null : v))
    .nullable()
    .optional()
    .max(JOB_COMPANY_MAX, M.companyMax),
  category: oneOf(JOB_CATEGORIES, M.categoryInvalid),
  jobType: oneOf(JOB_TYPES, M.jobTypeInvalid),
  location: oneOf(JOB_LOCATIONS, M.locationInvalid),
  postedDate: text().required(M.dateInvalid).test('day', M.dateInvalid, isDay),
  description: lines('Mô tả công việc'),
  requirements: lines('Yêu cầu ứng viên'),
  benefits: lines('Quyền lợi'),
});

export type JobFormValues = yup.InferType<typeof jobFormSchema>;

/** PUT /jobs/admin/{id}/status?status= */
export const jobStatusQuerySchema = yup.object({
  status: text()
    .required(M.statusInvalid)
    .test('status', M.statusInvalid, (v) => v === undefined || (JOB_STATUSES as readonly string[]).includes(v)),
});
